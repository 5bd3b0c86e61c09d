import { useQuery } from "@tanstack/react-query";
import type { GameEcodeResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/gameecode: the latest ecode attempt. */
export function getGameEcode(): Promise<GameEcodeResponse> {
  return http<GameEcodeResponse>("/api/games/gameecode");
}

/** The latest ecode attempt (time left, tally). */
export function useGameEcode(enabled: boolean) {
  return useQuery({ queryKey: gamesKeys.ecode(), queryFn: getGameEcode, enabled });
}
