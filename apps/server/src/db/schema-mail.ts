// The mail outbox (migration 0013_outbox): every mail is a row written in the transaction of the event that causes
// it; the sender (modules/mail/sender.ts) claims rows, renders and delivers them, and records the outcome here.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

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
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("outbox_to_created_idx").on(t.toAddress, t.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
