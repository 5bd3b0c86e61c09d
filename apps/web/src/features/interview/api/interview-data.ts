import type { ScreenData } from "../../../lib/screen-data.ts";
import { interviewHistoryQuery } from "./list-history.ts";
import { interviewTracksQuery } from "./list-tracks.ts";

/** The AI interview screen's first data: the tracks and the learner's interviews. */
export const interviewData: ScreenData = ({ client }) =>
  Promise.all([client.prefetchQuery(interviewTracksQuery()), client.prefetchQuery(interviewHistoryQuery())]);
