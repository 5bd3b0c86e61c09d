import { useMutation } from "@tanstack/react-query";
import type { ForgotBody, ForgotResponse } from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/forgot: asks for a set-new-password link by email (the same answer for every address). */
export function forgotPassword(body: ForgotBody): Promise<ForgotResponse> {
  return http<ForgotResponse>("/api/auth/forgot", { method: "POST", body, auth: "none" });
}

/** Mutation for the forgot-password page. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
