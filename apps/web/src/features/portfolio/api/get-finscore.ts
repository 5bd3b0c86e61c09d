import { useQuery } from "@tanstack/react-query";
import type { FinScore } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys } from "../../../lib/query-keys.ts";

/** GET /api/portfolio/finscore: the 0-100 portfolio-quality score with its components (body kept whole). */
export function getFinScore(): Promise<FinScore> {
  return http<FinScore>("/api/portfolio/finscore");
}

/** The FinScore. */
export function useFinScore() {
  return useQuery({ queryKey: portfolioKeys.finscore(), queryFn: getFinScore });
}
