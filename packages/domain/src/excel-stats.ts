// Statistics behind the Excel lessons' interactive pieces: the normal and Student t distributions, descriptive
// figures as Excel computes them, and ordinary least squares with the table Excel's Regression tool prints.
// Pure and dependency-free so the web page and the server's workbooks compute the same numbers.
import { mean, pearson } from "./stats.ts";

// --- Descriptive figures -----------------------------------------------------------------------------------

// The descriptive figures are stats.ts's (the one home of each formula), under the names the lessons use.
export { mean, percentileInc, stdevSample } from "./stats.ts";

/** Pearson correlation (Excel CORREL): stats.ts's pearson, NaN where Excel answers #DIV/0! (a side that does not vary). */
export function correlation(x: readonly number[], y: readonly number[]): number {
  return pearson(x, y) ?? Number.NaN;
}

/** One bar of a histogram: [from, to) (the last bin also holds its upper edge) and how many values fall in it. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Equal-width histogram of `bins` bins spanning the values' range. */
export function histogram(values: readonly number[], bins: number): HistogramBin[] {
  if (values.length === 0 || bins < 1) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width = max > min ? (max - min) / bins : 1;
  const out: HistogramBin[] = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width,
    count: 0,
  }));
  for (const v of values) {
    const i = Math.min(bins - 1, Math.floor((v - min) / width));
    out[i]!.count += 1;
  }
  return out;
}

// --- Special functions -------------------------------------------------------------------------------------

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** Natural log of the gamma function for x > 0 (Lanczos, g = 7; about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let a = 0.9999999999998099;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += LANCZOS[i]! / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

// Continued fraction of the incomplete beta function (modified Lentz), converging for x < (a + 1) / (a + b + 2).
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** Regularised incomplete beta function I_x(a, b) for a, b > 0 and x in [0, 1]. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

// --- Normal distribution -----------------------------------------------------------------------------------

/** Complementary error function: the Chebyshev expansion of Numerical Recipes (3rd ed.), about 1e-16 relative. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 2 / (2 + z);
  const ty = 4 * t - 2;
  const cof = [
    -1.3026537197817094, 6.419697923564902e-1, 1.9476473204185836e-2, -9.561514786808631e-3,
    -9.46595344482036e-4, 3.66839497852761e-4, 4.2523324806907e-5, -2.0278578112534e-5, -1.624290004647e-6,
    1.30365583558e-6, 1.5626441722e-8, -8.5238095915e-8, 6.529054439e-9, 5.059343495e-9, -9.91364156e-10,
    -2.27365122e-10, 9.6467911e-11, 2.394038e-12, -6.886027e-12, 8.94487e-13, 3.13092e-13, -1.12708e-13,
    3.81e-16, 7.106e-15, -1.523e-15, -9.4e-17, 1.21e-16, -2.8e-17,
  ];
  let d = 0;
  let dd = 0;
  for (let j = cof.length - 1; j > 0; j--) {
    const tmp = d;
    d = ty * d - dd + cof[j]!;
    dd = tmp;
  }
  const res = t * Math.exp(-z * z + 0.5 * (cof[0]! + ty * d) - dd);
  return x >= 0 ? res : 2 - res;
}

/** Standard normal cumulative distribution (Excel NORM.S.DIST(x, TRUE)). */
export function normCdf(x: number, mu = 0, sigma = 1): number {
  return 0.5 * erfc(-(x - mu) / (sigma * Math.SQRT2));
}

/* eslint-disable no-loss-of-precision -- AS241's published coefficients, kept digit for digit */
/** Inverse of the normal distribution (Excel NORM.INV(p, mu, sigma)); Wichura's AS241, about 1e-16 relative. */
export function normInv(p: number, mu = 0, sigma = 1): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return Number.NaN;
  }
  const q = p - 0.5;
  let z: number;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    z =
      (q *
        (((((((2509.0809287301226727 * r + 33430.575583588128105) * r + 67265.770927008700853) * r +
          45921.953931549871457) *
          r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((5226.495278852545925 * r + 28729.085735721942674) * r + 39307.89580009271061) * r +
        21213.794301586595867) *
        r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1);
  } else {
    let r = q < 0 ? p : 1 - p;
    r = Math.sqrt(-Math.log(r));
    if (r <= 5) {
      r -= 1.6;
      z =
        (((((((7.7454501427834140764e-4 * r + 0.0227238449892691845833) * r + 0.24178072517745061177) * r +
          1.27045825245236838258) *
          r +
          3.64784832476320460504) *
          r +
          5.7694972214606914055) *
          r +
          4.6303378461565452959) *
          r +
          1.42343711074968357734) /
        (((((((1.05075007164441684324e-9 * r + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r +
          0.14810397642748007459) *
          r +
          0.68976733498510000455) *
          r +
          1.6763848301838038494) *
          r +
          2.05319162663775882187) *
          r +
          1);
    } else {
      r -= 5;
      z =
        (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) *
          r +
          0.026532189526576123093) *
          r +
          0.29656057182850489123) *
          r +
          1.7848265399172913358) *
          r +
          5.4637849111641143699) *
          r +
          6.6579046435011037772) /
        (((((((2.04426310338993978564e-15 * r + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) *
          r +
          7.868691311456132591e-4) *
          r +
          0.0148753612908506148525) *
          r +
          0.13692988092273580531) *
          r +
          0.59983220655588793769) *
          r +
          1);
    }
    if (q < 0) z = -z;
  }
  return mu + sigma * z;
}
/* eslint-enable no-loss-of-precision */

