import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerResponse } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { resourceKeys } from "../../../lib/query-keys.ts";
import { applyVideoProgress } from "./progress-cache.ts";

/** POST /api/resources/questions/{id}/answer: one answer per question, scored and kept. */
export function answerQuestion(questionId: number, choiceIndex: number): Promise<AnswerResponse> {
  return http<AnswerResponse>(`/api/resources/questions/${questionId}/answer`, {
    method: "POST",
    body: { choiceIndex },
  });
}

/**
 * Answers a question of a video. The answer is written into the cached video (a refetch would sign a new playback
 * URL and restart the player); on a refusal (e.g. 409, answered in another tab) the video is refetched instead.
 */
export function useAnswerQuestion(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, choiceIndex }: { questionId: number; choiceIndex: number }) =>
      answerQuestion(questionId, choiceIndex),
    onSuccess: (result) =>
      applyVideoProgress(queryClient, videoId, result.progress, (old) => ({
        questions: old.questions.map((q) =>
          q.id === result.questionId
            ? {
                ...q,
                answer: {
                  choiceIndex: result.choiceIndex,
                  correct: result.correct,
                  correctIndex: result.correctIndex,
                  explanation: result.explanation,
                  answeredAt: new Date().toISOString(),
                },
              }
            : q,
        ),
      })),
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.video(videoId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.lists() }),
      ]),
  });
}
