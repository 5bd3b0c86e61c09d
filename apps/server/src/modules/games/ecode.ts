// ecode: a timed case quiz (10 questions in 10 minutes) a learner may sit only while an admin's permission window
// is open and an attempt is left. Every answer is stored with its verdict; an answer after the time limit is refused
// and the attempt counts as lost; `done` closes the attempt; an attempt left open past its limit is closed by score.
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { ECODE_MINUTES, ECODE_QUESTIONS, isWin, maxScore } from "@fincareer/domain/games";
import type {
  EcodeDoneResponse,
  EcodePermission,
  EcodePermissionResponse,
  EcodeQuestionsResponse,
  EcodeSetAnsBody,
  EcodeSetAnsResponse,
  GameEcodeResponse,
  PlayQuestion,
  StartGameResponse,
} from "@fincareer/domain/contract/games";
import type { Db, Tx } from "../../db/client.ts";
import { ecodePermissions, gameAnswers, gameQuestions, gameSessions } from "../../db/schema.ts";
import type { EcodePermissionRow, GameSessionRow } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { DbOrTx } from "./common.ts";
import {
  answerCount,
  finishSet,
  lockGame,
  lockOpenGame,
  openGame,
  openSetOf,
  programFor,
  shuffle,
  unprocessable,
} from "./common.ts";

/** A question as stored in a set: a snapshot, so later edits to the bank do not change a set being played. */
export interface StoredQuestion {
  id: number;
  topic: string;
  prompt: string;
  options: string[];
  answer: number;
  explanation: string;
}

/** Draws `count` live questions of a bank, spread over its topics. */
export async function drawQuestions(
  db: DbOrTx,
  bank: "ecode" | "ibep",
  count: number,
  random: (n: number) => number,
  topics?: readonly string[],
): Promise<StoredQuestion[]> {
  const rows = await db
    .select()
    .from(gameQuestions)
    .where(and(eq(gameQuestions.bank, bank), isNull(gameQuestions.retiredAt)))
    .orderBy(asc(gameQuestions.id));
  const pool = shuffle(rows, random);
  const picked: typeof rows = [];
  if (topics) {
    // Round-robin over the topics first (IBEP: two of each), then fill from whatever is left.
    const perTopic = Math.floor(count / topics.length);
    for (const topic of topics) picked.push(...pool.filter((q) => q.topic === topic).slice(0, perTopic));
  }
  for (const q of pool) {
    if (picked.length >= count) break;
    if (!picked.includes(q)) picked.push(q);
  }
  if (picked.length < count)
    throw conflict(`the ${bank} bank has fewer than ${count} live questions`, "bank_too_small");
  return picked.slice(0, count).map((q) => ({
    id: q.id,
    topic: q.topic,
    prompt: q.prompt,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
  }));
}

/** The learner-facing view of a set's questions: the key only for answered ones. */
export async function playQuestions(db: DbOrTx, game: GameSessionRow): Promise<PlayQuestion[]> {
  const { questions } = game.content as { questions: StoredQuestion[] };
  const answers = await db.select().from(gameAnswers).where(eq(gameAnswers.gameId, game.id));
  const byRound = new Map(answers.map((a) => [a.round, a]));
  return questions.map((q, i) => {
    const a = byRound.get(i + 1);
    return {
      id: q.id,
      number: i + 1,
      topic: q.topic,
      prompt: q.prompt,
      options: q.options,
      answered: a
        ? { ans: a.pick as number, correct: a.correct, answer: q.answer, explanation: q.explanation }
        : null,
    };
  });
}

const secondsLeft = (game: GameSessionRow, at: Date) =>
  Math.max(0, Math.ceil(((game.expiresAt?.getTime() ?? 0) - at.getTime()) / 1000));

