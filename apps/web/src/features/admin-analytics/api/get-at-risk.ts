import { useQuery } from "@tanstack/react-query";
import type { AtRiskResponse } from "@fincareer/domain/contract/analytics";
import { http } from "../../../lib/http.ts";
import { adminAnalyticsKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/analytics/at-risk: learners of a program at risk, with reasons. */
export function getAtRisk(program: string): Promise<AtRiskResponse> {
  return http<AtRiskResponse>(`/api/admin/analytics/at-risk?program=${encodeURIComponent(program)}`);
}

/** The at-risk list of a program. */
export function useAtRisk(program: string) {
  return useQuery({ queryKey: adminAnalyticsKeys.atRisk(program), queryFn: () => getAtRisk(program) });
}
