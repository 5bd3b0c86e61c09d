// Wrong content the bank knows: a misconception's claims ("cash ... falls by ₹10") found in the answer's sentences,
// in order, close together, not set against something ("unlike L2") and not denied. Each one found is remarked and
// costs points (scoring.ts).
import type { Misconception } from "./bank/types.ts";
import type { Sentence, Token } from "./tokens.ts";
import { NEGATION_CUES } from "./denials.ts";
import { findTerm, keysOf } from "./terms.ts";
import type { AnswerReading } from "./reading.ts";

/** The most words between two parts of a claim ("cash ... falls by ₹10"). */
const CLAIM_GAP = 6;
// Words that end the stretch a claim may span: a contrast or a new clause ("the buyer's loss is limited, while
// the seller's loss is unlimited").
const CLAIM_BREAKS = new Set([
  ";",
  "but",
  "while",
  "whereas",
  "however",
  "unlike",
  "instead",
  "rather",
  "than",
]);
// A claim just after one of these is set against something, not made: "unlike L2", "rather than by age", "not as
// capital gains".
const CLAIM_FOILS = new Set(["unlike", "than", "not", "instead", "versus", "vs"]);

/** The phrasings of a claim's part whose words offer alternatives: "net profit|income" is "net profit", "net income". */
export function phrasings(part: string): string[] {
  return part
    .trim()
    .split(/\s+/)
    .reduce<string[]>(
      (acc, word) => acc.flatMap((a) => word.split("|").map((w) => (a ? `${a} ${w}` : w))),
      [""],
    );
}

/**
 * Where a claim occurs in a sentence: its parts (separated by " ... ", "cash ... falls by ₹10") found in order,
 * each at most CLAIM_GAP words after the one before, with no contrast between them.
 */
export function findClaim(tokens: Token[], claim: string): number[][] {
  // A word of a part may offer alternatives: "higher|rising wacc ... raises|lifts value".
  const parts = claim.split(" ... ").map((part) => phrasings(part).map((alt) => keysOf(alt)));
  const occurrences = (alts: string[][]) =>
    alts.flatMap((keys) => findTerm(tokens, keys)).sort((a, b) => a[0]! - b[0]!);
  const found: number[][] = [];
  for (const first of occurrences(parts[0]!)) {
    // "not as capital gains", "rather than the average": the claim is set against, within two words.
    const before = tokens
      .slice(0, first[0])
      .filter((t) => !t.skip)
      .slice(-2);
    if (before.some((t) => CLAIM_FOILS.has(t.text))) continue;
    let at = first;
    const all = [...first];
    for (const keys of parts.slice(1)) {
      const from = at.at(-1)! + 1;
      const next = occurrences(keys).find((occ) => {
        if (occ[0]! < from) return false;
        const gap = tokens.slice(from, occ[0]);
        return gap.filter((t) => !t.skip).length <= CLAIM_GAP && !gap.some((t) => CLAIM_BREAKS.has(t.text));
      });
      if (!next) {
        at = [];
        break;
      }
      all.push(...next);
      at = next;
    }
    if (at.length > 0) found.push(all);
  }
  return found;
}

/**
 * True when some sentence of the answer says any of the phrases (or claims: findClaim) outside a negation; with
 * `inList` false, only a clause counts, not an item of a list. A claim that is itself negative ("the cash flow
 * statement does not change") is not denied by its own "not".
 */
export function says(sentences: Sentence[], phrases: string[], inList: boolean): boolean {
  return sentences.some(
    (s) =>
      (inList || s.clause) &&
      phrases.some((p) => {
        const negative = p.split(/[ |]+/).some((w) => keysOf(w).some((k) => NEGATION_CUES.has(k)));
        return findClaim(s.tokens, p).some((at) =>
          at.every((i) => (negative || !s.tokens[i]!.negated) && (inList || !s.tokens[i]!.listed)),
        );
      }),
  );
}

/** A misconception an answer states, with the sentence that states it. */
export interface WrongClaim {
  misconception: Misconception;
  /** The index of the sentence that states it, and its text (the learner's words, quoted in the correction). */
  sentence: number;
  claim: string;
}

/** The misconceptions an answer states in a sentence, each with the first sentence that states it. */
export function misconceptionsIn(reading: AnswerReading, misconceptions: Misconception[]): WrongClaim[] {
  // Wrong peers named in a list are still named.
  return misconceptions.flatMap((m) => {
    const at = reading.sentences.findIndex((s) => says([s], m.terms, true));
    return at < 0 ? [] : [{ misconception: m, sentence: at, claim: quote(reading.sentences[at]!.text) }];
  });
}

/** The longest quote of a learner's sentence in a correction. */
const QUOTE_CHARS = 160;

/** A learner's sentence as quoted back: trimmed, cut at a word boundary with an ellipsis when long. */
export function quote(text: string): string {
  // Without its closing mark: the quote sits inside the feedback's own sentence.
  const t = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "");
  if (t.length <= QUOTE_CHARS) return t;
  return `${t.slice(0, t.lastIndexOf(" ", QUOTE_CHARS))} …`;
}
