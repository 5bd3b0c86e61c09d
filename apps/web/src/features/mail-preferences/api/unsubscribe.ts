import { useMutation } from "@tanstack/react-query";
import type { UnsubscribeResponse } from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";

/** POST /api/mail/unsubscribe/{token}: stops the kind of email the link names (no login). */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return http<UnsubscribeResponse>(`/api/mail/unsubscribe/${encodeURIComponent(token)}`, {
    method: "POST",
    auth: "none",
  });
}

/** The unsubscribe page's confirm button. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
