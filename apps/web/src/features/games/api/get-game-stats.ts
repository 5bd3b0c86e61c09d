import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GameStatsResponse } from "@fincareer/domain/contract/games";
import { apiPaths } from "@fincareer/domain/first-data";
import type { Game } from "@fincareer/domain/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/game-stats/{game}: record, accuracy, best streak, history, cohort percentile. */
export function getGameStats(game: Game): Promise<GameStatsResponse> {
  return http<GameStatsResponse>(apiPaths.gameStats(game));
}

/** The learner's record in one game, as a query. */
export function gameStatsQuery(game: Game) {
  return queryOptions({ queryKey: gamesKeys.stats(game), queryFn: () => getGameStats(game) });
}

/** The learner's record in one game. */
export function useGameStats(game: Game, enabled = true) {
  return useQuery({ ...gameStatsQuery(game), enabled });
}
