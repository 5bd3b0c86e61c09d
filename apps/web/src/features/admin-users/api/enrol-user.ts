import type { z } from "zod";
import type { AdminEnrolBody } from "@fincareer/domain/contract/admin";
import type { AdminEnrolResponse } from "@fincareer/domain/contract/admin-results";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/enrolments: enrols (or updates the plan and dates of) a program. */
export function enrolUser(body: z.input<typeof AdminEnrolBody>): Promise<AdminEnrolResponse> {
  return http<AdminEnrolResponse>("/api/admin/enrolments", { method: "POST", body });
}

/** Enrols a user. */
export function useEnrolUser() {
  return useUserMutation(enrolUser);
}
