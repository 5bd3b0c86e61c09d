import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WatchListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { portfolioKeys, scripKeys } from "../../../lib/query-keys.ts";

export interface WatchInput {
  scripId: number;
  watch: boolean;
}

/** POST /api/scrips/watch with {scrip_id, is_watch}: adds or removes a company; answers the new watch list. */
export function watchScrip({ scripId, watch }: WatchInput): Promise<WatchListResponse> {
  return http<WatchListResponse>("/api/scrips/watch", {
    method: "POST",
    body: { scrip_id: scripId, is_watch: watch },
  });
}

/** Toggles watching; the watch list is reloaded afterwards (SPEC.md section 7), with the views that show the flag. */
export function useWatchScrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: watchScrip,
    onSuccess: (result, { scripId }) => {
      queryClient.setQueryData(scripKeys.watchList(), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: scripKeys.watchList() }),
        queryClient.invalidateQueries({ queryKey: scripKeys.data(scripId) }),
        queryClient.invalidateQueries({ queryKey: [...scripKeys.all, "list"] }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]);
    },
  });
}
