import { useQuery } from "@tanstack/react-query";
import type { StockRisk } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";

/** GET /api/portfolio/stockrisk: beta, volatility, 1-day VaR and sector weights of the holdings (body kept whole). */
export function getStockRisk(): Promise<StockRisk> {
  return http<StockRisk>("/api/portfolio/stockrisk");
}

/** The portfolio risk figures. */
export function useStockRisk() {
  return useQuery({ queryKey: portfolioKeys.stockrisk(), queryFn: getStockRisk });
}
