// Trading games for learners: starting g1/g2 sets, the rounds, the judged picks and the finished sets, and every
// game's record with the cohort percentile. The ecode quiz and the IBEP sets live in ecode.ts and ibep.ts.
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import {
  accuracyPercent,
  bestStreak,
  g2Points,
  G2_COMPANIES,
  GAME_TITLES,
  GAMES,
  maxScore,
  percentileRank,
  STARTABLE_GAMES,
} from "@fincareer/domain/games";
import type { Game, StartableGame } from "@fincareer/domain/games";
import type { TradingCalendar } from "@fincareer/domain/ist";
import type {
  G1Round,
  GameG1Response,
  GameG2Response,
  GameStatsResponse,
  RoundWinsBody,
  RoundWinsResponse,
  SetWinsResponse,
  StartGameResponse,
} from "@fincareer/domain/contract/games";
import type { Db, Tx } from "../../db/client.ts";
import { gameAnswers, gameSessions } from "../../db/schema.ts";
import type { GameSessionRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { Rng } from "../../lib/rng.ts";
import {
  finishSet,
  lockGame,
  lockOpenGame,
  openSetOf,
  programFor,
  resultMessage,
  unprocessable,
} from "./common.ts";
import { createEcodeGames } from "./ecode.ts";
import { createIbepGames } from "./ibep.ts";
import { buildG1Rounds, g1Reveal, secureUniform, simulateG1Round } from "./g1-series.ts";
import type { G1StoredRound } from "./g1-series.ts";
import { buildG2Rounds } from "./sets.ts";
import type { G2StoredRound } from "./sets.ts";

const random = (n: number) => randomInt(n);

/** The answers of a set, by round. */
async function answersOf(db: Db | Tx, gameId: number) {
  const rows = await db
    .select()
    .from(gameAnswers)
    .where(eq(gameAnswers.gameId, gameId))
    .orderBy(asc(gameAnswers.round));
  return new Map(rows.map((r) => [r.round, r]));
}

/** Creates the games service. */
/** What a g1 and a g2 set answer alike: id, status, wins, how many rounds, and the next round to play. */
function setProgress<R extends { round: number; pick: unknown }>(game: GameSessionRow, view: R[]) {
  const next = view.find((r) => r.pick === null);
  return {
    id: game.id,
    status: game.status,
    wins: game.score,
    total_rounds: view.length,
    next_round: game.status === "open" && next ? next.round : null,
    rounds: view,
  };
}

const isHistory = (r: G1StoredRound) => r.source !== "simulated";

/**
 * Rounds of an open g1 set started before rounds were simulated (cut from the stored daily bars, which the charts
 * serve) that are still to be called, replaced by simulated ones; null when there are none.
 */
async function replaceHistoryRounds(tx: Tx, game: GameSessionRow): Promise<G1StoredRound[] | null> {
  const { rounds } = game.content as { rounds: G1StoredRound[] };
  const answered = await answersOf(tx, game.id);
  if (game.status !== "open" || rounds.every((r, i) => !isHistory(r) || answered.has(i + 1))) return null;
  const rng = new Rng(secureUniform);
  const replaced = rounds.map((r, i) => (!isHistory(r) || answered.has(i + 1) ? r : simulateG1Round(rng)));
  await tx
    .update(gameSessions)
    .set({ content: { rounds: replaced } })
    .where(eq(gameSessions.id, game.id));
  return replaced;
}

/** What the games need of the market (its runtime, passed in by app.ts): the feed's first prices for g2. */
export interface GamesMarket {
  ready(): Promise<void>;
  /** The trading calendar in force (g1's reveal counts trading days). */
  calendar(): TradingCalendar;
}

/** Creates the games service. */
export function createGamesService(deps: { db: Db; market: GamesMarket; now?: () => Date }) {
  const { db, market } = deps;
  const now = deps.now ?? (() => new Date());
  const ecode = createEcodeGames({ db, now, random });
  const ibep = createIbepGames({ db, random });

  async function latest(userId: number, game: Game): Promise<GameSessionRow> {
    const [row] = await db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, userId), eq(gameSessions.game, game)))
      .orderBy(desc(gameSessions.id))
      .limit(1);
    if (!row) throw notFound(`no ${GAME_TITLES[game]} set yet: start one with start_game/${game}`, "no_game");
    return row;
  }

  return {
    ecode,
    ibep,

    /** GET start_game/{game}: resumes the open set or starts a new one. */
    async start(userId: number, gameName: string): Promise<StartGameResponse> {
      if (!(STARTABLE_GAMES as readonly string[]).includes(gameName))
        throw notFound(`unknown game '${gameName}': start g1, g2 or ecode`, "unknown_game");
      const game = gameName as StartableGame;
      const program = await programFor(db, userId);
      if (game === "ecode") return ecode.start(userId, program);
      // Resuming needs no new rounds: building g2's rounds reads the companies.
      const [open] = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(openSetOf(userId, game));
      if (open) return { id: open.id, game, resumed: true };
      // g2's companies are the market's scrips, stored when the market first starts; g1 needs no market data.
      if (game === "g2") await market.ready();
      const rounds = game === "g1" ? buildG1Rounds(new Rng(secureUniform)) : await buildG2Rounds(db, random);
      return db.transaction(async (tx) => {
        const open = await lockOpenGame(tx, userId, game);
        if (open) return { id: open.id, game, resumed: true };
        // A concurrent start may win the race: the partial unique index keeps one open set.
        const [row] = await tx
          .insert(gameSessions)
          .values({ userId, game, program, content: { rounds }, maxScore: maxScore(game) })
          .onConflictDoNothing()
          .returning({ id: gameSessions.id });
        if (row) return { id: row.id, game, resumed: false };
        const again = await lockOpenGame(tx, userId, game);
        return { id: again!.id, game, resumed: true };
      });
    },

    /** GET game-stats/{game}: record, accuracy, best streak, history and the cohort percentile. */
    async stats(userId: number, gameName: string): Promise<GameStatsResponse> {
      if (!(GAMES as readonly string[]).includes(gameName))
        throw notFound(`unknown game '${gameName}': g1, g2, ecode or ibep`, "unknown_game");
      const game = gameName as Game;
      const program = await programFor(db, userId);
      const done = await db
        .select()
        .from(gameSessions)
        .where(
          and(eq(gameSessions.userId, userId), eq(gameSessions.game, game), ne(gameSessions.status, "open")),
        )
        .orderBy(asc(gameSessions.finishedAt), asc(gameSessions.id));
      const points = done.reduce((n, g) => n + g.score, 0);
      const possible = done.reduce((n, g) => n + g.maxScore, 0);
      const cohort = await db
        .select({
          userId: gameSessions.userId,
          score: sql<number>`sum(${gameSessions.score})::int`,
          max: sql<number>`sum(${gameSessions.maxScore})::int`,
        })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.program, program),
            eq(gameSessions.game, game),
            ne(gameSessions.status, "open"),
          ),
        )
        .groupBy(gameSessions.userId);
      const accuracies = cohort.map((c) => c.score / Math.max(1, c.max));
      const mine = possible > 0 ? points / possible : null;
      return {
        game,
        played: done.length,
        won: done.filter((g) => g.status === "won").length,
        lost: done.filter((g) => g.status === "lost").length,
        accuracy: accuracyPercent(points, possible),
        best_streak: bestStreak(done.map((g) => g.status === "won")),
        percentile: mine === null ? null : percentileRank(mine, accuracies),
        cohort_size: cohort.length,
        history: done.slice(-50).map((g) => ({
          id: g.id,
          finished_at: (g.finishedAt ?? g.startedAt).toISOString(),
          score: g.score,
          max_score: g.maxScore,
          won: g.status === "won",
        })),
      };
    },

    /** GET gameg1: the latest g1 set, chart per round; the reveal only for rounds already called. */
    async g1(userId: number): Promise<GameG1Response> {
      let game = await latest(userId, "g1");
      if (game.status === "open" && (game.content as { rounds: G1StoredRound[] }).rounds.some(isHistory)) {
        const id = game.id;
        game = await db.transaction(async (tx) => {
          const locked = await lockGame(tx, userId, id, ["g1"]);
          const replaced = await replaceHistoryRounds(tx, locked);
          return replaced ? { ...locked, content: { rounds: replaced } } : locked;
        });
      }
      const { rounds } = game.content as { rounds: G1StoredRound[] };
      const answers = await answersOf(db, game.id);
      const view: G1Round[] = rounds.map((r, i) => {
        const a = answers.get(i + 1);
        return {
          round: i + 1,
          candles: r.candles,
          pick: a ? (a.pick as "up" | "down") : null,
          correct: a ? a.correct : null,
          reveal: a ? g1Reveal(r, market.calendar()) : null,
        };
      });
      return setProgress(game, view);
    },

    /** GET gameg2: the latest g2 set; the key only for rounds already matched. */
    async g2(userId: number): Promise<GameG2Response> {
      const game = await latest(userId, "g2");
      const { rounds } = game.content as { rounds: G2StoredRound[] };
      const answers = await answersOf(db, game.id);
      const view = rounds.map((r, i) => {
        const a = answers.get(i + 1);
        return {
          round: i + 1,
          companies: r.companies,
          cards: r.cards.map((c, card) => ({ card, ...c })),
          pick: a ? (a.pick as number[]) : null,
          answer: a ? r.answer : null,
          points: a ? a.points : null,
        };
      });
      return { ...setProgress(game, view), max_score: game.maxScore };
    },

    /** POST round-wins/{id}: persists and judges one g1 call or g2 matching; a repeated round keeps the first. */
    async roundWins(userId: number, id: number, body: RoundWinsBody): Promise<RoundWinsResponse> {
      const result = await db.transaction(async (tx): Promise<RoundWinsResponse | "replaced"> => {
        const game = await lockGame(tx, userId, id, ["g1", "g2"]);
        const { rounds } = game.content as { rounds: (G1StoredRound | G2StoredRound)[] };
        if (body.round > rounds.length)
          throw badRequest(`body.round: this set has ${rounds.length} rounds`, "validation_error");
        const stored = rounds[body.round - 1]!;
        const isG1 = game.game === "g1";
        const reply = (points: number, wins: number, duplicate: boolean): RoundWinsResponse => ({
          id: game.id,
          round: body.round,
          points,
          max_points: isG1 ? 1 : G2_COMPANIES,
          correct: points === (isG1 ? 1 : G2_COMPANIES),
          wins,
          duplicate,
          g1: isG1 ? g1Reveal(stored as G1StoredRound, market.calendar()) : null,
          g2_answer: isG1 ? null : (stored as G2StoredRound).answer,
        });
        const [previous] = await tx
          .select()
          .from(gameAnswers)
          .where(and(eq(gameAnswers.gameId, game.id), eq(gameAnswers.round, body.round)));
        if (previous) return reply(previous.points, game.score, true);
        if (game.status !== "open") throw conflict(`game ${game.id} is already finished`, "game_finished");
        let points: number;
        if (isG1) {
          if (typeof body.pick !== "string")
            throw badRequest("body.pick: Bull or Bear takes 'up' or 'down'", "validation_error");
          points = body.pick === (stored as G1StoredRound).answer ? 1 : 0;
        } else {
          const pick = body.pick;
          if (
            !Array.isArray(pick) ||
            pick.length !== G2_COMPANIES ||
            new Set(pick).size !== G2_COMPANIES ||
            pick.some((p) => p >= G2_COMPANIES)
          )
            throw badRequest(
              `body.pick: Ratio Match takes ${G2_COMPANIES} different company indexes 0-${G2_COMPANIES - 1}, one per card`,
              "validation_error",
            );
          points = g2Points(pick, (stored as G2StoredRound).answer);
        }
        if (body.wins !== game.score)
          throw unprocessable(
            `wins ${body.wins} disagrees with the ${game.score} recorded for game ${game.id}`,
          );
        // A history round's chart could be looked up: it is replaced, and the learner calls the new chart instead.
        if (isG1 && isHistory(stored as G1StoredRound)) {
          await replaceHistoryRounds(tx, game);
          return "replaced";
        }
        // The pick is stored with its verdict in the same transaction; the unique (game, round) index counts a
        // concurrent duplicate once (the row lock above already serialises posts on one set).
        await tx.insert(gameAnswers).values({
          gameId: game.id,
          round: body.round,
          pick: body.pick,
          points,
          correct: points === (isG1 ? 1 : G2_COMPANIES),
        });
        const wins = game.score + points;
        await tx.update(gameSessions).set({ score: wins }).where(eq(gameSessions.id, game.id));
        return reply(points, wins, false);
      });
      if (result === "replaced")
        throw conflict(
          `round ${body.round} of game ${id} has a new chart: load the set again (gameg1) and call it`,
          "round_replaced",
        );
      return result;
    },

    /** POST set-wins/{id}: finishes a g1/g2 set when `wins` matches the recorded picks; twice is a 409. */
    async setWins(userId: number, id: number, wins: number): Promise<SetWinsResponse> {
      return db.transaction(async (tx) => {
        const game = await lockGame(tx, userId, id, ["g1", "g2"]);
        if (game.status !== "open") throw conflict(`game ${game.id} is already finished`, "game_finished");
        if (wins !== game.score)
          throw unprocessable(`wins ${wins} disagrees with the ${game.score} recorded for game ${game.id}`);
        const status = await finishSet(tx, game);
        return {
          id: game.id,
          game: game.game,
          status,
          wins: game.score,
          max_score: game.maxScore,
          message: resultMessage(game.game, status, game.score),
        };
      });
    },
  };
}

/** The games service. */
export type GamesService = ReturnType<typeof createGamesService>;
