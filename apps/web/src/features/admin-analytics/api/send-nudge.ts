import { useMutation } from "@tanstack/react-query";
import type { NudgeBody, NudgeResponse } from "@fincareer/domain/contract/analytics";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/analytics/nudge: a notification and an email to each chosen learner. */
export function sendNudge(body: NudgeBody): Promise<NudgeResponse> {
  return http<NudgeResponse>("/api/admin/analytics/nudge", { method: "POST", body });
}

/** The "Send nudge" action. */
export function useSendNudge() {
  return useMutation({ mutationFn: sendNudge });
}
