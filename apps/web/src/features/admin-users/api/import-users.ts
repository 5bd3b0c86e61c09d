import type { AdminImportBody, AdminImportResponse } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/users/import: a cohort CSV; a 422 ApiError when any row is bad (nothing applied). */
export function importUsers(body: AdminImportBody): Promise<AdminImportResponse> {
  return http<AdminImportResponse>("/api/admin/users/import", { method: "POST", body });
}

/** Imports (or, with dry_run, checks) a cohort. */
export function useImportUsers() {
  return useUserMutation(importUsers);
}
