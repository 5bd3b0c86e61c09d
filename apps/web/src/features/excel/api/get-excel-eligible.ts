import { useQuery } from "@tanstack/react-query";
import type { EligibilityResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { excelKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/exceleligible: the number of case projects passed, which unlocks modules 3 and 4. */
export function getExcelEligible(): Promise<EligibilityResponse> {
  return http<EligibilityResponse>("/api/user/exceleligible");
}

/** The learner's Excel eligibility, fetched each time the screen mounts. */
export function useExcelEligible() {
  return useQuery({ queryKey: excelKeys.eligible(), queryFn: getExcelEligible, staleTime: 0 });
}
