// Database schema (PostgreSQL dialect: the same tables on PGlite and on a PostgreSQL server).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Accounts: learners and admins. Emails are stored lower-case so the unique index is case-insensitive. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<"learner" | "admin">().notNull().default("learner"),
    photo: text("photo"),
    planned: text("planned"),
    cprogram: text("cprogram"),
    postSignupSteps: integer("post_signup_steps").notNull().default(0),
    ba: boolean("ba").notNull().default(false),
    baibep: boolean("baibep").notNull().default(false),
    researchType: text("research_type").$type<"OLD" | "NEW">().notNull().default("NEW"),
    chooserDoneAt: timestamp("chooser_done_at", { withTimezone: true }),
    /** Set by an admin: the user cannot log in and every token stops working (0010_admin_users). */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('learner', 'admin')`),
    check("users_research_type_check", sql`${t.researchType} in ('OLD', 'NEW')`),
    check("users_steps_check", sql`${t.postSignupSteps} >= 0`),
  ],
);

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
  (t) => [uniqueIndex("program_enrolments_user_program_key").on(t.userId, t.programName)],
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
  (t) => [index("login_sessions_user_idx").on(t.userId)],
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

export type UserRow = typeof users.$inferSelect;
export type EnrolmentRow = typeof programEnrolments.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

// Each feature area keeps its tables in its own file; one schema object for Drizzle and drizzle-kit.
export * from "./schema-market.ts";
export * from "./schema-research.ts";
export * from "./schema-content.ts";
export * from "./schema-market-history.ts";
export * from "./schema-interview.ts";
export * from "./schema-live.ts";
export * from "./schema-account.ts";
export * from "./schema-admin-users.ts";
export * from "./schema-games.ts";
