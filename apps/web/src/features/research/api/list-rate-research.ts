import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RateResearchList } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET <base>/rate-research: the peers' submissions assigned to me, unrated first. */
export function listRateResearch(base: ResearchApiBase): Promise<RateResearchList> {
  return http<RateResearchList>(apiPaths.rateResearch(base));
}

/** The submissions I am assigned to rate. */
export function useRateResearchList(base: ResearchApiBase) {
  return useQuery(rateResearchQuery(base));
}

/** The submissions I am assigned to rate, as a query. */
export function rateResearchQuery(base: ResearchApiBase) {
  return queryOptions({ queryKey: researchKeys.rateList(base), queryFn: () => listRateResearch(base) });
}
