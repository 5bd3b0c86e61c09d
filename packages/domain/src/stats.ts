// Descriptive statistics, the one home of each formula: the mean, the median, the sample standard deviation and
// covariance, Excel's PERCENTILE.INC, and Pearson's correlation (from two series, or from the running sums a
// grouped SQL row carries). The Excel lessons (excel-stats.ts), the portfolio's risk figures (market-analytics.ts),
// the instructor's question quality (question-stats.ts) and the cohort's medians (analytics.ts, the progress page)
// all take them from here. Pure and dependency-free.

/** Arithmetic mean (Excel AVERAGE); NaN for an empty list. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * The median (the mean of the middle two for an even count); null for an empty list. It is the figure SQL's
 * `percentile_cont(0.5) within group (order by x)` gives over the same values.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Sample standard deviation, n - 1 (Excel STDEV.S); NaN below two values. */
export function stdevSample(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const m = mean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) ** 2;
  return Math.sqrt(ss / (values.length - 1));
}

/** Percentile with linear interpolation between closest ranks (Excel PERCENTILE.INC), p in [0, 1]; NaN otherwise. */
export function percentileInc(values: readonly number[], p: number): number {
  if (values.length === 0 || !(p >= 0 && p <= 1)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (rank - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Sample covariance (n - 1) of the pairs two series share (the shorter one's length); null below two pairs. */
export function covariance(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let s = 0;
  for (let i = 0; i < n; i++) s += (xs[i]! - mx) * (ys[i]! - my);
  return s / (n - 1);
}

/**
 * Pearson's correlation coefficient of the pairs two series share (the shorter one's length); null below two pairs
 * or when either side does not vary (every value the same: the coefficient is 0/0).
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let xVaries = false;
  let yVaries = false;
  for (let i = 1; i < n; i++) {
    if (xs[i] !== xs[0]) xVaries = true;
    if (ys[i] !== ys[0]) yVaries = true;
  }
  if (!xVaries || !yVaries) return null;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** The running sums of n pairs (x, y) from which pearsonFromSums computes the correlation in one pass. */
export interface PearsonSums {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

/**
 * Pearson's correlation from running sums (what a grouped SQL row can carry): the same figure as pearson() on the
 * pairs, up to rounding. Null below two pairs or when either side does not vary; a spread under 1e-9 of the mean
 * square counts as none, since the one-pass formula cancels large terms. Held to -1..1 against that rounding.
 */
export function pearsonFromSums({ n, sx, sy, sxx, syy, sxy }: PearsonSums): number | null {
  if (n < 2) return null;
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx <= 1e-9 * n * sxx || vy <= 1e-9 * n * syy) return null;
  const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
  return Math.max(-1, Math.min(1, r));
}
