import { describe, expect, it } from "vitest";
import {
  correlationFromSums,
  discriminationIndex,
  facility,
  gradeBucket,
  questionFlags,
  raterAgreement,
  raterGap,
} from "./question-stats.ts";

describe("question statistics", () => {
  it("correlates the item with the rest of the test, not with a total that contains it", () => {
    // Rest scores: (2-1)/2 = 0.5, (1-1)/1 = 0, (1-0)/2 = 0.5, (0-0)/1 = 0 -> item 1,1,0,0 vs 0.5,0,0.5,0: r = 0.
    const answers = [
      { correct: true, answered: 3, right: 2 },
      { correct: true, answered: 2, right: 1 },
      { correct: false, answered: 3, right: 1 },
      { correct: false, answered: 2, right: 0 },
    ];
    expect(discriminationIndex(answers)).toBeCloseTo(0, 10);
    // A learner with no other answer has no rest score and is left out.
    expect(discriminationIndex([...answers, { correct: true, answered: 1, right: 1 }])).toBeCloseTo(0, 10);
  });

  it("gets the same index from grouped sums as from the pairs, and none when a side does not vary", () => {
    // A fixed pseudo-random cohort (a linear congruential sequence): 200 learners, 1-40 answers each.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const answers = Array.from({ length: 200 }, () => {
      const answered = 1 + Math.floor(next() * 40);
      const correct = next() < 0.6;
      // Right answers include this one when it is right and leave room for it when it is wrong.
      const low = correct ? 1 : 0;
      const high = correct ? answered : answered - 1;
      return { correct, answered, right: low + Math.floor(next() * (high - low + 1)) };
    });
    const sums = { n: 0, sx: 0, sr: 0, srr: 0, sxr: 0 };
    for (const a of answers.filter((x) => x.answered > 1)) {
      const x = a.correct ? 1 : 0;
      const r = (a.right - x) / (a.answered - 1);
      sums.n += 1;
      sums.sx += x;
      sums.sr += r;
      sums.srr += r * r;
      sums.sxr += x * r;
    }
    expect(correlationFromSums(sums)!).toBeCloseTo(discriminationIndex(answers)!, 12);
    expect(correlationFromSums({ n: 3, sx: 3, sr: 1.2, srr: 0.6, sxr: 1.2 })).toBeNull();
    expect(correlationFromSums({ n: 4, sx: 2, sr: 2, srr: 1, sxr: 1 })).toBeNull();
    expect(correlationFromSums({ n: 1, sx: 1, sr: 0.5, srr: 0.25, sxr: 0.5 })).toBeNull();
  });

  it("gives a wrongly keyed question a negative index: the strong learners miss it", () => {
    const answers = [
      { correct: false, answered: 5, right: 4 },
      { correct: false, answered: 5, right: 4 },
      { correct: true, answered: 5, right: 2 },
      { correct: true, answered: 5, right: 1 },
    ];
    expect(discriminationIndex(answers)!).toBeLessThan(0);
  });

  it("flags only from QUESTION_MIN_ATTEMPTS answers: too easy above 0.95, too hard below 0.2, check the key below 0", () => {
    expect(questionFlags({ attempts: 4, facility: 0, discrimination: -1 })).toEqual([]);
    expect(questionFlags({ attempts: 20, facility: 0.96, discrimination: 0.1 })).toEqual(["too_easy"]);
    expect(questionFlags({ attempts: 20, facility: 0.95, discrimination: 0.1 })).toEqual([]);
    expect(questionFlags({ attempts: 5, facility: 0.1, discrimination: -0.3 })).toEqual([
      "too_hard",
      "check_key",
    ]);
    expect(questionFlags({ attempts: 5, facility: 0.2, discrimination: null })).toEqual([]);
    expect(facility(0, 0)).toBeNull();
    expect(facility(4, 3)).toBe(0.75);
  });
});

describe("rater agreement", () => {
  it("puts each score on its own scale: 4/5 and 8/10 agree, 9/10 against 4/10 is half the scale apart", () => {
    expect(raterGap(4, 5, 8)).toBeCloseTo(0, 10);
    expect(raterGap(9, 10, 4)).toBeCloseTo(0.5, 10);
  });

  it("never reads a gap over the whole scale, even for a stored score outside its week's scale", () => {
    expect(raterGap(8, 5, 0)).toBeCloseTo(1, 10);
    expect(raterGap(-1, 5, 10)).toBeCloseTo(1, 10);
  });

  it("flags a rater with three items more than 25 % of the scale apart, not with two", () => {
    expect(raterAgreement([0.5, 0.3, 0.26, 0])).toEqual({
      items: 4,
      mean_gap_pct: 26.5,
      far_items: 3,
      flagged: true,
    });
    expect(raterAgreement([0.5, 0.3, 0.25]).flagged).toBe(false);
    expect(raterAgreement([])).toEqual({ items: 0, mean_gap_pct: 0, far_items: 0, flagged: false });
  });

  it("buckets grades out of 10, the top bucket holding 10", () => {
    expect([0, 1.9, 2, 5.5, 7.99, 8, 10, 11].map(gradeBucket)).toEqual([0, 0, 1, 2, 3, 4, 4, 4]);
  });
});
