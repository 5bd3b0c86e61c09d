import { describe, expect, it } from "vitest";
import {
  correlation,
  fUpperTail,
  histogram,
  mean,
  normCdf,
  normInv,
  olsRegression,
  percentileInc,
  stdevSample,
  tInv,
  tTwoTailed,
  varianceInflationFactors,
} from "./excel-stats.ts";

// Reference values from SciPy 1.17 (scipy.stats.norm / t / f) and Excel's documented examples.
describe("normal distribution", () => {
  it.each<[number, number]>([
    [0.5, 0],
    [0.975, 1.959963984540054],
    [0.05, -1.6448536269514729],
    [0.999, 3.090232306167813],
    [0.3, -0.5244005127080407],
    [1e-10, -6.361340902404056],
  ])("NORM.S.INV(%s) = %s", (p, z) => {
    expect(normInv(p)).toBeCloseTo(z, 12);
  });

  it("NORM.INV(0.908789, 40, 1.5) = 42.000002 (Excel's documented example)", () => {
    expect(normInv(0.908789, 40, 1.5)).toBeCloseTo(42.000002, 5);
  });

  it.each<[number, number]>([
    [1.96, 0.9750021048517795],
    [-1, 0.15865525393145707],
    [0.5, 0.6914624612740131],
    [-3.5, 2.3262907903552504e-4],
    [0, 0.5],
  ])("NORM.S.DIST(%s, TRUE) = %s", (x, p) => {
    expect(normCdf(x)).toBeCloseTo(p, 13);
  });

  it("inverts its own CDF", () => {
    for (const p of [0.001, 0.02, 0.2, 0.5, 0.77, 0.99, 0.9999])
      expect(normCdf(normInv(p))).toBeCloseTo(p, 12);
  });

  it("answers the edges", () => {
    expect(normInv(0)).toBe(-Infinity);
    expect(normInv(1)).toBe(Infinity);
    expect(normInv(1.5)).toBeNaN();
  });
});

describe("Student t and F distributions", () => {
  it.each<[number, number, number]>([
    [2, 10, 0.07338803477074037],
    [3, 5, 0.030099247897462586],
    [1, 1, 0.5],
    [0.5, 30, 0.6207230048851272],
    [4.5, 3, 0.0204904123444534],
    [-2, 10, 0.07338803477074037],
    [0, 7, 1],
  ])("T.DIST.2T(|%s|, %s) = %s", (t, df, p) => {
    expect(tTwoTailed(t, df)).toBeCloseTo(p, 12);
  });

  it.each<[number, number, number]>([
    [0.975, 10, 2.228138851986274],
    [0.975, 38, 2.0243941639119694],
    [0.05, 4, -2.1318467863266495],
  ])("T.INV(%s, %s) = %s", (p, df, t) => {
    expect(tInv(p, df)).toBeCloseTo(t, 9);
  });

  it("F.DIST.RT(17.9899, 1, 9) matches the Anscombe fit's Significance F", () => {
    expect(fUpperTail(17.989943, 1, 9)).toBeCloseTo(0.0021696, 6);
  });
});

describe("descriptive figures", () => {
  const v = [3, 1, 4, 1, 5, 9, 2, 6];
  it("AVERAGE, STDEV.S, PERCENTILE.INC, CORREL", () => {
    expect(mean(v)).toBe(3.875);
    expect(stdevSample(v)).toBeCloseTo(2.748376, 6);
    expect(percentileInc(v, 0.5)).toBe(3.5);
    expect(percentileInc(v, 0.05)).toBeCloseTo(1, 12);
    expect(percentileInc(v, 0.9)).toBeCloseTo(6.9, 12);
    expect(percentileInc(v, 1)).toBe(9);
    expect(correlation([1, 2, 3, 4], [2, 4, 5, 9])).toBeCloseTo(0.9647638, 6);
  });

  it("histogram counts every value once", () => {
    const bins = histogram(v, 4);
    expect(bins.map((b) => b.count)).toEqual([3, 2, 2, 1]);
    expect(bins[0]!.from).toBe(1);
    expect(bins[3]!.to).toBe(9);
  });
});

