import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VideoDetail } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { resourceKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/resources/videos/{id}: the video to play, its questions and the learner's answers. */
export function getVideo(id: number): Promise<VideoDetail> {
  return http<VideoDetail>(apiPaths.video(id));
}

/** One video's detail; the signed playback URL lasts hours, so it is not refetched on focus. */
export function useVideo(id: number | null) {
  return useQuery({ ...videoQuery(id ?? 0), enabled: id !== null });
}

/** One video's detail, as a query. */
export function videoQuery(id: number) {
  return queryOptions({
    queryKey: resourceKeys.video(id),
    queryFn: () => getVideo(id),
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
}
