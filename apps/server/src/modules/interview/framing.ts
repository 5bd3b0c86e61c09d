// Words that say nothing of their own: framing ("for example", "in conclusion", "the answer is"), assertions of
// weight ("X is important", "Y is used", "Z plays a role"), and the sentences made only of them after their subject
// ("WACC is important. DCF is used.").
import { stemmer } from "stemmer";
import type { Token } from "./tokens.ts";
import { isContent } from "./tokens.ts";

// Words that frame an answer without saying anything: "for example", "in conclusion", "the answer is".
export const FRAME_WORDS = new Set(
  [
    "example",
    "instance",
    "conclusion",
    "summary",
    "result",
    "addition",
    "answer",
    "question",
    "thing",
    "things",
    "important",
    "basically",
    "actually",
    "really",
    "also",
    "first",
    "firstly",
    "second",
    "secondly",
    "third",
    "finally",
    "lastly",
    "overall",
    "mean",
    "means",
    // Words that assert a term's existence or weight without relating it to anything: "X is important", "Y also
    // matters", "we consider Z", "A, B and C are key".
    "importance",
    "matter",
    "matters",
    "key",
    "crucial",
    "critical",
    "essential",
    "vital",
    "relevant",
    "significant",
    "consider",
    "considered",
    "role",
    "factor",
    "factors",
    "aspect",
    "aspects",
    "help",
    "helps",
    "concept",
    "concepts",
    "term",
    "terms",
    "topic",
  ].map((w) => stemmer(w)),
);

// Verbs that only say a thing is there or has weight, with nothing after them: "DCF is used", "beta is needed",
// "leverage plays a role".
const WEIGHT_VERBS = new Set(
  ["use", "used", "need", "require", "exist", "matter", "play", "count", "apply", "include"].map((w) =>
    stemmer(w),
  ),
);

/** The most words the subject of a sentence that only names it has. */
const SUBJECT_WORDS = 5;

/**
 * Whether a sentence only names its subject: its predicate (from its first verb on) has no word that says something
 * about it (no reason, mechanism, number, comparison or consequence), only framing and weight ("is important", "is
 * used", "matters too", "is also key") or the question's own words ("is my strength"). "DCF is used. WACC is
 * important. Terminal value matters." names three terms and explains none.
 */
export function emptyPredicate(tokens: Token[], asked: Set<string>): boolean {
  // The predicate starts at the first auxiliary or finite verb: "public speaking is my weakness" starts at "is".
  const verb = tokens.findIndex((t) => t.pos === "AUX" || (t.pos === "VERB" && !/(ing|ed)$/.test(t.text)));
  // The subject is a short noun phrase ("terminal value", "time management"); a longer stretch before the verb
  // ("DuPont breaks ROE into three parts: ..., which multiplied together give ROE") is a sentence of its own.
  const subject = tokens.slice(0, verb);
  if (verb <= 0 || subject.length > SUBJECT_WORDS || subject.some((t) => t.skip)) return false;
  return tokens
    .slice(verb)
    .every(
      (t) =>
        !isContent(t) ||
        (t.pos === "AUX" && !t.negated) ||
        FRAME_WORDS.has(t.key) ||
        WEIGHT_VERBS.has(t.key) ||
        asked.has(t.key),
    );
}
