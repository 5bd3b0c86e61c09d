// The labelled grading set (docs/interview-grading.md, files in grading-set/): answers to real bank questions, labelled by a person, that
// the bench and the tests score with the built-in grader. Every third entry of a track's file is the test split.
import { existsSync, readFileSync } from "node:fs";
import type { InterviewTrack } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS, bankQuestion } from "./bank/index.ts";
import type { EvaluationRequest } from "./evaluator.ts";
import { mainRequest } from "./evaluator.ts";

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
   * holdout7 on: the finer kind of answer (docs/interview-grading.md, "Round seven"): an excellent, mediocre or weak
   * genuine answer, a wrong-but-fluent one (a real misconception, confidently written) or a gamed one.
   */
  kind?: AnswerKind;
  /** holdout7 on: the labeller's mark out of 100, given before the answer was scored. */
  mark?: number;
  /** wrong-but-fluent answers: the wrong claims it makes, in the labeller's words. */
  wrong?: string;
  /**
   * tune and test: the set the grader was built on; seen: the earlier held-out sets, each used to mend the grader
   * after it was judged once; holdout: written later without the grader, never tuned on.
   */
  split: "tune" | "test" | "seen" | "holdout";
  /** holdout7: the half of the set the grader was tuned on (tune) or judged on (test), by question. */
  part?: "tune" | "test";
}

/** The finer kinds of the blind sets from holdout7 on. */
export const ANSWER_KINDS = ["gamed", "wrong-fluent", "weak", "mediocre", "excellent"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

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
    const raw = JSON.parse(readFileSync(url, "utf8")) as (Omit<
      GradingEntry,
      "id" | "track" | "split" | "part"
    > & {
      split?: "tune" | "test";
    })[];
    return raw.map(({ split: part, ...e }, i) => ({
      ...e,
      id: `${bank.id}/${folder}#${i + 1}`,
      track: bank.id,
      split,
      ...(part ? { part } : {}),
    }));
  });
}

/**
 * The earlier held-out answers (grading-set/holdout/, 56, holdout2/, 70, holdout3/, 70, holdout4/, 91, holdout5/,
 * 91, holdout6/, holdout7/, 140, holdout8/, 149, and holdout9/, 126): each written without the grader, judged on once, then used to
 * mend it (holdout6 was judged by the examiner of issue 40), so they are seen now and judge nothing.
 */
export function seenSet(): GradingEntry[] {
  return [
    "holdout",
    "holdout2",
    "holdout3",
    "holdout4",
    "holdout5",
    "holdout6",
    "holdout7",
    "holdout8",
    "holdout9",
  ].flatMap((folder) => laterSet(folder, "seen"));
}

/** The blind set the bench judges: the newest one, never read by whoever changed the grader. */
export const BLIND_SET = "holdout10";

/**
 * The blind set (grading-set/holdout10/, 126 answers to 21 bank questions, 3 a track, none of them in holdout7 to
 * holdout9): written and labelled (kind and mark, docs/interview-grading.md) from the labelling guideline and the
 * questions alone, by a writer who never read the grader, its tests or the earlier sets, and judged once, after the
 * grader was mended on holdout9. No part of it is tuned on; a grader change after that judgement needs a new blind
 * set. Empty while the folder does not exist. holdout9 is seen from then on.
 */
export function holdoutSet(): GradingEntry[] {
  return laterSet(BLIND_SET, "holdout");
}

/** The evaluation request for a labelled answer, as a main question of an interview. */
export function gradingRequest(entry: GradingEntry): EvaluationRequest {
  return mainRequest(entry.track, bankQuestion(entry.track, entry.question), entry.answer);
}
