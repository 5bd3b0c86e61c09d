// API contract of research (FMEP family, /api/research) and case projects (every other family, /api/ivepresearch),
// peer rating, instructor grading and eligibility (SPEC.md sections 3, 5 and 7 "Research", "Projects", "User").
//
// Learner paths (Bearer token). <base> is /api/research for the FMEP family (pages /research OLD, /newresearch NEW,
// /faresearch FAFMEP) and /api/ivepresearch (page /ivepresearch, "Projects") for every other family; the current
// program (cprogram) decides which base a learner may use (the other answers 403 wrong_area).
//   POST <base>                     submit or edit (same week = edit) the open week's item. Body: JSON
//                                   ResearchSubmitBody, or multipart/form-data with the same fields as text parts
//                                   plus an optional `file` part (PDF, XLSX, DOCX, PPTX, <= 10 MB, checked by
//                                   content) and optional `remove_file=true`. -> ResearchSubmitResponse
//   GET  <base>                     my items with scores and the comments received -> ResearchListResponse
//   GET  <base>/item/{id}           one item: author, assigned rater (blind: no author, no other ratings) or admin
//                                   -> ResearchItem | PeerResearchItem
//   GET  <base>/file/{id}           the item's file (id = item id): author, assigned raters and admins only
//   GET  <base>/rate-research       items assigned to me to rate (tops up assignments first) -> RateResearchList
//   POST <base>/rate-research       rate one assigned item. Body RateResearchBody -> RateResearchResponse
//   GET  <base>/notify_score        my items whose score changed since I last looked -> NotifyScoreResponse
//   POST <base>/pnotify_score       mark them seen. Body PnotifyScoreBody -> PnotifyScoreResponse
//   GET  <base>/maxresearch         the highest open week of the current program -> MaxResearchResponse
//   GET  /api/user/<call>eligible   the 13 calls of ELIGIBILITY_CALLS -> EligibilityResponse { eligible }
// Admin paths (admin role or operator token):
//   GET  /api/admin/research              queue (flagged first) by program/family/week/kind/status
//                                         Query AdminResearchQueueQuery -> AdminResearchQueue
//   GET  /api/admin/research/{id}         one item with every rating (rater named) -> AdminResearchDetail
//   GET  /api/admin/research/{id}/file    the item's file
//   POST /api/admin/research/{id}/grade   Body AdminGradeBody -> AdminResearchDetail (learner notified + pupdate)
//   POST /api/admin/research              create an item for a learner (demo/test data; any week, no deadline)
//                                         Body AdminCreateResearchBody -> AdminResearchDetail
//   POST /api/admin/research/{id}/ratings add a peer rating as a learner (demo/test data; assignment implied)
//                                         Body AdminAddRatingBody -> AdminResearchDetail
//
// Weeks: week n of an enrolment runs from start_date + 7(n-1) to start_date + 7n - 1 (IST calendar days); the open
// week is the one containing today (none before start_date or after end_date); its deadline is 23:59:59.999 IST
// of its last day. Only the open week accepts submissions and edits.
//
// Ratings: an item exposes its ratings under the name of its ratings list (exactly one of Rate, BABasicRate, ...,
// CMEPRate is present; `ratings_list` names it). A rating's `data` is JSON text {"rate_res": "<comment>"}.
// Scores come from @fincareer/domain/research-score: `score` is the 'total/out_of' text, `score_detail` the object.
import { z } from "zod";
import { MAX_ID, noControlCharacters } from "./common.ts";
import { RATINGS_LISTS } from "../programs.ts";
import {
  RESEARCH_COMMENT_MAX,
  RESEARCH_COMPANY_MAX,
  RESEARCH_EDIT_STATES,
  RESEARCH_FILE_TYPES,
  RESEARCH_TEXT_MAX,
} from "../research-rules.ts";
import type { ResearchEditState } from "../research-rules.ts";
import { EligibilityResponse } from "./user.ts";

export { EligibilityResponse };

