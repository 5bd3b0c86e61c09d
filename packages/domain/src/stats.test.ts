import { describe, expect, it } from "vitest";
import { covariance, mean, median, pearson, pearsonFromSums, percentileInc, stdevSample } from "./stats.ts";

/** A fixed pseudo-random sequence in [0, 1) (a linear congruential generator), so the cases are the same each run. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** The running sums of the pairs two series share. */
function sumsOf(xs: readonly number[], ys: readonly number[]) {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < xs.length; i++) {
    sx += xs[i]!;
    sy += ys[i]!;
    sxx += xs[i]! ** 2;
    syy += ys[i]! ** 2;
    sxy += xs[i]! * ys[i]!;
  }
  return { n: xs.length, sx, sy, sxx, syy, sxy };
}

describe("mean", () => {
  it("averages, including negatives, and is NaN for none", () => {
    expect(mean([2, 4, 9])).toBe(5);
    expect(mean([-3, 1])).toBe(-1);
    expect(mean([7])).toBe(7);
    expect(mean([])).toBeNaN();
  });
});

describe("median", () => {
  it("is null for an empty list and the value itself for one", () => {
    expect(median([])).toBeNull();
    expect(median([-4.5])).toBe(-4.5);
  });

  it("takes the middle of an odd count and the mean of the middle two of an even count, in any order", () => {
    expect(median([9, 1, 4])).toBe(4);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([0, 0, 1, 1, 2, 3])).toBe(1);
    expect(median([-10, 5])).toBe(-2.5);
  });

  it("sorts numerically, not as text, and leaves its input alone", () => {
    const values = [10, 9, 100, 2];
    expect(median(values)).toBe(9.5);
    expect(values).toEqual([10, 9, 100, 2]);
  });
});

