import { useQuery } from "@tanstack/react-query";
import type { VideoDetail } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { resourceKeys } from "../../../lib/query-keys.ts";

/** GET /api/resources/videos/{id}: the video to play, its questions and the learner's answers. */
export function getVideo(id: number): Promise<VideoDetail> {
  return http<VideoDetail>(`/api/resources/videos/${id}`);
}

/** One video's detail; the signed playback URL lasts hours, so it is not refetched on focus. */
export function useVideo(id: number | null) {
  return useQuery({
    queryKey: resourceKeys.video(id ?? 0),
    queryFn: () => getVideo(id!),
    enabled: id !== null,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
}
