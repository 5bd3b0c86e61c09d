import { useQuery } from "@tanstack/react-query";
import type { GameStatsResponse } from "@fincareer/domain/contract/games";
import type { Game } from "@fincareer/domain/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/game-stats/{game}: record, accuracy, best streak, history, cohort percentile. */
export function getGameStats(game: Game): Promise<GameStatsResponse> {
  return http<GameStatsResponse>(`/api/games/game-stats/${game}`);
}

/** The learner's record in one game. */
export function useGameStats(game: Game, enabled = true) {
  return useQuery({ queryKey: gamesKeys.stats(game), queryFn: () => getGameStats(game), enabled });
}
