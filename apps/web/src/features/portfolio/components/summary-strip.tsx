import type { ReactNode } from "react";
import type { PortfolioSummary } from "@fincareer/domain/contract/market";
import { formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import classes from "./portfolio.module.css";

function tone(value: number): "up" | "down" | undefined {
  return value > 0 ? "up" : value < 0 ? "down" : undefined;
}

/** An amount inside a line of text: it wraps as a whole ("₹ 2,65,521.00"), never after the rupee sign. */
function Amount({ value }: { value: number }) {
  return <span className={classes.amount}>{formatRupees(value)}</span>;
}

/** The account totals across the top of the portfolio screen. */
export function SummaryStrip({ summary }: { summary: PortfolioSummary | undefined }) {
  if (summary === undefined) return <SummaryPlaceholder />;
  const items: { label: string; value: string; sub?: ReactNode; tone?: "up" | "down" }[] = [
    {
      label: "Total value",
      value: formatRupees(summary.total_value),
      sub:
        summary.xirr_pct === null
          ? `${formatSignedPercent(summary.total_return_pct)} overall`
          : `${formatSignedPercent(summary.total_return_pct)} overall · XIRR ${formatSignedPercent(summary.xirr_pct)}`,
      tone: tone(summary.total_return_pct),
    },
    {
      label: "Today",
      value: formatRupees(summary.day_change),
      sub: formatSignedPercent(summary.day_change_pct),
      tone: tone(summary.day_change),
    },
    {
      label: "Unrealised P&L",
      value: formatRupees(summary.unrealised_pnl),
      tone: tone(summary.unrealised_pnl),
    },
    { label: "Realised P&L", value: formatRupees(summary.realised_pnl), tone: tone(summary.realised_pnl) },
    {
      label: "Invested",
      value: formatRupees(summary.invested),
      sub: (
        <>
          Market value <Amount value={summary.market_value} />
        </>
      ),
    },
    {
      label: "Cash available",
      value: formatRupees(summary.available_cash),
      sub:
        summary.committed_cash > 0 ? (
          <>
            <Amount value={summary.committed_cash} /> held by open orders
          </>
        ) : undefined,
    },
  ];
  return (
    <dl className={classes.strip}>
      {items.map((item) => (
        <div key={item.label} className={classes.stripItem}>
          <dt>{item.label}</dt>
          <dd className={classes.stripValue} data-tone={item.tone}>
            {item.value}
          </dd>
          {item.sub !== undefined && (
            <dd className={classes.stripSub} data-tone={item.tone}>
              {item.sub}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** Sample figures as wide as real ones, so the placeholder wraps like the strip it stands in for. */
const PLACEHOLDER: { label: string; value: string; sub?: string }[] = [
  { label: "Total value", value: formatRupees(10_00_000), sub: "+0.00% overall" },
  { label: "Today", value: "₹\u00a00.00", sub: "+0.00%" },
  { label: "Unrealised P&L", value: "₹\u00a00.00" },
  { label: "Realised P&L", value: "₹\u00a00.00" },
  { label: "Invested", value: "₹\u00a00.00", sub: "Market value ₹\u00a00.00" },
  { label: "Cash available", value: formatRupees(10_00_000) },
];

/**
 * While the account loads: the strip's own grid, labels and line boxes with the figures blanked out, so the tabs
 * under it do not move when the figures arrive.
 */
function SummaryPlaceholder() {
  return (
    <dl className={classes.strip} aria-hidden="true">
      {PLACEHOLDER.map((item) => (
        <div key={item.label} className={classes.stripItem}>
          <dt>{item.label}</dt>
          <dd className={classes.stripValue}>
            <span className={classes.placeholder}>{item.value}</span>
          </dd>
          {item.sub !== undefined && (
            <dd className={classes.stripSub}>
              <span className={classes.placeholder}>{item.sub}</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
