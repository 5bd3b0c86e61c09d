import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PnotifyScoreResponse } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";

export type MarkScoresSeenResult = z.infer<typeof PnotifyScoreResponse>;

/** POST <base>/pnotify_score: marks the given new scores seen. */
export function markScoresSeen(base: ResearchApiBase, ids: number[]): Promise<MarkScoresSeenResult> {
  return http<MarkScoresSeenResult>(`${base}/pnotify_score`, { method: "POST", body: { ids } });
}

/** Marks new scores seen and refreshes the notice. */
export function useMarkScoresSeen(base: ResearchApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markScoresSeen(base, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.notifyScore(base) }),
  });
}
