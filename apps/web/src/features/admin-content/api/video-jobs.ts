// Transcoding jobs on the instructor screen: the list (refreshed every 2 s while a job is queued or running, and
// moved along by the socket's `video.job` progress), cancel and retry.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { VideoJob, VideoJobsResponse } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { adminContentKeys } from "../../../lib/query-keys.ts";
import { getToken } from "../../../lib/token.ts";
import { useContentMutation } from "./content-mutation.ts";

const active = (jobs: readonly VideoJob[]) => jobs.some((j) => j.state === "queued" || j.state === "running");

/** GET /api/content/video-jobs */
export function useVideoJobs() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminContentKeys.videoJobs(),
    queryFn: () => http<VideoJobsResponse>("/api/content/video-jobs"),
    refetchInterval: (q) => (q.state.data && active(q.state.data.jobs) ? 2000 : 15_000),
  });
  // Progress pushed by the server as it happens (the admin who uploaded the video); the poll covers the rest.
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import("../../../lib/socket.ts").then(({ connectLiveSocket }) => {
      if (cancelled) return;
      disconnect = connectLiveSocket(token, {
        onMarket: () => {},
        onPupdate: () => {},
        onVideoJob: (update) => {
          queryClient.setQueryData<VideoJobsResponse>(adminContentKeys.videoJobs(), (old) =>
            old
              ? {
                  ...old,
                  jobs: old.jobs.map((j) =>
                    j.id === update.id
                      ? {
                          ...j,
                          state: update.state as VideoJob["state"],
                          percent: update.percent,
                          pass: update.pass,
                          error: update.error ?? j.error,
                        }
                      : j,
                  ),
                }
              : old,
          );
          if (update.state === "done") void queryClient.invalidateQueries({ queryKey: adminContentKeys.all });
        },
      });
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [queryClient]);
  return query;
}

/** POST /api/content/video-jobs/{id}/cancel or /retry */
export const useVideoJobAction = () =>
  useContentMutation(({ id, action }: { id: number; action: "cancel" | "retry" }) =>
    http<VideoJob>(`/api/content/video-jobs/${id}/${action}`, { method: "POST" }),
  );
