// Helpers shared by the games services: the caller's program, the game-availability rule, and locking a set.
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { GAME_SET_NAMES, isWin, maxScore } from "@fincareer/domain/games";
import type { Game } from "@fincareer/domain/games";
import type { Db, Tx } from "../../db/client.ts";
import { gameAnswers, gameSessions, users } from "../../db/schema.ts";
import type { GameSessionRow } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/errors.ts";

/** Either the database or a transaction. */
export type DbOrTx = Db | Tx;

/** 422: the request contradicts what the server recorded. */
export const unprocessable = (message: string, code = "wins_mismatch") => new AppError(code, 422, message);

/**
 * The caller's current program, the cohort their sets count in. Who may play at all is the access hook's job (area
 * "games"); an admin without a program plays in the "none" cohort.
 */
export async function programFor(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ cprogram: users.cprogram }).from(users).where(eq(users.id, userId));
  return row?.cprogram ?? "none";
}

/** The caller's set `id` of `game`, locked for the transaction; another learner's set or another game is a 404. */
export async function lockGame(
  tx: Tx,
  userId: number,
  id: number,
  games: readonly Game[],
): Promise<GameSessionRow> {
  const [row] = await tx
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.id, id), eq(gameSessions.userId, userId)))
    .for("update");
  if (!row || !games.includes(row.game)) throw notFound(`no game ${id} of yours`, "game_not_found");
  return row;
}

/** Where-condition: the caller's open set of `game` (at most one, by a partial unique index). */
export function openSetOf(userId: number, game: Game): SQL | undefined {
  return and(eq(gameSessions.userId, userId), eq(gameSessions.game, game), eq(gameSessions.status, "open"));
}

/** The caller's open set of a game, locked (or null). */
export async function lockOpenGame(tx: Tx, userId: number, game: Game): Promise<GameSessionRow | null> {
  const [row] = await tx.select().from(gameSessions).where(openSetOf(userId, game)).for("update");
  return row ?? null;
}

/** The caller's open set of a game (or undefined), not locked. */
export async function openGame(db: DbOrTx, userId: number, game: Game): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(openSetOf(userId, game));
  return row;
}

/** How many answers set `gameId` has. */
export async function answerCount(db: DbOrTx, gameId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameAnswers)
    .where(eq(gameAnswers.gameId, gameId));
  return row?.n ?? 0;
}

/** Fisher-Yates shuffle with a random source (crypto in production). */
export function shuffle<T>(items: readonly T[], random: (n: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Closes an open set: won at 60% of the points. */
export async function finishSet(
  tx: Tx,
  game: GameSessionRow,
  status?: "won" | "lost",
): Promise<"won" | "lost"> {
  const final = status ?? (isWin(game.game, game.score) ? "won" : "lost");
  await tx
    .update(gameSessions)
    .set({ status: final, finishedAt: new Date() })
    .where(eq(gameSessions.id, game.id));
  return final;
}

/** The result message of a finished set. */
export function resultMessage(game: Game, status: "won" | "lost", score: number): string {
  const verdict = status === "won" ? "You won" : "You lost";
  return `${verdict} this ${GAME_SET_NAMES[game]}: ${score} of ${maxScore(game)}.`;
}
