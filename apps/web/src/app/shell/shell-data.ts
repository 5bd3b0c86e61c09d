// The shell's own requests, started with the first screen's (routes.tsx preloadFirstScreen) instead of after the
// layout's code has arrived and rendered: the token check, the user info, and what domain first-data.ts's
// shellPaths asks for the learner last seen with this token (readLastUser): the bell, the enrolment check and the
// live-session badge.
import type { QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_LIMIT } from "@fincareer/domain/constants";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { hasLiveSessionsItem } from "@fincareer/domain/first-data";
import { verifyTokenQuery } from "../../features/auth/api/verify-token.ts";
import { notificationsQuery } from "../../features/notifications/api/list-notifications.ts";
import { conditionsQuery } from "../../features/renewal/api/get-conditions.ts";
import { liveSessionsQuery } from "../../features/user/api/get-live-sessions.ts";
import { userInfoQuery } from "../../features/user/api/get-user-info.ts";
import { readLastUser } from "../../lib/token.ts";

/**
 * Starts the shell's requests for the session of `token` (the ticker's wait for the first screen: ticker-slot.tsx).
 */
export function preloadShellData(client: QueryClient, token: string): void {
  void client.prefetchQuery(verifyTokenQuery(token));
  void client.prefetchQuery(userInfoQuery());
  void client.prefetchQuery(notificationsQuery(NOTIFICATION_LIMIT));
  const user = readLastUser<UserInfo>(token);
  const program = user?.cprogram ?? null;
  if (user === null || program === null) return;
  void client.prefetchQuery(conditionsQuery(program));
  if (hasLiveSessionsItem(user)) void client.prefetchQuery(liveSessionsQuery(program));
}
