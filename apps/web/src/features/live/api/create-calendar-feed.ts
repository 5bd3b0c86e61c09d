import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveFeedResponse } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/live/feed: a new private address (the old one stops working). */
export function createCalendarFeed(): Promise<LiveFeedResponse> {
  return http<LiveFeedResponse>("/api/user/live/feed", { method: "POST" });
}

/** Creates or regenerates the private calendar address. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(userKeys.liveFeed(), feed),
  });
}
