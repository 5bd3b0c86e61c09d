import type { EcodeDoneResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/games/ecode/done: closes an ecode attempt. */
export function postEcodeDone(gameId: number): Promise<EcodeDoneResponse> {
  return http<EcodeDoneResponse>("/api/games/ecode/done", { method: "POST", body: { game_id: gameId } });
}
