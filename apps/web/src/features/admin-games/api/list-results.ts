import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminResultsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/games/results?email=&game=: learners' sets, newest first. */
export function listResults(filter: { email: string; game: string }): Promise<AdminResultsResponse> {
  const q = new URLSearchParams();
  if (filter.email) q.set("email", filter.email);
  if (filter.game) q.set("game", filter.game);
  return http<AdminResultsResponse>(`/api/admin/games/results?${q.toString()}`);
}

/** Results filtered by learner email (substring) and game. */
export function useResults(filter: { email: string; game: string }) {
  return useQuery({
    queryKey: gamesKeys.admin("results", filter),
    queryFn: () => listResults(filter),
    placeholderData: keepPreviousData,
  });
}
