import { useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/users/{id}: one user with enrolments. */
export function getUser(id: number): Promise<AdminUserDetail> {
  return http<AdminUserDetail>(`/api/admin/users/${id}`);
}

/** One user's detail. */
export function useUser(id: number) {
  return useQuery({ queryKey: adminUserKeys.detail(id), queryFn: () => getUser(id) });
}
