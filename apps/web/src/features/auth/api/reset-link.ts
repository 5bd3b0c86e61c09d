import { useMutation, useQuery } from "@tanstack/react-query";
import type { ResetLinkStatus } from "@fincareer/domain/contract/auth";
import type { ForgotResponse } from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";

/** POST /api/auth/reset-link/status: whether a one-time link still sets a password (the check spends nothing). */
export function resetLinkStatus(token: string): Promise<ResetLinkStatus> {
  return http<ResetLinkStatus>("/api/auth/reset-link/status", {
    method: "POST",
    body: { token },
    auth: "none",
  });
}

/** The link's check when its page opens; asked once per token. */
export function useResetLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => resetLinkStatus(token!),
    enabled: token !== null,
    staleTime: Infinity,
    retry: 1,
  });
}

/** POST /api/auth/reset-link/renew: mails a new link to the account a used or expired link was for. */
export function renewResetLink(token: string): Promise<ForgotResponse> {
  return http<ForgotResponse>("/api/auth/reset-link/renew", {
    method: "POST",
    body: { token },
    auth: "none",
  });
}

/** Mutation of the "Send me a new link" button. */
export function useRenewResetLink() {
  return useMutation({ mutationFn: renewResetLink });
}
