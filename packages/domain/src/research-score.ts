// Research and project scoring: every variant of SPEC.md section 5 in one place, so the server (notify_score,
// lists) and the web (score chips) show the same 'total/out_of'.
//
// Rules common to every variant:
// - admin_points above 0 replaces every peer rating: the score is admin_points out of 10 (ADMIN_SCORE_OUT_OF);
//   an admin grade is final, so neither ratings nor extra points are added to it.
// - Otherwise the highest `counted` peer ratings are summed; out_of = counted x max per rating + bonus. out_of uses
//   the cap, not the number of ratings received so far, because SPEC.md states the weekly maximum as "10 or 20"
//   from the cap, and a score should not shrink its denominator while peers are still rating.
// - The bonus is the room for the learner's own extra points: extra points are added to the total, up to the bonus.
// - Points outside 0..max (a stale rating given under another week's maximum, a typo in the admin form) are clamped
//   so that a total never exceeds its out_of.
import {
  ADMIN_SCORE_OUT_OF,
  GENERAL_RATING_BONUS,
  RATING_BONUS,
  RATING_MAX_POINTS,
  RATINGS_COUNTED,
  RATINGS_COUNTED_CAPPED,
  WEEKLY_EARLY_RATING_MAX_POINTS,
  WEEKLY_FULL_RATING_FROM_WEEK,
} from "./constants.ts";
import { roundTo } from "./format.ts";
import { isRatingsList, programInfo, RATINGS_LISTS } from "./programs.ts";
import type { RatingsList } from "./programs.ts";

/**
 * The scoring variants of SPEC.md section 5:
 * - "general": the general research, top 3 x 10 + 3 (out of 33).
 * - "standard": top 3 x 10 + 2 (out of 32).
 * - "top-two": capped at 2 ratings, 2 x 10 + 3 (out of 23): SPEC's "some variants cap at 2" and the "one variant"
 *   with the +3 bonus.
 * - "weekly": capped at 2 ratings of at most 5 before week 4 and 10 from week 4, + 2 (out of 12 or 22).
 */
export type ScoreVariant = "general" | "standard" | "top-two" | "weekly";

/** Every scoring variant. */
export const SCORE_VARIANTS: readonly ScoreVariant[] = ["general", "standard", "top-two", "weekly"];

/** The numbers one variant scores with (for the weekly variant they depend on the week). */
export interface VariantRules {
  counted: number;
  maxPerRating: number;
  bonus: number;
}

/** The ratings counted, maximum per rating and bonus of a variant; week matters only for "weekly". */
export function variantRules(variant: ScoreVariant, week?: number | string | null): VariantRules {
  switch (variant) {
    case "general":
      return { counted: RATINGS_COUNTED, maxPerRating: RATING_MAX_POINTS, bonus: GENERAL_RATING_BONUS };
    case "standard":
      return { counted: RATINGS_COUNTED, maxPerRating: RATING_MAX_POINTS, bonus: RATING_BONUS };
    case "top-two":
      return {
        counted: RATINGS_COUNTED_CAPPED,
        maxPerRating: RATING_MAX_POINTS,
        bonus: GENERAL_RATING_BONUS,
      };
    case "weekly": {
      // An item without a usable week is scored on the full scale: the reduced scale is the exception for
      // items known to be from the first weeks.
      const w = Number(week);
      const early =
        week !== null &&
        week !== undefined &&
        week !== "" &&
        Number.isFinite(w) &&
        w < WEEKLY_FULL_RATING_FROM_WEEK;
      const max = early ? WEEKLY_EARLY_RATING_MAX_POINTS : RATING_MAX_POINTS;
      return { counted: RATINGS_COUNTED_CAPPED, maxPerRating: max, bonus: RATING_BONUS };
    }
  }
}

