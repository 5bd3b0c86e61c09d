import { useQuery } from "@tanstack/react-query";
import type { MarketImportsResponse } from "@fincareer/domain/contract/market-import";
import { http } from "../../../lib/http.ts";
import { adminMarketKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/market/imports: which prices are real, and the last 20 imports. */
export function listImports(): Promise<MarketImportsResponse> {
  return http<MarketImportsResponse>("/api/admin/market/imports");
}

/** The coverage and recent imports of /admin/market. */
export function useImports() {
  return useQuery({ queryKey: adminMarketKeys.imports(), queryFn: listImports });
}
