import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveFeedResponse } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/user/live/feed: the private address stops working. */
export function revokeCalendarFeed(): Promise<{ ok: true }> {
  return http<{ ok: true }>("/api/user/live/feed", { method: "DELETE" });
}

/** Turns the private calendar address off. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<LiveFeedResponse>(userKeys.liveFeed(), { url: null, created_at: null }),
  });
}
