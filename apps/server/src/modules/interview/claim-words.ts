// Word classes for the bank's wrong claims and key points' relations (issue 40): a claim's part may say `{up}`,
// `{down}`, `{is}`, `{same}`, `{unneeded}` ... instead of one phrasing, and matches any of the class's phrases (on
// word stems, as terms are matched: terms.ts), so "higher|rises" becomes every way of saying that a thing goes up.
// A class holds phrases of one or more words; the bank's claims use them where they state a direction, an identity
// or a dismissal, so each claim catches its paraphrases rather than the sentence it was written from.
import { keysOf } from "./terms.ts";

/** The word classes, by name: each a list of phrases that say the same thing. */
export const CLAIM_WORDS: Record<string, string[]> = {
  // A thing goes up, or is the higher of two.
  up: [
    "rise",
    "rises",
    "rising",
    "rose",
    "risen",
    "increase",
    "increases",
    "increased",
    "increasing",
    "higher",
    "goes up",
    "go up",
    "going up",
    "went up",
    "gone up",
    "moves up",
    "shoots up",
    "climb",
    "climbs",
    "grow",
    "grows",
    "grew",
    "raise",
    "raises",
    "raising",
    "boost",
    "boosts",
    "lift",
    "lifts",
    "push up",
    "pushes up",
    "more",
    "greater",
    "larger",
    "bigger",
    "expand",
    "expands",
    "jump",
    "jumps",
    "surge",
    "surges",
    "soar",
    "soars",
    "inflate",
    "inflates",
    "widen",
    "widens",
    "↑",
  ],
  // A thing goes down, or is the lower of two.
  down: [
    "fall",
    "falls",
    "fell",
    "fallen",
    "falling",
    "lower",
    "lowers",
    "decrease",
    "decreases",
    "decreased",
    "decline",
    "declines",
    "drop",
    "drops",
    "dropped",
    "reduce",
    "reduces",
    "reduced",
    "cut",
    "cuts",
    "shrink",
    "shrinks",
    "shrank",
    "less",
    "smaller",
    "goes down",
    "go down",
    "went down",
    "comes down",
    "come down",
    "compress",
    "compresses",
    "contract",
    "contracts",
    "erode",
    "erodes",
    "dip",
    "dips",
    "slump",
    "slumps",
    "plunge",
    "plunges",
    "narrow",
    "narrows",
    "depress",
    "depresses",
    "↓",
  ],
  // An identity: one thing is (just) another.
  is: [
    "is",
    "are",
    "equals",
    "equal",
    "equal to",
    "=",
    "means",
    "mean",
    "is the same as",
    "are the same as",
    "is basically",
    "are basically",
    "is just",
    "are just",
    "is simply",
    "are simply",
    "is essentially",
    "are essentially",
    "is really",
    "is effectively",
    "is nothing but",
    "is nothing more than",
    "is equivalent to",
    "are equivalent to",
    "is defined as",
    "is another word for",
    "is another name for",
    "represents",
    "basically represents",
    "really represents",
    "simply represents",
    "amounts to",
    "boils down to",
  ],
  // Two things are one.
  same: [
    "same",
    "the same thing",
    "identical",
    "equivalent",
    "interchangeable",
    "equal",
    "no different",
    "exactly alike",
  ],
  // A thing can be left out.
  unneeded: [
    "don't need",
    "doesn't need",
    "need not",
    "no need",
    "not needed",
    "isn't needed",
    "aren't needed",
    "not required",
    "isn't required",
    "not necessary",
    "unnecessary",
    "irrelevant",
    "not relevant",
    "doesn't matter",
    "don't matter",
    "does not matter",
    "do not matter",
    "not important",
    "can ignore",
    "can be ignored",
    "can safely ignore",
    "can be skipped",
    "can skip",
    "negligible",
    "redundant",
    "optional",
  ],
  // Always, whatever the case.
  always: [
    "always",
    "every time",
    "in every case",
    "in all cases",
    "invariably",
    "without exception",
    "never fails to",
  ],
  // The better or best choice.
  better: ["better", "best", "superior", "preferable", "the right choice", "the way to go", "more accurate"],
  // Enough on its own.
  enough: ["enough", "sufficient", "suffices", "all you need", "is all that matters", "alone is enough"],
  // Something makes another happen.
  causes: ["causes", "cause", "leads to", "lead to", "drives", "results in", "creates", "produces"],
};

/** Direction words: the phrases of {up} (+1) and {down} (-1), for reading a relation's sign (relations.ts). */
export const DIRECTIONS: { phrase: string; sign: 1 | -1 }[] = [
  ...CLAIM_WORDS.up!.map((phrase) => ({ phrase, sign: 1 as const })),
  ...CLAIM_WORDS.down!.map((phrase) => ({ phrase, sign: -1 as const })),
];

const classKeys = new Map<string, string[][]>();

/** The keys of each phrase of a class (`{up}` or "up"); undefined for a word that names no class. */
export function classOf(word: string): string[][] | undefined {
  const name = /^\{(\w+)\}$/.exec(word)?.[1] ?? word;
  const phrases = CLAIM_WORDS[name];
  if (!phrases) return undefined;
  let keys = classKeys.get(name);
  if (!keys) {
    keys = phrases.map((p) => keysOf(p)).filter((k) => k.length > 0);
    classKeys.set(name, keys);
  }
  return keys;
}

/** True when a word of a claim names a class: `{up}`. */
export const isClass = (word: string) => /^\{\w+\}$/.test(word);
