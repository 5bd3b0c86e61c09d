// Research and project rules besides scoring: which area and style an item belongs to, research weeks and their
// deadlines, the instructor-queue flags, ratings still awaited and the pass mark that eligibility counts.
import { DAY_MS, calendarDay, calendarDayNumber, istDayNumber, istDayStart } from "./ist.ts";
import { isFmep, programInfo } from "./programs.ts";
import type { RatingsList } from "./programs.ts";
import { scoreResearch, scoreVariantFor, variantRules } from "./research-score.ts";
import type { ResearchItemLike, ResearchScore, ScoreVariant } from "./research-score.ts";

/** Largest file a submission may carry (10 MB). */
export const RESEARCH_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** File types a submission may carry, by extension (checked against the content). */
export const RESEARCH_FILE_TYPES = ["pdf", "xlsx", "docx", "pptx"] as const;
export type ResearchFileType = (typeof RESEARCH_FILE_TYPES)[number];
/** Longest submission text. */
export const RESEARCH_TEXT_MAX = 20_000;
/** Longest company or topic. */
export const RESEARCH_COMPANY_MAX = 200;
/** Longest peer comment (rate_res) and admin comment. */
export const RESEARCH_COMMENT_MAX = 2000;

/** Days a submission may wait for its peer ratings before it is flagged to instructors. */
export const RESEARCH_WAIT_FLAG_DAYS = 7;
/** Ratings disagree when their spread is above this fraction of the per-rating maximum. */
export const RESEARCH_DISAGREEMENT_FRACTION = 0.5;
/** A graded item passes (counts for eligibility) at or above this fraction of its out_of. */
export const RESEARCH_PASS_FRACTION = 0.5;
/** Days in a research week. */
export const RESEARCH_WEEK_DAYS = 7;

/** "research" (FMEP family, /api/research) or "project" (every other family, /api/ivepresearch). */
export type ResearchKindName = "research" | "project";
/** The page style of an FMEP item: OLD (/research), NEW (/newresearch), FAFMEP (/faresearch). */
export type ResearchStyleName = "OLD" | "NEW" | "FAFMEP";

/** The area of a program: FMEP programs do research, every other program case projects. */
export function researchKindFor(program: string | null | undefined): ResearchKindName {
  return isFmep(program) ? "research" : "project";
}

/** The style an FMEP learner submits in: FAFMEP for that program, else the user's research_type; null for projects. */
export function researchStyleFor(
  program: string | null | undefined,
  researchType: "OLD" | "NEW" | null | undefined,
): ResearchStyleName | null {
  if (!isFmep(program)) return null;
  if (program === "FAFMEP") return "FAFMEP";
  return researchType === "NEW" ? "NEW" : "OLD";
}

/** The ratings list of a program (catalogue), "Rate" for unknown names. */
export function ratingsListFor(program: string | null | undefined): RatingsList {
  return programInfo(program)?.ratingsList ?? "Rate";
}

/**
 * The scoring variant of an item: its ratings list, and for FMEP its style (FAFMEP and NEW are the weekly pages,
 * OLD the general one).
 */
export function itemVariant(list: RatingsList, style: ResearchStyleName | null | undefined): ScoreVariant {
  return scoreVariantFor(list, style === "OLD" ? "OLD" : style ? "NEW" : null);
}

/** A research week of an enrolment. */
export interface ResearchWeek {
  week: number;
  /** First day (yyyy-mm-dd, IST). */
  starts: string;
  /** Last day (yyyy-mm-dd, IST). */
  ends: string;
  /** End of the last day, 23:59:59.999 IST. */
  deadline: Date;
}

/** Week n of an enrolment that started on startDate (week 1 is the first 7 days). */
export function researchWeek(startDate: string, week: number): ResearchWeek {
  const first = calendarDayNumber(startDate) + (week - 1) * RESEARCH_WEEK_DAYS;
  const last = first + RESEARCH_WEEK_DAYS - 1;
  return {
    week,
    starts: calendarDay(first),
    ends: calendarDay(last),
    deadline: new Date(istDayStart(calendarDay(last + 1)).getTime() - 1),
  };
}

/**
 * The open week of an enrolment at `now`: the week containing today's IST date, or null before start_date, after
 * end_date or without a start date.
 */
export function openResearchWeek(
  enrolment: { start_date: string | null; end_date: string | null },
  now: Date = new Date(),
): ResearchWeek | null {
  if (!enrolment.start_date) return null;
  const today = istDayNumber(now);
  const start = calendarDayNumber(enrolment.start_date);
  if (today < start) return null;
  if (enrolment.end_date && today > calendarDayNumber(enrolment.end_date)) return null;
  return researchWeek(enrolment.start_date, Math.floor((today - start) / RESEARCH_WEEK_DAYS) + 1);
}

