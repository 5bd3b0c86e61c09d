import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerBody, AnswerResponse } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** POST /api/interview/{id}/answer: saves the answer, returns its feedback and the next question. */
export function answerQuestion(id: number, body: AnswerBody): Promise<AnswerResponse> {
  return http<AnswerResponse>(`/api/interview/${id}/answer`, { method: "POST", body });
}

/** Answers the waiting question of an interview, then refreshes it and the history. */
export function useAnswerQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => answerQuestion(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