// --- Student t distribution --------------------------------------------------------------------------------

/** Two-tailed p-value of a t statistic with df degrees of freedom (Excel T.DIST.2T(|t|, df)). */
export function tTwoTailed(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Cumulative Student t distribution (Excel T.DIST(t, df, TRUE)). */
export function tCdf(t: number, df: number): number {
  const tail = tTwoTailed(t, df) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/** Inverse of the cumulative t distribution (Excel T.INV(p, df)), by bisection then Newton-free refinement. */
export function tInv(p: number, df: number): number {
  if (!(p > 0 && p < 1)) return Number.NaN;
  let lo = -1e3;
  let hi = 1e3;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Upper tail of the F distribution (Excel F.DIST.RT(f, d1, d2)): the Significance F of a regression. */
export function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}

// --- Ordinary least squares --------------------------------------------------------------------------------

/** One row of the coefficient table (Excel Regression tool: Coefficients, Standard Error, t Stat, P-value, 95%). */
export interface RegressionCoefficient {
  name: string;
  coefficient: number;
  standardError: number;
  tStat: number;
  pValue: number;
  lower95: number;
  upper95: number;
}

/** What Excel's Regression tool (Data Analysis) prints for a least-squares fit with an intercept. */
export interface RegressionResult {
  observations: number;
  /** Intercept first, then one row per predictor in the order given. */
  coefficients: RegressionCoefficient[];
  rSquare: number;
  adjustedRSquare: number;
  multipleR: number;
  /** Standard error of the regression (root mean squared residual on n - k - 1 degrees of freedom). */
  standardError: number;
  fStat: number;
  significanceF: number;
  dfRegression: number;
  dfResidual: number;
  ssRegression: number;
  ssResidual: number;
  fitted: number[];
  residuals: number[];
}

/**
 * Least-squares fit of y on the named predictor columns plus an intercept, by Householder QR (stable where the
 * normal equations lose digits, e.g. with collinear predictors); p-values from the Student t distribution.
 */
export function olsRegression(
  y: readonly number[],
  predictors: readonly { name: string; values: readonly number[] }[],
): RegressionResult {
  const n = y.length;
  const k = predictors.length + 1;
  if (n <= k) throw new Error(`regression needs more observations (${n}) than coefficients (${k})`);
  for (const p of predictors) {
    if (p.values.length !== n)
      throw new Error(`predictor ${p.name} has ${p.values.length} values, y has ${n}`);
  }
  // Column-major design matrix with a leading column of ones.
  const cols: number[][] = [Array<number>(n).fill(1), ...predictors.map((p) => [...p.values])];
  // Each column's length before the reflections: what is left of a column after them is judged against it (a column
  // that is a combination of the earlier ones keeps only rounding noise, tiny against its own length).
  const lengths = cols.map((col) => Math.sqrt(col.reduce((s, v) => s + v * v, 0)));
  const qty = [...y];
  const r: number[][] = Array.from({ length: k }, () => Array<number>(k).fill(0));
  for (let j = 0; j < k; j++) {
    const col = cols[j]!;
    let norm = 0;
    for (let i = j; i < n; i++) norm += col[i]! ** 2;
    norm = Math.sqrt(norm);
    if (norm === 0)
      throw new Error(`predictor ${predictors[j - 1]?.name ?? "intercept"} is constant or redundant`);
    const alpha = col[j]! > 0 ? -norm : norm;
    const v = Array<number>(n).fill(0);
    for (let i = j; i < n; i++) v[i] = col[i]!;
    v[j]! -= alpha;
    let vv = 0;
    for (let i = j; i < n; i++) vv += v[i]! ** 2;
    const reflect = (target: number[]) => {
      if (vv === 0) return;
      let dot = 0;
      for (let i = j; i < n; i++) dot += v[i]! * target[i]!;
      const f = (2 * dot) / vv;
      for (let i = j; i < n; i++) target[i]! -= f * v[i]!;
    };
    for (let jj = j; jj < k; jj++) reflect(cols[jj]!);
    reflect(qty);
    for (let jj = j; jj < k; jj++) r[j]![jj] = cols[jj]![j]!;
    if (Math.abs(r[j]![j]!) < 1e-12 * lengths[j]!) throw new Error("predictors are perfectly collinear");
  }
  // Back-substitution R b = Q'y.
  const b = Array<number>(k).fill(0);
  for (let i = k - 1; i >= 0; i--) {
    let s = qty[i]!;
    for (let j = i + 1; j < k; j++) s -= r[i]![j]! * b[j]!;
    b[i] = s / r[i]![i]!;
  }
  // (X'X)^-1 = R^-1 R^-T: invert the upper-triangular R.
  const rInv: number[][] = Array.from({ length: k }, () => Array<number>(k).fill(0));
  for (let i = k - 1; i >= 0; i--) {
    rInv[i]![i] = 1 / r[i]![i]!;
    for (let j = i + 1; j < k; j++) {
      let s = 0;
      for (let m = i + 1; m <= j; m++) s += r[i]![m]! * rInv[m]![j]!;
      rInv[i]![j] = -s / r[i]![i]!;
    }
  }
  const fitted = y.map((_, i) => {
    let s = b[0]!;
    for (let j = 1; j < k; j++) s += b[j]! * predictors[j - 1]!.values[i]!;
    return s;
  });
  const residuals = y.map((v, i) => v - fitted[i]!);
  const ssResidual = residuals.reduce((s, e) => s + e * e, 0);
  const my = mean(y);
  const ssTotal = y.reduce((s, v) => s + (v - my) ** 2, 0);
  const dfResidual = n - k;
  const dfRegression = k - 1;
  const s2 = ssResidual / dfResidual;
  const tCrit = tInv(0.975, dfResidual);
  const names = ["Intercept", ...predictors.map((p) => p.name)];
  const coefficients = b.map((coefficient, j) => {
    let diag = 0;
    for (let m = j; m < k; m++) diag += rInv[j]![m]! ** 2;
    const standardError = Math.sqrt(s2 * diag);
    const tStat = coefficient / standardError;
    return {
      name: names[j]!,
      coefficient,
      standardError,
      tStat,
      pValue: tTwoTailed(tStat, dfResidual),
      lower95: coefficient - tCrit * standardError,
      upper95: coefficient + tCrit * standardError,
    };
  });
  const rSquare = 1 - ssResidual / ssTotal;
  const ssRegression = ssTotal - ssResidual;
  const fStat = dfRegression > 0 ? ssRegression / dfRegression / s2 : Number.NaN;
  return {
    observations: n,
    coefficients,
    rSquare,
    adjustedRSquare: 1 - ((1 - rSquare) * (n - 1)) / dfResidual,
    multipleR: Math.sqrt(rSquare),
    standardError: Math.sqrt(s2),
    fStat,
    significanceF: dfRegression > 0 ? fUpperTail(fStat, dfRegression, dfResidual) : Number.NaN,
    dfRegression,
    dfResidual,
    ssRegression,
    ssResidual,
    fitted,
    residuals,
  };
}

/** Variance inflation factor of each predictor: 1 / (1 - R²) of that predictor regressed on the others. */
export function varianceInflationFactors(
  predictors: readonly { name: string; values: readonly number[] }[],
): { name: string; vif: number }[] {
  return predictors.map((p, i) => {
    const others = predictors.filter((_, j) => j !== i);
    if (others.length === 0) return { name: p.name, vif: 1 };
    const fit = olsRegression(p.values, others);
    return { name: p.name, vif: 1 / (1 - fit.rSquare) };
  });
}
