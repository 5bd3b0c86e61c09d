import { SimpleGrid, Text } from "@mantine/core";
import type { SimpleGridProps } from "@mantine/core";

/** A lab's figures as label-over-value cells (announced when they change); the other props go to the grid. */
export function StatGrid({ stats, ...grid }: { stats: string[][] } & Omit<SimpleGridProps, "children">) {
  return (
    <SimpleGrid spacing="xs" aria-live="polite" {...grid}>
      {stats.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700}>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