describe("olsRegression", () => {
  // Anscombe's quartet, set I: the textbook fit y = 3.0001 + 0.5001 x, R² = 0.6665.
  const x = [10, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5];
  const y = [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68];

  it("reproduces the Anscombe I regression table", () => {
    const fit = olsRegression(y, [{ name: "x", values: x }]);
    const [a, b] = fit.coefficients;
    expect(a!.coefficient).toBeCloseTo(3.000091, 6);
    expect(a!.standardError).toBeCloseTo(1.124747, 6);
    expect(a!.pValue).toBeCloseTo(0.0257341, 6);
    expect(b!.coefficient).toBeCloseTo(0.500091, 6);
    expect(b!.standardError).toBeCloseTo(0.117906, 6);
    expect(b!.tStat).toBeCloseTo(4.2415, 4);
    expect(b!.pValue).toBeCloseTo(0.00216963, 8);
    expect(fit.rSquare).toBeCloseTo(0.666542, 6);
    expect(fit.adjustedRSquare).toBeCloseTo(0.629492, 6);
    expect(fit.standardError).toBeCloseTo(1.236603, 6);
    expect(fit.fStat).toBeCloseTo(17.9899, 4);
    expect(fit.significanceF).toBeCloseTo(0.00217, 5);
    expect(b!.lower95).toBeCloseTo(0.500091 - 2.262157 * 0.117906, 5);
    expect(fit.residuals.reduce((s, e) => s + e, 0)).toBeCloseTo(0, 10);
  });

  it("fits an exact plane exactly", () => {
    const x1 = [1, 2, 3, 4, 5, 6];
    const x2 = [2, 1, 4, 3, 6, 5];
    const yy = x1.map((v, i) => 1 + 2 * v - 3 * x2[i]!);
    const fit = olsRegression(yy, [
      { name: "x1", values: x1 },
      { name: "x2", values: x2 },
    ]);
    expect(fit.coefficients.map((c) => c.coefficient)).toEqual([
      expect.closeTo(1, 10),
      expect.closeTo(2, 10),
      expect.closeTo(-3, 10),
    ]);
    expect(fit.rSquare).toBeCloseTo(1, 12);
  });

  it("refuses too few rows and collinear predictors", () => {
    expect(() => olsRegression([1, 2], [{ name: "x", values: [1, 2] }])).toThrow(/more observations/);
    expect(() =>
      olsRegression(
        [1, 2, 3, 5],
        [
          { name: "a", values: [1, 2, 3, 4] },
          { name: "b", values: [2, 4, 6, 8] },
        ],
      ),
    ).toThrow(/redundant|collinear/);
  });

  it("variance inflation factors: 1 for uncorrelated, large for near-copies", () => {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    const b = [1, -1, 1, -1, -1, 1, -1, 1];
    const c = a.map((v, i) => 2 * v + (i % 2 === 0 ? 0.01 : -0.01));
    const vifs = varianceInflationFactors([
      { name: "a", values: a },
      { name: "b", values: b },
    ]);
    expect(vifs[0]!.vif).toBeCloseTo(1, 1);
    const high = varianceInflationFactors([
      { name: "a", values: a },
      { name: "c", values: c },
    ]);
    expect(high[0]!.vif).toBeGreaterThan(1000);
  });
});

