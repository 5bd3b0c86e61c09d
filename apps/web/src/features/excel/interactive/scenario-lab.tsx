// Scenario Manager of xl-m3-v2 in the page: show a scenario (the inputs switch together) and read the summary.
import { SegmentedControl, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { LAUNCH_SCENARIOS } from "@fincareer/domain/excel-datasets";
import { formatCount, formatLessonRupees } from "@fincareer/domain/format";

/** The scenario lab. */
export default function ScenarioLab() {
  const [name, setName] = useState<string>("Base case");
  const s = LAUNCH_SCENARIOS.find((x) => x.name === name)!;
  const profit = s.units * (s.price - s.unitCost) - s.fixedCost;
  return (
    <div>
      <Title order={3} size="h4">
        Try it: Show a scenario
      </Title>
      <SegmentedControl
        my="sm"
        value={name}
        onChange={setName}
        data={LAUNCH_SCENARIOS.map((x) => x.name)}
        aria-label="Scenario"
      />
      <Table fz="sm" withTableBorder maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Price per bottle (B3)</Table.Td>
            <Table.Td ta="right">{formatLessonRupees(s.price)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Units sold (B4)</Table.Td>
            <Table.Td ta="right">{formatCount(s.units)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Unit cost (B5)</Table.Td>
            <Table.Td ta="right">{formatLessonRupees(s.unitCost)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Fixed cost (B6)</Table.Td>
            <Table.Td ta="right">{formatLessonRupees(s.fixedCost)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={700}>Profit (B8)</Table.Td>
            <Table.Td ta="right" fw={700} c={profit < 0 ? "red.8" : undefined}>
              {formatLessonRupees(profit)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs" aria-live="polite">
        Revenue {formatLessonRupees(s.price * s.units)}, margin per bottle{" "}
        {formatLessonRupees(s.price - s.unitCost)}, break-even volume{" "}
        {formatCount(Math.ceil(s.fixedCost / (s.price - s.unitCost)))} bottles.
      </Text>
    </div>
  );
}
