// Cohort analytics (migration 0015_activity): what learners do that no other table records (logins, video
// watching), and the IST weeks each learner was active in, which the weekly-activity chart counts.
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ActivityKind } from "@fincareer/domain/analytics";
import type { QuestionSource } from "@fincareer/domain/question-stats";
import { users } from "./schema-users.ts";

/** One thing a learner did: a login, watching a video (at most one row per video per 10 minutes), finishing one. */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ActivityKind>().notNull(),
    program: text("program"),
    /** What it was about (a video id), as text. */
    ref: text("ref"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_events_user_at_idx").on(t.userId, t.at),
    index("activity_events_user_kind_at_idx").on(t.userId, t.kind, t.at),
    index("activity_events_kind_at_idx").on(t.kind, t.at),
  ],
);

/** A learner was active in the IST week starting on `week` (a Monday): one row however much they did. */
export const activityWeeks = pgTable(
  "activity_weeks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ name: "activity_weeks_pkey", columns: [t.userId, t.week] }),
    index("activity_weeks_week_idx").on(t.week, t.userId),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;

/** The question-quality report of a program as last computed (migration 0020; analytics-quality/service.ts). */
export const questionReports = pgTable("question_reports", {
  program: text("program").primaryKey(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  figures: jsonb("figures").$type<QuestionFigures[]>().notNull(),
});

/** One question's figures in a stored report (the shape analytics-quality/questions.ts computes). */
export interface QuestionFigures {
  source: QuestionSource;
  id: number;
  attempts: number;
  right: number;
  discrimination: number | null;
  /** Times each option (by index) was picked. */
  chosen: Record<string, number>;
}
