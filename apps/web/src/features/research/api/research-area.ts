import type { ResearchApiBase } from "@fincareer/domain/first-data";

/** Which research screen: /research (OLD), /newresearch (NEW), /faresearch (FAFMEP), /ivepresearch (Projects). */
export type ResearchScreenKind = "old" | "new" | "fa" | "projects";

/** The API base of a screen: FMEP research pages use /api/research, Projects /api/ivepresearch. */
export function researchApiBase(kind: ResearchScreenKind): ResearchApiBase {
  return kind === "projects" ? "/api/ivepresearch" : "/api/research";
}

export type { ResearchApiBase };
