// Key-point matching: how one sentence treats a key point whose term it holds (explained, named in a list,
// mentioned, listed, negated), and how an answer's reading of a point keeps the best of its sentences.
import type { KeyPoint } from "./bank/types.ts";
import type { Token } from "./tokens.ts";
import { NEGATION_CUES } from "./denials.ts";
import { keysOf } from "./terms.ts";

/**
 * How an answer treats one key point, from best to worst: explained in a sentence; named as an item of a list
 * inside a sentence that says something (half a point); mentioned in a sentence that explains nothing; listed
 * (a list of terms); mentioned only in a negation; not at all.
 */
export type PointStatus =
  "explained" | "named" | "mentioned" | "listed" | "negated" | "contradicted" | "absent";

/** A key point with how the answer treats it and the words that showed it. */
export interface PointReading {
  point: KeyPoint;
  status: PointStatus;
  /** The point's terms found where the status was decided (for "explained": in explaining sentences). */
  terms: string[];
  /** The sentences (by index) where the status was decided. */
  sentences: number[];
  /** A contradicted point: the learner's sentence that asserts the opposite, and the bank's correction. */
  wrong?: { claim: string; correction: string };
}

export const RANK: Record<PointStatus, number> = {
  explained: 5,
  named: 4,
  mentioned: 3,
  listed: 2,
  negated: 1,
  contradicted: 1,
  absent: 0,
};

/** What the sentence holding a term says, as readAnswer found it. */
export interface SentenceSays {
  /** It explains something (a clause of its own words, not the question said back or words to the grader). */
  explains: boolean;
  /** It explains enough for each point it lists. */
  explainsList: boolean;
  /** Its words of the topic besides the grader's terms, not denied. */
  topical: number;
  /** The question is behavioural (STAR), told in everyday words. */
  behavioural: boolean | undefined;
}

/** How a sentence treats a key point through one of its terms, found at the tokens `toks`. */
export function termStatus(toks: Token[], term: string, sentence: SentenceSays): PointStatus {
  const { explains, explainsList, topical, behavioural } = sentence;
  // A term that is itself negative ("not available at prediction time") is not denied by its own "not".
  if (toks.some((t) => t.negated) && !toks.some((t) => NEGATION_CUES.has(t.text))) return "negated";
  // A bare term ("because PEG", an item of a long list) is named at most, whatever the sentence says.
  if (toks.every((t) => t.bare)) return explains ? "named" : "listed";
  if (toks.every((t) => t.listed)) return explainsList ? "explained" : explains ? "named" : "listed";
  // A one-word term needs another word of the topic beside it: "stock" in "a stock market quiz" is
  // not inventory. Behavioural answers are stories in everyday words, so they are exempt.
  if (explains && (keysOf(term).length > 1 || topical >= 1 || behavioural)) return "explained";
  return "mentioned";
}

/** Keeps a point's best status so far, with every term that showed it. */
export function keepBest(reading: PointReading, status: PointStatus, term: string, sentence = -1): void {
  if (RANK[status] > RANK[reading.status]) {
    reading.status = status;
    reading.terms = [term];
    reading.sentences = [sentence];
  } else if (status === reading.status) {
    if (!reading.terms.includes(term)) reading.terms.push(term);
    if (!reading.sentences.includes(sentence)) reading.sentences.push(sentence);
  }
}
