import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";
import { ALL_HOLDINGS, apiPaths } from "@fincareer/domain/first-data";

// The whole portfolio, largest holdings first: the same query (and cache entry) as the portfolio screen's default.

/** GET /api/portfolio/list with every holding: the account totals and the holdings for Home's summary. */
export function getPortfolioSummary(): Promise<PortfolioListResponse> {
  return http<PortfolioListResponse>(apiPaths.portfolio(ALL_HOLDINGS));
}

/** The account totals and holdings, as a query. */
export function portfolioSummaryQuery() {
  return queryOptions({ queryKey: portfolioKeys.list(ALL_HOLDINGS), queryFn: getPortfolioSummary });
}

/** The account totals and holdings. */
export function usePortfolioSummary() {
  return useQuery(portfolioSummaryQuery());
}
