// Portfolio analytics: returns, beta, volatility, value at risk, XIRR and the finscore. Pure functions over plain
// numbers; callers pass prices and dates.
import { formatShare } from "./format.ts";
import { TRADING_DAYS_PER_YEAR } from "./ist.ts";
import { ANNUALISE_MIN_DAYS, countOf } from "./portfolio-math.ts";
import { covariance, stdevSample } from "./stats.ts";

/** One-sided 95% quantile of the standard normal (parametric VaR). */
export const Z_95 = 1.6448536269514722;

/** Simple daily returns of a price series (p[t] / p[t-1] - 1). */
export function dailyReturns(prices: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < prices.length; i++) {
    const prev = prices[i - 1]!;
    if (prev > 0) out.push(prices[i]! / prev - 1);
  }
  return out;
}

/** Sample standard deviation (n - 1); null below two values (stats.ts's stdevSample is the one formula). */
export function stdev(xs: readonly number[]): number | null {
  return xs.length < 2 ? null : stdevSample(xs);
}

/** Beta of returns against market returns: cov(r, m) / var(m); null when it cannot be computed. */
export function beta(returns: readonly number[], market: readonly number[]): number | null {
  const cov = covariance(returns, market);
  const sd = stdev(market.slice(0, Math.min(returns.length, market.length)));
  if (cov === null || sd === null || sd === 0) return null;
  return cov / sd ** 2;
}

/** Annualised volatility of daily returns: stdev x sqrt(TRADING_DAYS_PER_YEAR). */
export function annualisedVolatility(returns: readonly number[]): number | null {
  const sd = stdev(returns);
  return sd === null ? null : sd * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

/** 1-day 95% parametric value at risk of a position worth `value`: z95 x daily stdev x value. */
export function valueAtRisk95(returns: readonly number[], value: number): number | null {
  const sd = stdev(returns);
  return sd === null ? null : Z_95 * sd * value;
}

/** Daily returns of a portfolio held at fixed weights over aligned per-asset return series. */
export function weightedReturns(
  series: readonly (readonly number[])[],
  weights: readonly number[],
): number[] {
  const n = Math.min(...series.map((s) => s.length));
  if (!Number.isFinite(n)) return [];
  const out: number[] = [];
  for (let t = 0; t < n; t++) {
    let r = 0;
    for (let i = 0; i < series.length; i++) r += (weights[i] ?? 0) * series[i]![t]!;
    out.push(r);
  }
  return out;
}

/** A dated cash flow: negative = paid in (a BUY), positive = received (a SELL, or the value today). */
export interface CashFlow {
  amount: number;
  date: Date;
}

/**
 * XIRR: the annual rate r with sum(amount / (1 + r)^(days/365)) = 0. Newton's method with a bisection fallback;
 * null when the flows do not change sign or no rate is found.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.length < 2) return null;
  if (!flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null;
  const t0 = Math.min(...flows.map((f) => f.date.getTime()));
  const years = flows.map((f) => (f.date.getTime() - t0) / (365 * 86_400_000));
  const npv = (r: number) => flows.reduce((s, f, i) => s + f.amount / (1 + r) ** years[i]!, 0);
  const dnpv = (r: number) =>
    flows.reduce((s, f, i) => s - (years[i]! * f.amount) / (1 + r) ** (years[i]! + 1), 0);
  let r = 0.1;
  for (let i = 0; i < 100; i++) {
    const v = npv(r);
    const d = dnpv(r);
    if (!Number.isFinite(v) || !Number.isFinite(d) || d === 0) break;
    const next = r - v / d;
    if (next <= -0.999999) break;
    if (Math.abs(next - r) < 1e-10) return next;
    r = next;
  }
  // Bisection over a wide bracket.
  let lo = -0.999999;
  let hi = 1e6;
  let flo = npv(lo);
  if (!Number.isFinite(flo) || Math.sign(flo) === Math.sign(npv(hi))) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (lo + hi) / 2;
    const fm = npv(mid);
    if (Math.abs(fm) < 1e-9 || hi - lo < 1e-12) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Inputs of the finscore. */
export interface FinScoreInput {
  /** Current value of each holding (rupees). */
  holdingValues: number[];
  /** Annualised return of the account (total return over its life, annualised), e.g. 0.12. */
  annualReturn: number | null;
  /** Annualised volatility of the holdings, e.g. 0.2. */
  volatility: number | null;
  /** Orders placed, and how many carry a journal reason of at least JOURNAL_MIN_CHARS. */
  orders: number;
  ordersWithReason: number;
  /** Fills in the last 30 days. */
  recentFills: number;
}

/** A reason shorter than this does not count as a journal entry. */
export const JOURNAL_MIN_CHARS = 15;

/** One scored component. */
export interface FinScoreComponent {
  key: "diversification" | "risk_adjusted_return" | "journal" | "activity";
  label: string;
  score: number;
  max: number;
  detail: string;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const r1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The finscore (0-100): diversification 30 (effective number of holdings 1/HHI, full at 8 or more), risk-adjusted
 * return 40 (Sharpe-like ratio (return - 6.5%) / volatility mapped from -1..+1 to 0..40), journal 20 (share of
 * orders with a reason), activity 10 (fills in the last 30 days, full at 5).
 */
export function finScore(input: FinScoreInput): {
  score: number;
  grade: "A" | "B" | "C" | "D" | "E";
  components: FinScoreComponent[];
} {
  const total = input.holdingValues.reduce((a, b) => a + b, 0);
  const hhi = total > 0 ? input.holdingValues.reduce((s, v) => s + (v / total) ** 2, 0) : 0;
  const effective = hhi > 0 ? 1 / hhi : 0;
  const diversification = r1(clamp(effective / 8, 0, 1) * 30);
  let rar = 0;
  let rarDetail = `counted once you have ${ANNUALISE_MIN_DAYS} days of trading history and holdings`;
  if (input.annualReturn !== null && input.volatility !== null && input.volatility > 0) {
    const sharpe = (input.annualReturn - RISK_FREE_RATE) / input.volatility;
    rar = r1(clamp((sharpe + 1) / 2, 0, 1) * 40);
    rarDetail = `XIRR ${formatShare(input.annualReturn, 1)} a year at ${formatShare(input.volatility, 1)} volatility (ratio ${sharpe.toFixed(2)})`;
  }
  const journal = input.orders > 0 ? r1((input.ordersWithReason / input.orders) * 20) : 0;
  const activity = r1(clamp(input.recentFills / 5, 0, 1) * 10);
  const components: FinScoreComponent[] = [
    {
      key: "diversification",
      label: "Diversification",
      score: diversification,
      max: 30,
      detail: `${countOf(input.holdingValues.length, "holding")}, effectively ${effective.toFixed(1)} equal positions`,
    },
    { key: "risk_adjusted_return", label: "Risk-adjusted return", score: rar, max: 40, detail: rarDetail },
    {
      key: "journal",
      label: "Trading journal",
      score: journal,
      max: 20,
      detail: `${input.ordersWithReason} of ${input.orders} orders explain their reason`,
    },
    {
      key: "activity",
      label: "Activity",
      score: activity,
      max: 10,
      detail: `${input.recentFills} trades in the last 30 days`,
    },
  ];
  const score = Math.round(clamp(diversification + rar + journal + activity, 0, 100));
  const grade = score >= 80 ? "A" : score >= 65 ? "B" : score >= 50 ? "C" : score >= 35 ? "D" : "E";
  return { score, grade, components };
}

/** Risk-free rate used by the finscore's Sharpe-like ratio (Indian T-bill yield, roughly). */
export const RISK_FREE_RATE = 0.065;
