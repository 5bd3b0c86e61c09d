import type { ScreenData } from "../../../lib/screen-data.ts";
import { statsQuery } from "./get-stats.ts";

/** The Stats screen's first data: the learner's trading statistics. */
export const statsData: ScreenData = ({ client }) => client.prefetchQuery(statsQuery());
