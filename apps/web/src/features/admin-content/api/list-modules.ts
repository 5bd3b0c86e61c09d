import { useQuery } from "@tanstack/react-query";
import type { AdminModulesResponse } from "@fincareer/domain/contract/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Family } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { adminContentKeys } from "../../../lib/query-keys.ts";

/** GET /api/content/modules?family=&track= */
export function listModules(family: Family, track: ResourceTrack): Promise<AdminModulesResponse> {
  return http<AdminModulesResponse>(`/api/content/modules?family=${family}&track=${track}`);
}

/** A family's modules of a track with videos and questions. */
export function useModules(family: Family, track: ResourceTrack) {
  return useQuery({
    queryKey: adminContentKeys.modules(family, track),
    queryFn: () => listModules(family, track),
  });
}
