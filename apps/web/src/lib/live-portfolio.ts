// Portfolio figures re-priced with the live `market` prices between two server refreshes, so the value and P&L a
// learner sees move with the ticker instead of jumping only when an order fills.
import { roundTo } from "@fincareer/domain/format";
import { dayChangePct } from "@fincareer/domain/portfolio-math";
import type { Holding, PortfolioSummary } from "@fincareer/domain/contract/market";

/** A holding re-priced at `price`. */
export function repriceHolding(holding: Holding, price: number): Holding {
  if (price === holding.market_price) return holding;
  const value = roundTo(holding.qty * price, 2);
  const pnl = roundTo(value - holding.invested, 2);
  return {
    ...holding,
    market_price: price,
    value,
    pnl,
    pnl_pct: holding.invested === 0 ? 0 : roundTo((pnl / holding.invested) * 100, 2),
    day_change: roundTo(holding.qty * (price - holding.prev_close), 2),
  };
}

/** Live prices by srCode applied to every holding (weights follow the new values). */
export function repriceHoldings(holdings: Holding[], live: Readonly<Record<string, number>>): Holding[] {
  const repriced = holdings.map((h) => repriceHolding(h, live[h.srCode] ?? h.market_price));
  const total = repriced.reduce((sum, h) => sum + h.value, 0);
  return repriced.map((h) => ({ ...h, weight_pct: total === 0 ? 0 : roundTo((h.value / total) * 100, 2) }));
}

/**
 * The account totals with the holdings' value re-priced. `holdings` must be every holding (an unfiltered list),
 * or the totals would leave some out.
 */
export function repriceSummary(summary: PortfolioSummary, holdings: Holding[]): PortfolioSummary {
  const marketValue = roundTo(
    holdings.reduce((sum, h) => sum + h.value, 0),
    2,
  );
  const dayChange = roundTo(
    holdings.reduce((sum, h) => sum + h.day_change, 0),
    2,
  );
  const totalValue = roundTo(summary.cash + marketValue, 2);
  return {
    ...summary,
    market_value: marketValue,
    total_value: totalValue,
    unrealised_pnl: roundTo(marketValue - summary.invested, 2),
    day_change: dayChange,
    day_change_pct: dayChangePct(dayChange, marketValue),
    total_return_pct:
      summary.starting_cash === 0 ? 0 : roundTo((totalValue / summary.starting_cash - 1) * 100, 2),
  };
}
