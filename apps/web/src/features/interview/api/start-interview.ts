import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartInterviewBody, StartInterviewResponse } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** POST /api/interview/start: starts an interview and returns its first question. */
export function startInterview(body: StartInterviewBody): Promise<StartInterviewResponse> {
  return http<StartInterviewResponse>("/api/interview/start", { method: "POST", body });
}

/** Starts an interview, then refreshes the history and the daily count. */
export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
