// The labelled grading set (docs/interview-grading.md, files in grading-set/): answers to real bank questions, labelled by a person, that
// the bench and the tests score with the built-in grader. Every third entry of a track's file is the test split.
import { existsSync, readFileSync } from "node:fs";
import type { InterviewTrack } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS, bankQuestion } from "./bank/index.ts";
import type { EvaluationRequest } from "./rubric.ts";
import { mainRequest } from "./rubric.ts";

/** A person's judgement of an answer, lowest first. */
export const GRADING_LABELS = ["gamed", "weak", "adequate", "strong"] as const;
export type GradingLabel = (typeof GRADING_LABELS)[number];

/** One labelled answer. */
export interface GradingEntry {
  /** e.g. "investment-banking#7": the track and the 1-based position in its file. */
  id: string;
  track: InterviewTrack;
  question: string;
  label: GradingLabel;
  gaming?: string;
  answer: string;
  /**
   * tune and test: the set the grader was built on; seen: the earlier held-out sets, each used to mend the grader
   * after it was judged once; holdout: written later without the grader, never tuned on.
   */
  split: "tune" | "test" | "seen" | "holdout";
}

/** Every labelled answer of every track, in file order. */
export function gradingSet(): GradingEntry[] {
  return Object.values(TRACK_BANKS).flatMap((bank) => {
    const url = new URL(`./grading-set/${bank.id}.json`, import.meta.url);
    const raw = JSON.parse(readFileSync(url, "utf8")) as Omit<GradingEntry, "id" | "track" | "split">[];
    return raw.map((e, i) => ({
      ...e,
      id: `${bank.id}#${i + 1}`,
      track: bank.id,
      split: (i + 1) % 3 === 0 ? ("test" as const) : ("tune" as const),
    }));
  });
}

/** Reads one folder of later labelled answers (grading-set/<folder>/), if it exists. */
function laterSet(folder: string, split: "seen" | "holdout"): GradingEntry[] {
  return Object.values(TRACK_BANKS).flatMap((bank) => {
    const url = new URL(`./grading-set/${folder}/${bank.id}.json`, import.meta.url);
    if (!existsSync(url)) return [];
    const raw = JSON.parse(readFileSync(url, "utf8")) as Omit<GradingEntry, "id" | "track" | "split">[];
    return raw.map((e, i) => ({ ...e, id: `${bank.id}/${folder}#${i + 1}`, track: bank.id, split }));
  });
}

/**
 * The earlier held-out answers (grading-set/holdout/, 56, holdout2/, 70, holdout3/, 70, holdout4/, 91, and
 * holdout5/, 91): each written without the grader, judged on once, then used to mend it, so they are seen now and
 * judge nothing.
 */
export function seenSet(): GradingEntry[] {
  return ["holdout", "holdout2", "holdout3", "holdout4", "holdout5"].flatMap((folder) =>
    laterSet(folder, "seen"),
  );
}

/**
 * The held-out answers (grading-set/holdout6/): written without the grader and never used to tune it. Empty while
 * the folder does not exist.
 */
export function holdoutSet(): GradingEntry[] {
  return laterSet("holdout6", "holdout");
}

/** The evaluation request for a labelled answer, as a main question of an interview. */
export function gradingRequest(entry: GradingEntry): EvaluationRequest {
  return mainRequest(entry.track, bankQuestion(entry.track, entry.question), entry.answer);
}
