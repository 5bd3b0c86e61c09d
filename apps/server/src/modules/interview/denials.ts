// Negation and denial: which of wink's negation scopes deny something (not "prevent overfitting", not "never risk
// more than 2%"), how far a denial reaches (the speaker's "I would not use X or Y" denies the whole clause, as does
// a stance such as "I don't think" or "not relevant"), and whether a sentence mostly denies or disclaims.
import { stemmer } from "stemmer";
import type { Token } from "./tokens.ts";
import { CONTENT_POS, NOMINAL_POS, SEPARATORS } from "./tokens.ts";

// A negation cue followed by one of these limits an amount rather than denying the idea: "never risk more than
// 2%", "not only margins but also volumes".
export const NEGATION_CUES = new Set(["not", "n't", "never", "no", "nor", "neither", "cannot"]);
const LIMITERS = new Set(["only", "just", "merely", "more", "less", "fewer", "later", "earlier", "exceed"]);

/**
 * Keeps wink's negation scopes that deny something: those opened by "not", "never", "no" and the like, except
 * when the cue only limits an amount. Scopes opened by verbs such as "prevent" or "avoid" are dropped: "I prevent
 * overfitting with regularisation" explains regularisation, it does not deny it.
 */
export function keepDenials(tokens: Token[]): void {
  // Punctuation inside a scope ("the 10-year G-sec") is not flagged; look through it.
  const before = (i: number) => {
    let j = i - 1;
    while (j >= 0 && tokens[j]!.skip && !SEPARATORS.has(tokens[j]!.text)) j--;
    return j >= 0 ? tokens[j]! : undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    const prev = before(i);
    if (!tokens[i]!.negated || prev?.negated) continue;
    if (prev && NEGATION_CUES.has(prev.text) && !LIMITERS.has(tokens[i]!.text)) continue;
    for (let j = i; j < tokens.length && (tokens[j]!.negated || tokens[j]!.skip); j++) {
      if (tokens[j]!.skip && SEPARATORS.has(tokens[j]!.text)) break;
      tokens[j]!.negated = false;
    }
  }
}

// Words that end a denial's clause: a contrast ("but", "instead") or a reason ("because") starts a statement of its own.
const CLAUSE_BREAKS = new Set(
  [
    "but",
    "however",
    "instead",
    "rather",
    "although",
    "though",
    "whereas",
    "except",
    "unless",
    "because",
    "since",
    "so",
  ].map((w) => w),
);
const BREAK_PUNCT = new Set([";", ":", "(", ")", "[", "]"]);
// A subject pronoun after a comma or "and" starts a new clause ("..., and I would use ...").
const SUBJECTS = new Set(["i", "we", "you", "they", "he", "she", "it", "this"]);
// The speaker: a denial whose subject is "I" or "we" denies the speaker's own use or knowledge of what follows.
const SPEAKER = new Set(["i", "we", "me"]);
// Words after a denial that make it a statement about the speaker's view or knowledge rather than about the topic:
// "I don't think", "I could not say", "not sure", "no idea", "not relevant", "not something I would look at".
export const STANCE = new Set(
  [
    "think",
    "believe",
    "say",
    "know",
    "sure",
    "idea",
    "clue",
    "describe",
    "consider",
    "agree",
    "remember",
    "understand",
    "care",
    "bother",
    "matter",
    "relevant",
    "important",
    "useful",
    "helpful",
    "necessary",
    "needed",
    "worth",
    "something",
    "anything",
    "what",
    "sense",
    "clear",
    "familiar",
    "aware",
    "confident",
    "comfortable",
    "area",
  ].map((w) => stemmer(w)),
);

const QUANTIFIER_CUES = new Set(["none", "nothing"]);

/** Where the clause holding token `i` ends (exclusive): the sentence's end, a contrast or reason, or a new subject. */
function clauseEnd(tokens: Token[], i: number): number {
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    if ((t.skip && BREAK_PUNCT.has(t.text)) || CLAUSE_BREAKS.has(t.text)) return j;
    if ((t.text === "," || t.pos === "CCONJ") && SUBJECTS.has(tokens[j + 1]?.text ?? "")) return j;
  }
  return tokens.length;
}

/** Where the clause holding token `i` starts: the sentence's start, or just after a break or a new subject's comma. */
function clauseStart(tokens: Token[], i: number): number {
  for (let j = i - 1; j > 0; j--) {
    const t = tokens[j]!;
    if ((t.skip && BREAK_PUNCT.has(t.text)) || CLAUSE_BREAKS.has(t.text)) return j + 1;
    if ((t.text === "," || t.pos === "CCONJ") && SUBJECTS.has(tokens[j + 1]?.text ?? "")) return j + 1;
  }
  return 0;
}

/**
 * Widens a denial to its whole clause when it is the speaker's ("I would not use a control group or a DiD", "I
 * have never studied moats") or a stance ("I don't think brand or switching costs are what it is about", "I could
 * not say what ROCE has to do with it"): wink's scope stops after a word or two or at a comma. A denial of
 * relevance ("X and Y are not relevant", "X is not something I would look at") denies its subject too. A denial
 * by another subject ("EBITDA does not include capex") keeps wink's scope: it explains something.
 */
export function widenDenials(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i]!;
    // "none" and "nothing" deny what they stand for ("none of these matter", "nothing about X is useful to me"),
    // which wink does not mark: they count only with a stance.
    const pronounCue = QUANTIFIER_CUES.has(cue.text);
    if (!pronounCue && (!NEGATION_CUES.has(cue.text) || !tokens[i + 1]?.negated)) continue;
    const start = clauseStart(tokens, i);
    const end = clauseEnd(tokens, i);
    const subject = tokens.slice(start, i).findLast((t) => t.pos === "PRON" || NOMINAL_POS.has(t.pos));
    // A stance: a word of view, knowledge or relevance right after the cue, or the speaker in the denied predicate
    // ("never made sense to me", "not something I would look at", "not useful to me").
    const after = tokens.slice(i + 1, end).filter((t) => !t.skip);
    // "not risk more than 2% of my capital" limits an amount (keepDenials).
    if (after.slice(0, 2).some((t) => LIMITERS.has(t.text))) continue;
    const stance =
      after.slice(0, 3).some((t) => STANCE.has(t.key)) ||
      after.some((t) => SPEAKER.has(t.text)) ||
      (pronounCue && after.some((t) => STANCE.has(t.key)));
    const speaker = !pronounCue && subject !== undefined && SPEAKER.has(subject.text);
    // The speaker in a relative clause denies the noun it hangs on: "X and Y are things I never understood".
    const relative = speaker && NOMINAL_POS.has(tokens[tokens.indexOf(subject) - 1]?.pos ?? "");
    if (speaker && !relative) {
      for (let j = i + 1; j < end; j++) if (!tokens[j]!.skip) tokens[j]!.negated = true;
    } else if (stance || relative) {
      for (let j = start; j < end; j++) if (j !== i && !tokens[j]!.skip) tokens[j]!.negated = true;
    }
  }
}

/**
 * True when a sentence mostly denies or disclaims: half or more of its content words sit in a denial, or the
 * speaker disclaims knowledge ("I don't know", "I have no idea", "I have never studied it").
 */
export function denies(tokens: Token[]): boolean {
  const content = tokens.filter((t) => !t.skip && !t.stop && CONTENT_POS.has(t.pos));
  if (content.length === 0) return false;
  return content.filter((t) => t.negated).length / content.length >= 0.5;
}
