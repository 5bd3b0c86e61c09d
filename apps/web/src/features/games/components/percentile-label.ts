import type { GameStatsResponse } from "@fincareer/domain/contract/games";
import { showsPercentile } from "@fincareer/domain/games";

/** The cohort percentile as the games screens word it: "-" before a finished set, and no rank from a tiny cohort. */
export function percentileLabel(s: Pick<GameStatsResponse, "percentile" | "cohort_size">): string {
  if (s.percentile === null) return "-";
  if (!showsPercentile(s.cohort_size)) return "Not enough learners yet";
  return `${s.percentile}th of ${s.cohort_size} learners`;
}
