import type { EcodeSetAnsBody, EcodeSetAnsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/games/ecode/set-ans: answers one ecode question. */
export function postEcodeAnswer(body: EcodeSetAnsBody): Promise<EcodeSetAnsResponse> {
  return http<EcodeSetAnsResponse>("/api/games/ecode/set-ans", { method: "POST", body });
}
