import type { QueryClient } from "@tanstack/react-query";
import { withVideoProgress } from "@fincareer/domain/content";
import type { ResourcesResponse, VideoDetail, VideoProgress } from "@fincareer/domain/contract/content";
import { resourceKeys } from "../../../lib/query-keys.ts";

/**
 * Writes a video's saved progress into its cached detail and every cached module list at once (labels must not wait
 * for a refetch), then refetches the lists for the server's word (not awaited: a mutation is done when its reply is in). "Completed" never goes back in the cache: a late
 * reply to an earlier report must not undo a finished video.
 */
export function applyVideoProgress(
  queryClient: QueryClient,
  videoId: number,
  progress: VideoProgress,
  patch: (old: VideoDetail) => Partial<VideoDetail> = () => ({}),
): void {
  queryClient.setQueryData<VideoDetail>(resourceKeys.video(videoId), (old) =>
    old
      ? {
          ...old,
          ...patch(old),
          progress: { ...progress, completed: old.progress.completed || progress.completed },
        }
      : old,
  );
  queryClient.setQueriesData<ResourcesResponse>({ queryKey: resourceKeys.lists() }, (old) =>
    old ? withVideoProgress(old, videoId, progress) : old,
  );
  void queryClient.invalidateQueries({ queryKey: resourceKeys.lists() });
}
