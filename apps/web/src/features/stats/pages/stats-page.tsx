import { Button, Container, Paper, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { formatPercent, formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import { useStats } from "../api/get-stats.ts";
import { Leaderboard } from "../components/leaderboard.tsx";
import { ReturnChart } from "../components/return-chart.tsx";
import { TradesList } from "../components/trades-list.tsx";
import { usePriceCoverage } from "../../../lib/price-coverage.ts";
import { PriceSourceNote } from "../../../components/price-source-note.tsx";
import classes from "../components/stats.module.css";

function tone(value: number | null | undefined): "up" | "down" | undefined {
  if (value === null || value === undefined) return undefined;
  return value > 0 ? "up" : value < 0 ? "down" : undefined;
}

function Figures({ stats }: { stats: PortfolioStats }) {
  const last = stats.series.at(-1);
  const items: { label: string; value: string; sub?: string; tone?: "up" | "down" }[] = [
    {
      label: "Your return",
      value: last === undefined ? "-" : formatSignedPercent(last.return_pct),
      sub: last === undefined ? undefined : `SENSEX ${formatSignedPercent(last.index_return_pct)}`,
      tone: tone(last?.return_pct),
    },
    { label: "Realised P&L", value: formatRupees(stats.realised_pnl), tone: tone(stats.realised_pnl) },
    { label: "Unrealised P&L", value: formatRupees(stats.unrealised_pnl), tone: tone(stats.unrealised_pnl) },
    {
      label: "Win rate",
      value: stats.win_rate_pct === null ? "-" : formatPercent(stats.win_rate_pct),
      sub: stats.trades === 0 ? "No closed trades yet" : `${stats.wins} of ${stats.trades} closed trades`,
    },
    {
      label: "Cohort rank",
      value: stats.my_rank === null ? "-" : `#${stats.my_rank}`,
      sub: stats.cohort === null ? undefined : `of ${stats.cohort_size} in ${stats.cohort}`,
    },
  ];
  return (
    <dl className={classes.figures}>
      {items.map((item) => (
        <div key={item.label} className={classes.figure}>
          <dt>{item.label}</dt>
          <dd className={classes.figureValue} data-tone={item.tone}>
            {item.value}
          </dd>
          {item.sub !== undefined && <dd className={classes.figureSub}>{item.sub}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = `stats-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} className={className}>
      <Title order={2} id={id} className={classes.panelTitle}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /stats: return over time against SENSEX, realised/unrealised P&L, win rate, best/worst trades, leaderboard. */
export default function StatsPage() {
  const stats = useStats();
  const coverage = usePriceCoverage();

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <Title order={1} className={classes.title}>
        Stats
      </Title>
      <PriceSourceNote coverage={coverage} />

      {stats.isPending && (
        <div className={classes.loading} aria-hidden="true">
          <Skeleton h={84} />
          <Skeleton h={340} />
        </div>
      )}

      {stats.isError && (
        <Paper withBorder p="lg" role="alert">
          <Text fw={600}>Your stats could not be loaded.</Text>
          <Button variant="subtle" px={0} mt={4} onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Paper>
      )}

      {stats.data !== undefined && (
        <>
          <Figures stats={stats.data} />
          <Section title="Return over time">
            {stats.data.series.length < 2 ? (
              <div className={classes.chartEmpty}>
                <Text c="dimmed">Your return chart starts after your first full trading day.</Text>
                <Button component={Link} to="/portfolio" variant="light" mt="sm">
                  Go to portfolio
                </Button>
              </div>
            ) : (
              <ReturnChart
                series={stats.data.series}
                label="Your return against SENSEX over time, in percent"
              />
            )}
          </Section>
          <div className={classes.columns}>
            <Section title="Best trades">
              <TradesList
                trades={stats.data.best_trades}
                label="Best trades"
                empty="Your best trades appear here once you sell shares at a profit."
              />
            </Section>
            <Section title="Worst trades">
              <TradesList
                trades={stats.data.worst_trades}
                label="Worst trades"
                empty="No losing trades yet. Closed trades appear here."
              />
            </Section>
            <Section title={stats.data.cohort === null ? "Leaderboard" : `Leaderboard: ${stats.data.cohort}`}>
              <Leaderboard stats={stats.data} />
            </Section>
          </div>
        </>
      )}
    </Container>
  );
}
