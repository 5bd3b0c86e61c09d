import { useQuery } from "@tanstack/react-query";
import type { RiskResponse } from "@fincareer/domain/contract/profile";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/risk: the risk appetite chosen at sign-up and its band. */
export function getRiskProfile(): Promise<RiskResponse> {
  return http<RiskResponse>("/api/user/risk");
}

/** The learner's risk band. */
export function useRiskProfile() {
  return useQuery({ queryKey: accountKeys.risk(), queryFn: getRiskProfile });
}
