import type { AdminUserRow } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/users/status: deactivates (or reactivates) an account. */
export function setUserStatus(body: { email: string; deactivated: boolean }): Promise<AdminUserRow> {
  return http<AdminUserRow>("/api/admin/users/status", { method: "POST", body });
}

/** Deactivates or reactivates a user. */
export function useSetUserStatus() {
  return useUserMutation(setUserStatus);
}
