import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TracksResponse } from "@fincareer/domain/contract/interview";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** GET /api/interview/tracks: the tracks, lengths and today's use of the daily limit. */
export function listTracks(): Promise<TracksResponse> {
  return http<TracksResponse>(apiPaths.interviewTracks());
}

/** The interview tracks, as a query. */
export function interviewTracksQuery() {
  return queryOptions({ queryKey: interviewKeys.tracks(), queryFn: listTracks });
}

/** The interview tracks. */
export function useInterviewTracks() {
  return useQuery(interviewTracksQuery());
}
