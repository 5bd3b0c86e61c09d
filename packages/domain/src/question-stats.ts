// Question quality and rater agreement (issue 24): the thresholds and formulas of the instructor's analytics, in one
// place so the server's SQL, its CSV and the web's badges agree.
//
// Discrimination follows Moodle's quiz statistics ("Quiz statistics calculations", docs.moodle.org/dev): the
// discrimination index of a question is the correlation between the score on that question and the score on the
// REST of the test (the test without that question), the corrected point-biserial, so a question does not correlate
// with itself. Moodle prints it as a percentage (100 r); here it stays a coefficient in -1..1. Learners here answer
// different subsets (videos watched, sets drawn), so the "test score" is a learner's accuracy, and the rest-of-test
// score is their accuracy over their OTHER answers of the same source in the program. As Moodle does by default,
// only a learner's first attempt at a question counts.
import { ADMIN_SCORE_OUT_OF } from "./constants.ts";
import { pearson, pearsonFromSums } from "./stats.ts";

/** Where a question lives: a video's quiz (content), or the eCode / IBEP game banks. */
export const QUESTION_SOURCES = ["video", "ecode", "ibep"] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

/** Answers a question needs before it is flagged: one learner's slip should not flag a question. */
export const QUESTION_MIN_ATTEMPTS = 5;
/** Facility above this: nearly everyone answers right ("too easy"). */
export const TOO_EASY_FACILITY = 0.95;
/** Facility below this: fewer than one in five answer right, under a guess on four options ("too hard"). */
export const TOO_HARD_FACILITY = 0.2;

/** The flags a question can carry. */
export const QUESTION_FLAGS = ["too_easy", "too_hard", "check_key"] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];

/** What each flag says to an instructor. */
export const QUESTION_FLAG_LABELS: Record<QuestionFlag, string> = {
  too_easy: "too easy",
  too_hard: "too hard",
  check_key: "check the key",
};

/** The flags of a question: none below QUESTION_MIN_ATTEMPTS; facility bounds; negative discrimination. */
export function questionFlags(stat: {
  attempts: number;
  facility: number | null;
  discrimination: number | null;
}): QuestionFlag[] {
  if (stat.attempts < QUESTION_MIN_ATTEMPTS || stat.facility === null) return [];
  const flags: QuestionFlag[] = [];
  if (stat.facility > TOO_EASY_FACILITY) flags.push("too_easy");
  if (stat.facility < TOO_HARD_FACILITY) flags.push("too_hard");
  // Strong learners miss it while weak ones get it: the key (or the wording) is most likely wrong.
  if (stat.discrimination !== null && stat.discrimination < 0) flags.push("check_key");
  return flags;
}

/** A learner's first answer to one question and their totals over every question of the same source. */
export interface ItemAnswer {
  correct: boolean;
  /** Questions of the source the learner answered, this one included. */
  answered: number;
  /** Of those, answered right (this one included). */
  right: number;
}

/**
 * Moodle's discrimination index of one question (the reference correlationFromSums over grouped rows is tested
 * against): Pearson's correlation of the item score (1 right, 0 wrong) with the rest-of-test accuracy; learners with
 * no other answer have no rest score and are left out.
 */
export function discriminationIndex(answers: readonly ItemAnswer[]): number | null {
  const withRest = answers.filter((a) => a.answered > 1);
  const items = withRest.map((a) => (a.correct ? 1 : 0));
  return pearson(
    items,
    withRest.map((a, i) => (a.right - items[i]!) / (a.answered - 1)),
  );
}

/**
 * The sums of (item score x, rest-of-test accuracy r) over the learners who have a rest score, from which the
 * discrimination index is computed in one pass over grouped rows: n pairs, Σx, Σr, Σr², Σxr (x is 0 or 1, so Σx²
 * is Σx).
 */
export interface PairSums {
  n: number;
  sx: number;
  sr: number;
  srr: number;
  sxr: number;
}

/**
 * Pearson's correlation from PairSums (stats.ts's pearsonFromSums with Σx² = Σx): the same figure as
 * discriminationIndex on the pairs; null with fewer than two pairs or when either side does not vary.
 */
export function correlationFromSums({ n, sx, sr, srr, sxr }: PairSums): number | null {
  return pearsonFromSums({ n, sx, sy: sr, sxx: sx, syy: srr, sxy: sxr });
}

/** Share of answers that are right; null without answers. */
export function facility(attempts: number, right: number): number | null {
  return attempts > 0 ? right / attempts : null;
}

// ---- raters ------------------------------------------------------------------------------------------------------

/** A peer rater's score is "far" from the instructor's when they differ by more than this share of the scale. */
export const RATER_FAR_FRACTION = 0.25;
/** A rater is flagged with at least this many far items. */
export const RATER_FLAG_MIN_ITEMS = 3;

/**
 * How far a peer rating sits from the instructor's grade on the same item, as a share of the scale: each is put on
 * its own scale first (the peer's per-rating maximum, which is 5 in the weekly variant's first weeks; the instructor's
 * ADMIN_SCORE_OUT_OF), so a 4/5 and an 8/10 agree. The raters report computes the same in SQL over every rating
 * (analytics-quality/raters.ts); its hand-worked test holds the two to the same figures.
 */
export function raterGap(peerPoints: number, peerMax: number, adminPoints: number): number {
  // Each share is held to 0-1, so a stored score outside its week's scale (old or imported data) reads as the scale's
  // end instead of a gap over 100 %.
  const share = (points: number, max: number) => Math.min(1, Math.max(0, points / max));
  return Math.abs(share(peerPoints, peerMax) - share(adminPoints, ADMIN_SCORE_OUT_OF));
}

/** One rater's agreement: items compared, mean gap in % of the scale, far items, and whether they are flagged. */
export interface RaterAgreement {
  items: number;
  mean_gap_pct: number;
  far_items: number;
  flagged: boolean;
}

/** A rater's agreement from the count of items, the sum of their gaps and how many are over RATER_FAR_FRACTION. */
export function raterAgreementFromSums(items: number, gapSum: number, far: number): RaterAgreement {
  const mean = items ? gapSum / items : 0;
  return {
    items,
    mean_gap_pct: Math.round(mean * 1000) / 10,
    far_items: far,
    flagged: far >= RATER_FLAG_MIN_ITEMS,
  };
}

/** Sums a rater's gaps (each a share of the scale, from raterGap). */
export function raterAgreement(gaps: readonly number[]): RaterAgreement {
  return raterAgreementFromSums(
    gaps.length,
    gaps.reduce((s, g) => s + g, 0),
    gaps.filter((g) => g > RATER_FAR_FRACTION).length,
  );
}

/** Buckets of the instructor's grades (out of ADMIN_SCORE_OUT_OF): lower bound included, upper excluded but the last. */
export const GRADE_BUCKETS: readonly { label: string; from: number; to: number }[] = [
  { label: "0–1.9", from: 0, to: 2 },
  { label: "2–3.9", from: 2, to: 4 },
  { label: "4–5.9", from: 4, to: 6 },
  { label: "6–7.9", from: 6, to: 8 },
  { label: "8–10", from: 8, to: 10 },
];

/** The index in GRADE_BUCKETS of a grade (clamped to the scale). */
export function gradeBucket(points: number): number {
  const p = Math.min(Math.max(points, 0), ADMIN_SCORE_OUT_OF);
  const i = GRADE_BUCKETS.findIndex((b) => p >= b.from && p < b.to);
  return i === -1 ? GRADE_BUCKETS.length - 1 : i;
}
