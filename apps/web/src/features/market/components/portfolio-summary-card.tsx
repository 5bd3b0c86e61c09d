import { Button, Skeleton, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PortfolioSummary } from "@fincareer/domain/contract/market";
import { formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import classes from "./dashboard.module.css";

function Figure({ label, value, tone }: { label: string; value: string; tone?: "up" | "down" | null }) {
  return (
    <div className={classes.figure}>
      <dt>{label}</dt>
      <dd data-tone={tone ?? undefined}>{value}</dd>
    </div>
  );
}

function toneOf(value: number): "up" | "down" | null {
  if (value > 0) return "up";
  if (value < 0) return "down";
  return null;
}

/** Home's portfolio summary: total value, day change, P&L, cash, and the way to the portfolio screen. */
export function PortfolioSummaryCard({
  summary,
  loading,
  failed,
}: {
  summary: PortfolioSummary | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <Skeleton h={170} aria-hidden="true" />;
  if (failed || summary === undefined) {
    return (
      <Text c="dimmed" role="alert">
        Your portfolio could not be loaded. Refresh the page to try again.
      </Text>
    );
  }
  return (
    <div>
      <div className={classes.totalRow}>
        <div>
          <Text size="sm" c="dimmed">
            Total value
          </Text>
          <Text className={classes.totalValue}>{formatRupees(summary.total_value)}</Text>
        </div>
        <div className={classes.totalReturn} data-tone={toneOf(summary.total_return_pct) ?? undefined}>
          {formatSignedPercent(summary.total_return_pct)}
          <span> overall</span>
        </div>
      </div>
      <dl className={classes.figures}>
        <Figure
          label="Today"
          value={`${formatRupees(summary.day_change)} (${formatSignedPercent(summary.day_change_pct)})`}
          tone={toneOf(summary.day_change)}
        />
        <Figure
          label="Unrealised P&L"
          value={formatRupees(summary.unrealised_pnl)}
          tone={toneOf(summary.unrealised_pnl)}
        />
        <Figure
          label="Realised P&L"
          value={formatRupees(summary.realised_pnl)}
          tone={toneOf(summary.realised_pnl)}
        />
        <Figure label="Invested" value={formatRupees(summary.invested)} />
        <Figure label="Cash available" value={formatRupees(summary.available_cash)} />
        <Figure label="Holdings" value={String(summary.holdings_count)} />
      </dl>
      {summary.holdings_count === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          You have {formatRupees(summary.available_cash)} of virtual cash. Place your first order to start
          building your portfolio.
        </Text>
      )}
      <Button component={Link} to="/portfolio" variant="light" mt="md">
        {summary.holdings_count === 0 ? "Place your first order" : "Open portfolio"}
      </Button>
    </div>
  );
}