/**
 * The variant of each ratings list (for UpdatedRate, with research_type OLD or unset; NEW gives "weekly"):
 * - Rate -> general: the original, general research list (IBEP projects, NORMAL, FMEP's old-style /research).
 * - UpdatedRate -> general for OLD, weekly for NEW: FMEP's new research (/newresearch, /faresearch) is submitted
 *   week by week, and the week drives the maximum per rating; the old page keeps the general rules.
 * - BABasicRate, ExcelRate -> top-two: the short basic programs have the smallest cohorts, so a submission gets
 *   fewer peer raters; SPEC's unnamed "+3 variant" is given to this variant too, so the exceptions stay in one place.
 * - BARate, SSEPRate, FNORate, DSRate, MLRate, MREPRate, GENAIRate, CMEPRate -> standard.
 */
export const RATINGS_LIST_VARIANTS: Record<RatingsList, ScoreVariant> = {
  Rate: "general",
  UpdatedRate: "general",
  BABasicRate: "top-two",
  ExcelRate: "top-two",
  BARate: "standard",
  SSEPRate: "standard",
  FNORate: "standard",
  DSRate: "standard",
  MLRate: "standard",
  MREPRate: "standard",
  GENAIRate: "standard",
  CMEPRate: "standard",
};

/**
 * The scoring variant for a ratings list or a program name (through its catalogue ratings list) and the user's
 * research_type, which only matters for UpdatedRate (FMEP). Unknown names score as the general list (NORMAL's).
 */
export function scoreVariantFor(
  listOrProgram: string | null | undefined,
  researchType?: "OLD" | "NEW" | null,
): ScoreVariant {
  const list: RatingsList = isRatingsList(listOrProgram)
    ? listOrProgram
    : (programInfo(listOrProgram)?.ratingsList ?? "Rate");
  if (list === "UpdatedRate" && researchType === "NEW") return "weekly";
  return RATINGS_LIST_VARIANTS[list];
}

/** A peer rating as stored: points plus a data text holding JSON with rate_res (the rater's comment). */
export interface ResearchRatingLike {
  points: number | string | null | undefined;
  data?: string | null;
}

/**
 * A research item as far as scoring needs it. Ratings are read from `ratings`, or from the property named after a
 * ratings list (the server may send the list under its own name, e.g. `BARate`).
 */
export type ResearchItemLike = {
  week?: number | string | null;
  admin_points?: number | string | null;
  ratings?: readonly ResearchRatingLike[] | null;
} & Partial<Record<RatingsList, readonly ResearchRatingLike[] | null>>;

/** A computed score; field names follow the wire style of SPEC.md's 'total/out_of'. */
export interface ResearchScore {
  total: number;
  out_of: number;
  /** "admin" when admin_points replaced the peer ratings. */
  source: "admin" | "peers";
  variant: ScoreVariant;
  /** Peer ratings that entered the total (0 for an admin score). */
  counted: number;
  max_per_rating: number;
  bonus: number;
  /** The learner's extra points that entered the total. */
  extra: number;
  /** Peer ratings the variant counts once all are in (0 for an admin score). */
  needed: number;
  /** True for an instructor grade, or once every counted peer rating is in; until then the total is provisional. */
  final: boolean;
}

/** Options of scoreResearch: output form, the learner's own extra points, and which ratings list to read. */
export interface ScoreOptions {
  as?: "text" | "object";
  extraPoints?: number | null;
  list?: RatingsList;
}

