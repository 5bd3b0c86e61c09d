// Tables of certificates (issue 44, migration 0023_certificates): each program's completion rules, the certificates
// themselves, the name each learner confirmed for them, and the public keys that sign their Open Badges credentials.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CertificateStatus } from "@fincareer/domain/certificates";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A program's completion rules (one row per program; none: the program awards no certificate). Null = not asked. */
export const certificateRules = pgTable(
  "certificate_rules",
  {
    program: text("program").primaryKey(),
    videosPercent: integer("videos_percent"),
    quizzesPercent: integer("quizzes_percent"),
    quizPassPercent: integer("quiz_pass_percent").notNull().default(60),
    researchCount: integer("research_count"),
    researchMarkPercent: integer("research_mark_percent").notNull().default(60),
    gamesCount: integer("games_count"),
    requiresApproval: boolean("requires_approval").notNull().default(false),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "certificate_rules_percent_check",
      sql`coalesce(${t.videosPercent}, 1) between 1 and 100 and coalesce(${t.quizzesPercent}, 1) between 1 and 100
          and ${t.quizPassPercent} between 1 and 100 and ${t.researchMarkPercent} between 1 and 100`,
    ),
    check(
      "certificate_rules_count_check",
      sql`coalesce(${t.researchCount}, 1) between 1 and 100 and coalesce(${t.gamesCount}, 1) between 1 and 100`,
    ),
  ],
);

/**
 * One learner's certificate of one program (at most one: a revoked or declined one is the same row, issued again
 * when an admin says so). `code` is 16 Crockford base32 characters (80 random bits), shown only once issued; the
 * name, program label, issuer and criteria are kept as they were at issue, so a later rename of the program or the
 * institute does not change what a certificate said.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    program: text("program").notNull(),
    programLabel: text("program_label").notNull(),
    code: text("code").notNull(),
    status: text("status").$type<CertificateStatus>().notNull(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    criteria: text("criteria").notNull(),
    requestedAt: ts("requested_at").notNull().defaultNow(),
    issuedAt: ts("issued_at"),
    /** The admin who issued or approved it; null when it was issued because the rules were met. */
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: ts("revoked_at"),
    /** Why an admin declined or revoked it (the learner is told). */
    reason: text("reason"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("certificates_user_program_key").on(t.userId, t.program),
    uniqueIndex("certificates_code_key").on(t.code),
    index("certificates_status_idx").on(t.status, t.requestedAt),
    index("certificates_program_idx").on(t.program, t.status),
    check(
      "certificates_status_check",
      sql`${t.status} in ('name_needed', 'pending', 'issued', 'declined', 'revoked')`,
    ),
    check("certificates_code_check", sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{16}$'`),
    check(
      "certificates_issued_check",
      sql`${t.status} not in ('issued', 'revoked') or ${t.issuedAt} is not null`,
    ),
    check("certificates_revoked_check", sql`(${t.status} = 'revoked') = (${t.revokedAt} is not null)`),
  ],
);

/** The name a learner confirmed for their certificates (once; later changes only by an admin, audited). */
export const certificateNames = pgTable("certificate_names", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  confirmedAt: ts("confirmed_at").notNull().defaultNow(),
  /** The admin who last corrected it (null: as the learner confirmed it). */
  changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
  changedAt: ts("changed_at"),
});

/**
 * The public keys that sign credentials, one per instance's key (its kid is the key's RFC 7638 thumbprint): every
 * instance signs with the key in its DATA_DIR and lists its public half here, so /.well-known/jwks.json on any
 * instance verifies what any other signed, and a replaced key's credentials still verify.
 */
export const certificateKeys = pgTable("certificate_keys", {
  kid: text("kid").primaryKey(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export type CertificateRulesRow = typeof certificateRules.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
