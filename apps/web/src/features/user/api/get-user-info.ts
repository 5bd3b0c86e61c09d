import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/user/info: the signed-in learner, their programs and sign-up progress. */
export function getUserInfo(): Promise<UserInfo> {
  return http<UserInfo>(apiPaths.userInfo());
}

/** The user info query. */
export function userInfoQuery() {
  return queryOptions({ queryKey: userKeys.info(), queryFn: getUserInfo });
}

/**
 * The user info; fetched once the token check has passed. `remembered` (the info last loaded with this token)
 * stands in until then, marked stale so the server's answer replaces it.
 */
export function useUserInfo(options: { enabled: boolean; remembered?: UserInfo | null }) {
  return useQuery({
    ...userInfoQuery(),
    enabled: options.enabled,
    ...(options.remembered ? { initialData: options.remembered, initialDataUpdatedAt: 0 } : {}),
  });
}
