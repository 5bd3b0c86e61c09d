import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordBody, ChangePasswordResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/password: the current password is required; the caller's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return http<ChangePasswordResponse>("/api/user/password", { method: "POST", body });
}

/** Mutation for the change-password form. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server drops the private calendar address with the old password: the Live Sessions page must not show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.liveFeed() }),
  });
}
