// Live sessions: the instructor's schedule, the reminders sent (one row per session, learner and kind, which makes
// "exactly once" a unique constraint), and each learner's private calendar-feed token.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/** Scheduled live sessions; `programs` lists the program names that see a session. */
export const liveSessions = pgTable(
  "live_sessions",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    programs: text("programs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    joinUrl: text("join_url"),
    recordingUrl: text("recording_url"),
    /** Set once when an instructor cancels; cancelled sessions leave the learner's list and feed as CANCELLED. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Bumped on every change so calendar clients replace their copy (iCalendar SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("live_sessions_start_idx").on(t.startTime)],
);

/** The reminder kinds: 30 minutes before (configurable), at the start, and the cancellation notice. */
export const LIVE_REMINDER_KINDS = ["soon", "start", "cancelled"] as const;
export type LiveReminderKind = (typeof LIVE_REMINDER_KINDS)[number];

/** One row per (session, learner, kind) notification sent; inserted in the notification's transaction. */
export const liveReminders = pgTable(
  "live_reminders",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LiveReminderKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_reminders_session_user_kind_key").on(t.sessionId, t.userId, t.kind),
    check("live_reminders_kind_check", sql`${t.kind} in ('soon', 'start', 'cancelled')`),
  ],
);

/** A learner's private calendar feed: the secret token in the subscription address (one per learner). */
export const liveCalendarFeeds = pgTable(
  "live_calendar_feeds",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_calendar_feeds_user_key").on(t.userId),
    uniqueIndex("live_calendar_feeds_token_key").on(t.token),
  ],
);

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type LiveReminderRow = typeof liveReminders.$inferSelect;
