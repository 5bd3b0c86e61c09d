import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsOverview } from "@fincareer/domain/contract/analytics";
import { http } from "../../../lib/http.ts";
import { adminAnalyticsKeys } from "../../../lib/query-keys.ts";

/** The query string of a program and optional cohort month. */
export function scopeParams(program: string, cohort: string | null): URLSearchParams {
  const params = new URLSearchParams({ program });
  if (cohort) params.set("cohort", cohort);
  return params;
}

/** GET /api/admin/analytics/overview: KPIs, funnel, weekly activity and drop-off of a program (or cohort). */
export function getOverview(program: string, cohort: string | null): Promise<AnalyticsOverview> {
  return http<AnalyticsOverview>(`/api/admin/analytics/overview?${scopeParams(program, cohort).toString()}`);
}

/** The overview of the chosen program and cohort. */
export function useOverview(program: string, cohort: string | null) {
  return useQuery({
    queryKey: adminAnalyticsKeys.overview(program, cohort),
    queryFn: () => getOverview(program, cohort),
    placeholderData: keepPreviousData,
  });
}
