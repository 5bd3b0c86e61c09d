import { describe, expect, it } from "vitest";
import {
  annualisedVolatility,
  beta,
  dailyReturns,
  finScore,
  stdev,
  valueAtRisk95,
  weightedReturns,
  xirr,
} from "./market-analytics.ts";
import { covariance } from "./stats.ts";

const m = [0.01, -0.02, 0.03, -0.01];

describe("returns, beta, volatility, VaR", () => {
  it("computes daily returns", () => {
    const r = dailyReturns([100, 110, 99]);
    expect(r).toHaveLength(2);
    expect(r[0]).toBeCloseTo(0.1, 12);
    expect(r[1]).toBeCloseTo(-0.1, 12);
  });

  it("matches hand-computed sample statistics", () => {
    // mean 0.0025; squared deviations 5.625e-5 + 5.0625e-4 + 7.5625e-4 + 1.5625e-4 = 1.475e-3; / 3
    expect(stdev(m)).toBeCloseTo(Math.sqrt(1.475e-3 / 3), 12);
    expect(covariance(m, m)).toBeCloseTo(1.475e-3 / 3, 12);
  });

  it("gives beta 2 for returns twice the market's, and annualises volatility with sqrt(252)", () => {
    const r = m.map((x) => 2 * x);
    expect(beta(r, m)).toBeCloseTo(2, 12);
    expect(
      beta(
        m.map(() => 0.01),
        m,
      ),
    ).toBeCloseTo(0, 12);
    expect(annualisedVolatility(r)).toBeCloseTo(2 * Math.sqrt(1.475e-3 / 3) * Math.sqrt(252), 12);
    expect(annualisedVolatility(r)).toBeCloseTo(0.70399, 4);
    // 1.6449 x 0.044347 x 1,00,000
    expect(valueAtRisk95(r, 100_000)).toBeCloseTo(7294.5, 0);
    expect(beta([0.01], [0.02])).toBeNull();
  });

  it("weights per-asset returns into portfolio returns", () => {
    expect(
      weightedReturns(
        [
          [0.1, 0.2],
          [0, -0.2],
        ],
        [0.5, 0.5],
      ),
    ).toEqual([0.05, 0]);
  });
});

describe("xirr", () => {
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
  it("is 10% for -1000 then +1100 a year later", () => {
    expect(
      xirr([
        { amount: -1000, date: day(0) },
        { amount: 1100, date: day(365) },
      ]),
    ).toBeCloseTo(0.1, 9);
  });
  it("handles several flows (hand check: NPV at the rate is zero)", () => {
    const flows = [
      { amount: -10000, date: day(0) },
      { amount: -5000, date: day(100) },
      { amount: 2000, date: day(200) },
      { amount: 14500, date: day(365) },
    ];
    const r = xirr(flows)!;
    const npv = flows.reduce(
      (s, f) => s + f.amount / (1 + r) ** ((f.date.getTime() - day(0).getTime()) / (365 * 86_400_000)),
      0,
    );
    expect(Math.abs(npv)).toBeLessThan(1e-6);
    expect(r).toBeGreaterThan(0.1);
  });
  it("is null without both signs", () => {
    expect(xirr([{ amount: -1, date: day(0) }])).toBeNull();
    expect(
      xirr([
        { amount: 1, date: day(0) },
        { amount: 2, date: day(5) },
      ]),
    ).toBeNull();
  });
});

describe("finScore", () => {
  it("scores an empty account 0 and a diversified, journaled, active one high", () => {
    expect(
      finScore({
        holdingValues: [],
        annualReturn: null,
        volatility: null,
        orders: 0,
        ordersWithReason: 0,
        recentFills: 0,
      }).score,
    ).toBe(0);
    const s = finScore({
      holdingValues: Array(8).fill(1000),
      annualReturn: 0.265,
      volatility: 0.2,
      orders: 10,
      ordersWithReason: 10,
      recentFills: 5,
    });
    // 30 (8 equal holdings) + 40 (ratio (0.265-0.065)/0.2 = 1) + 20 + 10
    expect(s).toMatchObject({ score: 100, grade: "A" });
  });
  it("adds up its components by hand", () => {
    const s = finScore({
      holdingValues: [3000, 1000],
      annualReturn: 0.065,
      volatility: 0.25,
      orders: 4,
      ordersWithReason: 1,
      recentFills: 2,
    });
    // HHI = 0.5625 + 0.0625 = 0.625 -> 1.6 effective -> 30 x 0.2 = 6; ratio 0 -> 20; journal 20/4 = 5; activity 4
    expect(s.components.map((c) => c.score)).toEqual([6, 20, 5, 4]);
    expect(s).toMatchObject({ score: 35, grade: "D" });
  });
});
