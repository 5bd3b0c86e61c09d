import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RateResearchResponse } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";

export type RateResearchResult = z.infer<typeof RateResearchResponse>;

export interface PeerRating {
  research_id: number;
  points: number;
  comment: string;
}

/** POST <base>/rate-research: points and a comment; `data` holds JSON with rate_res (SPEC.md section 3). */
export function rateResearch(base: ResearchApiBase, rating: PeerRating): Promise<RateResearchResult> {
  return http<RateResearchResult>(`${base}/rate-research`, {
    method: "POST",
    body: {
      research_id: rating.research_id,
      points: rating.points,
      data: JSON.stringify({ rate_res: rating.comment }),
    },
  });
}

/** Rates a peer's submission, then reloads the rate-research list (SPEC.md section 4). */
export function useRateResearch(base: ResearchApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: PeerRating) => rateResearch(base, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.rateList(base) }),
  });
}