describe("stdevSample and percentileInc", () => {
  it("divides by n - 1 and is NaN below two values", () => {
    // mean 5; squared deviations 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32; / 7
    expect(stdevSample([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(stdevSample([3, 3, 3])).toBe(0);
    expect(stdevSample([1])).toBeNaN();
    expect(stdevSample([])).toBeNaN();
  });

  it("interpolates between closest ranks as Excel's PERCENTILE.INC", () => {
    expect(percentileInc([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(percentileInc([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentileInc([5], 0.9)).toBe(5);
    expect(percentileInc([1, 2, 3], 0)).toBe(1);
    expect(percentileInc([1, 2, 3], 1)).toBe(3);
    expect(percentileInc([], 0.5)).toBeNaN();
    expect(percentileInc([1, 2], 1.5)).toBeNaN();
  });

  it("gives the median at 0.5 for odd and even counts", () => {
    const next = sequence(11);
    for (const n of [1, 2, 5, 8, 33]) {
      const values = Array.from({ length: n }, () => Math.round(next() * 1000) - 500);
      expect(percentileInc(values, 0.5)).toBeCloseTo(median(values)!, 12);
    }
  });
});

describe("covariance", () => {
  it("is the sample covariance over the pairs both series have, null below two pairs", () => {
    // means 2 and 4; products of deviations 2 + 0 + 2 = 4; / 2
    expect(covariance([1, 2, 3], [2, 4, 6])).toBe(2);
    expect(covariance([1, 2, 3, 99], [2, 4, 6])).toBe(2);
    expect(covariance([1, 2, 3], [3, 2, 1])).toBe(-1);
    expect(covariance([1], [1])).toBeNull();
    expect(covariance([], [])).toBeNull();
  });
});

describe("pearson", () => {
  it("computes the coefficient by hand: x = 1,1,0,0 against y = 1,0.5,0.5,0 gives 0.5/sqrt(0.5)", () => {
    expect(pearson([1, 1, 0, 0], [1, 0.5, 0.5, 0])).toBeCloseTo(0.5 / Math.sqrt(0.5), 12);
  });

  it("is exactly 1 or -1 on a line, whatever its scale", () => {
    expect(pearson([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(pearson([1, 2, 3, 4], [-3, -5, -7, -9])).toBe(-1);
    expect(pearson([0.1, 0.2, 0.3], [1e6, 2e6, 3e6])).toBeCloseTo(1, 12);
  });

  it("is null with fewer than two pairs or when a side does not vary", () => {
    expect(pearson([], [])).toBeNull();
    expect(pearson([1], [0.3])).toBeNull();
    expect(pearson([1, 1], [0.3, 0.7])).toBeNull();
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNull();
    // A constant that is not exact in binary still does not vary (its computed mean may be off by a rounding).
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toBeNull();
  });

  it("uses the pairs both series have", () => {
    expect(pearson([1, 2, 3, 100], [2, 4, 6])).toBe(1);
  });

  it("agrees with the one-pass formula on running sums over generated data", () => {
    const next = sequence(7);
    for (let round = 0; round < 50; round++) {
      const n = 2 + Math.floor(next() * 60);
      const xs = Array.from({ length: n }, () => Math.round(next() * 40) / 4 - 5);
      const ys = xs.map((x) => (round % 2 ? -x : x) + next() * 6 - 3);
      const direct = pearson(xs, ys);
      const fromSums = pearsonFromSums(sumsOf(xs, ys));
      if (direct === null) expect(fromSums).toBeNull();
      else expect(fromSums!).toBeCloseTo(direct, 9);
    }
  });
});

describe("pearsonFromSums", () => {
  it("is null below two pairs or without spread on either side, and stays within -1..1", () => {
    expect(pearsonFromSums({ n: 1, sx: 1, sy: 0.5, sxx: 1, syy: 0.25, sxy: 0.5 })).toBeNull();
    expect(pearsonFromSums({ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 })).toBeNull();
    expect(pearsonFromSums(sumsOf([2, 2, 2], [1, 2, 3]))).toBeNull();
    expect(pearsonFromSums(sumsOf([1, 2, 3], [0, 0, 0]))).toBeNull();
    // Large values whose spread is rounding noise of the sums: none, not a coefficient of noise.
    expect(pearsonFromSums(sumsOf([1e9 + 0.1, 1e9 + 0.1, 1e9 + 0.1], [1, 2, 3]))).toBeNull();
    const r = pearsonFromSums(sumsOf([1, 2, 3, 4, 5], [2, 4, 6, 8, 10]))!;
    expect(r).toBeCloseTo(1, 12);
    expect(r).toBeLessThanOrEqual(1);
  });
});

describe("the edges of each formula", () => {
  it("stdevSample needs two values, and two are enough", () => {
    expect(stdevSample([5])).toBeNaN();
    expect(stdevSample([1, 3])).toBeCloseTo(Math.SQRT2, 12);
  });

  it("percentileInc takes p from 0 to 1 inclusive and nothing outside", () => {
    expect(percentileInc([3, 1, 2], 0)).toBe(1);
    expect(percentileInc([3, 1, 2], 1)).toBe(3);
    expect(percentileInc([3, 1, 2], 0.25)).toBe(1.5);
    expect(percentileInc([3, 1, 2], -0.01)).toBeNaN();
    expect(percentileInc([3, 1, 2], 1.01)).toBeNaN();
    expect(percentileInc([3, 1, 2], Number.NaN)).toBeNaN();
    expect(percentileInc([], 0.5)).toBeNaN();
  });

  it("covariance and pearson use the pairs both series have, and two pairs are enough", () => {
    expect(covariance([1, 2], [2, 4])).toBe(1);
    expect(covariance([1], [2])).toBeNull();
    // Only the first three x values have a y: 100 takes no part in either mean.
    expect(covariance([1, 2, 3, 100], [2, 4, 6])).toBe(2);
    expect(covariance([1, 2, 3], [2, 4, 6, 100])).toBe(2);
    expect(pearson([1, 2], [3, 5])).toBe(1);
    expect(pearson([1], [3])).toBeNull();
    const r = 5 / Math.sqrt(2 * (38 / 3));
    expect(pearson([1, 2, 3, 50], [2, 4, 7])).toBeCloseTo(r, 12);
    expect(pearson([1, 2, 3], [2, 4, 7, -100])).toBeCloseTo(r, 12);
  });

  it("pearsonFromSums: two pairs are enough, one is not, and a side that does not vary gives none", () => {
    // (1, 3), (2, 5)
    expect(pearsonFromSums({ n: 2, sx: 3, sy: 8, sxx: 5, syy: 34, sxy: 13 })).toBe(1);
    expect(pearsonFromSums({ n: 1, sx: 1, sy: 3, sxx: 1, syy: 9, sxy: 3 })).toBeNull();
    // (5, 1), (5, 2): x never moves.
    expect(pearsonFromSums({ n: 2, sx: 10, sy: 3, sxx: 50, syy: 5, sxy: 15 })).toBeNull();
    // (1, 4), (2, 4): y never moves.
    expect(pearsonFromSums({ n: 2, sx: 3, sy: 8, sxx: 5, syy: 32, sxy: 12 })).toBeNull();
  });
});
