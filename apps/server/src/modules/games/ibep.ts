// IBEP games: investment-banking question sets (two questions each on valuation, accounting, M&A, LBO and markets).
// GET ibepgames starts or resumes the set; each answer is stored, judged and explained; ibepdone closes the set.
import { asc, eq } from "drizzle-orm";
import { IBEP_QUESTIONS, IBEP_TOPICS, maxScore } from "@fincareer/domain/games";
import type {
  IbepAnswerResponse,
  IbepDoneResponse,
  IbepGamesResponse,
} from "@fincareer/domain/contract/games";
import type { Db } from "../../db/client.ts";
import { gameAnswers, gameSessions } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { finishSet, lockOpenGame, openGame, programFor, resultMessage } from "./common.ts";
import { drawQuestions, playQuestions } from "./ecode.ts";
import type { StoredQuestion } from "./ecode.ts";

/** Creates the IBEP part of the games service. */
export function createIbepGames(deps: { db: Db; random: (n: number) => number }) {
  const { db, random } = deps;

  return {
    /** GET ibepgames: the set in progress (a new one when none is open), the running total and the answers. */
    async current(userId: number): Promise<IbepGamesResponse> {
      const program = await programFor(db, userId);
      let game = await openGame(db, userId, "ibep");
      if (!game) {
        const questions = await drawQuestions(db, "ibep", IBEP_QUESTIONS, random, IBEP_TOPICS);
        // A concurrent first call may have created the set: the partial unique index keeps one.
        await db
          .insert(gameSessions)
          .values({ userId, game: "ibep", program, content: { questions }, maxScore: maxScore("ibep") })
          .onConflictDoNothing();
        game = await openGame(db, userId, "ibep");
      }
      const data = await playQuestions(db, game!);
      const response = data.flatMap((q) => (q.answered ? [{ id: q.id, ...q.answered }] : []));
      return { id: game!.id, data, totalscore: game!.score, count: response.length, response };
    },

    /** POST ibepgamesdata: stores and judges one answer of the open set; a repeated question keeps the first answer. */
    async answer(userId: number, id: number, ans: number): Promise<IbepAnswerResponse> {
      return db.transaction(async (tx) => {
        const game = await lockOpenGame(tx, userId, "ibep");
        if (!game) throw conflict("no IBEP set in progress: open one with GET ibepgames", "no_open_set");
        const { questions } = game.content as { questions: StoredQuestion[] };
        const index = questions.findIndex((q) => q.id === id);
        if (index < 0) throw notFound(`question ${id} is not in your IBEP set`, "question_not_found");
        const q = questions[index]!;
        if (ans >= q.options.length)
          throw notFound(`question ${id} has ${q.options.length} options`, "option_not_found");
        const answers = await tx
          .select()
          .from(gameAnswers)
          .where(eq(gameAnswers.gameId, game.id))
          .orderBy(asc(gameAnswers.round));
        const previous = answers.find((a) => a.round === index + 1);
        const base = { id, answer: q.answer, explanation: q.explanation, total: questions.length };
        if (previous)
          return {
            ...base,
            ans: previous.pick as number,
            correct: previous.correct,
            totalscore: game.score,
            count: answers.length,
            duplicate: true,
          };
        const correct = ans === q.answer;
        await tx
          .insert(gameAnswers)
          .values({ gameId: game.id, round: index + 1, pick: ans, points: correct ? 1 : 0, correct });
        const totalscore = game.score + (correct ? 1 : 0);
        await tx.update(gameSessions).set({ score: totalscore }).where(eq(gameSessions.id, game.id));
        return { ...base, ans, correct, totalscore, count: answers.length + 1, duplicate: false };
      });
    },

    /** GET ibepdone: closes the set in progress (unanswered questions count as wrong); none open is a 409. */
    async done(userId: number): Promise<IbepDoneResponse> {
      return db.transaction(async (tx) => {
        const game = await lockOpenGame(tx, userId, "ibep");
        if (!game) throw conflict("no IBEP set in progress: it is already finished", "game_finished");
        const status = await finishSet(tx, game);
        return {
          message: resultMessage("ibep", status, game.score),
          id: game.id,
          totalscore: game.score,
          total: game.maxScore,
          won: status === "won",
        };
      });
    },
  };
}
