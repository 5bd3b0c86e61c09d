import { useQuery } from "@tanstack/react-query";
import type { MailPreferencesResponse } from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";
import { mailPreferenceKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/notification-preferences: which kinds of email the learner gets. */
export function getMailPreferences(): Promise<MailPreferencesResponse> {
  return http<MailPreferencesResponse>("/api/user/notification-preferences");
}

/** The learner's email switches. */
export function useMailPreferences() {
  return useQuery({ queryKey: mailPreferenceKeys.mine(), queryFn: getMailPreferences });
}
