import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { IndustriesResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

export type Industries = z.infer<typeof IndustriesResponse>;

/** GET /api/scrips/industries: the industry names for the filter, A-Z. */
export function listIndustries(): Promise<Industries> {
  return http<Industries>(apiPaths.industries());
}

/** The industries; they change only with the reference data, so they are kept for the session. */
export function useIndustries() {
  return useQuery(industriesQuery());
}

/** The industry list, as a query (it never changes while the app runs). */
export function industriesQuery() {
  return queryOptions({ queryKey: scripKeys.industries(), queryFn: listIndustries, staleTime: Infinity });
}
