import { useQuery } from "@tanstack/react-query";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";

/** GET /api/portfolio/stats: return over time against SENSEX, P&L, win rate, best/worst trades, leaderboard. */
export function getStats(): Promise<PortfolioStats> {
  return http<PortfolioStats>("/api/portfolio/stats");
}

/** The learner's trading statistics. */
export function useStats() {
  return useQuery({ queryKey: portfolioKeys.stats(), queryFn: getStats });
}
