import { Anchor, Paper, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AnalyticsKpis } from "@fincareer/domain/contract/analytics";
import { formatShare } from "@fincareer/domain/format";
import classes from "./analytics.module.css";

const pct = (share: number | null) => (share === null ? "–" : formatShare(share));

/**
 * The six headline figures of a program or cohort, each a link to the list behind it (issue 41): the learners
 * falling behind, the per-video chart, the question report, the research timeliness and grades of the raters page.
 */
export function KpiCards({ kpis, program }: { kpis: AnalyticsKpis; program: string }) {
  const q = `?program=${encodeURIComponent(program)}`;
  const cards = [
    {
      label: "Enrolled",
      value: String(kpis.enrolled),
      note: "learners",
      to: { pathname: "/admin/analytics/at-risk", search: q },
      link: "At-risk learners",
    },
    {
      label: "Active in the last 7 days",
      value: String(kpis.active_7d),
      note: kpis.enrolled ? `${pct(kpis.active_7d / kpis.enrolled)} of enrolled` : "",
      to: { pathname: "/admin/analytics/at-risk", search: q },
      link: "Who is not",
    },
    {
      label: "Median videos finished",
      value: pct(kpis.median_videos_finished),
      note: `of ${kpis.videos} videos`,
      to: { hash: "#chart-drop-off-per-video" },
      link: "Per video",
    },
    {
      label: "Quiz accuracy",
      value: pct(kpis.quiz_accuracy),
      note: `${kpis.quiz_answers} answers`,
      to: { pathname: "/admin/analytics/questions", search: q },
      link: "Per question",
    },
    {
      label: "Research on time, last week",
      value: pct(kpis.research_this_week),
      note: `${kpis.research_submitted} of ${kpis.research_due} due (the open week is not counted)`,
      to: { pathname: "/admin/analytics/raters", search: q },
      link: "Per week",
    },
    {
      label: "Average grade",
      value: kpis.average_grade === null ? "–" : `${kpis.average_grade.toFixed(1)} / 10`,
      note: `${kpis.graded_items} graded`,
      to: { pathname: "/admin/analytics/raters", search: q },
      link: "Grades",
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
          <Anchor component={Link} to={c.to} size="xs" aria-label={`${c.link}: ${c.label}`}>
            {c.link} →
          </Anchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
