import { useQuery } from "@tanstack/react-query";
import type { RatersResponse } from "@fincareer/domain/contract/analytics-quality";
import { http } from "../../../lib/http.ts";
import { analyticsQualityKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/analytics/raters: timeliness by week, grade distribution and peer raters of a program. */
export function getRaters(program: string): Promise<RatersResponse> {
  return http<RatersResponse>(`/api/admin/analytics/raters?program=${encodeURIComponent(program)}`);
}

/** The raters report of a program. */
export function useRaters(program: string) {
  return useQuery({ queryKey: analyticsQualityKeys.raters(program), queryFn: () => getRaters(program) });
}
