// Shape of the curated interview bank (one data module per track in this folder).
import type { InterviewTrack } from "@fincareer/domain/contract/interview";

/** A concept a strong answer covers: its name, the words that show it (synonyms), and a follow-up probing it. */
export interface KeyPoint {
  point: string;
  /** What a good answer explains, in plain words: the feedback's hint when the point is missed. */
  idea: string;
  /** Phrases that count as covering the point; matched on word stems, so "hedged" matches "hedging". */
  terms: string[];
  /** The follow-up asked when the answer missed this point, or to probe it further when it was covered. */
  ask: string;
  /** The relations with a direction the point asserts (relations.ts), from bank/relations.ts. */
  relations?: Relation[];
}

/**
 * A relation with a direction between two things, each a list of terms: sign 1 when they move together ("a higher
 * terminal growth, a higher value"), -1 when they move apart ("a higher WACC, a lower value").
 */
export interface Relation {
  a: string[];
  b: string[];
  sign: 1 | -1;
  /**
   * `a` causes `b` to move and needs no direction of its own ("bagging reduces variance"); an empty `a` is the
   * question itself ("under Ind AS 116 EBITDA rises").
   */
  cause?: boolean;
  /** What is right, said plainly (the correction when an answer says it the wrong way round); the idea otherwise. */
  says?: string;
}

/** Wrong content the bank can recognise in an answer, with the remark the feedback makes about it. */
export interface Misconception {
  /** Phrases that show it when a sentence says them (not in a negation); matched like key point terms. */
  terms: string[];
  /** A plain remark naming what is wrong and what is right. */
  remark: string;
}

/** One bank question with its key points and a model answer to compare with. */
export interface BankQuestion {
  id: string;
  text: string;
  points: KeyPoint[];
  model: string;
  /** Wrong content worth remarking on, where the bank can know it. */
  misconceptions: Misconception[];
  /**
   * The question leaves the topic to the learner ("pitch me a stock", "a recent deal you followed"): an answer is
   * judged by what it asserts, never as off-topic for using words the bank does not list.
   */
  openTopic?: boolean;
}

/** A track's bank. */
export interface TrackBank {
  id: InterviewTrack;
  name: string;
  description: string;
  /** Behavioural tracks are judged for STAR structure. */
  behavioural: boolean;
  questions: BankQuestion[];
}

/** Shorthand for a key point in the data files: [point, terms, follow-up, idea]. */
export type PointSpec = [point: string, terms: string[], ask: string, idea: string];

/** Shorthand for a misconception in the data files: [terms, remark]. */
export type MisconceptionSpec = [terms: string[], remark: string];

/** Builds a bank question from the compact form used in the data files. */
export function q(
  id: string,
  text: string,
  points: PointSpec[],
  model: string,
  misconceptions: MisconceptionSpec[] = [],
): BankQuestion {
  return {
    id,
    text,
    model,
    points: points.map(([point, terms, ask, idea]) => ({ point, terms, ask, idea })),
    misconceptions: misconceptions.map(([terms, remark]) => ({ terms, remark })),
  };
}
