import type { AdminUser } from "@fincareer/domain/contract/admin";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/users/admin: grants the admin role, or revokes it. */
export function setAdmin(body: { email: string; revoke: boolean }): Promise<AdminUser> {
  return http<AdminUser>("/api/admin/users/admin", { method: "POST", body });
}

/** Grants or revokes the admin role. */
export function useSetAdmin() {
  return useUserMutation(setAdmin);
}
