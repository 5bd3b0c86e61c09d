import { useQuery } from "@tanstack/react-query";
import type { IbepGamesResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/ibepgames: the IBEP set in progress (started on first call). */
export function getIbepGames(): Promise<IbepGamesResponse> {
  return http<IbepGamesResponse>("/api/games/ibepgames");
}

/** The IBEP set being played. */
export function useIbepGames(enabled: boolean) {
  return useQuery({ queryKey: gamesKeys.ibep(), queryFn: getIbepGames, enabled, staleTime: Infinity });
}
