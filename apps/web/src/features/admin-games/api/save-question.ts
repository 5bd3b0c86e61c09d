import type { AdminQuestion, QuestionInput } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/games/questions (new) or PUT /api/admin/games/questions/{id} (edit). */
export function saveQuestion(id: number | null, body: QuestionInput): Promise<AdminQuestion> {
  return id === null
    ? http<AdminQuestion>("/api/admin/games/questions", { method: "POST", body })
    : http<AdminQuestion>(`/api/admin/games/questions/${id}`, { method: "PUT", body });
}
