import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WatchListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/scrips/watch/me: the learner's watch list ("me" stands for their own user id). */
export function getWatchList(): Promise<WatchListResponse> {
  return http<WatchListResponse>(apiPaths.watchList());
}

/** The watch list, as a query. */
export function watchListQuery() {
  return queryOptions({ queryKey: scripKeys.watchList(), queryFn: getWatchList });
}

/** The watch list. */
export function useWatchList() {
  return useQuery(watchListQuery());
}
