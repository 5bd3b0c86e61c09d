import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VerifyTokenResponse } from "@fincareer/domain/contract/user";
import { apiPaths, VERIFY_TOKEN_KEY } from "@fincareer/domain/first-data";
import { isApiError } from "../../../lib/api-error.ts";
import { takeFirstData } from "../../../lib/first-data.ts";
import { http } from "../../../lib/http.ts";
import { authKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/verify-token: is the token valid, and which build does the server serve. */
export async function verifyToken(token: string): Promise<VerifyTokenResponse> {
  // A page that came with this token's first data holds the server's answer of a moment ago (lib/first-data.ts).
  const first = takeFirstData(VERIFY_TOKEN_KEY, token);
  if (first !== undefined) return first.body as VerifyTokenResponse;
  // "optional": an invalid token must come back as isValid false (or a 401) for the shell to log out itself.
  return http<VerifyTokenResponse>(apiPaths.verifyToken(), {
    method: "POST",
    body: { token },
    auth: "optional",
  });
}

/** The token check of the app start; checked once per token and app load. */
export function verifyTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: () => verifyToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    // A flaky connection gets two more tries before the learner is logged out; a 4xx answer is final.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** The token check, read by the shell. */
export function useVerifyToken(token: string) {
  return useQuery(verifyTokenQuery(token));
}
