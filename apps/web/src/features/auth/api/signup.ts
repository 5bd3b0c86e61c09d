import { useMutation } from "@tanstack/react-query";
import type { SignupBody, SignupResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/signup: answers the same whether or not the email is taken; the form then logs in. */
export function signup(body: SignupBody): Promise<SignupResponse> {
  return http<SignupResponse>("/api/auth/signup", { method: "POST", body, auth: "none" });
}

/** Mutation for the sign-up form. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
