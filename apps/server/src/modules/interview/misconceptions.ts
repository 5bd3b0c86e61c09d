// Wrong content the bank knows: a misconception's claims ("cash ... falls by ₹10") found in the answer's sentences,
// in order, close together, not set against something ("unlike L2") and not denied. Each one found is remarked and
// costs points (scoring.ts).
import type { Misconception } from "./bank/types.ts";
import type { Sentence, Token } from "./tokens.ts";
import { NEGATION_CUES } from "./denials.ts";
import { keysOf } from "./terms.ts";
import { classOf, isClass } from "./claim-words.ts";
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

/** The most words between a class word moved to the other side of its part and the rest ("WACC of the firm rises"). */
const FLOAT_GAP = 3;

/** One stretch of a claim's part: the keys of each of its phrasings, and whether it is a word class ({up}). */
interface Segment {
  alts: string[][];
  cls: boolean;
}

const compiled = new Map<string, Segment[][]>();

/**
 * A claim's parts, each as segments: runs of plain words (with their "|" alternatives, keyed as one phrase) and word
 * classes ({up}: claim-words.ts).
 */
function compile(claim: string): Segment[][] {
  let parts = compiled.get(claim);
  if (!parts) {
    parts = claim.split(" ... ").map((part) => {
      const segments: Segment[] = [];
      let run: string[] = [];
      const flush = () => {
        if (run.length > 0)
          segments.push({ alts: phrasings(run.join(" ")).map((alt) => keysOf(alt)), cls: false });
        run = [];
      };
      for (const word of part.trim().split(/\s+/)) {
        const cls = isClass(word) ? classOf(word) : undefined;
        if (cls) {
          flush();
          segments.push({ alts: cls, cls: true });
        } else run.push(word);
      }
      flush();
      return segments;
    });
    compiled.set(claim, parts);
  }
  return parts;
}

/** Every way the segments match contiguously from position `at` of `idx` (the sentence's words), as positions. */
function matchFrom(tokens: Token[], idx: number[], segments: Segment[], at: number): number[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments;
  const out: number[][] = [];
  for (const keys of first!.alts) {
    if (at + keys.length > idx.length) continue;
    if (!keys.every((k, j) => tokens[idx[at + j]!]!.key === k)) continue;
    const here = idx.slice(at, at + keys.length);
    for (const tail of matchFrom(tokens, idx, rest, at + keys.length)) out.push([...here, ...tail]);
  }
  return out;
}

/** True when no contrast or break sits between two positions of the sentence. */
const unbroken = (tokens: Token[], from: number, to: number) =>
  !tokens.slice(from, to).some((t) => CLAIM_BREAKS.has(t.text) || t.text === "," || t.text === ".");

/**
 * Where a part occurs in a sentence, as token positions in order. A word class at either end of a part may also sit
 * on the other side of the rest, a few words away: "{up} wacc" is "higher WACC" and "WACC goes up", "value {down}"
 * is "the value falls" and "a lower value".
 */
function partOccurrences(tokens: Token[], segments: Segment[]): number[][] {
  const idx = tokens.flatMap((t, i) => (t.skip ? [] : [i]));
  const found: number[][] = [];
  for (let i = 0; i < idx.length; i++) found.push(...matchFrom(tokens, idx, segments, i));
  if (segments.length >= 2) {
    const head = segments[0]!;
    const tail = segments.at(-1)!;
    if (head.cls && !tail.cls) {
      // "{up} wacc" as "wacc ... {up}".
      const rest = partOccurrencesOf(tokens, idx, segments.slice(1));
      const cls = partOccurrencesOf(tokens, idx, [head]);
      for (const r of rest)
        for (const c of cls) {
          const gap = idx.filter((p) => p > r.at(-1)! && p < c[0]!).length;
          if (c[0]! > r.at(-1)! && gap <= FLOAT_GAP && unbroken(tokens, r.at(-1)!, c[0]!))
            found.push([...r, ...c]);
        }
    } else if (tail.cls && !head.cls) {
      // "value {down}" as "{down} ... value".
      const rest = partOccurrencesOf(tokens, idx, segments.slice(0, -1));
      const cls = partOccurrencesOf(tokens, idx, [tail]);
      for (const r of rest)
        for (const c of cls) {
          const gap = idx.filter((p) => p > c.at(-1)! && p < r[0]!).length;
          if (c.at(-1)! < r[0]! && gap <= FLOAT_GAP && unbroken(tokens, c.at(-1)!, r[0]!))
            found.push([...c, ...r]);
        }
    }
  }
  return found.sort((a, b) => a[0]! - b[0]! || a.at(-1)! - b.at(-1)!);
}

function partOccurrencesOf(tokens: Token[], idx: number[], segments: Segment[]): number[][] {
  const found: number[][] = [];
  for (let i = 0; i < idx.length; i++) found.push(...matchFrom(tokens, idx, segments, i));
  return found;
}

// The keys of a sentence's tokens, kept while the sentence lives: every claim is checked against them first.
const sentenceKeys = new WeakMap<Token[], Set<string>>();

/**
 * Where a claim occurs in a sentence: its parts (separated by " ... ", "cash ... falls by ₹10") found in order,
 * each at most CLAIM_GAP words after the one before, with no contrast between them. A part's words may offer
 * alternatives ("higher|rising wacc") or name a word class ("{up} wacc": claim-words.ts).
 */
export function findClaim(tokens: Token[], claim: string): number[][] {
  const parts = compile(claim);
  // A part whose plain words are not all in the sentence cannot match: most claims end here, cheaply.
  let keys = sentenceKeys.get(tokens);
  if (!keys) {
    keys = new Set(tokens.map((t) => t.key));
    sentenceKeys.set(tokens, keys);
  }
  if (
    parts.some((segments) =>
      segments.some((g) => !g.cls && !g.alts.some((alt) => alt.every((k) => keys.has(k)))),
    )
  )
    return [];
  const occurrences = parts.map((segments) => partOccurrences(tokens, segments));
  const found: number[][] = [];
  for (const first of occurrences[0]!) {
    // "not as capital gains", "rather than the average": the claim is set against, within two words.
    const before = tokens
      .slice(0, first[0])
      .filter((t) => !t.skip)
      .slice(-2);
    if (before.some((t) => CLAIM_FOILS.has(t.text))) continue;
    let at = first;
    const all = [...first];
    for (const occs of occurrences.slice(1)) {
      const from = at.at(-1)! + 1;
      const next = occs.find((occ) => {
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
        const negative = p
          .split(/[ |]+/)
          .some((w) => !isClass(w) && keysOf(w).some((k) => NEGATION_CUES.has(k)));
        // A class phrase that is itself a denial ({unneeded}: "not needed") is not denied by its own "not".
        return findClaim(s.tokens, p).some((at) => {
          const own = negative || at.some((i) => NEGATION_CUES.has(s.tokens[i]!.text));
          return at.every((i) => (own || !s.tokens[i]!.negated) && (inList || !s.tokens[i]!.listed));
        });
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
