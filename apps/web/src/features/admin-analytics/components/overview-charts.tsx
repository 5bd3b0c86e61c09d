import { AreaChart, BarChart } from "@mantine/charts";
import { Group, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { FunnelStep, VideoDropOff, WeeklyActivity } from "@fincareer/domain/contract/analytics";
import { formatCount, formatPercent, formatShare } from "@fincareer/domain/format";
import { chartDayLabel } from "../../../lib/chart-axes.ts";

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

/** A funnel bar's label: the learners and their share of the enrolled ("812 · 68%"). */
export function funnelLabel(step: Pick<FunnelStep, "learners" | "share">): string {
  const count = formatCount(step.learners);
  return step.share === null ? count : `${count} · ${formatShare(step.share)}`;
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
      xAxisLabel="Learners"
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

/**
 * A week's axis label, its Monday like every chart's dates ("24 Nov"), with the year on the first week and where
 * the year changes ("29 Dec '25", "5 Jan '26").
 */
export function weekLabels(weeks: readonly string[]): string[] {
  return weeks.map((w, i) => chartDayLabel(w, i === 0 || w.slice(0, 4) !== weeks[i - 1]?.slice(0, 4)));
}

/** Active learners per IST week, each week's count written on its point; the axes say what they count. */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyActivity[] }) {
  const labels = weekLabels(weeks.map((w) => w.week));
  const data = weeks.map((w, i) => ({ week: labels[i] ?? w.week, "Active learners": w.active }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="week"
      series={[{ name: "Active learners", color: "teal.6" }]}
      curveType="monotone"
      xAxisProps={{ interval: "preserveStartEnd", minTickGap: 16 }}
      xAxisLabel="Week starting (Monday)"
      yAxisLabel="Learners active"
      valueFormatter={(value: number) => formatCount(value)}
      withPointLabels
      areaChartProps={{ margin: { top: 16 } }}
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
  const data = videos.map((v, i) => {
    const finished = v.share === null ? 0 : Math.round(v.share * 1000) / 10;
    return {
      video: `${i + 1}. ${v.title.length > 28 ? `${v.title.slice(0, 27)}…` : v.title}`,
      Finished: finished,
      label: `${formatPercent(finished)} · ${formatCount(v.finished)}`,
    };
  });
  return (
    <BarChart
      h={Math.max(160, videos.length * 30 + 40)}
      data={data}
      dataKey="video"
      orientation="vertical"
      yAxisProps={{ width: 170 }}
      xAxisProps={{ domain: [0, 100] }}
      xAxisLabel="% of enrolled learners who finished"
      barChartProps={{ margin: { right: 84 } }}
      valueFormatter={(value: number) => formatPercent(value)}
      series={[{ name: "Finished", color: "indigo.6" }]}
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
