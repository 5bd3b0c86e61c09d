import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotifyScoreResponse } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET <base>/notify_score: my submissions whose score changed since I last looked. */
export function getNotifyScore(base: ResearchApiBase): Promise<NotifyScoreResponse> {
  return http<NotifyScoreResponse>(apiPaths.notifyScore(base));
}

/** New, unseen scores in one area. */
export function useNotifyScore(base: ResearchApiBase) {
  return useQuery(notifyScoreQuery(base));
}

/** New, unseen scores in one area, as a query. */
export function notifyScoreQuery(base: ResearchApiBase) {
  return queryOptions({ queryKey: researchKeys.notifyScore(base), queryFn: () => getNotifyScore(base) });
}
