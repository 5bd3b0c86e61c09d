import { useQuery } from "@tanstack/react-query";
import type { AdminQuestionsResponse, QuestionBank } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/games/questions?bank=: a bank's questions with keys. */
export function listQuestions(bank: QuestionBank): Promise<AdminQuestionsResponse> {
  return http<AdminQuestionsResponse>(`/api/admin/games/questions?bank=${bank}`);
}

/** A bank's questions (live and retired). */
export function useQuestions(bank: QuestionBank) {
  return useQuery({ queryKey: gamesKeys.admin("questions", bank), queryFn: () => listQuestions(bank) });
}
