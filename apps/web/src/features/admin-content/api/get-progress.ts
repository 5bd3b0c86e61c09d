import { useQuery } from "@tanstack/react-query";
import type { AdminProgressResponse } from "@fincareer/domain/contract/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Family } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { adminContentKeys } from "../../../lib/query-keys.ts";

/** GET /api/content/progress?family=&track=: every learner of the family, per module. */
export function getProgress(family: Family, track: ResourceTrack): Promise<AdminProgressResponse> {
  return http<AdminProgressResponse>(`/api/content/progress?family=${family}&track=${track}`);
}

/** Per-learner progress and scores. */
export function useLearnerProgress(family: Family, track: ResourceTrack) {
  return useQuery({
    queryKey: adminContentKeys.progress(family, track),
    queryFn: () => getProgress(family, track),
  });
}
