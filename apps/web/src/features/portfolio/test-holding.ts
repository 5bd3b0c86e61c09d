// One Infosys holding the portfolio tests share (20 shares bought at 1,400, now 1,500).
import type { Holding } from "@fincareer/domain/contract/market";

export const HOLDING: Holding = {
  upid: 31,
  scrip_id: 11,
  srCode: "500209",
  shortCode: "INFY",
  name: "Infosys Ltd",
  industry: "IT",
  segment: "LARGE",
  qty: 20,
  avg_price: 1400,
  market_price: 1500,
  prev_close: 1490,
  invested: 28_000,
  value: 30_000,
  pnl: 2_000,
  pnl_pct: 7.14,
  day_change: 200,
  weight_pct: 100,
  trail: null,
  stop: null,
};
