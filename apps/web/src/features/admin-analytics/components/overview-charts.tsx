import { AreaChart, BarChart } from "@mantine/charts";
import { Group, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { FunnelStep, VideoDropOff, WeeklyActivity } from "@fincareer/domain/contract/analytics";
import { formatWeek } from "./format.ts";

/** A titled card for one chart or table, with its CSV button. */
export function ChartCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

const percent = (value: number) => `${Math.round(value)}%`;

/** A funnel bar's label: the learners and their share of the enrolled ("812 · 68%"). */
export function funnelLabel(step: Pick<FunnelStep, "learners" | "share">): string {
  const count = step.learners.toLocaleString("en-IN");
  return step.share === null ? count : `${count} · ${Math.round(step.share * 100)}%`;
}

/**
 * The funnel as horizontal bars, so the step names stay readable on a phone; each bar is labelled with its
 * learners and their share of the enrolled (the right margin keeps the longest bar's label inside the chart).
 */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const data = steps.map((s) => ({ step: s.label, Learners: s.learners, label: funnelLabel(s) }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="step"
      orientation="vertical"
      yAxisProps={{ width: 132 }}
      barChartProps={{ margin: { right: 84 } }}
      series={[{ name: "Learners", color: "blue.6" }]}
      withBarValueLabel
      valueLabelProps={{
        dataKey: "label",
        formatter: (v: unknown) => String(v),
        fill: "var(--mantine-color-gray-8)",
      }}
      gridAxis="none"
    />
  );
}

/** Active learners per IST week. */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyActivity[] }) {
  const data = weeks.map((w) => ({ week: formatWeek(w.week), "Active learners": w.active }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="week"
      series={[{ name: "Active learners", color: "teal.6" }]}
      curveType="monotone"
      xAxisProps={{ interval: "preserveStartEnd", minTickGap: 16 }}
      withDots={false}
    />
  );
}

/** Share of the cohort that finished each video, in course order; one bar per video. */
export function DropOffChart({ videos }: { videos: readonly VideoDropOff[] }) {
  if (videos.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        This program has no videos yet.
      </Text>
    );
  }
  const data = videos.map((v, i) => ({
    video: `${i + 1}. ${v.title.length > 28 ? `${v.title.slice(0, 27)}…` : v.title}`,
    Finished: v.share === null ? 0 : Math.round(v.share * 1000) / 10,
  }));
  return (
    <BarChart
      h={Math.max(160, videos.length * 30 + 40)}
      data={data}
      dataKey="video"
      orientation="vertical"
      yAxisProps={{ width: 170 }}
      xAxisProps={{ domain: [0, 100] }}
      valueFormatter={percent}
      series={[{ name: "Finished", color: "indigo.6" }]}
      gridAxis="none"
    />
  );
}
