import { useQuery } from "@tanstack/react-query";
import type { AdminResearchDetail } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { adminResearchKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/research/{id}: the submission, its author, every peer rating with its rater, and flags. */
export function getResearchDetail(id: number): Promise<AdminResearchDetail> {
  return http<AdminResearchDetail>(`/api/admin/research/${id}`);
}

/** One submission as the instructor reads it. */
export function useResearchDetail(id: number | null) {
  return useQuery({
    queryKey: adminResearchKeys.item(id ?? 0),
    queryFn: () => getResearchDetail(id ?? 0),
    enabled: id !== null,
  });
}
