// Admin side of the games: the ecode and IBEP question banks (create, edit, retire, CSV import that adds every row
// or none), ecode permissions per learner or per program with a time window, and every learner's results.
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { optionLetter } from "@fincareer/domain/audit";
import { QuestionInput } from "@fincareer/domain/contract/games";
import type {
  AdminPermission,
  AdminQuestion,
  AdminResult,
  GrantPermissionBody,
  ImportQuestionsResponse,
  QuestionBank,
} from "@fincareer/domain/contract/games";
import type { Db } from "../../db/client.ts";
import { ecodePermissions, gameQuestions, gameSessions, users } from "../../db/schema.ts";
import type { GameQuestionRow } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { headerProblems, readCsv } from "../../lib/csv.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { filledOptions } from "@fincareer/domain/question-options";
import { keyedLockText } from "../../lib/locks.ts";

/** Columns of an import file (any order, any letter case); option_c and option_d may be left out or empty. */
export const IMPORT_COLUMNS = [
  "topic",
  "prompt",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "answer",
  "explanation",
] as const;
const OPTION_COLUMNS = ["option_a", "option_b", "option_c", "option_d"] as const;
const REQUIRED_COLUMNS = IMPORT_COLUMNS.filter((c) => c !== "option_c" && c !== "option_d");
const LETTERS = ["A", "B", "C", "D"];

/**
 * One import row as a question, or its problems. The answer letter names the option column as written (C is
 * option_c even when option_b is left empty), so a letter whose option is empty is refused, not shifted.
 */
function importRow(bank: QuestionBank, values: Record<string, string>): QuestionInput | string[] {
  const written = OPTION_COLUMNS.map((c) => values[c] ?? "");
  const letter = (values.answer ?? "").toUpperCase();
  const column = LETTERS.indexOf(letter);
  const problems: string[] = [];
  if (letter === "") problems.push("answer: is required (a letter A to D)");
  else if (column < 0) problems.push(`answer: must be a letter A to D, not "${values.answer!.slice(0, 20)}"`);
  else if (written[column] === "")
    problems.push(`answer: ${letter} points at option_${letter.toLowerCase()}, which is empty`);
  // A refused letter is reported above; 0 keeps the row's other checks from adding a second message about it.
  const kept = filledOptions(written, column);
  const options = kept.options;
  const answer = column < 0 || written[column] === "" ? 0 : kept.answer;
  const parsed = QuestionInput.safeParse({
    bank,
    topic: values.topic,
    prompt: values.prompt,
    options,
    answer,
    explanation: values.explanation,
  });
  if (!parsed.success) {
    for (const x of parsed.error.issues) {
      // The answer's own problem is already said above in the file's terms.
      if (problems.length > 0 && x.path[0] === "answer") continue;
      problems.push(`${x.path.join(".") || "row"}: ${x.message}`);
    }
  }
  return problems.length > 0 || !parsed.success ? problems : parsed.data;
}

/** How the audit log names a bank question ("IBEP question 12"). */
const questionObject = (q: Pick<GameQuestionRow, "id" | "bank">) => ({
  kind: "game_question",
  id: q.id,
  label: `${q.bank === "ibep" ? "IBEP" : "ecode"} question ${q.id}`,
});
/** How the audit log names an ecode permission: by its learner, or its program. */
const permissionObject = (id: number, email: string | null, program: string | null) => ({
  kind: "ecode_permission",
  id,
  label: email ?? `every ${program ?? "?"} learner`,
});

function toAdmin(q: GameQuestionRow): AdminQuestion {
  return {
    id: q.id,
    bank: q.bank,
    topic: q.topic,
    prompt: q.prompt,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    retired: q.retiredAt !== null,
    updated_at: q.updatedAt.toISOString(),
  };
}

