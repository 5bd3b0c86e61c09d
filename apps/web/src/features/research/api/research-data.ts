import type { ScreenData } from "../../../lib/screen-data.ts";
import { notifyScoreQuery } from "./get-notify-score.ts";
import { rateResearchQuery } from "./list-rate-research.ts";
import { researchListQuery } from "./list-research.ts";
import { researchApiBase } from "./research-area.ts";
import type { ResearchScreenKind } from "./research-area.ts";

/** A research screen's first data: my submissions, new scores and the peers' work I am to rate. */
export function researchData(kind: ResearchScreenKind): ScreenData {
  const base = researchApiBase(kind);
  return ({ client }) =>
    Promise.all([
      client.prefetchQuery(researchListQuery(base)),
      client.prefetchQuery(notifyScoreQuery(base)),
      client.prefetchQuery(rateResearchQuery(base)),
    ]);
}
