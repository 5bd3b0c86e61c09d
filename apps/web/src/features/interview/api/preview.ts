import { useMutation, useQuery } from "@tanstack/react-query";
import type { PreviewBody, PreviewQuestions, PreviewResponse } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewPreviewKeys } from "./keys.ts";

/** GET /api/admin/interview/questions: every bank question, for the preview's picker. */
export function getPreviewQuestions(): Promise<PreviewQuestions> {
  return http<PreviewQuestions>("/api/admin/interview/questions");
}

/** The bank's questions (they change only with a release). */
export function usePreviewQuestions() {
  return useQuery({
    queryKey: interviewPreviewKeys.questions(),
    queryFn: getPreviewQuestions,
    staleTime: Infinity,
  });
}

/** POST /api/admin/interview/preview: the evaluation a learner would get; stores nothing. */
export function previewAnswer(body: PreviewBody): Promise<PreviewResponse> {
  return http<PreviewResponse>("/api/admin/interview/preview", { method: "POST", body });
}

/** Previews an answer (nothing to refresh: the server stores nothing). */
export function usePreviewAnswer() {
  return useMutation({ mutationFn: previewAnswer });
}
