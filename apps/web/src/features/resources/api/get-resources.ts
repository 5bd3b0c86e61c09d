import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResourcesResponse } from "@fincareer/domain/contract/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import { http } from "../../../lib/http.ts";
import { resourceKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/resources?track=: the current program's modules with progress and where to resume. */
export function getResources(track: ResourceTrack): Promise<ResourcesResponse> {
  return http<ResourcesResponse>(apiPaths.resources(track));
}

/** The module list of a track. */
export function useResources(track: ResourceTrack) {
  return useQuery(resourcesQuery(track));
}

/** The module list of a track, as a query. */
export function resourcesQuery(track: ResourceTrack) {
  return queryOptions({ queryKey: resourceKeys.list(track), queryFn: () => getResources(track) });
}
