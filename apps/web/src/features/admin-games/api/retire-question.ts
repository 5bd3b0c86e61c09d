import type { AdminQuestion } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/games/questions/{id}/retire: retire or restore a question. */
export function retireQuestion(id: number, retired: boolean): Promise<AdminQuestion> {
  return http<AdminQuestion>(`/api/admin/games/questions/${id}/retire`, {
    method: "POST",
    body: { retired },
  });
}
