import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WatchListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

/** GET /api/scrips/watch/me: the learner's watch list ("me" stands for their own user id). */
export function getWatchList(): Promise<WatchListResponse> {
  return http<WatchListResponse>("/api/scrips/watch/me");
}

/** The watch list, as a query. */
export function watchListQuery() {
  return queryOptions({ queryKey: scripKeys.watchList(), queryFn: getWatchList });
}

/** The watch list. */
export function useWatchList() {
  return useQuery(watchListQuery());
}
