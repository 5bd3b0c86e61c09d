import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminGradeBody, AdminResearchDetail } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { adminResearchKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/research/{id}/grade: admin_points (above 0 replaces the peer ratings) and admin_comment. */
export function gradeResearch(id: number, body: AdminGradeBody): Promise<AdminResearchDetail> {
  return http<AdminResearchDetail>(`/api/admin/research/${id}/grade`, { method: "POST", body });
}

/** Grades a submission, stores the answer as the item's detail and refreshes the queue. */
export function useGradeResearch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGradeBody) => gradeResearch(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminResearchKeys.item(id), detail);
      return queryClient.invalidateQueries({ queryKey: [...adminResearchKeys.all, "queue"] });
    },
  });
}
