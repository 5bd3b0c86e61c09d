import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailPreferencesBody, MailPreferencesResponse } from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";
import { mailPreferenceKeys } from "../../../lib/query-keys.ts";

/** PUT /api/user/notification-preferences: switches kinds of email on or off; answers every switch. */
export function saveMailPreferences(body: MailPreferencesBody): Promise<MailPreferencesResponse> {
  return http<MailPreferencesResponse>("/api/user/notification-preferences", { method: "PUT", body });
}

/** Saves a switch and keeps the answer as the page's state. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (data) => queryClient.setQueryData(mailPreferenceKeys.mine(), data),
  });
}
