import { useMutation } from "@tanstack/react-query";
import type { LoginBody, TokenResponse } from "@fincareer/domain/contract/auth";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/login: exchanges email and password for a token. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return http<TokenResponse>("/api/auth/login", { method: "POST", body, auth: "none" });
}

/** Mutation for the login form. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
