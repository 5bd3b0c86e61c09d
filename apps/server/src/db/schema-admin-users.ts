// Admin user screens: one-time password-reset tokens and the audit log of admin actions (migration
// 0010_admin_users, which also adds users.deactivated_at and users.password_changed_at; 0022_reset_links allows one
// live link per account).
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/**
 * A reset link's token, stored as its sha256 only; one use, then used_at is set. An account has at most one unused
 * link (platform/reset-tokens.ts spends the older ones when it issues a new one).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
    uniqueIndex("password_reset_tokens_live_key")
      .on(t.userId)
      .where(sql`used_at is null`),
  ],
);

/** Every admin action: who (email kept as text, so it survives the account), what, on whom, when, details. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetUserId)],
);

export type AuditRow = typeof auditLog.$inferSelect;
