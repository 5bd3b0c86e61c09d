import type { RoundWinsBody, RoundWinsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/games/round-wins/{id}: commits one round's pick; the server judges it. */
export function postRoundWins(id: number, body: RoundWinsBody): Promise<RoundWinsResponse> {
  return http<RoundWinsResponse>(`/api/games/round-wins/${id}`, { method: "POST", body });
}
