// Forecasting for the Excel lesson xl-m3-v4: a straight-line trend (Excel FORECAST.LINEAR) and additive Holt-Winters
// triple exponential smoothing (the AAA model behind Excel FORECAST.ETS), each with a prediction band.
import { mean, normInv, tInv } from "./excel-stats.ts";

/** One forecast step: the point forecast and its band. */
export interface ForecastPoint {
  /** Steps after the last observation (1 = next period). */
  step: number;
  value: number;
  lower: number;
  upper: number;
}

/** Straight-line fit y = intercept + slope x (Excel INTERCEPT and SLOPE). */
export function linearTrend(
  x: readonly number[],
  y: readonly number[],
): { intercept: number; slope: number } {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
  }
  const slope = sxy / sxx;
  return { intercept: my - slope * mx, slope };
}

/** Excel FORECAST.LINEAR(x, known_y, known_x). */
export function forecastLinear(x: number, knownY: readonly number[], knownX: readonly number[]): number {
  const { intercept, slope } = linearTrend(knownX, knownY);
  return intercept + slope * x;
}

/**
 * Linear-trend forecasts for the next `horizon` periods of a series observed at x = 1..n, with the prediction
 * band of a new observation: value ± t(1-(1-c)/2, n-2) · s · sqrt(1 + 1/n + (x - mean x)² / Sxx).
 */
export function linearForecast(y: readonly number[], horizon: number, confidence = 0.95): ForecastPoint[] {
  const n = y.length;
  const x = y.map((_, i) => i + 1);
  const { intercept, slope } = linearTrend(x, y);
  const mx = mean(x);
  const sxx = x.reduce((s, v) => s + (v - mx) ** 2, 0);
  const sse = y.reduce((s, v, i) => s + (v - intercept - slope * x[i]!) ** 2, 0);
  const se = Math.sqrt(sse / (n - 2));
  const t = tInv(1 - (1 - confidence) / 2, n - 2);
  return Array.from({ length: horizon }, (_, h) => {
    const xi = n + h + 1;
    const value = intercept + slope * xi;
    const half = t * se * Math.sqrt(1 + 1 / n + (xi - mx) ** 2 / sxx);
    return { step: h + 1, value, lower: value - half, upper: value + half };
  });
}

/** Smoothing constants of the additive Holt-Winters model, each in [0, 1]. */
export interface HoltWintersParams {
  alpha: number;
  beta: number;
  gamma: number;
}

/** A fitted Holt-Winters model and its forecasts. */
export interface HoltWintersResult {
  params: HoltWintersParams;
  season: number;
  /** One-step-ahead fitted values (NaN for the first season, which only initialises the model). */
  fitted: number[];
  /** Root mean squared one-step error from the second season on. */
  rmse: number;
  level: number;
  trend: number;
  /** Seasonal indices of the last full season, oldest first. */
  seasonals: number[];
  forecast: ForecastPoint[];
}

function runHoltWinters(y: readonly number[], m: number, p: HoltWintersParams) {
  const first = y.slice(0, m);
  const second = y.slice(m, 2 * m);
  // The first season's mean is the level at its midpoint; start one period before the series so the first
  // one-step forecast is level + trend + seasonal of period 0, with seasonal indices taken off the trend line.
  const firstMean = mean(first);
  let trend = (mean(second) - firstMean) / m;
  let level = firstMean - (trend * (m + 1)) / 2;
  const seasonals = first.map((v, i) => v - (firstMean + trend * (i - (m - 1) / 2)));
  const fitted: number[] = [];
  let sse = 0;
  let count = 0;
  for (let t = 0; t < y.length; t++) {
    const s = seasonals[t]!;
    const forecast = level + trend + s;
    fitted.push(t < m ? Number.NaN : forecast);
    if (t >= m) {
      sse += (y[t]! - forecast) ** 2;
      count += 1;
    }
    const prevLevel = level;
    level = p.alpha * (y[t]! - s) + (1 - p.alpha) * (level + trend);
    trend = p.beta * (level - prevLevel) + (1 - p.beta) * trend;
    seasonals.push(p.gamma * (y[t]! - level) + (1 - p.gamma) * s);
  }
  return { level, trend, seasonals: seasonals.slice(-m), fitted, sse, count };
}

function grid(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/**
 * Fits additive Holt-Winters (season length m) by minimising the one-step squared error over a coarse then a fine
 * grid of alpha, beta, gamma (or uses the given constants), and forecasts `horizon` periods with the ETS(A,A,A)
 * prediction band: variance σ²(1 + Σ_{j<h} (α(1 + jβ) + γ(1 - α)·[j mod m = 0])²).
 */
export function holtWinters(
  y: readonly number[],
  m: number,
  horizon: number,
  options: { confidence?: number; params?: HoltWintersParams } = {},
): HoltWintersResult {
  if (y.length < 2 * m) throw new Error(`Holt-Winters needs at least two seasons (${2 * m} values)`);
  const confidence = options.confidence ?? 0.95;
  let best = options.params;
  if (best === undefined) {
    let bestSse = Infinity;
    const search = (alphas: number[], betas: number[], gammas: number[]) => {
      for (const alpha of alphas)
        for (const beta of betas)
          for (const gamma of gammas) {
            const { sse } = runHoltWinters(y, m, { alpha, beta, gamma });
            if (sse < bestSse) {
              bestSse = sse;
              best = { alpha, beta, gamma };
            }
          }
    };
    search(grid(0.05, 0.95, 0.05), grid(0, 0.5, 0.05), grid(0, 0.95, 0.05));
    const c = best!;
    const near = (v: number, lo: number, hi: number) =>
      grid(Math.max(lo, v - 0.04), Math.min(hi, v + 0.04), 0.01);
    search(near(c.alpha, 0.01, 0.99), near(c.beta, 0, 0.99), near(c.gamma, 0, 0.99));
  }
  const params = best!;
  const run = runHoltWinters(y, m, params);
  const sigma = Math.sqrt(run.sse / run.count);
  const z = normInv(1 - (1 - confidence) / 2);
  const forecast: ForecastPoint[] = [];
  let varianceSum = 1;
  for (let h = 1; h <= horizon; h++) {
    if (h > 1) {
      const j = h - 1;
      const c = params.alpha * (1 + j * params.beta) + (j % m === 0 ? params.gamma * (1 - params.alpha) : 0);
      varianceSum += c * c;
    }
    const value = run.level + h * run.trend + run.seasonals[(h - 1) % m]!;
    const half = z * sigma * Math.sqrt(varianceSum);
    forecast.push({ step: h, value, lower: value - half, upper: value + half });
  }
  return {
    params,
    season: m,
    fitted: run.fitted,
    rmse: sigma,
    level: run.level,
    trend: run.trend,
    seasonals: run.seasonals,
    forecast,
  };
}
