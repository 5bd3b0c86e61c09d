import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordBody, ResetPasswordResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/reset-password: sets a new password with a one-time link's token. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return http<ResetPasswordResponse>("/api/auth/reset-password", { method: "POST", body, auth: "none" });
}

/** Mutation for the reset-password page. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
