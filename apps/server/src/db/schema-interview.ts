// Tables of the AI mock interview (re-exported by schema.ts): one row per interview and one per turn (a bank
// question or its follow-up). An answer is stored on its turn before it is evaluated; feedback is filled after.
// A turn is claimed (evaluating_since) before it is evaluated, so racing reads and instances evaluate it once.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Feedback, InterviewReport, InterviewTrack } from "@fincareer/domain/contract/interview";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/** An interview: its track, the bank questions picked at the start, and the report once finished. */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    track: text("track").$type<InterviewTrack>().notNull(),
    questionIds: text("question_ids").array().notNull(),
    status: text("status").$type<"active" | "done">().notNull().default("active"),
    /** IST calendar day it started, for the daily limit. */
    day: date("day", { mode: "string" }).notNull(),
    report: jsonb("report").$type<InterviewReport>(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("interviews_user_day_idx").on(t.userId, t.day),
    check("interviews_status_check", sql`${t.status} in ('active', 'done')`),
  ],
);

/** One question put to the learner; `point` is the key point a follow-up probes. */
export const interviewTurns = pgTable(
  "interview_turns",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    number: integer("number").notNull(),
    kind: text("kind").$type<"main" | "follow-up">().notNull(),
    questionId: text("question_id").notNull(),
    point: integer("point"),
    prompt: text("prompt").notNull(),
    answer: text("answer"),
    spokenSeconds: integer("spoken_seconds"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    feedback: jsonb("feedback").$type<Feedback>(),
    /** When an evaluator claimed this answer; a claim older than the lease is a crashed one and may be retaken. */
    evaluatingSince: timestamp("evaluating_since", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("interview_turns_position_key").on(t.interviewId, t.position),
    check("interview_turns_kind_check", sql`${t.kind} in ('main', 'follow-up')`),
  ],
);

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewTurnRow = typeof interviewTurns.$inferSelect;
