// Learners' data rights (issue 43, DPDP Act 2023): the privacy notice's versions, each learner's consent record
// (append-only: the latest row per purpose is the current choice) and the requests (export, correction, erasure,
// grievance) with their due dates, an erasure's resumable step and an export's expiring download.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NoticeBody } from "@fincareer/domain/contract/privacy";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Each published version of the notice, in every language; the highest version is the current one. */
export const privacyNotices = pgTable("privacy_notices", {
  version: serial("version").primaryKey(),
  content: jsonb("content").$type<NoticeBody>().notNull(),
  publishedAt: ts("published_at").notNull().defaultNow(),
  publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * The consent record: one row per act (a notice accepted, an optional purpose given or withdrawn), never updated.
 * purpose 'notice' is the acceptance of notice_version itself.
 */
export const privacyConsents = pgTable(
  "privacy_consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    noticeVersion: integer("notice_version").notNull(),
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    language: text("language").notNull().default("en"),
    source: text("source").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("privacy_consents_user_idx").on(t.userId, t.purpose, t.id)],
);

/**
 * A data-rights request. `step` is an erasure's progress (the next step to run; steps are idempotent, so a crash
 * resumes where it stopped; `subject` holds what identifies the learner while an erasure runs, then is cleared);
 * `export_key` the stored zip of an access request, downloadable by the learner until `download_expires_at`.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<"access" | "correction" | "erasure" | "grievance">().notNull(),
    state: text("state")
      .$type<"open" | "preparing" | "scheduled" | "running" | "done" | "refused" | "cancelled">()
      .notNull(),
    origin: text("origin").$type<"learner" | "admin" | "retention">().notNull(),
    field: text("field").$type<"email" | "legal_name" | "other">(),
    value: text("value"),
    message: text("message").notNull().default(""),
    response: text("response"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    dueAt: ts("due_at").notNull(),
    scheduledFor: ts("scheduled_for"),
    resolvedAt: ts("resolved_at"),
    step: integer("step").notNull().default(0),
    stepName: text("step_name"),
    claimedUntil: ts("claimed_until"),
    subject: jsonb("subject").$type<{ email: string; names: string[]; phones: string[] }>(),
    exportKey: text("export_key"),
    downloadExpiresAt: ts("download_expires_at"),
  },
  (t) => [
    index("privacy_requests_user_idx").on(t.userId, t.createdAt),
    index("privacy_requests_state_idx").on(t.state, t.scheduledFor),
    check("privacy_requests_kind_check", sql`${t.kind} in ('access', 'correction', 'erasure', 'grievance')`),
    check(
      "privacy_requests_state_check",
      sql`${t.state} in ('open', 'preparing', 'scheduled', 'running', 'done', 'refused', 'cancelled')`,
    ),
    check("privacy_requests_origin_check", sql`${t.origin} in ('learner', 'admin', 'retention')`),
  ],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
