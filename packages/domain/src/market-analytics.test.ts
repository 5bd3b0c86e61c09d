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

describe("portfolio statistics at their edges", () => {
  it("skips a return after a price of 0 (no base to compare with)", () => {
    expect(dailyReturns([100, 0, 50, 55]).map((r) => Number(r.toFixed(12)))).toEqual([-1, 0.1]);
    expect(dailyReturns([100])).toEqual([]);
  });

  it("needs two values for a spread, and two are enough", () => {
    expect(stdev([0.01])).toBeNull();
    expect(stdev([1, 3])).toBeCloseTo(Math.SQRT2, 12);
    expect(annualisedVolatility([0.01])).toBeNull();
    expect(valueAtRisk95([0.01], 1000)).toBeNull();
    expect(valueAtRisk95([0.01, -0.01], 1000)).toBeCloseTo(1.6448536269514722 * Math.sqrt(0.0002) * 1000, 9);
  });

  it("has no beta against a market that does not move, and uses only the days both series have", () => {
    expect(beta([0.01, 0.02], [0.01, 0.01])).toBeNull();
    expect(beta([0.01], [0.02])).toBeNull();
    expect(beta([0.02, 0.04, -0.02], [0.01, 0.02, -0.01, 0.5])).toBeCloseTo(2, 12);
    expect(beta([0.02, 0.04, -0.02, 0.9], [0.01, 0.02, -0.01])).toBeCloseTo(2, 12);
  });

  it("weights returns over the days every asset has, a missing weight counting as 0", () => {
    expect(weightedReturns([], [])).toEqual([]);
    const r = weightedReturns(
      [
        [0.1, 0.2],
        [0.3, 0.4, 0.5],
      ],
      [0.5],
    );
    expect(r.map((x) => Number(x.toFixed(12)))).toEqual([0.05, 0.1]);
  });
});

describe("xirr at its edges", () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

  it("finds a large or a negative rate", () => {
    // Doubling in a fifth of a year: (1 + r)^0.2 = 2, r = 31.
    expect(
      xirr([
        { amount: -100, date: day(0) },
        { amount: 200, date: day(73) },
      ]),
    ).toBeCloseTo(31, 6);
    expect(
      xirr([
        { amount: -1000, date: day(0) },
        { amount: 500, date: day(365) },
      ]),
    ).toBeCloseTo(-0.5, 9);
  });

  it("has no rate for a single flow or flows all on one day", () => {
    expect(xirr([{ amount: -100, date: day(0) }])).toBeNull();
    expect(
      xirr([
        { amount: -100, date: day(3) },
        { amount: 150, date: day(3) },
      ]),
    ).toBeNull();
  });

  it("reads the flows from the earliest date whatever their order", () => {
    expect(
      xirr([
        { amount: 1100, date: day(365) },
        { amount: -1000, date: day(0) },
      ]),
    ).toBeCloseTo(0.1, 9);
  });
});

describe("finScore grades at their edges", () => {
  // Risk-adjusted return 40 (ratio 1) or 20 (ratio 0), no holdings, journal = orders with a reason out of 20,
  // activity 2 points a fill.
  const score = (ratioOne: boolean, withReason: number, fills = 0) =>
    finScore({
      holdingValues: [],
      annualReturn: ratioOne ? 0.265 : 0.065,
      volatility: 0.2,
      orders: 20,
      ordersWithReason: withReason,
      recentFills: fills,
    });

  it("A from 80, B from 65, C from 50, D from 35, else E", () => {
    const graded = (s: ReturnType<typeof finScore>) => `${s.score} ${s.grade}`;
    expect(graded(score(true, 20, 10))).toBe("70 B"); // 40 + 20 + 10 (5 fills counted at most)
    expect(
      graded(
        finScore({
          holdingValues: Array(8).fill(1),
          annualReturn: 0.265,
          volatility: 0.2,
          orders: 20,
          ordersWithReason: 10,
          recentFills: 0,
        }),
      ),
    ).toBe("80 A");
    expect(
      graded(
        finScore({
          holdingValues: Array(8).fill(1),
          annualReturn: 0.265,
          volatility: 0.2,
          orders: 20,
          ordersWithReason: 9,
          recentFills: 0,
        }),
      ),
    ).toBe("79 B");
    expect(graded(score(true, 19, 3))).toBe("65 B");
    expect(graded(score(true, 18, 3))).toBe("64 C");
    expect(graded(score(true, 10))).toBe("50 C");
    expect(graded(score(true, 9))).toBe("49 D");
    expect(graded(score(false, 15))).toBe("35 D");
    expect(graded(score(false, 14))).toBe("34 E");
  });

  it("counts no risk-adjusted return without a volatility above 0, and says when it will", () => {
    const s = finScore({
      holdingValues: [100],
      annualReturn: 0.3,
      volatility: 0,
      orders: 0,
      ordersWithReason: 0,
      recentFills: 0,
    });
    expect(s.components[1]).toMatchObject({
      score: 0,
      detail: "counted once you have 30 days of trading history and holdings",
    });
    // One holding: effectively 1 position of the 8 that earn the full 30.
    expect(s.components[0]).toMatchObject({
      score: 3.8,
      detail: "1 holding, effectively 1.0 equal positions",
    });
    expect(s.components[2]!.score).toBe(0);
    const eight = finScore({
      holdingValues: Array(8).fill(5),
      annualReturn: null,
      volatility: null,
      orders: 0,
      ordersWithReason: 0,
      recentFills: 0,
    });
    expect(eight.components[0]).toMatchObject({
      score: 30,
      detail: "8 holdings, effectively 8.0 equal positions",
    });
  });

  it("holds the risk-adjusted part between 0 and 40", () => {
    const part = (annualReturn: number) =>
      finScore({
        holdingValues: [],
        annualReturn,
        volatility: 0.1,
        orders: 0,
        ordersWithReason: 0,
        recentFills: 0,
      }).components[1]!.score;
    expect(part(0.065 + 0.5)).toBe(40);
    expect(part(0.065 - 0.5)).toBe(0);
    expect(part(0.065 + 0.05)).toBe(30);
  });
});
