import type { z } from "zod";
import type { AdminCreateUserBody } from "@fincareer/domain/contract/admin";
import type { AdminCreatedUser } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/users: without a password the answer carries a set-password link. */
export function createUser(body: z.input<typeof AdminCreateUserBody>): Promise<AdminCreatedUser> {
  return http<AdminCreatedUser>("/api/admin/users", { method: "POST", body });
}

/** Creates a learner account. */
export function useCreateUser() {
  return useUserMutation(createUser);
}
