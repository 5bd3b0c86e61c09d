import { useQuery } from "@tanstack/react-query";
import type { ScripListResponse, ScripSort, Segment } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

export interface ScripFilters {
  segment: Segment;
  sort: ScripSort;
  industry: string;
}

/** GET /api/scrips/list?segment&sort&industry: the companies with their quotes. */
export function listScrips(filters: ScripFilters): Promise<ScripListResponse> {
  const query = new URLSearchParams({ ...filters });
  return http<ScripListResponse>(`/api/scrips/list?${query.toString()}`);
}

/** The scrip list for the given filters. */
export function useScrips(filters: ScripFilters) {
  return useQuery({ queryKey: scripKeys.list(filters), queryFn: () => listScrips(filters) });
}
