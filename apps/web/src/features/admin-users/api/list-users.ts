import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminUserPage } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** The user list's filters; empty ones are left out of the query string. */
export interface UserFilters {
  q: string;
  role?: "learner" | "admin";
  status?: "active" | "deactivated";
  page: number;
}

/** Rows per page of the user list. */
export const USERS_PER_PAGE = 20;

/** GET /api/admin/users: users matching the search, one page. */
export function listUsers(filters: UserFilters): Promise<AdminUserPage> {
  const params = new URLSearchParams({
    limit: String(USERS_PER_PAGE),
    offset: String((filters.page - 1) * USERS_PER_PAGE),
  });
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.role) params.set("role", filters.role);
  if (filters.status) params.set("status", filters.status);
  return http<AdminUserPage>(`/api/admin/users?${params.toString()}`);
}

/** The user list; the previous page stays while the next one loads. */
export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminUserKeys.list({ ...filters }),
    queryFn: () => listUsers(filters),
    placeholderData: keepPreviousData,
  });
}
