import { useMutation } from "@tanstack/react-query";
import type { HrSaved } from "@fincareer/domain/contract/hr";
import type { HrAnswers } from "@fincareer/domain/signup-questionnaire";
import { http } from "../../../lib/http.ts";

/** PUT /api/user/hr: saves the questionnaire answers. */
export function saveQuestionnaire(answers: HrAnswers): Promise<HrSaved> {
  return http<HrSaved>("/api/user/hr", { method: "PUT", body: { answers } });
}

/** Saves the answers. */
export function useSaveQuestionnaire() {
  return useMutation({ mutationFn: saveQuestionnaire });
}
