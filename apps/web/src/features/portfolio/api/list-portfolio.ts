import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioListResponse, PortfolioSort, Segment } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

export interface PortfolioFilters {
  segment: Segment;
  sort: PortfolioSort;
  industry: string;
}

/** Every holding, largest first: the account's totals and the screen's unfiltered list. */
export const ALL_HOLDINGS: PortfolioFilters = { segment: "ALL", sort: "VALUE", industry: "ALL" };

/** GET /api/portfolio/list?segment&sort&industry: the account totals and the (filtered) holdings. */
export function listPortfolio(filters: PortfolioFilters): Promise<PortfolioListResponse> {
  return http<PortfolioListResponse>(apiPaths.portfolio(filters));
}

/** The portfolio for the given filters, as a query. */
export function portfolioQuery(filters: PortfolioFilters) {
  return queryOptions({ queryKey: portfolioKeys.list(filters), queryFn: () => listPortfolio(filters) });
}

/** The portfolio for the given filters; the previous rows stay on screen while a new filter loads. */
export function usePortfolio(filters: PortfolioFilters) {
  return useQuery({ ...portfolioQuery(filters), placeholderData: keepPreviousData });
}
