import { useQuery } from "@tanstack/react-query";
import type { LiveFeedResponse } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/live/feed: the learner's private calendar address, or url null. */
export function getCalendarFeed(): Promise<LiveFeedResponse> {
  return http<LiveFeedResponse>("/api/user/live/feed");
}

/** The private calendar address. */
export function useCalendarFeed() {
  return useQuery({ queryKey: userKeys.liveFeed(), queryFn: getCalendarFeed });
}
