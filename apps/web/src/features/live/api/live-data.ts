import type { ScreenData } from "../../../lib/screen-data.ts";
import { calendarFeedQuery } from "./get-calendar-feed.ts";

/** The live sessions screen's first data beside the shell's list of sessions: the private calendar address. */
export const liveData: ScreenData = ({ client }) => client.prefetchQuery(calendarFeedQuery());
