import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/user/live: the current program's live sessions and whether one is dated today or later. */
export function getLiveSessions(): Promise<LiveResponse> {
  return http<LiveResponse>(apiPaths.liveSessions());
}

/** Live sessions of the current program (the key carries the program so a switch refetches). */
export function liveSessionsQuery(program: string | null) {
  return queryOptions({ queryKey: userKeys.live(program), queryFn: getLiveSessions, staleTime: 5 * 60_000 });
}

/** Live sessions of the current program, when the menu has the Live Sessions item. */
export function useLiveSessions(program: string | null, options: { enabled: boolean }) {
  return useQuery({ ...liveSessionsQuery(program), enabled: options.enabled });
}
