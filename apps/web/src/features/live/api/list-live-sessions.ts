import { useQuery } from "@tanstack/react-query";
import type { LiveResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/live: the current program's sessions, upcoming first, then past (latest first). */
export function listLiveSessions(): Promise<LiveResponse> {
  return http<LiveResponse>("/api/user/live");
}

/** The sessions of the current program; the same cache entry as the shell's badge, fresher on this page. */
export function useLiveSessionList(program: string | null) {
  return useQuery({ queryKey: userKeys.live(program), queryFn: listLiveSessions, staleTime: 30_000 });
}
