import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResearchListResponse } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET <base>: my submissions with scores and the comments received, and the open week. */
export function listResearch(base: ResearchApiBase): Promise<ResearchListResponse> {
  return http<ResearchListResponse>(apiPaths.researchList(base));
}

/** My submissions in one area (research or projects). */
export function useResearchList(base: ResearchApiBase) {
  return useQuery(researchListQuery(base));
}

/** My submissions in one area, as a query. */
export function researchListQuery(base: ResearchApiBase) {
  return queryOptions({ queryKey: researchKeys.list(base), queryFn: () => listResearch(base) });
}
