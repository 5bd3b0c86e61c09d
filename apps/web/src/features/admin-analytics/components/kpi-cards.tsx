import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { AnalyticsKpis } from "@fincareer/domain/contract/analytics";
import classes from "./analytics.module.css";
import { pct } from "./format.ts";

/** The six headline figures of a program or cohort. */
export function KpiCards({ kpis }: { kpis: AnalyticsKpis }) {
  const cards = [
    { label: "Enrolled", value: String(kpis.enrolled), note: "learners" },
    {
      label: "Active in the last 7 days",
      value: String(kpis.active_7d),
      note: kpis.enrolled ? `${pct(kpis.active_7d / kpis.enrolled)} of enrolled` : "",
    },
    {
      label: "Median videos finished",
      value: pct(kpis.median_videos_finished),
      note: `of ${kpis.videos} videos`,
    },
    { label: "Quiz accuracy", value: pct(kpis.quiz_accuracy), note: `${kpis.quiz_answers} answers` },
    {
      label: "Research on time this week",
      value: pct(kpis.research_this_week),
      note: `${kpis.research_submitted} of ${kpis.research_due} due`,
    },
    {
      label: "Average grade",
      value: kpis.average_grade === null ? "–" : `${kpis.average_grade.toFixed(1)} / 10`,
      note: `${kpis.graded_items} graded`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cards.map((c) => (
        <Paper key={c.label} withBorder p="sm" radius="md">
          <Text size="xs" c="gray.7" fw={600}>
            {c.label}
          </Text>
          <Text className={classes.kpiValue}>{c.value}</Text>
          <Text size="xs" c="gray.7">
            {c.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
