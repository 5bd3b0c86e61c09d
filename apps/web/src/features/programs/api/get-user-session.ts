import { useQuery } from "@tanstack/react-query";
import type { UserSession } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/usersession: when the current login session started (feeds the first-visit chooser). */
export function getUserSession(): Promise<UserSession> {
  return http<UserSession>("/api/user/usersession");
}

/** The session start; only asked for when the chooser could show (more than one started program). */
export function useUserSession(options: { enabled: boolean }) {
  return useQuery({
    queryKey: userKeys.session(),
    queryFn: getUserSession,
    enabled: options.enabled,
    staleTime: Infinity,
  });
}
