// Cohort analytics (issue 24): /api/admin/analytics overview, at-risk list, nudges and a learner's timeline.
import { z } from "zod";
import {
  COHORT_PATTERN,
  NUDGE_MAX_LEARNERS,
  RISK_CODES,
  TIMELINE_KINDS,
  unknownPlaceholders,
} from "../analytics.ts";
import { PROGRAM_NAMES } from "../programs.ts";
import { MAX_ID, noControlCharacters } from "./common.ts";

const Program = z.enum(PROGRAM_NAMES, { message: "Program must be a known program name, e.g. FMEPGOLD" });
const Cohort = z.string().regex(COHORT_PATTERN, "Cohort must be a month written yyyy-mm, e.g. 2026-09");

/** ?program=P&cohort=yyyy-mm (cohort: the month enrolments started in; all of them when left out). */
export const AnalyticsQuery = z.object({ program: Program, cohort: Cohort.optional() });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** The overview's tables, each downloadable as CSV. */
export const OVERVIEW_TABLES = ["kpis", "funnel", "weekly", "videos"] as const;
export const OverviewTable = z.enum(OVERVIEW_TABLES, {
  message: `Table must be one of ${OVERVIEW_TABLES.join(", ")}`,
});
export type OverviewTable = z.infer<typeof OverviewTable>;
export const OverviewCsvQuery = AnalyticsQuery.extend({ table: OverviewTable });
export type OverviewCsvQuery = z.infer<typeof OverviewCsvQuery>;

/** ?program=P (the at-risk list covers learners whose enrolment is running). */
export const AtRiskQuery = z.object({ program: Program });
export type AtRiskQuery = z.infer<typeof AtRiskQuery>;

const Share = z.number().min(0).max(1);

/** The headline figures of a program (or cohort); a share is null when nothing counts towards it yet. */
export const AnalyticsKpis = z.object({
  enrolled: z.number().int(),
  active_7d: z.number().int(),
  /** The median learner's share of the program's videos finished. */
  median_videos_finished: Share.nullable(),
  /** Video questions answered right, over every answer of the cohort. */
  quiz_accuracy: Share.nullable(),
  quiz_answers: z.number().int(),
  /**
   * Learners past their first research week who submitted the last closed week's item (the week before the
   * current, still open one; issue 41), and how many are past it. The names predate the change.
   */
  research_this_week: Share.nullable(),
  research_due: z.number().int(),
  research_submitted: z.number().int(),
  /** The mean instructor grade (out of 10) of graded items. */
  average_grade: z.number().nullable(),
  graded_items: z.number().int(),
  videos: z.number().int(),
});
export type AnalyticsKpis = z.infer<typeof AnalyticsKpis>;

export const FUNNEL_STEPS = ["enrolled", "logged_in", "half_videos", "first_research", "graded"] as const;
export const FunnelStep = z.object({
  step: z.enum(FUNNEL_STEPS),
  label: z.string(),
  learners: z.number().int(),
  /** Of the enrolled. */
  share: Share.nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStep>;

export const WeeklyActivity = z.object({
  /** Monday (IST) the ISO week starts on, yyyy-mm-dd. */
  week: z.string(),
  active: z.number().int(),
});
export type WeeklyActivity = z.infer<typeof WeeklyActivity>;

export const VideoDropOff = z.object({
  id: z.number().int(),
  module: z.string(),
  title: z.string(),
  finished: z.number().int(),
  share: Share.nullable(),
});
export type VideoDropOff = z.infer<typeof VideoDropOff>;

/** GET /api/admin/analytics/overview. */
export const AnalyticsOverview = z.object({
  program: z.string(),
  cohort: z.string().nullable(),
  /** Months enrolments in the program started in, newest first (the cohort select). */
  cohorts: z.array(z.string()),
  kpis: AnalyticsKpis,
  funnel: z.array(FunnelStep),
  weekly: z.array(WeeklyActivity),
  videos: z.array(VideoDropOff),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export const RiskReasonSchema = z.object({ code: z.enum(RISK_CODES), text: z.string() });

/** One at-risk learner: exactly these fields (issue 24). */
export const AtRiskLearner = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  last_active: z.string().nullable(),
  reasons: z.array(RiskReasonSchema),
  /** When an instructor last nudged them about this program (issue 41), null if never. */
  last_nudged: z.string().nullable(),
});
export type AtRiskLearner = z.infer<typeof AtRiskLearner>;

/** GET /api/admin/analytics/at-risk. */
export const AtRiskResponse = z.object({ learners: z.array(AtRiskLearner) });
export type AtRiskResponse = z.infer<typeof AtRiskResponse>;

const placeholdersKnown = (label: string) =>
  [
    (text: string) => unknownPlaceholders(text).length === 0,
    {
      error: (issue: { input?: unknown }) =>
        `${label} uses an unknown placeholder {${unknownPlaceholders(String(issue.input))[0]}}: ` +
        "use {name}, {first_name} or {program}",
    },
  ] as const;

/** POST /api/admin/analytics/nudge: a notification and an email to learners of a program. */
export const NudgeBody = z.object({
  program: Program,
  user_ids: z
    .array(z.number().int().positive().max(MAX_ID), { message: "Learners must be a list of learner ids" })
    .min(1, "Choose at least one learner")
    .max(NUDGE_MAX_LEARNERS, `At most ${NUDGE_MAX_LEARNERS} learners can be nudged at once`),
  subject: z
    .string()
    .trim()
    .min(1, "Subject is required")
    .max(150, "Subject must be at most 150 characters")
    .refine(...noControlCharacters("Subject"))
    .refine(...placeholdersKnown("Subject")),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(2000, "Message must be at most 2000 characters")
    .refine(...noControlCharacters("Message", true))
    .refine(...placeholdersKnown("Message")),
});
export type NudgeBody = z.infer<typeof NudgeBody>;

export const NudgeResponse = z.object({
  /** Learners notified (and mailed). */
  sent: z.number().int(),
  /** Deactivated accounts left out. */
  skipped: z.number().int(),
});
export type NudgeResponse = z.infer<typeof NudgeResponse>;

/** One entry of a learner's timeline. */
export const TimelineItem = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  text: z.string(),
});
export type TimelineItem = z.infer<typeof TimelineItem>;

/** GET /api/admin/analytics/learners/{id}: newest first, at most `limit` entries. */
export const LearnerTimeline = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  items: z.array(TimelineItem),
  limit: z.number().int(),
});
export type LearnerTimeline = z.infer<typeof LearnerTimeline>;
