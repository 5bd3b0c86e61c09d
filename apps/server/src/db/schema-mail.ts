// The mail outbox (migration 0013_outbox): every mail is a row written in the transaction of the event that causes
// it; the sender (modules/mail/sender.ts) claims rows, renders and delivers them, and records the outcome here.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/**
 * A file attached to mails (migration 0016_mail_more): stored once and shared by every mail of the event, e.g. the
 * .ics invitation of a live session sent to all its learners. content_type carries the iCalendar method
 * ("text/calendar; method=REQUEST; charset=utf-8").
 */
export const mailAttachments = pgTable("mail_attachments", {
  id: serial("id").primaryKey(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  content: text("content").notNull(),
  createdAt: createdAt(),
});

/**
 * One mail. `kind` and `data` say what to write; subject and bodies are filled when the sender renders it (a
 * self-service reset link is issued then, so the request path does the same work for unknown addresses). States:
 * pending (waiting, maybe for next_attempt_at), sending (claimed until locked_until), sent, failed (permanent
 * refusal or too many attempts: last_error says why), dropped (nothing to send, e.g. no active account).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A shared attachment (mail_attachments), if any. */
    attachmentId: integer("attachment_id").references(() => mailAttachments.id, { onDelete: "set null" }),
    /** Makes a periodic mail exactly-once: a second insert with the same key does nothing (renewals). */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key_key").on(t.dedupeKey),
    index("outbox_attachment_idx").on(t.attachmentId),
    index("outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("outbox_to_created_idx").on(t.toAddress, t.createdAt),
    // The sent mails that still hold a body (migration 0036): the retention sweep's rows, oldest first.
    index("outbox_sent_body_idx")
      .on(t.sentAt)
      .where(sql`state = 'sent' and text_body is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/** A category of mail a learner switched off (MAIL_CATEGORIES); a row exists only while it is off. */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export type MailAttachmentRow = typeof mailAttachments.$inferSelect;
