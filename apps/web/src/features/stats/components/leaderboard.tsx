import { Table, Text } from "@mantine/core";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import classes from "./stats.module.css";

/** The cohort leaderboard by return, the learner's row highlighted (and appended when outside the top). */
export function Leaderboard({ stats }: { stats: PortfolioStats }) {
  if (stats.leaderboard.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The leaderboard fills once learners in your cohort start trading.
      </Text>
    );
  }
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing={6} aria-label="Cohort leaderboard">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">#</Table.Th>
            <Table.Th>Learner</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th ta="right">Return</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.leaderboard.map((row) => (
            <Table.Tr
              key={`${row.rank}-${row.name}`}
              data-me={row.is_me || undefined}
              className={classes.leaderRow}
            >
              <Table.Td ta="right" className={classes.num}>
                {row.rank}
              </Table.Td>
              <Table.Td>
                {row.name}
                {row.is_me && <span className={classes.you}> (you)</span>}
              </Table.Td>
              <Table.Td ta="right" className={classes.num}>
                {formatRupees(row.total_value)}
              </Table.Td>
              <Table.Td
                ta="right"
                className={classes.num}
                data-tone={row.return_pct > 0 ? "up" : row.return_pct < 0 ? "down" : undefined}
              >
                {formatSignedPercent(row.return_pct)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
