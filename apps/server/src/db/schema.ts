// Database schema (PostgreSQL dialect: the same tables on PGlite and on a PostgreSQL server).
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/** Program entries (SPEC.md section 3): one row per user and program; comment is the plan variant. */
export const programEnrolments = pgTable(
  "program_enrolments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programName: text("program_name").notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    resumeDate: date("resume_date", { mode: "string" }),
    comment: text("comment"),
  },
  (t) => [
    uniqueIndex("program_enrolments_user_program_key").on(t.userId, t.programName),
    index("program_enrolments_program_idx").on(t.programName, t.startDate),
  ],
);

/** One row per login; the token's `sid` points here, and logout sets ended_at. */
export const loginSessions = pgTable(
  "login_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("login_sessions_user_idx").on(t.userId, t.startTime)],
);

/** Messages for one learner, pushed live as socket `pupdate` and listed in the bell. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    /** The in-app path the notification opens (issue 41); null for a plain message. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

/** Client-side failures reported through POST /api/errorlog/add. */
export const errorLogs = pgTable("error_logs", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  error: text("error").notNull(),
  createdAt: createdAt(),
});

export type EnrolmentRow = typeof programEnrolments.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

// Each feature area keeps its tables in its own file; one schema object for Drizzle and drizzle-kit.
export * from "./schema-users.ts";
export * from "./schema-market.ts";
export * from "./schema-research.ts";
export * from "./schema-content.ts";
export * from "./schema-market-history.ts";
export * from "./schema-interview.ts";
export * from "./schema-live.ts";
export * from "./schema-account.ts";
export * from "./schema-admin-users.ts";
export * from "./schema-games.ts";
export * from "./schema-mail.ts";
export * from "./schema-activity.ts";
export * from "./schema-analytics.ts";
export * from "./schema-calendar.ts";
export * from "./schema-certificates.ts";
export * from "./schema-privacy.ts";
export * from "./schema-video.ts";
