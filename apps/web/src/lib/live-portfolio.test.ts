import { describe, expect, it } from "vitest";
import type { Holding, PortfolioSummary } from "@fincareer/domain/contract/market";
import { repriceHoldings, repriceSummary } from "./live-portfolio.ts";

const holding: Holding = {
  upid: 1,
  scrip_id: 1,
  srCode: "500325",
  shortCode: "RELIANCE",
  name: "Reliance Industries Ltd",
  industry: "Oil & Gas",
  segment: "LARGE",
  qty: 10,
  avg_price: 2800,
  market_price: 2900,
  prev_close: 2850,
  invested: 28_000,
  value: 29_000,
  pnl: 1_000,
  pnl_pct: 3.57,
  day_change: 500,
  weight_pct: 100,
  trail: null,
  stop: null,
};

const summary: PortfolioSummary = {
  starting_cash: 100_000,
  cash: 72_000,
  committed_cash: 0,
  available_cash: 72_000,
  invested: 28_000,
  market_value: 29_000,
  total_value: 101_000,
  realised_pnl: 0,
  unrealised_pnl: 1_000,
  day_change: 500,
  day_change_pct: 0.5,
  total_return_pct: 1,
  xirr_pct: null,
  holdings_count: 1,
  setup_done: true,
};

describe("live portfolio", () => {
  it("re-prices holdings and totals at the live price", () => {
    const [h] = repriceHoldings([holding], { "500325": 3000 });
    expect(h).toMatchObject({
      market_price: 3000,
      value: 30_000,
      pnl: 2_000,
      pnl_pct: 7.14,
      day_change: 1_500,
    });
    expect(repriceSummary(summary, [h!])).toMatchObject({
      market_value: 30_000,
      total_value: 102_000,
      unrealised_pnl: 2_000,
      day_change: 1_500,
      day_change_pct: 5.26, // 1,500 on holdings worth 28,500 at the previous close: the server's figure
      total_return_pct: 2,
    });
  });

  it("keeps the stored figures when no live price has arrived", () => {
    expect(repriceHoldings([holding], {})[0]).toEqual(holding);
  });
});
