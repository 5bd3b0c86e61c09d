import type { SetWinsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/games/set-wins/{id}: finishes a g1/g2 set with the recorded wins. */
export function postSetWins(id: number, wins: number): Promise<SetWinsResponse> {
  return http<SetWinsResponse>(`/api/games/set-wins/${id}`, { method: "POST", body: { wins } });
}
