// Tables of the games area (re-exported by schema.ts): game sets, the answers committed in them, the ecode and
// IBEP question banks, and ecode permissions. A set's `content` holds the answer key and never leaves the server.
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
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One set of one game played by one learner; at most one open set per learner and game. */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    game: text("game").$type<"g1" | "g2" | "ecode" | "ibep">().notNull(),
    /** The learner's current program when the set started (the cohort of the percentile). */
    program: text("program").notNull(),
    status: text("status").$type<"open" | "won" | "lost">().notNull().default("open"),
    /** The rounds or question ids and the answer key (server-side only). */
    content: jsonb("content").notNull(),
    score: integer("score").notNull().default(0),
    maxScore: integer("max_score").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    /** ecode: answers after this time are refused and the attempt counts as lost. */
    expiresAt: ts("expires_at"),
    finishedAt: ts("finished_at"),
    permissionId: integer("permission_id"),
  },
  (t) => [
    uniqueIndex("game_sessions_one_open_key")
      .on(t.userId, t.game)
      .where(sql`${t.status} = 'open'`),
    index("game_sessions_user_game_idx").on(t.userId, t.game, t.finishedAt),
    index("game_sessions_user_started_idx").on(t.userId, t.startedAt),
    index("game_sessions_program_game_idx").on(t.program, t.game, t.status),
    check("game_sessions_game_check", sql`${t.game} in ('g1', 'g2', 'ecode', 'ibep')`),
    check("game_sessions_status_check", sql`${t.status} in ('open', 'won', 'lost')`),
    check("game_sessions_score_check", sql`${t.score} >= 0 and ${t.score} <= ${t.maxScore}`),
  ],
);

/** One committed round or answer of a set (unique per set and round: a duplicate post is counted once). */
export const gameAnswers = pgTable(
  "game_answers",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => gameSessions.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    pick: jsonb("pick").notNull(),
    points: integer("points").notNull(),
    correct: boolean("correct").notNull(),
    answeredAt: ts("answered_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("game_answers_game_round_key").on(t.gameId, t.round)],
);

/** ecode case questions and IBEP questions; retired ones are kept (past sets refer to them) but not drawn. */
export const gameQuestions = pgTable(
  "game_questions",
  {
    id: serial("id").primaryKey(),
    bank: text("bank").$type<"ecode" | "ibep">().notNull(),
    topic: text("topic").notNull(),
    prompt: text("prompt").notNull(),
    options: text("options").array().notNull(),
    answer: integer("answer").notNull(),
    explanation: text("explanation").notNull(),
    /** Stable key of a seeded question (seeding is idempotent on it); null for admin-written ones. */
    seedKey: text("seed_key"),
    retiredAt: ts("retired_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("game_questions_seed_key").on(t.seedKey),
    index("game_questions_bank_idx").on(t.bank, t.topic),
    check("game_questions_bank_check", sql`${t.bank} in ('ecode', 'ibep')`),
    check(
      "game_questions_answer_check",
      sql`${t.answer} >= 0 and ${t.answer} < coalesce(array_length(${t.options}, 1), 0)`,
    ),
  ],
);

/** Permission to sit ecode: one learner or a whole program, for a time window and a number of attempts. */
export const ecodePermissions = pgTable(
  "ecode_permissions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    program: text("program"),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    attempts: integer("attempts").notNull().default(1),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ecode_permissions_user_idx").on(t.userId),
    index("ecode_permissions_program_idx").on(t.program),
    check("ecode_permissions_target_check", sql`(${t.userId} is null) <> (${t.program} is null)`),
    check("ecode_permissions_window_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("ecode_permissions_attempts_check", sql`${t.attempts} between 1 and 20`),
  ],
);

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameQuestionRow = typeof gameQuestions.$inferSelect;
export type EcodePermissionRow = typeof ecodePermissions.$inferSelect;
