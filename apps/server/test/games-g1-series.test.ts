// Bull or Bear's simulated rounds: well-formed candles rebased to 100, a verdict that is the shown series' own
// continuation, up and down equally likely, and daily returns that look like a stock's (fat tails, volatility
// clustering, no easy autocorrelation).
import { describe, expect, it } from "vitest";
import { G1_CANDLES, G1_HORIZON, G1_REBASE, G1_ROUNDS, g1Direction } from "@fincareer/domain/games";
import { Rng } from "../src/lib/rng.ts";
import { buildG1Rounds, secureUniform, simulateG1Round } from "../src/modules/games/g1-series.ts";

const rounds = Array.from({ length: 3000 }, (_, seed) => simulateG1Round(new Rng(seed + 1)));
const logReturns = rounds.map((r) => {
  const closes = [...r.candles, ...r.after].map((c) => c.close);
  return closes.slice(1).map((c, i) => Math.log(c / closes[i]!));
});

/** Correlation of consecutive values within each series, pooled. */
function lagOneCorrelation(series: number[][]): number {
  const pairs = series.flatMap((xs) => xs.slice(1).map((x, i) => [xs[i]!, x] as const));
  const mean = (k: 0 | 1) => pairs.reduce((s, p) => s + p[k], 0) / pairs.length;
  const [ma, mb] = [mean(0), mean(1)];
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (const [a, b] of pairs) {
    cov += (a - ma) * (b - mb);
    va += (a - ma) ** 2;
    vb += (b - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

describe("Bull or Bear's simulated rounds", () => {
  it("are 60 shown and 5 hidden candles, rebased so the last shown close is 100, each a valid OHLC bar", () => {
    const days = Array.from({ length: G1_CANDLES + G1_HORIZON }, (_, i) => i + 1);
    const bad: string[] = [];
    rounds.forEach((r, n) => {
      const all = [...r.candles, ...r.after];
      if (r.candles.length !== G1_CANDLES || r.after.length !== G1_HORIZON) bad.push(`${n}: lengths`);
      if (all.some((c, i) => c.t !== days[i])) bad.push(`${n}: day numbers`);
      if (r.candles[G1_CANDLES - 1]!.close !== G1_REBASE) bad.push(`${n}: last shown close`);
      for (const c of all) {
        const whole = [c.open, c.high, c.low, c.close].every(
          (p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
        );
        if (c.low <= 0 || c.high < Math.max(c.open, c.close) || c.low > Math.min(c.open, c.close) || !whole)
          bad.push(`${n}: candle ${c.t} ${JSON.stringify(c)}`);
      }
    });
    expect(bad).toEqual([]);
    expect(rounds.every((r) => r.source === "simulated")).toBe(true);
  });

  it("judge the call by the shown series' own close 5 days on, and report that move", () => {
    const bad = rounds.filter((r) => {
      const horizon = r.after[G1_HORIZON - 1]!.close;
      return (
        r.answer !== g1Direction(G1_REBASE, horizon) ||
        Math.abs(r.changePercent - (horizon - G1_REBASE)) > 1e-6
      );
    });
    expect(bad).toEqual([]);
  });

  it("go up as often as down (a fair call), with no day-to-day autocorrelation to exploit", () => {
    const up = rounds.filter((r) => r.answer === "up").length / rounds.length;
    expect(up).toBeGreaterThan(0.46);
    expect(up).toBeLessThan(0.54);
    expect(Math.abs(lagOneCorrelation(logReturns))).toBeLessThan(0.05);
  });

  it("move like stocks: 15-55% volatility, fat tails and volatility clustering", () => {
    const vols = rounds.map((r) => r.volatilityPercent).sort((a, b) => a - b);
    expect(vols[Math.floor(vols.length * 0.1)]).toBeGreaterThan(10);
    expect(vols[Math.floor(vols.length * 0.9)]).toBeLessThan(70);
    // Standardised by each round's own volatility, the pooled daily returns have kurtosis above the normal's 3.
    const standardised = logReturns.map((xs) => {
      const m = xs.reduce((s, x) => s + x, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
      return xs.map((x) => (x - m) / sd);
    });
    const z = standardised.flat();
    const kurtosis = z.reduce((s, x) => s + x ** 4, 0) / z.length;
    expect(kurtosis).toBeGreaterThan(3.3);
    // Big moves follow big moves within a round: squared returns are positively autocorrelated.
    const clustering = lagOneCorrelation(standardised.map((xs) => xs.map((x) => x * x)));
    expect(clustering).toBeGreaterThan(0.05);
  });

  it("come from the operating system's random source in a set, ten different series", () => {
    for (let i = 0; i < 1000; i++) {
      const u = secureUniform();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
    }
    const set = buildG1Rounds(new Rng(secureUniform));
    expect(set).toHaveLength(G1_ROUNDS);
    expect(new Set(set.map((r) => JSON.stringify(r.candles))).size).toBe(G1_ROUNDS);
  });
});
