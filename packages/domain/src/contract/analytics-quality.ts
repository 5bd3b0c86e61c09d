// Question quality, raters (admin) and the learner's "My progress" (issue 24).
import { z } from "zod";
import { PROGRAM_NAMES } from "../programs.ts";
import { QUESTION_FLAGS, QUESTION_SOURCES } from "../question-stats.ts";

/** ?program=P of the admin analytics routes. */
export const AnalyticsProgramQuery = z.object({
  program: z.enum(PROGRAM_NAMES, { message: "Program must be one of the program names" }),
});
export type AnalyticsProgramQuery = z.infer<typeof AnalyticsProgramQuery>;

const Share = z.number().min(0).max(1);

/** One question's statistics over the program's learners (first answer per learner). */
export const QuestionStat = z.object({
  id: z.number().int().describe("the question's id within its source (content question or game question)"),
  source: z.enum(QUESTION_SOURCES),
  text: z.string(),
  attempts: z.number().int().min(0),
  facility: Share.nullable().describe("share answering right"),
  discrimination: z
    .number()
    .min(-1)
    .max(1)
    .nullable()
    .describe("Moodle's discrimination index: item score against rest-of-test accuracy (-1..1)"),
  options: z.array(z.object({ text: z.string(), chosen: z.number().int().min(0) })),
  flags: z.array(z.enum(QUESTION_FLAGS)),
  edit_path: z.string().describe("the admin page where the question is edited"),
});
export type QuestionStat = z.infer<typeof QuestionStat>;

/** GET /api/admin/analytics/questions. */
export const QuestionsResponse = z.object({
  questions: z.array(QuestionStat),
  computed_at: z
    .string()
    .describe("when these figures were computed (ISO time): the report is kept and recomputed"),
});
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;

/** One program week of submissions: items in by the deadline, after it, and learners whose week passed without one. */
export const WeekTimeliness = z.object({
  week: z.number().int().min(1),
  on_time: z.number().int().min(0),
  late: z.number().int().min(0),
  missing: z.number().int().min(0),
});

/** One peer rater against the instructor on the items both scored. */
export const RaterStat = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  items: z.number().int().min(0),
  mean_gap_pct: z.number().min(0).max(100).describe("mean absolute difference, % of the scale"),
  far_items: z.number().int().min(0).describe("items more than 25 % of the scale apart"),
  flagged: z.boolean(),
});
export type RaterStat = z.infer<typeof RaterStat>;

/** GET /api/admin/analytics/raters. */
export const RatersResponse = z.object({
  kind: z.enum(["research", "project"]),
  weeks: z.array(WeekTimeliness),
  grades: z.array(
    z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number().int().min(0) }),
  ),
  raters: z.array(RaterStat),
});
export type RatersResponse = z.infer<typeof RatersResponse>;

const Median = z.number().nullable().describe("the median learner of the program (null without learners)");

/** GET /api/progress: the learner's own progress in their current program against the cohort median. */
export const ProgressResponse = z.object({
  program: z.string().nullable(),
  cohort: z.number().int().min(0).describe("learners enrolled in the program"),
  videos: z
    .object({
      finished: z.number().int().min(0),
      total: z.number().int().min(0),
      median_finished: Median,
      next: z.object({ id: z.number().int(), title: z.string(), module: z.string() }).nullable(),
    })
    .nullable()
    .describe("null when the program has no Resource menu (total 0 when it has no videos yet)"),
  quiz: z
    .object({
      answered: z.number().int().min(0),
      correct: z.number().int().min(0),
      accuracy: Share.nullable(),
      median_accuracy: Share.nullable(),
    })
    .nullable(),
  research: z
    .object({
      kind: z.enum(["research", "project"]),
      submitted: z.number().int().min(0),
      graded: z.number().int().min(0),
      median_submitted: Median,
      next_due: z
        .object({ week: z.number().int(), deadline: z.string(), submitted: z.boolean() })
        .nullable()
        .describe("the open week and whether it is in"),
    })
    .nullable(),
  games: z.object({ played: z.number().int().min(0), median_played: Median }).nullable(),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;
