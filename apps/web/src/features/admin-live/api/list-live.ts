import { useQuery } from "@tanstack/react-query";
import type { AdminLiveList } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { adminLiveKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/live: every session, upcoming first, then past and cancelled. */
export function listLive(): Promise<AdminLiveList> {
  return http<AdminLiveList>("/api/admin/live");
}

/** The instructor's schedule. */
export function useLiveSchedule() {
  return useQuery({ queryKey: adminLiveKeys.list(), queryFn: listLive });
}
