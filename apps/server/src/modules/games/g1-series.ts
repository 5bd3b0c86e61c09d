// Bull or Bear's rounds: a price series generated for each round and kept only in the set, never a scrip's history,
// so no chart, quote or earlier reveal a learner can read holds a round's continuation (issue 21: rounds cut from
// the stored daily bars were found in the 2Y charts in seconds). The series is a GARCH(1,1) random walk with
// fat-tailed (Student-t) shocks and a bull/bear drift regime, drawn from the operating system's random source.
import { randomInt } from "node:crypto";
import { G1_CANDLES, G1_HORIZON, G1_REBASE, G1_ROUNDS, g1Direction } from "@fincareer/domain/games";
import type { G1Candle, G1Round } from "@fincareer/domain/contract/games";
import { formatDate } from "@fincareer/domain/format";
import { TRADING_DAYS_PER_YEAR, tradingDaysBefore } from "@fincareer/domain/ist";
import type { TradingCalendar } from "@fincareer/domain/ist";
import { annualisedVolatility, dailyReturns } from "@fincareer/domain/market-analytics";
import type { Rng } from "../../lib/rng.ts";

/** A g1 round as stored: the candles shown, the ones that followed, the verdict, and the shown volatility. */
export interface G1SimulatedRound {
  source: "simulated";
  candles: G1Candle[];
  after: G1Candle[];
  changePercent: number;
  answer: "up" | "down";
  /** Realised volatility of the shown closes, annualised, whole percent. */
  volatilityPercent: number;
}

/** A round of a set started before rounds were simulated: a window of a scrip's stored daily bars. */
export interface G1HistoryRound {
  source?: undefined;
  srCode: string;
  shortCode: string;
  name: string;
  industry: string;
  from: string;
  to: string;
  candles: G1Candle[];
  after: G1Candle[];
  changePercent: number;
  answer: "up" | "down";
}

/** A g1 round as found in a set's content. */
export type G1StoredRound = G1SimulatedRound | G1HistoryRound;

/**
 * A round's reveal: what the series was, plainly, then the outcome. A history round names the period the call is
 * scored on (the last shown close to the close G1_HORIZON trading days later), not the whole window, so the dates
 * and the percentage describe the same move.
 */
export function g1Reveal(r: G1StoredRound, calendar: TradingCalendar): NonNullable<G1Round["reveal"]> {
  let description: string;
  if (r.source === "simulated")
    description =
      `Simulated practice data: a price series generated for this round alone (realised volatility ` +
      `${r.volatilityPercent}% a year over the ${G1_CANDLES} days shown), not a real company's price history.`;
  else {
    // The window's days are trading days of the generated history: the last shown one is G1_HORIZON before `to`.
    const shownTo = tradingDaysBefore(r.to, G1_HORIZON, calendar)[0]!;
    description =
      `A window of the platform's simulated market history for ${r.name} (${r.shortCode}, ${r.industry}), not ` +
      `its real prices: the chart showed ${formatDate(r.from)} to ${formatDate(shownTo)}, and the call is scored ` +
      `on the close of ${formatDate(r.to)} against that of ${formatDate(shownTo)}.`;
  }
  return {
    source: r.source ?? "market-history",
    description,
    change_percent: r.changePercent,
    answer: r.answer,
    after: r.after,
  };
}

const UNIFORM_SPAN = 2 ** 48 - 1;
/** Uniform on [0, 1) from the OS's CSPRNG: unlike a 32-bit seed, the stream cannot be searched for from a chart. */
export const secureUniform = () => randomInt(UNIFORM_SPAN) / UNIFORM_SPAN;

/** Student-t degrees of freedom of the daily shocks: daily stock returns have kurtosis well above the normal's 3. */
const T_DOF = 5;

/** A Student-t draw scaled to unit variance. */
function studentT(rng: Rng): number {
  let chi2 = 0;
  for (let k = 0; k < T_DOF; k++) chi2 += rng.normal() ** 2;
  return (rng.normal() / Math.sqrt(chi2 / T_DOF)) * Math.sqrt((T_DOF - 2) / T_DOF);
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * One round: G1_CANDLES + G1_HORIZON daily candles rebased so the last shown close is G1_REBASE. Each round draws
 * its own annual volatility (15-55%), GARCH reaction and persistence, and regime drift and length. Shocks are
 * symmetric and the two regimes equally likely, so up and down are equally likely a priori: the call is a fair
 * read of the chart, and a trend on it carries a modest, real edge.
 */
export function simulateG1Round(rng: Rng): G1SimulatedRound {
  const days = G1_CANDLES + G1_HORIZON;
  const annualVol = 0.15 * (0.55 / 0.15) ** rng.uniform();
  const longRunVar = annualVol ** 2 / TRADING_DAYS_PER_YEAR;
  const alpha = 0.08 + 0.1 * rng.uniform();
  const persistence = 0.92 + 0.06 * rng.uniform();
  const omega = longRunVar * (1 - persistence);
  const drift = (0.6 * rng.uniform()) / TRADING_DAYS_PER_YEAR;
  const switchChance = 1 / (20 + 40 * rng.uniform());
  let bull = rng.uniform() < 0.5;
  let variance = longRunVar * Math.exp(0.5 * rng.normal());
  let close = 1;
  const raw: G1Candle[] = [];
  for (let t = 1; t <= days; t++) {
    if (rng.uniform() < switchChance) bull = !bull;
    const sd = Math.sqrt(variance);
    const shock = sd * studentT(rng);
    const open = close * Math.exp(0.25 * sd * rng.normal());
    const next = close * Math.exp((bull ? drift : -drift) + shock);
    const wick = 0.6 * sd;
    raw.push({
      t,
      open,
      close: next,
      high: Math.max(open, next) * Math.exp(Math.abs(rng.normal()) * wick),
      low: Math.min(open, next) * Math.exp(-Math.abs(rng.normal()) * wick),
    });
    variance = omega + alpha * shock ** 2 + (persistence - alpha) * variance;
    close = next;
  }
  const scale = G1_REBASE / raw[G1_CANDLES - 1]!.close;
  const candles = raw.map((c) => {
    const open = r2(c.open * scale);
    const close = r2(c.close * scale);
    return {
      t: c.t,
      open,
      high: Math.max(r2(c.high * scale), open, close),
      low: Math.min(r2(c.low * scale), open, close),
      close,
    };
  });
  const shown = candles.slice(0, G1_CANDLES);
  const after = candles.slice(G1_CANDLES);
  const horizonClose = after[G1_HORIZON - 1]!.close;
  return {
    source: "simulated",
    candles: shown,
    after,
    changePercent: r2(((horizonClose - G1_REBASE) / G1_REBASE) * 100),
    answer: g1Direction(G1_REBASE, horizonClose),
    volatilityPercent: Math.round((annualisedVolatility(dailyReturns(shown.map((c) => c.close))) ?? 0) * 100),
  };
}

/** The rounds of a new g1 set. */
export function buildG1Rounds(rng: Rng): G1SimulatedRound[] {
  return Array.from({ length: G1_ROUNDS }, () => simulateG1Round(rng));
}
