import { useQuery } from "@tanstack/react-query";
import type { IbepGamesResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/ibepgames: the IBEP set in progress, started by this call when none is open (so, a write). */
export function getIbepGames(): Promise<IbepGamesResponse> {
  return http<IbepGamesResponse>("/api/games/ibepgames");
}

/**
 * The IBEP set being played. Enabled only once Play has put a set in the cache (usePlayGame), so reading it again
 * after an answer resumes that set and never opens a new one.
 */
export function useIbepGames(enabled: boolean) {
  return useQuery({ queryKey: gamesKeys.ibep(), queryFn: getIbepGames, enabled, staleTime: Infinity });
}
