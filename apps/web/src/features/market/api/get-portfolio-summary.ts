import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";

// The whole portfolio, largest holdings first: the same query (and cache entry) as the portfolio screen's default.
const SUMMARY_FILTERS = { segment: "ALL", sort: "VALUE", industry: "ALL" } as const;

/** GET /api/portfolio/list with every holding: the account totals and the holdings for Home's summary. */
export function getPortfolioSummary(): Promise<PortfolioListResponse> {
  const query = new URLSearchParams(SUMMARY_FILTERS);
  return http<PortfolioListResponse>(`/api/portfolio/list?${query.toString()}`);
}

/** The account totals and holdings, as a query. */
export function portfolioSummaryQuery() {
  return queryOptions({ queryKey: portfolioKeys.list(SUMMARY_FILTERS), queryFn: getPortfolioSummary });
}

/** The account totals and holdings. */
export function usePortfolioSummary() {
  return useQuery(portfolioSummaryQuery());
}