describe("excel-stats at its edges", () => {
  it("histogram: none for no values or no bins; one wide bin per unit when all values are equal; the top in the last bin", () => {
    expect(histogram([], 3)).toEqual([]);
    expect(histogram([1, 2], 0)).toEqual([]);
    expect(histogram([5, 5, 5], 2)).toEqual([
      { from: 5, to: 6, count: 3 },
      { from: 6, to: 7, count: 0 },
    ]);
    expect(histogram([-3, -1, -2.5], 2)).toEqual([
      { from: -3, to: -2, count: 2 },
      { from: -2, to: -1, count: 1 },
    ]);
  });

  it("normInv far in the tails (Excel NORM.S.INV), and outside (0, 1)", () => {
    expect(normInv(1e-12)).toBeCloseTo(-7.034483825, 8);
    expect(normInv(1 - 1e-12)).toBeCloseTo(7.034483825, 3);
    expect(normInv(1e-10)).toBeCloseTo(-6.361340902, 8);
    expect(normInv(0.075)).toBeCloseTo(-1.439531471, 8);
    expect(normInv(0.925)).toBeCloseTo(1.439531471, 8);
    expect(normInv(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normInv(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normInv(1.5)).toBeNaN();
    expect(normInv(Number.NaN)).toBeNaN();
    expect(normInv(0.975, 100, 15)).toBeCloseTo(100 + 15 * 1.959963985, 7);
  });

  it("normCdf with a mean and spread, on both sides of it", () => {
    expect(normCdf(130, 100, 15)).toBeCloseTo(0.977249868, 8);
    expect(normCdf(70, 100, 15)).toBeCloseTo(0.022750132, 8);
    expect(normCdf(0)).toBeCloseTo(0.5, 15);
  });

  it("t distribution: infinite and undefined statistics, T.INV's range and symmetry", () => {
    expect(tTwoTailed(Number.POSITIVE_INFINITY, 5)).toBe(0);
    expect(tTwoTailed(Number.NaN, 5)).toBeNaN();
    expect(tTwoTailed(0, 5)).toBeCloseTo(1, 12);
    expect(tInv(0, 5)).toBeNaN();
    expect(tInv(1, 5)).toBeNaN();
    // Near 0 the t distribution's tail is read through 1 - t²/df, which rounds to 1 below |t| = 2e-8.
    expect(tInv(0.5, 5)).toBeCloseTo(0, 7);
    expect(tInv(0.975, 2)).toBeCloseTo(4.30265273, 8);
    expect(tInv(0.025, 2)).toBeCloseTo(-4.30265273, 8);
  });

  it("fUpperTail is 1 for F of 0 or less", () => {
    expect(fUpperTail(0, 1, 2)).toBe(1);
    expect(fUpperTail(-1, 1, 2)).toBe(1);
    expect(fUpperTail(32 / 9, 1, 2)).toBeCloseTo(0.2, 12);
  });
});

describe("olsRegression worked by hand", () => {
  // y = 1, 3, 2, 4 on x = 1..4: slope 0.8, intercept 0.5, SSE 1.8 on 2 df, Sxx 5.
  const fit = olsRegression([1, 3, 2, 4], [{ name: "x", values: [1, 2, 3, 4] }]);

  it("gives Excel's coefficient table", () => {
    const t = 4.30265273;
    const seSlope = Math.sqrt(0.9 / 5);
    const seIntercept = Math.sqrt(0.9 * (1 / 4 + 2.5 ** 2 / 5));
    const [intercept, slope] = fit.coefficients;
    expect(intercept).toMatchObject({ name: "Intercept", coefficient: expect.closeTo(0.5, 12) });
    expect(intercept!.standardError).toBeCloseTo(seIntercept, 12);
    expect(slope!.standardError).toBeCloseTo(seSlope, 12);
    expect(slope!.lower95).toBeCloseTo(0.8 - t * seSlope, 7);
    expect(slope!.upper95).toBeCloseTo(0.8 + t * seSlope, 7);
    expect(slope!.pValue).toBeCloseTo(0.2, 9);
  });

  it("gives the ANOVA block", () => {
    expect(fit.rSquare).toBeCloseTo(0.64, 12);
    expect(fit.ssRegression).toBeCloseTo(3.2, 12);
    expect(fit.fStat).toBeCloseTo(3.2 / 0.9, 12);
    expect(fit.significanceF).toBeCloseTo(0.2, 9);
  });

  it("reads the same line from predictors below zero", () => {
    const shifted = olsRegression([1, 3, 2, 4], [{ name: "x", values: [-1, 0, 1, 2] }]);
    expect(shifted.coefficients.map((c) => Number(c.coefficient.toFixed(10)))).toEqual([2.1, 0.8]);
    expect(shifted.residuals.map((r) => Number(r.toFixed(10)))).toEqual([-0.3, 0.9, -0.9, 0.3]);
  });

  it("has no F test without a predictor", () => {
    const mean = olsRegression([1, 3, 2, 4], []);
    expect(mean.coefficients[0]!.coefficient).toBeCloseTo(2.5, 12);
    expect(mean.fStat).toBeNaN();
    expect(mean.significanceF).toBeNaN();
  });

  it("refuses a predictor of the wrong length, a constant zero one and a collinear pair", () => {
    expect(() => olsRegression([1, 3, 2, 4], [{ name: "x", values: [1, 2, 3] }])).toThrow(
      "predictor x has 3 values, y has 4",
    );
    expect(() => olsRegression([1, 3, 2, 4], [{ name: "zero", values: [0, 0, 0, 0] }])).toThrow(
      "predictor zero is constant or redundant",
    );
    expect(() =>
      olsRegression(
        [1, 3, 2, 4, 6],
        [
          { name: "x", values: [1, 2, 3, 4, 5] },
          { name: "twice x", values: [2, 4, 6, 8, 10] },
        ],
      ),
    ).toThrow("predictors are perfectly collinear");
    // A constant other than 0 is the intercept again.
    expect(() => olsRegression([1, 3, 2, 4], [{ name: "c", values: [2, 2, 2, 2] }])).toThrow(
      /predictor c is constant or redundant|predictors are perfectly collinear/,
    );
  });

  it("gives a lone predictor a VIF of 1", () => {
    expect(varianceInflationFactors([{ name: "x", values: [1, 2, 3, 4] }])).toEqual([{ name: "x", vif: 1 }]);
  });
});
