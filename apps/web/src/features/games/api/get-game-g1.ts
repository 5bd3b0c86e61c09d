import { useQuery } from "@tanstack/react-query";
import type { GameG1Response } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/gameg1: the latest Bull or Bear set. */
export function getGameG1(): Promise<GameG1Response> {
  return http<GameG1Response>("/api/games/gameg1");
}

/** The Bull or Bear set being played. */
export function useGameG1() {
  return useQuery({ queryKey: gamesKeys.g1(), queryFn: getGameG1, staleTime: Infinity });
}
