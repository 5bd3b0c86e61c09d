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
