import "@mantine/charts/styles.layer.css";
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { useOverview } from "../api/get-overview.ts";
import { AnalyticsNav } from "../../../components/analytics-nav.tsx";
import { CsvButton } from "../components/csv-button.tsx";
import { KpiCards } from "../components/kpi-cards.tsx";
import { ChartCard, DropOffChart, FunnelChart, WeeklyChart } from "../components/overview-charts.tsx";
import { useScope } from "../components/use-scope.ts";

/** /admin/analytics: a program's (or cohort's) KPIs, funnel, weekly activity and drop-off per video. */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const { program, cohort, picker } = useScope(params, setParams);
  const overview = useOverview(program, cohort);
  const scope = { kind: "overview" as const, program, cohort };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>Analytics</Title>
        <AnalyticsNav />
        {picker(overview.data?.cohorts ?? [])}
        {overview.isPending ? (
          <Skeleton h={400} />
        ) : overview.isError ? (
          <LoadError title="Could not load the analytics" onRetry={() => void overview.refetch()}>
            <Text size="sm">{overview.error.message}</Text>
          </LoadError>
        ) : (
          <>
            <ChartCard
              title="Key figures"
              action={<CsvButton label="key figures" target={{ ...scope, table: "kpis" }} />}
            >
              <KpiCards kpis={overview.data.kpis} program={program} />
            </ChartCard>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ChartCard
                title="Funnel"
                action={<CsvButton label="the funnel" target={{ ...scope, table: "funnel" }} />}
              >
                <FunnelChart steps={overview.data.funnel} />
              </ChartCard>
              <ChartCard
                title="Weekly activity"
                action={<CsvButton label="weekly activity" target={{ ...scope, table: "weekly" }} />}
              >
                <WeeklyChart weeks={overview.data.weekly} />
              </ChartCard>
            </SimpleGrid>
            <ChartCard
              title="Drop-off per video"
              action={<CsvButton label="drop-off per video" target={{ ...scope, table: "videos" }} />}
            >
              <Text size="sm" c="gray.7" mb="xs">
                Share of enrolled learners who finished each video, in course order.
              </Text>
              <DropOffChart videos={overview.data.videos} />
            </ChartCard>
          </>
        )}
      </Stack>
    </Container>
  );
}
