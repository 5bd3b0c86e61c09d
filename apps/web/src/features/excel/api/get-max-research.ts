import { useEffect } from "react";
import type { MaxResearchResponse } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";

/** GET /api/ivepresearch/maxresearch: the highest open case-project week of the current program. */
export function getMaxResearch(): Promise<MaxResearchResponse> {
  return http<MaxResearchResponse>("/api/ivepresearch/maxresearch");
}

/**
 * Asks for the maximum-research value each time a lesson is shown and only logs it (SPEC.md section 2: "the result
 * is only logged"); a failure is logged too and changes nothing on screen.
 */
export function useLogMaxResearch(lessonId: string) {
  useEffect(() => {
    let live = true;
    getMaxResearch().then(
      (result) => live && console.debug(`maxresearch for ${lessonId}`, result),
      (error: unknown) => live && console.debug(`maxresearch for ${lessonId} failed`, error),
    );
    return () => {
      live = false;
    };
  }, [lessonId]);
}
