import { useQuery } from "@tanstack/react-query";
import type { HrResponse } from "@fincareer/domain/contract/hr";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/hr: the questionnaire and the learner's saved answers. */
export function getQuestionnaire(): Promise<HrResponse> {
  return http<HrResponse>("/api/user/hr");
}

/** The sign-up questionnaire. */
export function useQuestionnaire() {
  return useQuery({ queryKey: accountKeys.hr(), queryFn: getQuestionnaire });
}