// The limits live with the rules (no zod there), so the web's forms can show them without loading zod.
export {
  RESEARCH_COMMENT_MAX,
  RESEARCH_COMPANY_MAX,
  RESEARCH_FILE_MAX_BYTES,
  RESEARCH_FILE_TYPES,
  RESEARCH_TEXT_MAX,
} from "../research-rules.ts";
export type { ResearchFileType } from "../research-rules.ts";

/**
 * A whole number sent as a JSON number or, because multipart parts, query strings and paths are text, as a string
 * of digits only ("5", not " 5", "5.0", "0x5", true or [5]). `what` names the field in messages.
 */
function wholeNumber(what: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v),
    z
      .number({ message: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .max(MAX_ID, `${what} must be at most ${MAX_ID}`),
  );
}

/** An id of a stored row (JSON number). */
const Id = z
  .number({ message: "must be an id (a whole number)" })
  .int("must be an id (a whole number)")
  .positive("must be a positive id")
  .max(MAX_ID, `must be at most ${MAX_ID}`);

/** Which API an item belongs to: FMEP research or another family's case project. */
export const ResearchKind = z.enum(["research", "project"]);
export type ResearchKind = z.infer<typeof ResearchKind>;

/** The style of an FMEP research item: the page it was submitted on (null for projects). */
export const ResearchStyle = z.enum(["OLD", "NEW", "FAFMEP"]);
export type ResearchStyle = z.infer<typeof ResearchStyle>;

export const RatingsListName = z.enum(RATINGS_LISTS);
export type RatingsListName = z.infer<typeof RatingsListName>;

/** A scoring variant of research-score.ts. */
export const ScoreVariantName = z.enum(["general", "standard", "top-two", "weekly"]);
export type ScoreVariantName = z.infer<typeof ScoreVariantName>;

/** The object form of a score (research-score.ts ResearchScore). */
export const ScoreDetail = z.object({
  total: z.number(),
  out_of: z.number(),
  source: z.enum(["admin", "peers"]),
  variant: ScoreVariantName,
  counted: z.number().int(),
  max_per_rating: z.number(),
  bonus: z.number(),
  extra: z.number(),
  needed: z.number().int().describe("peer ratings counted once all are in (0 for an instructor grade)"),
  final: z
    .boolean()
    .describe(
      "true for an instructor grade or once every counted peer rating is in; else the total is provisional",
    ),
});
export type ScoreDetail = z.infer<typeof ScoreDetail>;

/** A stored file of a submission. `url` downloads it (with the Bearer token). */
export const ResearchFile = z.object({
  name: z.string().describe("original file name (sanitised)"),
  type: z.enum(RESEARCH_FILE_TYPES),
  size: z.number().int(),
  url: z.string().describe("e.g. /api/ivepresearch/file/12"),
});
export type ResearchFile = z.infer<typeof ResearchFile>;

