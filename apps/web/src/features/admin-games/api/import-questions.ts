import type { ImportQuestionsResponse, QuestionBank } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/games/questions/import: all rows or none (422 lists the row errors). */
export function importQuestions(bank: QuestionBank, csv: string): Promise<ImportQuestionsResponse> {
  return http<ImportQuestionsResponse>("/api/admin/games/questions/import", {
    method: "POST",
    body: { bank, csv },
  });
}
