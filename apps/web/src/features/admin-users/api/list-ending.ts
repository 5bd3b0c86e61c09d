import { useQuery } from "@tanstack/react-query";
import type { EndingResponse } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/enrolments/ending: enrolments ending within `days` days. */
export function listEnding(days: number): Promise<EndingResponse> {
  return http<EndingResponse>(`/api/admin/enrolments/ending?days=${days}`);
}

/** Enrolments ending soon. */
export function useEnding(days: number) {
  return useQuery({ queryKey: adminUserKeys.ending(days), queryFn: () => listEnding(days) });
}
