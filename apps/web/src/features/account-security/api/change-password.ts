import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordBody, ChangePasswordResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";

/** POST /api/user/password: the current password is required; the caller's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return http<ChangePasswordResponse>("/api/user/password", { method: "POST", body });
}

/** Mutation for the change-password form. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
