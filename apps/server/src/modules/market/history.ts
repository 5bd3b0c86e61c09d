// Generated price history: daily OHLC for the configured number of trading days before the first start, and
// 5-minute bars for the last of those days, for every stock and index. The same seed gives the same history, and
// the last close of every stock is its reference close, so live trading continues from the reference data.
import { istDayStart, NSE_OPEN_MINUTE } from "@fincareer/domain/ist";
import { roundToTick } from "@fincareer/domain/market";
import type { CompanyRef } from "./reference.ts";
import { Rng, mixSeed } from "../../lib/rng.ts";
import {
  FactorModel,
  TRADING_DAYS,
  WEEK52_RANGE_SD,
  basketLevel,
  modelVolatility,
  oneYearBand,
} from "./simulator.ts";
import type { IndexBasket } from "./simulator.ts";

/** A daily bar (paise, or hundredths of a point for an index). */
export interface DailyBar {
  code: string;
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A 5-minute bar; `at` is the bar's start. */
export interface IntradayBar {
  code: string;
  at: Date;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** 5-minute bars in an NSE session (09:15-15:30). */
export const BARS_PER_SESSION = 75;

/** The start of the 5-minute bar `k` (0 = 09:15 IST) of a day. */
export function sessionBarStart(day: string, k: number): Date {
  return istDayStart(day, NSE_OPEN_MINUTE + 5 * k);
}

/** The start of the 5-minute bucket an instant falls in. */
export function bucketStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 300_000) * 300_000);
}

/** A bar whose high/low are on the tick and contain open and close. */
function tickBar(open: number, high: number, low: number, close: number) {
  const o = roundToTick(open);
  const c = roundToTick(close);
  return {
    open: o,
    close: c,
    high: Math.max(roundToTick(high), o, c),
    low: Math.min(roundToTick(low), o, c),
  };
}

/** Generates the history of every company and index over `days` (oldest first). */
export function generateHistory(opts: {
  companies: CompanyRef[];
  baskets: IndexBasket[];
  days: string[];
  seed: number;
}): { daily: DailyBar[]; intraday: IntradayBar[] } {
  const { companies, baskets, days } = opts;
  const rng = new Rng(mixSeed(opts.seed, 0x51));
  const vols = companies.map((c) => modelVolatility(c, (c.sharesOutstanding * c.referenceClose) / 100));
  const model = new FactorModel(
    companies.map((c, i) => ({ code: c.srCode, beta: c.beta, volatility: vols[i]!, price: 1 })),
    rng,
  );
  const n = companies.length;
  const D = days.length;
  const dayYears = 1 / TRADING_DAYS;
  // Log prices relative to the start: opens, closes, highs, lows per day; intraday path of the last day.
  const lo = new Float64Array(n * D);
  const lc = new Float64Array(n * D);
  const lh = new Float64Array(n * D);
  const ll = new Float64Array(n * D);
  const path = new Float64Array(n * (BARS_PER_SESSION + 1));
  const prev = new Float64Array(n);
  for (let d = 0; d < D; d++) {
    const last = d === D - 1;
    for (let i = 0; i < n; i++) {
      const sd = vols[i]! * Math.sqrt(dayYears);
      lo[i * D + d] = prev[i]! + 0.15 * sd * rng.normal();
    }
    if (!last) {
      const r = model.logReturns(dayYears);
      for (let i = 0; i < n; i++) {
        const sd = vols[i]! * Math.sqrt(dayYears);
        const o = lo[i * D + d]!;
        const c = prev[i]! + r[i]!;
        lc[i * D + d] = c;
        lh[i * D + d] = Math.max(o, c) + Math.abs(rng.normal()) * 0.4 * sd;
        ll[i * D + d] = Math.min(o, c) - Math.abs(rng.normal()) * 0.4 * sd;
        prev[i] = c;
      }
    } else {
      for (let i = 0; i < n; i++) path[i * (BARS_PER_SESSION + 1)] = lo[i * D + d]!;
      for (let k = 1; k <= BARS_PER_SESSION; k++) {
        const r = model.logReturns(dayYears / BARS_PER_SESSION);
        for (let i = 0; i < n; i++) {
          const j = i * (BARS_PER_SESSION + 1) + k;
          path[j] = path[j - 1]! + r[i]!;
        }
      }
      for (let i = 0; i < n; i++) {
        const seg = path.subarray(i * (BARS_PER_SESSION + 1), (i + 1) * (BARS_PER_SESSION + 1));
        lc[i * D + d] = seg[BARS_PER_SESSION]!;
        lh[i * D + d] = Math.max(...seg);
        ll[i * D + d] = Math.min(...seg);
      }
    }
  }

  for (let i = 0; i < n; i++)
    keepPlausible(
      { lo, lc, lh, ll, path: path.subarray(i * (BARS_PER_SESSION + 1), (i + 1) * (BARS_PER_SESSION + 1)) },
      i,
      D,
      companies[i]!.beta,
      vols[i]!,
    );

  // Anchor: the last close of each stock is its reference close.
  const daily: DailyBar[] = [];
  const intraday: IntradayBar[] = [];
  const closesByDay = days.map(() => new Map<string, number>());
  const opensByDay = days.map(() => new Map<string, number>());
  const highsByDay = days.map(() => new Map<string, number>());
  const lowsByDay = days.map(() => new Map<string, number>());
  for (let i = 0; i < n; i++) {
    const c = companies[i]!;
    const anchor = Math.log(c.referenceClose) - lc[i * D + D - 1]!;
    for (let d = 0; d < D; d++) {
      const k = i * D + d;
      const bar = tickBar(
        Math.exp(lo[k]! + anchor),
        Math.exp(lh[k]! + anchor),
        Math.exp(ll[k]! + anchor),
        d === D - 1 ? c.referenceClose : Math.exp(lc[k]! + anchor),
      );
      daily.push({ code: c.srCode, day: days[d]!, ...bar });
      closesByDay[d]!.set(c.srCode, bar.close);
      opensByDay[d]!.set(c.srCode, bar.open);
      highsByDay[d]!.set(c.srCode, bar.high);
      lowsByDay[d]!.set(c.srCode, bar.low);
    }
    const lastDay = days[D - 1]!;
    for (let b = 0; b < BARS_PER_SESSION; b++) {
      const j = i * (BARS_PER_SESSION + 1) + b;
      const o = Math.exp(path[j]! + anchor);
      const cl = b === BARS_PER_SESSION - 1 ? c.referenceClose : Math.exp(path[j + 1]! + anchor);
      const wiggle = 1 + Math.abs(rng.normal()) * 0.0008;
      intraday.push({
        code: c.srCode,
        at: sessionBarStart(lastDay, b),
        ...tickBar(o, Math.max(o, cl) * wiggle, Math.min(o, cl) / wiggle, cl),
      });
    }
  }

  // Indices: their baskets over the stocks' bars.
  const byCode = new Map(intraday.map((b) => [`${b.code}|${b.at.getTime()}`, b]));
  for (const basket of baskets) {
    for (let d = 0; d < D; d++) {
      const open = basketLevel(basket, opensByDay[d]!);
      const close = basketLevel(basket, closesByDay[d]!);
      const high = Math.max(
        open,
        close,
        Math.round((Math.max(open, close) + basketLevel(basket, highsByDay[d]!)) / 2),
      );
      const low = Math.min(
        open,
        close,
        Math.round((Math.min(open, close) + basketLevel(basket, lowsByDay[d]!)) / 2),
      );
      daily.push({ code: basket.code, day: days[d]!, open, high, low, close });
    }
    const lastDay = days[D - 1]!;
    for (let b = 0; b < BARS_PER_SESSION; b++) {
      const at = sessionBarStart(lastDay, b);
      const pick = (f: "open" | "close") =>
        new Map(basket.members.map((m) => [m.code, byCode.get(`${m.code}|${at.getTime()}`)?.[f] ?? 0]));
      const open = basketLevel(basket, pick("open"));
      const close = basketLevel(basket, pick("close"));
      intraday.push({
        code: basket.code,
        at,
        open,
        close,
        high: Math.max(open, close),
        low: Math.min(open, close),
      });
    }
  }
  return { daily, intraday };
}

