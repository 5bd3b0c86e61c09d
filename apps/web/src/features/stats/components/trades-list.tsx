import { Text } from "@mantine/core";
import { countOf } from "@fincareer/domain/portfolio-math";
import { Link } from "react-router";
import type { Trade } from "@fincareer/domain/contract/market";
import { formatDate, formatPrice, formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import classes from "./stats.module.css";

/** Closed trades: company, quantity, buy and sell prices, P&L. */
export function TradesList({ trades, empty, label }: { trades: Trade[]; empty: string; label: string }) {
  if (trades.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <ul className={classes.trades} aria-label={label}>
      {trades.map((t) => (
        <li key={t.order_id} className={classes.trade}>
          <div className={classes.tradeMain}>
            <Link to="/company" state={{ name: t.name, id: t.scrip_id }} className={classes.tradeCode}>
              {t.shortCode}
            </Link>
            <Text size="xs" c="dimmed">
              {countOf(t.qty, "share")} · {formatPrice(t.buy_price)} → {formatPrice(t.sell_price)} ·{" "}
              {formatDate(t.closed_at)}
            </Text>
          </div>
          <div className={classes.tradePnl} data-tone={t.pnl > 0 ? "up" : t.pnl < 0 ? "down" : undefined}>
            {formatRupees(t.pnl)}
            <span>{formatSignedPercent(t.pnl_pct)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
