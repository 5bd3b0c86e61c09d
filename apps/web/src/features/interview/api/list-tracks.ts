import { useQuery } from "@tanstack/react-query";
import type { TracksResponse } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** GET /api/interview/tracks: the tracks, lengths and today's use of the daily limit. */
export function listTracks(): Promise<TracksResponse> {
  return http<TracksResponse>("/api/interview/tracks");
}

/** The interview tracks. */
export function useInterviewTracks() {
  return useQuery({ queryKey: interviewKeys.tracks(), queryFn: listTracks });
}
