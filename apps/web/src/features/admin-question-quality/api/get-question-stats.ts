import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionsResponse } from "@fincareer/domain/contract/analytics-quality";
import { http } from "../../../lib/http.ts";
import { analyticsQualityKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/analytics/questions: every answered question of the program with its statistics. */
export function getQuestionStats(program: string): Promise<QuestionsResponse> {
  return http<QuestionsResponse>(`/api/admin/analytics/questions?program=${encodeURIComponent(program)}`);
}

/** The question-quality table of a program. */
export function useQuestionStats(program: string) {
  return useQuery({
    queryKey: analyticsQualityKeys.questions(program),
    queryFn: () => getQuestionStats(program),
  });
}

/** POST /api/admin/analytics/questions/recalculate: the figures computed now, for everyone. */
export function recalculateQuestionStats(program: string): Promise<QuestionsResponse> {
  return http<QuestionsResponse>(
    `/api/admin/analytics/questions/recalculate?program=${encodeURIComponent(program)}`,
    { method: "POST" },
  );
}

/** "Recalculate now": the answer replaces the shown figures. */
export function useRecalculateQuestionStats(program: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateQuestionStats(program),
    onSuccess: (data) => client.setQueryData(analyticsQualityKeys.questions(program), data),
  });
}
