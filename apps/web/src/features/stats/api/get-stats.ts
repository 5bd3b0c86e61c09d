import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";

/** GET /api/portfolio/stats: return over time against SENSEX, P&L, win rate, best/worst trades, leaderboard. */
export function getStats(): Promise<PortfolioStats> {
  return http<PortfolioStats>(apiPaths.portfolioStats());
}

/** The learner's trading statistics, as a query. */
export function statsQuery() {
  return queryOptions({ queryKey: portfolioKeys.stats(), queryFn: getStats });
}

/** The learner's trading statistics. */
export function useStats() {
  return useQuery(statsQuery());
}