/**
 * Keeps one stock's simulated history plausible for a listed company of its kind: its 1-year return within
 * oneYearBand (a steadier drift over the whole history, added linearly in log price), and its 52-week range (log
 * high over low) within WEEK52_RANGE_SD volatilities (its moves around that drift shrunk, the rare path that
 * wandered further than a stock like it does). The log prices of stock `i` (D days each) are changed in place;
 * `path` is its last day's 5-minute path.
 */
function keepPlausible(
  log: { lo: Float64Array; lc: Float64Array; lh: Float64Array; ll: Float64Array; path: Float64Array },
  i: number,
  D: number,
  beta: number,
  volatility: number,
): void {
  const L = Math.min(TRADING_DAYS, D - 1);
  if (L < 1) return;
  const at = (a: Float64Array, d: number) => a[i * D + d]!;
  const move = (f: (v: number, d: number) => number) => {
    for (const a of [log.lo, log.lc, log.lh, log.ll])
      for (let d = 0; d < D; d++) a[i * D + d] = f(a[i * D + d]!, d);
    for (let k = 0; k < log.path.length; k++) log.path[k] = f(log.path[k]!, D - 1);
  };
  const [low, high] = oneYearBand(beta, volatility);
  const r = at(log.lc, D - 1) - at(log.lc, D - 1 - L);
  const target = Math.min(high, Math.max(low, r));
  if (target !== r) {
    const perDay = (target - r) / L;
    move((v, d) => v + perDay * d);
  }
  const end = at(log.lc, D - 1);
  const trend = (d: number) => end + ((d - (D - 1)) * target) / L;
  const range = () => {
    let h = -Infinity;
    let l = Infinity;
    for (let d = D - 1 - L; d < D; d++) {
      h = Math.max(h, at(log.lh, d));
      l = Math.min(l, at(log.ll, d));
    }
    return h - l;
  };
  const cap = Math.max(WEEK52_RANGE_SD * volatility, Math.abs(target) + 0.5 * volatility);
  for (let tries = 0; tries < 40 && range() > cap; tries++) move((v, d) => trend(d) + 0.9 * (v - trend(d)));
}