function toPoints(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

function ratingsOf(item: ResearchItemLike, list: RatingsList | undefined): readonly ResearchRatingLike[] {
  if (list !== undefined) return item[list] ?? [];
  if (item.ratings) return item.ratings;
  for (const name of RATINGS_LISTS) {
    const found = item[name];
    if (found) return found;
  }
  return [];
}

/** Scores a research item as the object form ({ total, out_of, ... }). */
export function scoreResearch(
  item: ResearchItemLike,
  variant: ScoreVariant,
  options: ScoreOptions & { as: "object" },
): ResearchScore;
/** Scores a research item as the text 'total/out_of' (the default form). */
export function scoreResearch(
  item: ResearchItemLike,
  variant: ScoreVariant,
  options?: ScoreOptions & { as?: "text" },
): string;
/** Scores a research item by the rules of its variant (see the file header), as text or object. */
export function scoreResearch(
  item: ResearchItemLike,
  variant: ScoreVariant,
  options: ScoreOptions = {},
): string | ResearchScore {
  const score = computeScore(item, variant, options);
  return options.as === "object" ? score : scoreText(score);
}

/** The 'total/out_of' text of a computed score. */
export function scoreText(score: Pick<ResearchScore, "total" | "out_of">): string {
  return `${score.total}/${score.out_of}`;
}

function computeScore(item: ResearchItemLike, variant: ScoreVariant, options: ScoreOptions): ResearchScore {
  const rules = variantRules(variant, item.week);
  const admin = toPoints(item.admin_points);
  if (admin > 0) {
    return {
      total: roundTo(clamp(admin, ADMIN_SCORE_OUT_OF), 2),
      out_of: ADMIN_SCORE_OUT_OF,
      source: "admin",
      variant,
      counted: 0,
      max_per_rating: rules.maxPerRating,
      bonus: rules.bonus,
      extra: 0,
      needed: 0,
      final: true,
    };
  }
  const top = ratingsOf(item, options.list)
    .map((r) => clamp(toPoints(r.points), rules.maxPerRating))
    .sort((a, b) => b - a)
    .slice(0, rules.counted);
  const extra = clamp(toPoints(options.extraPoints), rules.bonus);
  const sum = top.reduce((acc, p) => acc + p, 0);
  return {
    total: roundTo(sum + extra, 2),
    out_of: rules.counted * rules.maxPerRating + rules.bonus,
    source: "peers",
    variant,
    counted: top.length,
    max_per_rating: rules.maxPerRating,
    bonus: rules.bonus,
    extra,
    needed: rules.counted,
    final: top.length >= rules.counted,
  };
}

/** How a score reads on screen: its label, and for a provisional peer total what it is still waiting for. */
export interface ScoreStatus {
  final: boolean;
  /** "7/33" when final; "Provisional 7/33" while peer ratings are still awaited. */
  label: string;
  /** "2 of 3 peer ratings received so far" while provisional; null when final. */
  progress: string | null;
  /** One sentence for screen readers and notices: the label and the progress together. */
  sentence: string;
}

/**
 * The on-screen status of a score: a final score (instructor grade, or every counted peer rating in) reads as its
 * 'total/out_of'; a partial peer total is marked provisional with the ratings received out of those counted, so
 * "7/33" after one rating never passes for a final grade.
 */
export function scoreStatus(
  score: Pick<ResearchScore, "total" | "out_of" | "source" | "counted" | "needed" | "final">,
): ScoreStatus {
  const text = scoreText(score);
  if (score.final) {
    const who = score.source === "admin" ? "Instructor grade" : "Final peer score";
    return {
      final: true,
      label: text,
      progress: null,
      sentence: `${who}: ${score.total} of ${score.out_of}`,
    };
  }
  const noun = score.needed === 1 ? "peer rating" : "peer ratings";
  const progress = `${score.counted} of ${score.needed} ${noun} received so far`;
  return {
    final: false,
    label: `Provisional ${text}`,
    progress,
    sentence: `${progress}; provisional ${score.total} of ${score.out_of}`,
  };
}

/** The rater's comment (rate_res) from a rating's data JSON text; null when absent or not valid JSON. */
export function ratingComment(data: string | null | undefined): string | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    // Old rows hold plain text or broken JSON; a missing comment is the honest display for them.
    return null;
  }
  // Only the parse is guarded: a JSON string, number or null is told apart here, not by an error caught above.
  if (typeof parsed !== "object" || parsed === null || !("rate_res" in parsed)) return null;
  return typeof parsed.rate_res === "string" ? parsed.rate_res : null;
}
