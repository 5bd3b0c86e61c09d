// Run the Monte Carlo simulation of xl-m3-v3 in the page: 1,000 rows of NORM.INV(RAND()) draws, the profit of each,
// a histogram and the percentiles, with the uncertainty of volume and cost adjustable.
import { Button, Group, NumberInput, Table, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { MONTE_CARLO_ROWS } from "@fincareer/domain/constants";
import { MONTE_CARLO_MODEL, MONTE_CARLO_SEED } from "@fincareer/domain/excel-datasets";
import { profitMoments, simulateProfit, summariseSimulation } from "@fincareer/domain/excel-simulation";
import { seededRandom } from "@fincareer/domain/random";
import { SvgChart } from "../components/svg-chart.tsx";
import { formatLessonRupees, formatShare, groupIndian } from "@fincareer/domain/format";
import { StatGrid } from "../components/stat-grid.tsx";

/** The Monte Carlo lab. */
export default function MonteCarloLab() {
  const [unitsSd, setUnitsSd] = useState(MONTE_CARLO_MODEL.unitsSd);
  const [costSd, setCostSd] = useState(MONTE_CARLO_MODEL.unitCostSd);
  const [seed, setSeed] = useState(MONTE_CARLO_SEED);
  const { rows, summary, exact } = useMemo(() => {
    const model = { ...MONTE_CARLO_MODEL, unitsSd, unitCostSd: costSd };
    const r = simulateProfit(model, MONTE_CARLO_ROWS, seededRandom(seed));
    return {
      rows: r,
      summary: summariseSimulation(
        r.map((x) => x.profit),
        24,
      ),
      exact: profitMoments(model),
    };
  }, [unitsSd, costSd, seed]);
  const width = summary.histogram[0] ? summary.histogram[0].to - summary.histogram[0].from : 1;

  return (
    <div>
      <Title order={3} size="h4">
        Try it: simulate 1,000 launches
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each run draws units sold from N(12,000, σ) and unit cost from N(₹95, σ), as the worksheet's
        NORM.INV(RAND(), mean, sd) does, and computes profit = units × (₹180 − unit cost) − ₹6,50,000.
      </Text>
      <Group align="flex-end" gap="sm" mb="md">
        <NumberInput
          label="σ of units sold"
          value={unitsSd}
          onChange={(v) => setUnitsSd(Math.max(0, Number(v) || 0))}
          min={0}
          max={6000}
          step={250}
          w={160}
        />
        <NumberInput
          label="σ of unit cost (₹)"
          value={costSd}
          onChange={(v) => setCostSd(Math.max(0, Number(v) || 0))}
          min={0}
          max={40}
          step={1}
          w={160}
        />
        <Button onClick={() => setSeed((s) => s + 1)}>Run again (F9)</Button>
        <Text size="xs" c="dimmed">
          seed {seed}
        </Text>
      </Group>
      <StatGrid
        cols={{ base: 2, sm: 3 }}
        mb="md"
        stats={[
          ["Mean profit", formatLessonRupees(summary.mean)],
          ["Std deviation", formatLessonRupees(summary.sd)],
          ["Chance of a loss", formatShare(summary.probabilityOfLoss, 1)],
          ["5th percentile", formatLessonRupees(summary.p5)],
          ["Median", formatLessonRupees(summary.p50)],
          ["95th percentile", formatLessonRupees(summary.p95)],
        ]}
      />
      <SvgChart
        figure={{
          type: "chart",
          title: "Histogram of simulated profit",
          xLabel: "Profit (₹)",
          yLabel: "Runs",
          height: 260,
          series: [
            {
              name: `Runs per ${formatLessonRupees(width / 1000)}k band`,
              kind: "bar",
              points: summary.histogram.map((b) => [(b.from + b.to) / 2, b.count] as const),
            },
          ],
          yRules: [],
        }}
      />
      <Text size="sm" mt="xs">
        Exact answer for comparison: mean {formatLessonRupees(exact.mean)}, standard deviation{" "}
        {formatLessonRupees(exact.sd)}. The run's mean moves by about{" "}
        {formatLessonRupees(exact.sd / Math.sqrt(MONTE_CARLO_ROWS))} (one standard error) from run to run.
      </Text>
      <Table.ScrollContainer minWidth={360} mt="sm">
        <Table fz="xs" striped withTableBorder>
          <caption>First 8 of {rows.length} rows</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Run</Table.Th>
              <Table.Th ta="right">Units sold</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Profit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, 8).map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td ta="right">{groupIndian(r.units, 0)}</Table.Td>
                <Table.Td ta="right">{formatLessonRupees(r.unitCost, 2)}</Table.Td>
                <Table.Td ta="right">{formatLessonRupees(r.profit)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
