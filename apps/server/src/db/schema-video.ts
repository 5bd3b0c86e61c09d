// Transcoding jobs (issue 42): one row per uploaded video to turn into an HLS ladder, claimed with FOR UPDATE SKIP
// LOCKED and held for a lease like the mail outbox.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { contentVideos } from "./schema-content.ts";
import { users } from "./schema-users.ts";

/** The states of a job: queued (or waiting for a retry), running (claimed, lease held), and the three ends. */
export type VideoJobState = "queued" | "running" | "done" | "failed" | "canceled";

/** A transcoding job of an uploaded video. */
export const videoJobs = pgTable(
  "video_jobs",
  {
    id: serial("id").primaryKey(),
    videoId: integer("video_id")
      .notNull()
      .references(() => contentVideos.id, { onDelete: "cascade" }),
    state: text("state").$type<VideoJobState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    percent: doublePrecision("percent").notNull().default(0),
    /** What it is doing: waiting, probing, ladder, poster, storing, done. */
    pass: text("pass").notNull().default("waiting"),
    /** Why the last attempt failed, in plain words. */
    error: text("error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("video_jobs_due_idx").on(t.state, t.runAfter),
    index("video_jobs_video_idx").on(t.videoId),
    check("video_jobs_state_check", sql`${t.state} in ('queued', 'running', 'done', 'failed', 'canceled')`),
  ],
);

export type VideoJobRow = typeof videoJobs.$inferSelect;
