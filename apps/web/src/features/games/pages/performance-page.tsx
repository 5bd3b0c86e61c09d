import { Button, Container, Group, Paper, Skeleton, Table, Text, Title } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import type { UseQueryResult } from "@tanstack/react-query";
import type { GameStatsResponse } from "@fincareer/domain/contract/games";
import type { Game } from "@fincareer/domain/games";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatDateTime, formatPercent } from "@fincareer/domain/format";
import { GAME_TITLES, gamesForProgram } from "@fincareer/domain/games";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { gameStatsQuery } from "../api/get-game-stats.ts";
import { PerformanceChart } from "../components/performance-chart.tsx";
import classes from "../components/games.module.css";
import { percentileLabel } from "../components/percentile-label.ts";

// Defined once so TanStack Query keeps the combined result stable between renders.
function combine(results: UseQueryResult<GameStatsResponse>[]) {
  return {
    loading: results.some((r) => r.isPending),
    stats: results.flatMap((r) => (r.data ? [r.data] : [])),
  };
}

/** /games/performance: each game's results over time (chart), the record and cohort percentile (table), recent sets. */
export default function PerformancePage() {
  const user = useCurrentUser();
  const games = gamesForProgram(user?.cprogram);
  const { loading, stats } = useQueries({
    queries: games.map((game) => gameStatsQuery(game)),
    combine,
  });
  const series = useMemo(() => stats.map((s) => ({ game: s.game as Game, history: s.history })), [stats]);
  const recent = stats
    .flatMap((s) => s.history.map((h) => ({ ...h, game: s.game as Game })))
    .sort((a, b) => b.finished_at.localeCompare(a.finished_at))
    .slice(0, 15);

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} className={classes.title}>
            Games performance
          </Title>
          <Text className={classes.muted}>
            Your score in every finished set, and where your accuracy ranks among learners of{" "}
            {user?.cprogram ?? "your program"}.
          </Text>
        </div>
        <Button component={Link} to="/games" variant="light">
          Back to games
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="perf-chart">
        <Title order={2} id="perf-chart" className={classes.cardTitle} mb="sm">
          Results over time
        </Title>
        {/* One height for the loading, empty and drawn states, so the tables below do not move when it loads. */}
        <div className={classes.chartArea}>
          {loading ? (
            <Skeleton height={280} />
          ) : recent.length === 0 ? (
            <Text className={`${classes.muted} ${classes.chartEmpty}`}>
              Finish a set of any game to see your results here.
            </Text>
          ) : (
            <PerformanceChart series={series} />
          )}
        </div>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="perf-table">
        <Title order={2} id="perf-table" className={classes.cardTitle} mb="sm">
          Record and cohort percentile
        </Title>

        <Table className={classes.table} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Game</Table.Th>
              <Table.Th>Played</Table.Th>
              <Table.Th>Won</Table.Th>
              <Table.Th>Accuracy</Table.Th>
              <Table.Th>Best streak</Table.Th>
              <Table.Th>Cohort percentile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.map((s) => (
              <Table.Tr key={s.game}>
                <Table.Td data-label="Game">{GAME_TITLES[s.game as Game]}</Table.Td>
                <Table.Td data-label="Played">{s.played}</Table.Td>
                <Table.Td data-label="Won">{s.won}</Table.Td>
                <Table.Td data-label="Accuracy">{s.played > 0 ? formatPercent(s.accuracy) : "-"}</Table.Td>
                <Table.Td data-label="Best streak">{s.best_streak}</Table.Td>
                <Table.Td data-label="Cohort percentile">{percentileLabel(s)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {recent.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="perf-recent">
          <Title order={2} id="perf-recent" className={classes.cardTitle} mb="sm">
            Recent sets
          </Title>

          <Table className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Finished</Table.Th>
                <Table.Th>Game</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.map((h) => (
                <Table.Tr key={`${h.game}-${h.id}`}>
                  <Table.Td data-label="Finished">{formatDateTime(h.finished_at)}</Table.Td>
                  <Table.Td data-label="Game">{GAME_TITLES[h.game]}</Table.Td>
                  <Table.Td data-label="Score">
                    {h.score} / {h.max_score}
                  </Table.Td>
                  <Table.Td data-label="Result">
                    <Text span fw={700} c={h.won ? "teal.9" : "red.9"}>
                      {h.won ? "Won" : "Lost"}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Container>
  );
}