/**
 * maxresearch: the open week; after end_date the last week of the enrolment (with open false); 0 before it starts.
 */
export function maxResearchWeek(
  enrolment: { start_date: string | null; end_date: string | null },
  now: Date = new Date(),
): { week: number; open: boolean; deadline: Date | null } {
  const open = openResearchWeek(enrolment, now);
  if (open) return { week: open.week, open: true, deadline: open.deadline };
  if (!enrolment.start_date) return { week: 0, open: false, deadline: null };
  const today = istDayNumber(now);
  const start = calendarDayNumber(enrolment.start_date);
  if (today < start || !enrolment.end_date) return { week: 0, open: false, deadline: null };
  const lastWeek = Math.floor((calendarDayNumber(enrolment.end_date) - start) / RESEARCH_WEEK_DAYS) + 1;
  return { week: Math.max(lastWeek, 0), open: false, deadline: null };
}

/** What the flags and the awaited count need to know about an item. */
export interface FlagInput {
  createdAt: Date;
  adminPoints: number | null;
  points: readonly number[];
  /** Peer ratings the item's variant counts. */
  needed: number;
  maxPerRating: number;
}

/** Ratings still awaited: the counted number minus those received; 0 once an instructor graded the item. */
export function awaitingRatings(input: Pick<FlagInput, "adminPoints" | "points" | "needed">): number {
  if ((input.adminPoints ?? 0) > 0) return 0;
  return Math.max(0, input.needed - input.points.length);
}

/**
 * The instructor-queue flags of an ungraded item: "waiting" when it has waited RESEARCH_WAIT_FLAG_DAYS or more
 * without all its counted ratings; "disagreement" when two ratings differ by more than half the per-rating maximum.
 * A graded item carries no flag: an instructor has already looked at it.
 */
export function researchFlags(input: FlagInput, now: Date = new Date()): ("waiting" | "disagreement")[] {
  if ((input.adminPoints ?? 0) > 0) return [];
  const flags: ("waiting" | "disagreement")[] = [];
  const waitedMs = now.getTime() - input.createdAt.getTime();
  if (awaitingRatings(input) > 0 && waitedMs >= RESEARCH_WAIT_FLAG_DAYS * DAY_MS) flags.push("waiting");
  if (input.points.length >= 2) {
    const spread = Math.max(...input.points) - Math.min(...input.points);
    if (spread > input.maxPerRating * RESEARCH_DISAGREEMENT_FRACTION) flags.push("disagreement");
  }
  return flags;
}

/** The maximum points one peer rating may give an item of this variant and week. */
export function maxRatingPoints(variant: ScoreVariant, week: number): number {
  return variantRules(variant, week).maxPerRating;
}

/**
 * True when a score is final and at or above the pass mark: an instructor grade (admin_points above 0), or every
 * counted peer rating received, with total/out_of >= RESEARCH_PASS_FRACTION.
 */
export function hasPassed(score: ResearchScore): boolean {
  return score.final && score.out_of > 0 && score.total / score.out_of >= RESEARCH_PASS_FRACTION;
}

/** Scores an item (object form) by its list and style; a convenience for the server's lists. */
export function scoreItem(
  item: ResearchItemLike & { week: number },
  list: RatingsList,
  style: ResearchStyleName | null,
  extraPoints: number,
): ResearchScore {
  return scoreResearch(item, itemVariant(list, style), { as: "object", extraPoints });
}

/**
 * Whether the author may still edit a submission: "open" until its week's deadline while nobody has scored it;
 * "rated" once a peer has rated it (ratings score the content they read, so that content is kept); "graded" once
 * an instructor has graded it; "deadline" after the deadline.
 */
export type ResearchEditState = "open" | "deadline" | "rated" | "graded";

/** Every edit state, for the API contract. */
export const RESEARCH_EDIT_STATES: readonly ResearchEditState[] = ["open", "deadline", "rated", "graded"];

/** The edit state of a submission (see ResearchEditState); the server refuses an edit unless it is "open". */
export function researchEditState(
  input: { deadline: Date; adminPoints: number | null; ratings: number },
  now: Date = new Date(),
): ResearchEditState {
  if ((input.adminPoints ?? 0) > 0) return "graded";
  if (input.ratings > 0) return "rated";
  if (now.getTime() > input.deadline.getTime()) return "deadline";
  return "open";
}

/** Why an edit is refused, in words for the learner (the 409's message and the edit screen). */
export const RESEARCH_EDIT_CLOSED: Record<Exclude<ResearchEditState, "open">, string> = {
  rated:
    "Editing is closed: a peer has already rated this submission, and ratings count for the version they read.",
  graded: "Editing is closed: your instructor has already graded this submission.",
  deadline: "Editing is closed: the deadline of this week has passed.",
};