/** Creates the ecode part of the games service. */
export function createEcodeGames(deps: { db: Db; now: () => Date; random: (n: number) => number }) {
  const { db, now, random } = deps;

  /** The active permissions of a learner now, learner-specific ones first, with the attempts each has left. */
  async function activePermissions(tx: DbOrTx, userId: number, program: string, at: Date) {
    const rows = await tx
      .select()
      .from(ecodePermissions)
      .where(
        and(
          isNull(ecodePermissions.revokedAt),
          lte(ecodePermissions.startsAt, at),
          gt(ecodePermissions.endsAt, at),
          or(eq(ecodePermissions.userId, userId), eq(ecodePermissions.program, program)),
        ),
      )
      .orderBy(sql`${ecodePermissions.userId} is null`, desc(ecodePermissions.endsAt));
    const out: { row: EcodePermissionRow; left: number }[] = [];
    for (const row of rows) {
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(gameSessions)
        .where(and(eq(gameSessions.userId, userId), eq(gameSessions.permissionId, row.id)));
      out.push({ row, left: Math.max(0, row.attempts - (used?.n ?? 0)) });
    }
    return out;
  }

  /** Closes the learner's open attempt if its time is up (by score: the answers given in time count). */
  async function closeExpired(userId: number, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const open = await lockOpenGame(tx, userId, "ecode");
      if (open && open.expiresAt && open.expiresAt <= at) await finishSet(tx, open);
    });
  }

  async function openAttempt(userId: number): Promise<GameSessionRow> {
    const at = now();
    await closeExpired(userId, at);
    const open = await openGame(db, userId, "ecode");
    if (!open) throw notFound("no ecode attempt in progress: start one with start_game/ecode", "no_game");
    return open;
  }

  return {
    /** GET ecode/permission: data[0] the learner's permission, data1 the open event (or null). */
    async permission(userId: number): Promise<EcodePermissionResponse> {
      const program = await programFor(db, userId);
      const at = now();
      await closeExpired(userId, at);
      const active = await activePermissions(db, userId, program, at);
      const best = active.find((p) => p.left > 0) ?? active[0];
      const [open] = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(openSetOf(userId, "ecode"));
      const data: EcodePermission = best
        ? {
            granted: best.left > 0 || open !== undefined,
            attempts: best.row.attempts,
            attempts_left: best.left,
            starts_at: best.row.startsAt.toISOString(),
            ends_at: best.row.endsAt.toISOString(),
            source: best.row.userId === null ? "program" : "learner",
          }
        : {
            granted: open !== undefined,
            attempts: 0,
            attempts_left: 0,
            starts_at: null,
            ends_at: null,
            source: null,
          };
      const data1 = best
        ? {
            title: "eCode case quiz",
            starts_at: best.row.startsAt.toISOString(),
            ends_at: best.row.endsAt.toISOString(),
            questions: ECODE_QUESTIONS,
            minutes: ECODE_MINUTES,
            game_id: open?.id ?? null,
          }
        : null;
      return { data: [data], data1 };
    },

    /** start_game/ecode: resumes the attempt in progress, or spends an attempt of an open permission. */
    async start(userId: number, program: string): Promise<StartGameResponse> {
      const at = now();
      await closeExpired(userId, at);
      const questions = await drawQuestions(db, "ecode", ECODE_QUESTIONS, random);
      return db.transaction(async (tx) => {
        const open = await lockOpenGame(tx, userId, "ecode");
        if (open) return { id: open.id, game: "ecode", resumed: true };
        const permission = (await activePermissions(tx, userId, program, at)).find((p) => p.left > 0);
        if (!permission)
          throw forbidden(
            "ecode is open only while you have a permission window with an attempt left",
            "no_permission",
          );
        const [row] = await tx
          .insert(gameSessions)
          .values({
            userId,
            game: "ecode",
            program,
            content: { questions },
            maxScore: maxScore("ecode"),
            startedAt: at,
            expiresAt: new Date(at.getTime() + ECODE_MINUTES * 60_000),
            permissionId: permission.row.id,
          })
          .onConflictDoNothing()
          .returning({ id: gameSessions.id });
        if (row) return { id: row.id, game: "ecode", resumed: false };
        const again = await lockOpenGame(tx, userId, "ecode");
        return { id: again!.id, game: "ecode", resumed: true };
      });
    },

    /** GET gameecode: the latest attempt and its tally. */
    async current(userId: number): Promise<GameEcodeResponse> {
      const at = now();
      await closeExpired(userId, at);
      const [game] = await db
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.userId, userId), eq(gameSessions.game, "ecode")))
        .orderBy(desc(gameSessions.id))
        .limit(1);
      if (!game) throw notFound("no ecode attempt yet: start one with start_game/ecode", "no_game");
      const n = await answerCount(db, game.id);
      return {
        id: game.id,
        status: game.status,
        started_at: game.startedAt.toISOString(),
        expires_at: (game.expiresAt ?? game.startedAt).toISOString(),
        seconds_left: game.status === "open" ? secondsLeft(game, at) : 0,
        questions: game.maxScore,
        answered: n,
        win_loss: { win: game.score, loss: n - game.score },
      };
    },

    /** GET ecode/questions: the questions of the attempt in progress (keys only for answered ones). */
    async questions(userId: number): Promise<EcodeQuestionsResponse> {
      const game = await openAttempt(userId);
      return {
        game_id: game.id,
        expires_at: game.expiresAt!.toISOString(),
        seconds_left: secondsLeft(game, now()),
        data: await playQuestions(db, game),
      };
    },

    /** POST ecode/set-ans: stores and judges one answer; late answers are refused and lose the attempt. */
    async setAnswer(userId: number, body: EcodeSetAnsBody): Promise<EcodeSetAnsResponse> {
      const at = now();
      let timedOut = false;
      const result = await db.transaction(async (tx) => {
        const game = await lockGame(tx, userId, body.data.game_id, ["ecode"]);
        const { questions } = game.content as { questions: StoredQuestion[] };
        const index = questions.findIndex((q) => q.id === body.data.question_id);
        if (index < 0)
          throw notFound(
            `question ${body.data.question_id} is not in attempt ${game.id}`,
            "question_not_found",
          );
        const q = questions[index]!;
        const count = async (t: Tx) =>
          (
            await t
              .select({ n: sql<number>`count(*)::int` })
              .from(gameAnswers)
              .where(eq(gameAnswers.gameId, game.id))
          )[0]?.n ?? 0;
        const [previous] = await tx
          .select()
          .from(gameAnswers)
          .where(and(eq(gameAnswers.gameId, game.id), eq(gameAnswers.round, index + 1)));
        if (previous) {
          const n = await count(tx);
          return {
            question_id: q.id,
            ans: previous.pick as number,
            correct: previous.correct,
            answer: q.answer,
            explanation: q.explanation,
            win_loss: { win: game.score, loss: n - game.score },
            answered: n,
            seconds_left: secondsLeft(game, at),
            duplicate: true,
          };
        }
        if (game.status !== "open") throw conflict(`attempt ${game.id} is already closed`, "game_finished");
        if (game.expiresAt && game.expiresAt <= at) {
          // Committed as lost before the refusal is sent (the transaction returns, then the 409 is thrown).
          await finishSet(tx, game, "lost");
          timedOut = true;
          return null;
        }
        if (body.data.ans >= q.options.length)
          throw notFound(`question ${q.id} has ${q.options.length} options`, "option_not_found");
        const before = await count(tx);
        if (body.win_loss.win !== game.score || body.win_loss.loss !== before - game.score)
          throw unprocessable(
            `win_loss ${body.win_loss.win}-${body.win_loss.loss} disagrees with the recorded ${game.score}-${before - game.score}`,
          );
        const correct = body.data.ans === q.answer;
        await tx.insert(gameAnswers).values({
          gameId: game.id,
          round: index + 1,
          pick: body.data.ans,
          points: correct ? 1 : 0,
          correct,
        });
        const win = game.score + (correct ? 1 : 0);
        await tx.update(gameSessions).set({ score: win }).where(eq(gameSessions.id, game.id));
        return {
          question_id: q.id,
          ans: body.data.ans,
          correct,
          answer: q.answer,
          explanation: q.explanation,
          win_loss: { win, loss: before + 1 - win },
          answered: before + 1,
          seconds_left: secondsLeft(game, at),
          duplicate: false,
        };
      });
      if (timedOut || result === null)
        throw conflict("time is up: the answer was not accepted and this attempt counts as lost", "time_up");
      return result;
    },

    /** POST ecode/done: closes the attempt (won at 6 of 10); a closed attempt cannot be closed again (409). */
    async done(userId: number, gameId: number): Promise<EcodeDoneResponse> {
      const at = now();
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, userId, gameId, ["ecode"]);
        if (game.status !== "open") throw conflict(`attempt ${game.id} is already closed`, "game_finished");
        const timedOut = game.expiresAt !== null && game.expiresAt <= at;
        const status = await finishSet(tx, game);
        const n = await answerCount(tx, game.id);
        return {
          id: game.id,
          status,
          win_loss: { win: game.score, loss: n - game.score },
          timed_out: timedOut,
          message: `${status === "won" ? "You won" : "You lost"} this eCode attempt: ${game.score} of ${game.maxScore} right${
            isWin("ecode", game.score) ? "" : " (6 needed)"
          }.`,
        };
      });
    },
  };
}
