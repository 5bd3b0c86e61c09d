import { useMutation } from "@tanstack/react-query";
import type { SignupBody, TokenResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/signup: creates the account and returns its token. */
export function signup(body: SignupBody): Promise<TokenResponse> {
  return http<TokenResponse>("/api/auth/signup", { method: "POST", body, auth: "none" });
}

/** Mutation for the sign-up form. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
