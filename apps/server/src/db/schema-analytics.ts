// Cohort analytics summaries (migration 0019_learner_summary): kept by statement-level triggers in the transaction of
// every write to the tables they count, never written by the app (see the migration's header). Declared here so the
// schema names every table the database has, and so reports can read them with typed queries.
import { date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-users.ts";

const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Per learner: when they last did anything (any of the nine tables the timeline reads), and how many logins. */
export const learnerActivitySummary = pgTable("learner_activity_summary", {
  userId: userId().primaryKey(),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
  logins: integer("logins").notNull().default(0),
});

/** Per learner, content family and track: videos finished, and answers (right ones) to its video questions. */
export const learnerContentSummary = pgTable(
  "learner_content_summary",
  {
    userId: userId(),
    family: text("family").notNull(),
    track: text("track").notNull(),
    videosFinished: integer("videos_finished").notNull().default(0),
    answers: integer("answers").notNull().default(0),
    answersCorrect: integer("answers_correct").notNull().default(0),
  },
  (t) => [primaryKey({ name: "learner_content_summary_pkey", columns: [t.userId, t.family, t.track] })],
);

/** Per learner, program and kind: research items submitted, graded, their points and the weeks submitted. */
export const learnerResearchSummary = pgTable(
  "learner_research_summary",
  {
    userId: userId(),
    program: text("program").notNull(),
    kind: text("kind").notNull(),
    items: integer("items").notNull().default(0),
    graded: integer("graded").notNull().default(0),
    points: doublePrecision("points").notNull().default(0),
    weeks: integer("weeks").array().notNull().default([]),
  },
  (t) => [primaryKey({ name: "learner_research_summary_pkey", columns: [t.userId, t.program, t.kind] })],
);

/** Per learner and program: game sets finished. */
export const learnerGameSummary = pgTable(
  "learner_game_summary",
  {
    userId: userId(),
    program: text("program").notNull(),
    setsDone: integer("sets_done").notNull().default(0),
  },
  (t) => [primaryKey({ name: "learner_game_summary_pkey", columns: [t.userId, t.program] })],
);

/** Per program and enrolment month ('' without a start date): learners who finished each video (drop-off). */
export const cohortVideoFinishes = pgTable(
  "cohort_video_finishes",
  {
    program: text("program").notNull(),
    month: text("month").notNull(),
    videoId: integer("video_id").notNull(),
    learners: integer("learners").notNull().default(0),
  },
  (t) => [primaryKey({ name: "cohort_video_finishes_pkey", columns: [t.program, t.month, t.videoId] })],
);

/** Per program and enrolment month: learners active in each IST week (its Monday). */
export const cohortActiveWeeks = pgTable(
  "cohort_active_weeks",
  {
    program: text("program").notNull(),
    month: text("month").notNull(),
    week: date("week", { mode: "string" }).notNull(),
    learners: integer("learners").notNull().default(0),
  },
  (t) => [primaryKey({ name: "cohort_active_weeks_pkey", columns: [t.program, t.month, t.week] })],
);

/** Per program, kind and week: research items in by their deadline and after it (every item, any account). */
export const researchWeekCounts = pgTable(
  "research_week_counts",
  {
    program: text("program").notNull(),
    kind: text("kind").notNull(),
    week: integer("week").notNull(),
    onTime: integer("on_time").notNull().default(0),
    late: integer("late").notNull().default(0),
  },
  (t) => [primaryKey({ name: "research_week_counts_pkey", columns: [t.program, t.kind, t.week] })],
);

/** Per program, kind and instructor's grade: graded items. */
export const researchGradeCounts = pgTable(
  "research_grade_counts",
  {
    program: text("program").notNull(),
    kind: text("kind").notNull(),
    points: doublePrecision("points").notNull(),
    items: integer("items").notNull().default(0),
  },
  (t) => [primaryKey({ name: "research_grade_counts_pkey", columns: [t.program, t.kind, t.points] })],
);
