// Forecasting of the Excel lesson xl-m3-v4, on series small enough to work by hand: Excel's FORECAST.LINEAR and the
// prediction band of a new observation, and the Holt-Winters model's set-up, error and widening band. The lesson's
// own figures (the air-quality series) are checked in excel-datasets.test.ts.
import { describe, expect, it } from "vitest";
import { forecastLinear, holtWinters, linearForecast, linearTrend } from "./excel-forecast.ts";

/** Excel T.INV(0.975, 2) and T.INV(0.95, 2); NORM.S.INV(0.975). */
const T975_2 = 4.30265273;
const T95_2 = 2.91998558;
const Z975 = 1.95996398;

describe("linear trend", () => {
  // y = 1, 3, 2, 4 at x = 1..4: slope 4/5, intercept 2.5 - 0.8 * 2.5 = 0.5; residuals -0.3, 0.9, -0.9, 0.3.
  const y = [1, 3, 2, 4];

  it("fits INTERCEPT and SLOPE, whatever the order of the points", () => {
    expect(linearTrend([1, 2, 3, 4], y)).toEqual({
      intercept: expect.closeTo(0.5, 12),
      slope: expect.closeTo(0.8, 12),
    });
    expect(linearTrend([4, 1, 3, 2], [4, 1, 2, 3])).toEqual({
      intercept: expect.closeTo(0.5, 12),
      slope: expect.closeTo(0.8, 12),
    });
  });

  it("FORECAST.LINEAR(x, known_y, known_x) reads the line at x", () => {
    expect(forecastLinear(5, y, [1, 2, 3, 4])).toBeCloseTo(4.5, 12);
    expect(forecastLinear(0, y, [1, 2, 3, 4])).toBeCloseTo(0.5, 12);
    expect(forecastLinear(-5, [10, 8, 6], [1, 2, 3])).toBeCloseTo(22, 12);
  });

  it("forecasts the next periods with the band of a new observation", () => {
    // s = sqrt(SSE / (n - 2)) = sqrt(1.8 / 2); Sxx = 5; mean x = 2.5.
    const s = Math.sqrt(0.9);
    const points = linearForecast(y, 2);
    expect(points.map((p) => p.step)).toEqual([1, 2]);
    const half5 = T975_2 * s * Math.sqrt(1 + 1 / 4 + 2.5 ** 2 / 5);
    const half6 = T975_2 * s * Math.sqrt(1 + 1 / 4 + 3.5 ** 2 / 5);
    expect(points[0]).toEqual({
      step: 1,
      value: expect.closeTo(4.5, 9),
      lower: expect.closeTo(4.5 - half5, 6),
      upper: expect.closeTo(4.5 + half5, 6),
    });
    expect(points[1]).toEqual({
      step: 2,
      value: expect.closeTo(5.3, 9),
      lower: expect.closeTo(5.3 - half6, 6),
      upper: expect.closeTo(5.3 + half6, 6),
    });
  });

  it("narrows the band for a lower confidence", () => {
    const [p] = linearForecast(y, 1, 0.9);
    const half = T95_2 * Math.sqrt(0.9) * Math.sqrt(2.5);
    expect(p!.upper - p!.value).toBeCloseTo(half, 6);
    expect(p!.value - p!.lower).toBeCloseTo(half, 6);
  });
});

describe("Holt-Winters", () => {
  const season = [10, -10, 5, -5];
  const wobble = [0.8, -0.5, 0.3, -0.9, 0.6, -0.2, 0.4, -0.7];
  const y = Array.from({ length: 16 }, (_, t) => 100 + 2 * t + season[t % 4]! + wobble[t % 8]!);
  const params = { alpha: 0.5, beta: 0.3, gamma: 0.2 };

  it("needs two full seasons to start", () => {
    expect(() => holtWinters(y.slice(0, 7), 4, 1, { params })).toThrow(
      "Holt-Winters needs at least two seasons (8 values)",
    );
    expect(holtWinters(y.slice(0, 8), 4, 1, { params }).forecast).toHaveLength(1);
  });

  it("keeps the given constants, and leaves the first season unfitted", () => {
    const hw = holtWinters(y, 4, 2, { params });
    expect(hw.params).toEqual(params);
    expect(hw.season).toBe(4);
    expect(hw.fitted).toHaveLength(16);
    expect(hw.fitted.slice(0, 4).every((v) => Number.isNaN(v))).toBe(true);
    expect(hw.fitted.slice(4).every((v) => Number.isFinite(v))).toBe(true);
    expect(hw.seasonals).toHaveLength(4);
  });

  it("reports the root mean squared one-step error from the second season on", () => {
    const hw = holtWinters(y, 4, 1, { params });
    const errors = y.slice(4).map((v, i) => v - hw.fitted[i + 4]!);
    expect(hw.rmse).toBeCloseTo(Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length), 12);
    expect(hw.rmse).toBeGreaterThan(0);
  });

  it("forecasts level + h trend + the season's index, with the ETS(A,A,A) band", () => {
    const hw = holtWinters(y, 4, 6, { params });
    expect(hw.forecast.map((p) => p.step)).toEqual([1, 2, 3, 4, 5, 6]);
    hw.forecast.forEach((p, i) => {
      expect(p.value).toBeCloseTo(hw.level + (i + 1) * hw.trend + hw.seasonals[i % 4]!, 9);
      expect(p.upper - p.value).toBeCloseTo(p.value - p.lower, 9);
    });
    // c_j = α(1 + jβ), plus γ(1 - α) when j is a whole number of seasons: 0.65, 0.8, 0.95, 1.1 + 0.1, 1.25.
    const variance = [1, 1.4225, 2.0625, 2.965, 4.405, 5.9675];
    hw.forecast.forEach((p, i) => {
      expect(p.upper - p.value).toBeCloseTo(Z975 * hw.rmse * Math.sqrt(variance[i]!), 6);
    });
  });

  it("finds constants on the grid when none are given, each within its range", () => {
    const hw = holtWinters(y, 4, 1);
    const { alpha, beta, gamma } = hw.params;
    expect(alpha).toBeGreaterThanOrEqual(0.01);
    expect(alpha).toBeLessThanOrEqual(0.99);
    expect(beta).toBeGreaterThanOrEqual(0);
    expect(gamma).toBeGreaterThanOrEqual(0);
    // The search keeps the best fit it saw: no worse than the constants used above.
    expect(hw.rmse).toBeLessThanOrEqual(holtWinters(y, 4, 1, { params }).rmse);
  });
});
