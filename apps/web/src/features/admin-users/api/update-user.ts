import type { z } from "zod";
import type { AdminSetUserBody, AdminUser } from "@fincareer/domain/contract/admin";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** PATCH /api/admin/users: current program, plan code, research type, sign-up step. */
export function updateUser(body: z.input<typeof AdminSetUserBody>): Promise<AdminUser> {
  return http<AdminUser>("/api/admin/users", { method: "PATCH", body });
}

/** Changes a user's settings. */
export function useUpdateUser() {
  return useUserMutation(updateUser);
}
