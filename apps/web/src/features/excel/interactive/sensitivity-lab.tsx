// Sensitivity analysis of xl-m3-v1 in the page: move one input at a time and watch profit; the one-variable data
// table and a tornado chart show which input matters most.
import { Slider, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { LAUNCH_BASE, SENSITIVITY_PRICES } from "@fincareer/domain/excel-datasets";
import { SvgChart } from "../components/svg-chart.tsx";
import { formatCount, formatLessonRupees } from "@fincareer/domain/format";

type Inputs = { price: number; units: number; unitCost: number; fixedCost: number };
const profit = (v: Inputs) => v.units * (v.price - v.unitCost) - v.fixedCost;

const SLIDERS: {
  key: keyof Inputs;
  label: string;
  min: number;
  max: number;
  step: number;
  fmt: (v: number) => string;
}[] = [
  { key: "price", label: "Price per bottle", min: 140, max: 220, step: 1, fmt: (v) => formatLessonRupees(v) },
  {
    key: "units",
    label: "Units sold",
    min: 6000,
    max: 18000,
    step: 100,
    fmt: (v) => formatCount(v),
  },
  { key: "unitCost", label: "Unit cost", min: 70, max: 130, step: 1, fmt: (v) => formatLessonRupees(v) },
  {
    key: "fixedCost",
    label: "Fixed cost",
    min: 400_000,
    max: 900_000,
    step: 10_000,
    fmt: (v) => formatLessonRupees(v),
  },
];

/** The sensitivity lab. */
export default function SensitivityLab() {
  const [v, setV] = useState<Inputs>({ ...LAUNCH_BASE });
  // ±10% swing of each input around the base case, the others held at base: the tornado chart.
  const swings = SLIDERS.map((s) => {
    const lo = profit({ ...LAUNCH_BASE, [s.key]: LAUNCH_BASE[s.key] * 0.9 });
    const hi = profit({ ...LAUNCH_BASE, [s.key]: LAUNCH_BASE[s.key] * 1.1 });
    return { label: s.label.replace(" per bottle", "").replace(" sold", ""), range: Math.abs(hi - lo) };
  }).sort((a, b) => b.range - a.range);
  return (
    <div>
      <Title order={3} size="h4">
        Try it: move one input at a time
      </Title>
      <Stack gap={8} my="sm" maw={520}>
        {SLIDERS.map((s) => (
          <div key={s.key}>
            <Text size="sm">
              {s.label}: <strong>{s.fmt(v[s.key])}</strong>
            </Text>
            <Slider
              min={s.min}
              max={s.max}
              step={s.step}
              value={v[s.key]}
              onChange={(x) => setV((p) => ({ ...p, [s.key]: x }))}
              label={null}
              aria-label={s.label}
            />
          </div>
        ))}
      </Stack>
      <Text size="lg" aria-live="polite">
        Profit: <strong>{formatLessonRupees(profit(v))}</strong> · break-even price{" "}
        {formatLessonRupees(v.unitCost + v.fixedCost / v.units, 2)}
      </Text>
      <Table fz="sm" striped withTableBorder mt="sm" maw={360}>
        <caption>One-variable data table at your other inputs</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Price</Table.Th>
            <Table.Th ta="right">Profit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SENSITIVITY_PRICES.map((p) => (
            <Table.Tr key={p}>
              <Table.Td>{formatLessonRupees(p)}</Table.Td>
              <Table.Td ta="right">{formatLessonRupees(profit({ ...v, price: p }))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SvgChart
        figure={{
          type: "chart",
          title: "Profit swing when each input moves ±10% from the base case",
          xLabel: "Input (largest swing first)",
          yLabel: "Profit swing (₹)",
          height: 240,
          xTicks: swings.map((s, i) => [i + 1, s.label] as const),
          series: [
            {
              name: "Swing in profit for ±10%",
              kind: "bar",
              points: swings.map((s, i) => [i + 1, s.range] as const),
            },
          ],
        }}
      />
    </div>
  );
}
