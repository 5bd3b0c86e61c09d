import { useQuery } from "@tanstack/react-query";
import type { GameG2Response } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/gameg2: the latest Ratio Match set. */
export function getGameG2(): Promise<GameG2Response> {
  return http<GameG2Response>("/api/games/gameg2");
}

/** The Ratio Match set being played. */
export function useGameG2() {
  return useQuery({ queryKey: gamesKeys.g2(), queryFn: getGameG2, staleTime: Infinity });
}
