import type { RiskResponse } from "@fincareer/domain/contract/profile";
import type { RiskAppetite } from "@fincareer/domain/risk-profile";
import { http } from "../../../lib/http.ts";

/** PUT /api/user/risk: records the risk appetite chosen at step 2. */
export function saveRisk(riskAppetite: RiskAppetite): Promise<RiskResponse> {
  return http<RiskResponse>("/api/user/risk", { method: "PUT", body: { risk_appetite: riskAppetite } });
}
