import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveFeedResponse } from "@fincareer/domain/contract/live";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/live/feed: the learner's private calendar address, or url null. */
export function getCalendarFeed(): Promise<LiveFeedResponse> {
  return http<LiveFeedResponse>(apiPaths.liveFeed());
}

/** The private calendar address, as a query. */
export function calendarFeedQuery() {
  return queryOptions({ queryKey: userKeys.liveFeed(), queryFn: getCalendarFeed });
}

/** The private calendar address. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}
