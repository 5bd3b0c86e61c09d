import type { IbepAnswerResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/games/ibepgamesdata: answers one IBEP question. */
export function postIbepAnswer(id: number, ans: number): Promise<IbepAnswerResponse> {
  return http<IbepAnswerResponse>("/api/games/ibepgamesdata", { method: "POST", body: { id, ans } });
}