/** Creates the games admin service. */
export function createGamesAdminService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The questions of a bank (live ones, or retired ones with retired=true). */
    async questions(bank: QuestionBank, retired?: boolean): Promise<AdminQuestion[]> {
      const where: SQL[] = [eq(gameQuestions.bank, bank)];
      if (retired !== undefined)
        where.push(retired ? isNotNull(gameQuestions.retiredAt) : isNull(gameQuestions.retiredAt));
      const rows = await db
        .select()
        .from(gameQuestions)
        .where(and(...where))
        .orderBy(asc(gameQuestions.topic), asc(gameQuestions.id));
      return rows.map(toAdmin);
    },

    /** Adds a question. */
    async create(actor: Actor, input: QuestionInput): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gameQuestions)
          .values({ ...input })
          .returning();
        await recordAudit(tx, actor, {
          action: "game.question.create",
          object: questionObject(row!),
          details: { topic: input.topic, answer: optionLetter(input.answer) },
        });
        return toAdmin(row!);
      });
    },

    /** Replaces a question (sets already drawn keep their snapshot). */
    async update(actor: Actor, id: number, input: QuestionInput): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(gameQuestions).where(eq(gameQuestions.id, id)).for("update");
        if (!before) throw notFound(`no question ${id}`);
        const [row] = await tx
          .update(gameQuestions)
          .set({ ...input, updatedAt: now() })
          .where(eq(gameQuestions.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: "game.question.update",
          object: questionObject(before),
          details: {
            changes: {
              ...changesBetween(before, input, ["bank", "topic", "prompt", "options", "explanation"]),
              ...changesBetween(
                { answer_key: optionLetter(before.answer) },
                { answer_key: optionLetter(input.answer) },
              ),
            },
          },
        });
        return toAdmin(row!);
      });
    },

    /** Retires (no longer drawn) or restores a question. */
    async retire(actor: Actor, id: number, retired: boolean): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(gameQuestions)
          .set({ retiredAt: retired ? now() : null, updatedAt: now() })
          .where(eq(gameQuestions.id, id))
          .returning();
        if (!row) throw notFound(`no question ${id}`);
        const action = retired ? "game.question.retire" : "game.question.restore";
        await recordAudit(tx, actor, { action, object: questionObject(row) });
        return toAdmin(row);
      });
    },

    /** Imports a CSV: every row is checked first; with any error nothing is added and every error is listed. */
    async importCsv(actor: Actor, bank: QuestionBank, csv: string): Promise<ImportQuestionsResponse> {
      const table = readCsv(csv, { caseless: true });
      if (!table.ok)
        return { imported: 0, skipped: [], errors: [{ row: table.line, message: table.reason }] };
      const header = headerProblems(table.header, IMPORT_COLUMNS, REQUIRED_COLUMNS);
      if (header.length > 0)
        return {
          imported: 0,
          skipped: [],
          errors: [
            {
              row: table.headerLine,
              message: `${header.join("; ")}. The header is ${IMPORT_COLUMNS.join(",")}`,
            },
          ],
        };
      const errors: { row: number; message: string }[] = [];
      const valid: QuestionInput[] = [];
      const validLines: number[] = [];
      for (const { line, values, fields } of table.rows) {
        if (fields !== table.header.length) {
          errors.push({
            row: line,
            message: `has ${fields} fields but the header has ${table.header.length}`,
          });
          continue;
        }
        const question = importRow(bank, values);
        if (Array.isArray(question)) errors.push({ row: line, message: question.join("; ") });
        else {
          valid.push(question);
          validLines.push(line);
        }
      }
      if (table.rows.length === 0)
        errors.push({ row: table.headerLine + 1, message: "the file has no questions" });
      if (errors.length > 0) return { imported: 0, skipped: [], errors };
      return db.transaction(async (tx) => {
        // One import per bank at a time, so the same file posted twice at once adds its questions once.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${keyedLockText("game-import", bank)}))`);
        // A question the bank already has (retired too), or an earlier row of the file, is skipped, not added again:
        // the same prompt, ignoring case and spacing (samePrompt).
        const known = new Set(
          (
            await tx
              .select({ prompt: gameQuestions.prompt })
              .from(gameQuestions)
              .where(eq(gameQuestions.bank, bank))
          ).map((q) => samePrompt(q.prompt)),
        );
        const inFile = new Map<string, number>();
        const skipped: { row: number; message: string }[] = [];
        let imported = 0;
        for (const [i, q] of valid.entries()) {
          const key = samePrompt(q.prompt);
          const line = validLines[i]!;
          const earlier = inFile.get(key);
          if (known.has(key) || earlier !== undefined) {
            const message =
              earlier === undefined
                ? "the bank already has this question"
                : `the same question as row ${earlier}`;
            skipped.push({ row: line, message });
            continue;
          }
          inFile.set(key, line);
          await tx.insert(gameQuestions).values(q);
          imported += 1;
        }
        await recordAudit(tx, actor, {
          action: "game.question.import",
          details: { bank, imported, skipped: skipped.length },
        });
        return { imported, skipped, errors: [] };
      });
    },

    /** Every ecode permission, newest first. */
    async permissions(): Promise<AdminPermission[]> {
      const at = now();
      const rows = await db
        .select({ p: ecodePermissions, email: users.email, name: users.name })
        .from(ecodePermissions)
        .leftJoin(users, eq(users.id, ecodePermissions.userId))
        .orderBy(desc(ecodePermissions.id));
      return rows.map(({ p, email, name }) => ({
        id: p.id,
        email,
        name,
        program: p.program,
        starts_at: p.startsAt.toISOString(),
        ends_at: p.endsAt.toISOString(),
        attempts: p.attempts,
        revoked: p.revokedAt !== null,
        active: p.revokedAt === null && p.startsAt <= at && p.endsAt > at,
      }));
    },

    /** Grants ecode to one learner (by email) or to a program for a window. */
    async grant(actor: Actor, body: GrantPermissionBody): Promise<AdminPermission> {
      const id = await db.transaction(async (tx) => {
        const [u] = body.email
          ? await tx
              .select({ id: users.id, email: users.email })
              .from(users)
              .where(eq(users.email, body.email))
          : [null];
        if (u === undefined) throw notFound(`no learner ${body.email}`, "user_not_found");
        const [row] = await tx
          .insert(ecodePermissions)
          .values({
            userId: u?.id ?? null,
            program: body.program ?? null,
            startsAt: new Date(body.starts_at),
            endsAt: new Date(body.ends_at),
            attempts: body.attempts,
            grantedBy: actor.id,
          })
          .returning({ id: ecodePermissions.id });
        await recordAudit(tx, actor, {
          action: "game.permission.grant",
          target: u,
          object: permissionObject(row!.id, u?.email ?? null, body.program ?? null),
          details: { starts_at: body.starts_at, ends_at: body.ends_at, attempts: body.attempts },
        });
        return row!.id;
      });
      return (await this.permissions()).find((p) => p.id === id)!;
    },

    /** Revokes a permission (an attempt already started runs to its own time limit). */
    async revoke(actor: Actor, id: number): Promise<AdminPermission> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(ecodePermissions)
          .set({ revokedAt: now() })
          .where(and(eq(ecodePermissions.id, id), isNull(ecodePermissions.revokedAt)))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: ecodePermissions.id })
            .from(ecodePermissions)
            .where(eq(ecodePermissions.id, id));
          if (!exists) throw notFound(`no permission ${id}`);
          throw conflict(`permission ${id} is already revoked`, "already_revoked");
        }
        const [u] = row.userId
          ? await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.userId))
          : [];
        await recordAudit(tx, actor, {
          action: "game.permission.revoke",
          target: u ?? null,
          object: permissionObject(id, u?.email ?? null, row.program),
        });
      });
      return (await this.permissions()).find((p) => p.id === id)!;
    },

    /** Sets of every learner (optionally one learner by email, one game), newest first, at most 500. */
    async results(filter: { email?: string; game?: string }): Promise<AdminResult[]> {
      const where: SQL[] = [];
      if (filter.email)
        where.push(sql`${users.email} like ${"%" + filter.email.replace(/[%_\\]/g, "\\$&") + "%"}`);
      if (filter.game) where.push(eq(gameSessions.game, filter.game as "g1"));
      const rows = await db
        .select({ g: gameSessions, email: users.email, name: users.name })
        .from(gameSessions)
        .innerJoin(users, eq(users.id, gameSessions.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(gameSessions.id))
        .limit(500);
      return rows.map(({ g, email, name }) => ({
        id: g.id,
        email,
        name,
        program: g.program,
        game: g.game,
        status: g.status,
        score: g.score,
        max_score: g.maxScore,
        started_at: g.startedAt.toISOString(),
        finished_at: g.finishedAt?.toISOString() ?? null,
      }));
    },
  };
}

/** The games admin service. */
export type GamesAdminService = ReturnType<typeof createGamesAdminService>;

/** A prompt as the import compares it: the same words, ignoring case, spacing and Unicode forms. */
function samePrompt(prompt: string): string {
  return prompt.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
}