/** A peer rating as the author sees it (anonymous). */
export const Rating = z.object({
  id: Id,
  points: z.number(),
  data: z.string().describe('JSON text {"rate_res": "<comment>"}'),
  rate_res: z.string().nullable().describe("the comment parsed from data"),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof Rating>;

/** A rating as admins see it: with the rater. */
export const AdminRating = Rating.extend({
  rater_id: Id,
  rater_name: z.string(),
  rater_email: z.string(),
});
export type AdminRating = z.infer<typeof AdminRating>;

/** The 12 ratings lists as optional properties; an item carries exactly the one its `ratings_list` names. */
function ratingsLists<T extends z.ZodType>(rating: T) {
  return {
    Rate: z.array(rating).optional(),
    BABasicRate: z.array(rating).optional(),
    BARate: z.array(rating).optional(),
    ExcelRate: z.array(rating).optional(),
    UpdatedRate: z.array(rating).optional(),
    SSEPRate: z.array(rating).optional(),
    FNORate: z.array(rating).optional(),
    DSRate: z.array(rating).optional(),
    MLRate: z.array(rating).optional(),
    MREPRate: z.array(rating).optional(),
    GENAIRate: z.array(rating).optional(),
    CMEPRate: z.array(rating).optional(),
  };
}

/** Flags that send an item to the top of the instructor queue. */
export const ResearchFlag = z.enum(["waiting", "disagreement"]);
export type ResearchFlag = z.infer<typeof ResearchFlag>;

const ItemBase = z.object({
  id: Id,
  kind: ResearchKind,
  program: z.string(),
  research_type: ResearchStyle.nullable(),
  week: z.number().int(),
  company: z.string().describe("company or topic"),
  text: z.string(),
  file: ResearchFile.nullable(),
  deadline: z.string().describe("ISO timestamp: end of the week (IST)"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One of my items (SPEC.md "Research item": week, admin_points, admin_comment and its ratings list). */
export const ResearchItem = ItemBase.extend({
  editable: z
    .boolean()
    .describe(
      "the week is open and nobody has rated or graded it yet: POST again to edit (edit_state says why not)",
    ),
  edit_state: z
    .enum(RESEARCH_EDIT_STATES as [ResearchEditState, ...ResearchEditState[]])
    .describe(
      "open; rated (a peer rated it) or graded: editing is closed, 409; deadline: the week has closed",
    ),
  admin_points: z.number().nullable().describe("0..10; above 0 replaces the peer ratings"),
  admin_comment: z.string().nullable(),
  extra_points: z.number(),
  graded_at: z.string().nullable(),
  ratings_list: RatingsListName,
  ...ratingsLists(Rating),
  score: z.string().describe("'total/out_of'"),
  score_detail: ScoreDetail,
  max_points: z.number().describe("maximum points per peer rating for this item"),
  ratings_needed: z.number().int().describe("peer ratings counted in the score"),
  awaiting_ratings: z.number().int().describe("peer ratings still awaited (0 once graded by an instructor)"),
});
export type ResearchItem = z.infer<typeof ResearchItem>;

/** Weekly window of the current program; null fields when no week is open. */
export const OpenWeek = z.object({
  week: z.number().int(),
  starts: z.string().describe("yyyy-mm-dd (IST)"),
  deadline: z.string().describe("ISO timestamp"),
});
export type OpenWeek = z.infer<typeof OpenWeek>;

/** GET <base>: my items, newest week first, and the open week. */
export const ResearchListResponse = z.object({
  research: z.array(ResearchItem),
  program: z.string().nullable(),
  ratings_list: RatingsListName.nullable(),
  research_type: ResearchStyle.nullable(),
  open_week: OpenWeek.nullable(),
  maxresearch: z.number().int(),
});
export type ResearchListResponse = z.infer<typeof ResearchListResponse>;

/** POST <base> (JSON or multipart text parts). week defaults to the open week; any other week is refused. */
export const ResearchSubmitBody = z.object({
  week: wholeNumber("Week").pipe(z.number().min(1, "Choose a week of 1 or more")).optional(),
  company: z
    .string()
    .trim()
    .min(1, "Enter the company or topic")
    .max(RESEARCH_COMPANY_MAX, `Shorten the company or topic to ${RESEARCH_COMPANY_MAX} characters or fewer`)
    .refine(...noControlCharacters("Company or topic")),
  text: z
    .string()
    .trim()
    .min(1, "Write your analysis")
    .max(RESEARCH_TEXT_MAX, `Shorten your analysis to ${RESEARCH_TEXT_MAX} characters or fewer`)
    .refine(...noControlCharacters("Your analysis", true)),
  remove_file: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .optional()
    .describe("drop the stored file when editing"),
});
export type ResearchSubmitBody = z.infer<typeof ResearchSubmitBody>;

/** POST <base>: the item as stored; created is false for an edit. */
export const ResearchSubmitResponse = z.object({ research: ResearchItem, created: z.boolean() });
export type ResearchSubmitResponse = z.infer<typeof ResearchSubmitResponse>;

/** A peer's item as its assigned rater sees it: no author, no other ratings. */
export const PeerResearchItem = ItemBase.extend({
  ratings_list: RatingsListName,
  max_points: z.number().describe("points allowed: 0..max_points"),
  assignedAt: z.string(),
  rated: z.boolean(),
  my_rating: Rating.nullable(),
});
export type PeerResearchItem = z.infer<typeof PeerResearchItem>;

/** GET <base>/item/{id}: my own item or one assigned to me. */
export const ResearchItemResponse = z.object({
  research: z.union([ResearchItem, PeerResearchItem]),
  role: z.enum(["author", "rater", "admin"]),
});
export type ResearchItemResponse = z.infer<typeof ResearchItemResponse>;

/** GET <base>/rate-research: the items assigned to me (unrated first). */
export const RateResearchList = z.object({
  research: z.array(PeerResearchItem),
  pending: z.number().int().describe("assigned items I have not rated yet"),
  rated: z.number().int(),
});
export type RateResearchList = z.infer<typeof RateResearchList>;

/** The data text of a rating: JSON with rate_res. */
export const RatingData = z.object({
  rate_res: z
    .string()
    .trim()
    .min(1, "Write a comment for the author")
    .max(RESEARCH_COMMENT_MAX, `Shorten the comment to ${RESEARCH_COMMENT_MAX} characters or fewer`),
});
export type RatingData = z.infer<typeof RatingData>;

/**
 * POST <base>/rate-research: points 0..max_points of the item, and either `data` (JSON text {"rate_res": ...}) or
 * `rate_res` (the comment; the server builds data). Rating an item twice or one not assigned is refused.
 */
export const RateResearchBody = z
  .object({
    research_id: Id,
    points: z
      .number({ message: "Choose the points you give" })
      .int("Give whole points")
      .min(0, "Give 0 points or more")
      .max(MAX_ID, "Give fewer points"),
    data: z
      .string()
      .max(RESEARCH_COMMENT_MAX + 100)
      .optional(),
    rate_res: z.string().max(RESEARCH_COMMENT_MAX).optional(),
  })
  .refine((b) => b.data !== undefined || b.rate_res !== undefined, {
    message: "Write a comment for the author",
    path: ["data"],
  });
export type RateResearchBody = z.infer<typeof RateResearchBody>;

export const RateResearchResponse = z.object({
  ok: z.literal(true),
  rating: Rating,
  ratings_list: RatingsListName,
});
export type RateResearchResponse = z.infer<typeof RateResearchResponse>;

/** One changed score for notify_score. */
export const ScoreNotice = z.object({
  id: Id,
  kind: ResearchKind,
  program: z.string(),
  week: z.number().int(),
  company: z.string(),
  score: z.string(),
  score_detail: ScoreDetail,
  admin_points: z.number().nullable(),
  admin_comment: z.string().nullable(),
  changedAt: z.string(),
});
export type ScoreNotice = z.infer<typeof ScoreNotice>;

/** GET <base>/notify_score: my items of that area whose score changed and that I have not seen. */
export const NotifyScoreResponse = z.object({ scores: z.array(ScoreNotice), count: z.number().int() });
export type NotifyScoreResponse = z.infer<typeof NotifyScoreResponse>;

/** POST <base>/pnotify_score: ids to mark seen; none (or no body) marks every unseen score of that area. */
export const PnotifyScoreBody = z.preprocess(
  (v) => v ?? {},
  z.object({ ids: z.array(Id).max(500).optional() }),
);
export type PnotifyScoreBody = z.infer<typeof PnotifyScoreBody>;
export const PnotifyScoreResponse = z.object({ count: z.number().int().describe("scores marked seen") });
export type PnotifyScoreResponse = z.infer<typeof PnotifyScoreResponse>;

/** GET <base>/maxresearch */
export const MaxResearchResponse = z.object({
  maxresearch: z.number().int().describe("highest open week (0 before the program starts)"),
  open: z.boolean().describe("false when the program has ended: the last week is shown, nothing is open"),
  deadline: z.string().nullable(),
});
export type MaxResearchResponse = z.infer<typeof MaxResearchResponse>;

/** GET <base>/item/{id} and file/{id} path parameter. */
export const ResearchIdParam = z.object({
  id: wholeNumber("id").pipe(z.number().positive("id must be a positive id")),
});
export type ResearchIdParam = z.infer<typeof ResearchIdParam>;

// --- Admin ---------------------------------------------------------------------------------------------------

/** GET /api/admin/research query: filters of the instructor queue. */
export const AdminResearchQueueQuery = z.object({
  program: z.string().trim().max(40).optional().describe("a program name"),
  family: z.string().trim().max(20).optional().describe("a program family, e.g. FMEP, IBEP, BA"),
  week: wholeNumber("week").pipe(z.number().min(1, "week must be 1 or more")).optional(),
  kind: ResearchKind.optional(),
  status: z.enum(["ungraded", "graded", "all"]).default("ungraded"),
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit must be 1 to 500").max(500, "limit must be 1 to 500"))
    .default(100),
});
export type AdminResearchQueueQuery = z.infer<typeof AdminResearchQueueQuery>;

/** One queue row. */
export const AdminQueueItem = z.object({
  id: Id,
  kind: ResearchKind,
  program: z.string(),
  family: z.string(),
  week: z.number().int(),
  company: z.string(),
  author_id: Id,
  author_name: z.string(),
  author_email: z.string(),
  ratings_list: RatingsListName,
  ratings: z.number().int(),
  ratings_needed: z.number().int(),
  score: z.string(),
  score_detail: ScoreDetail,
  admin_points: z.number().nullable(),
  graded_at: z.string().nullable(),
  flags: z.array(ResearchFlag),
  has_file: z.boolean(),
  createdAt: z.string(),
});
export type AdminQueueItem = z.infer<typeof AdminQueueItem>;

export const AdminResearchQueue = z.object({
  items: z.array(AdminQueueItem),
  total: z.number().int().describe("rows matching the filters (items holds at most limit)"),
  flagged: z.number().int(),
});
export type AdminResearchQueue = z.infer<typeof AdminResearchQueue>;

/** GET /api/admin/research/{id}: the item, its author, all ratings with raters, flags. */
export const AdminResearchDetail = z.object({
  research: ResearchItem.extend(ratingsLists(AdminRating)),
  author: z.object({ id: Id, name: z.string(), email: z.string() }),
  flags: z.array(ResearchFlag),
  assigned: z.number().int().describe("peers assigned to rate it"),
});
export type AdminResearchDetail = z.infer<typeof AdminResearchDetail>;

/** POST /api/admin/research/{id}/grade. admin_points 0 leaves the peer score in force. */
export const AdminGradeBody = z.object({
  admin_points: z
    .number()
    .min(0, "Give admin points from 0 to 10")
    .max(10, "Give admin points from 0 to 10")
    .multipleOf(0.5, "Give admin points in halves, e.g. 7 or 7.5"),
  admin_comment: z.string().trim().max(RESEARCH_COMMENT_MAX).nullable().optional(),
  extra_points: z.number().min(0).max(3).optional().describe("the learner's extra points (up to the bonus)"),
});
export type AdminGradeBody = z.infer<typeof AdminGradeBody>;

/** POST /api/admin/research: create an item for a learner (demo and test data: any week, any date). */
export const AdminCreateResearchBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("must be a valid email address")),
  program: z.string().trim().max(40).optional().describe("defaults to the learner's current program"),
  week: z.number().int().min(1).max(MAX_ID, `week must be at most ${MAX_ID}`),
  company: ResearchSubmitBody.shape.company,
  text: ResearchSubmitBody.shape.text,
  createdAt: z.iso.datetime({ offset: true }).optional().describe("backdate the submission (flags, tests)"),
});
export type AdminCreateResearchBody = z.infer<typeof AdminCreateResearchBody>;

/** POST /api/admin/research/{id}/ratings: a rating given by the learner with this email. */
export const AdminAddRatingBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("must be a valid email address")),
  points: z.number().int().min(0).max(MAX_ID, `points must be at most ${MAX_ID}`),
  rate_res: RatingData.shape.rate_res,
});
export type AdminAddRatingBody = z.infer<typeof AdminAddRatingBody>;
