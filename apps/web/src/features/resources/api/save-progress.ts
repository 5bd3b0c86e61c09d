import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgressBody, VideoProgress } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { applyVideoProgress } from "./progress-cache.ts";

/** PUT /api/resources/videos/{id}/progress: where the learner is in the video. */
export function saveProgress(videoId: number, body: ProgressBody): Promise<VideoProgress> {
  return http<VideoProgress>(`/api/resources/videos/${videoId}/progress`, { method: "PUT", body });
}

/** Reports progress; the cached video and module lists take the saved progress at once. */
export function useSaveProgress(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressBody) => saveProgress(videoId, body),
    onSuccess: (progress) => applyVideoProgress(queryClient, videoId, progress),
  });
}
