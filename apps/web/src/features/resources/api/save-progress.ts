import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgressBody, VideoDetail, VideoProgress } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { resourceKeys } from "../../../lib/query-keys.ts";

/** PUT /api/resources/videos/{id}/progress: where the learner is in the video. */
export function saveProgress(videoId: number, body: ProgressBody): Promise<VideoProgress> {
  return http<VideoProgress>(`/api/resources/videos/${videoId}/progress`, { method: "PUT", body });
}

/** Reports progress; the cached video takes the saved progress and the module lists refresh. */
export function useSaveProgress(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressBody) => saveProgress(videoId, body),
    onSuccess: (progress) => {
      queryClient.setQueryData<VideoDetail>(resourceKeys.video(videoId), (old) =>
        old ? { ...old, progress } : old,
      );
      return queryClient.invalidateQueries({ queryKey: [...resourceKeys.all, "list"] });
    },
  });
}
