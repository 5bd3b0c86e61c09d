// Whether a sentence asserts anything (issue 40: key points are credited for claims, not terms). A sentence that
// holds a point's words still asserts nothing when it hedges both ways ("WACC may use market values or maybe book
// values"), disclaims the speaker's knowledge ("I don't know how these fit, but the terms are ..."), repeats an
// earlier sentence of the answer, goes round in a circle ("free cash flow matters because free cash flow drives
// the DCF"), or, in a story, says only that something was handled ("Action: I handled the conflict"). The reading
// (reading.ts) credits no point from such a sentence, and the gaming checks (gaming.ts) cap an answer made of them.
import { stemmer } from "stemmer";
import type { Sentence, Token } from "./tokens.ts";
import type { PointReading } from "./key-points.ts";
import { keepBest } from "./key-points.ts";
import { isContent } from "./tokens.ts";
import { FRAME_WORDS } from "./framing.ts";
import { STANCE } from "./denials.ts";

const stems = (words: string[]) => new Set(words.map((w) => stemmer(w)));

// Words of doubt: one on each side of an "or" ("may use market values or maybe book values") hedges both ways.
const DOUBT = new Set(["may", "might", "could", "maybe", "perhaps", "possibly"]);
/** How far (in words) a doubt may stand from the "or" it hedges across. */
const HEDGE_SPAN = 8;
/** The most distinct content words a sentence that hedges both ways has ("recall could be better or precision could"). */
const HEDGE_WORDS = 10;

/**
 * A sentence that hedges both ways: a word of doubt on each side of an "or", close to it ("WACC may use market
 * values or maybe book values", "recall could be better or precision could be better", "X might help or might
 * not"), "maybe X, maybe Y", "or perhaps not", or a shrug ("who knows", "either is fine", "both could be right").
 * Possible causes listed for an investigation ("a festival or a price cut could explain the rise") and a check
 * ("whether the data is missing at random or not") are not hedges.
 */
export function hedges(s: Sentence): boolean {
  const words = s.tokens.filter((t) => !t.skip).map((t) => t.text);
  const text = ` ${words.join(" ")} `;
  if (
    / who knows | either is fine | both (could|can|may|might) (be|work)| or (perhaps|maybe|possibly) not /.test(
      text,
    )
  )
    return true;
  if (/ or not /.test(text) && !/ whether /.test(text) && words.some((w) => DOUBT.has(w))) return true;
  // A long sentence that lists possible causes ("we may have chosen cities that were already growing, or
  // competitors may have cut spending") explains; a short one that offers both sides commits to nothing.
  const content = new Set(s.tokens.filter((t) => isContent(t)).map((t) => t.key));
  if (content.size > HEDGE_WORDS) return false;
  return words.some((w, i) => {
    if (w === "maybe") return words.slice(i + 1, i + 5).includes("maybe");
    if (w !== "or") return false;
    const before = words.slice(Math.max(0, i - HEDGE_SPAN), i).some((x) => DOUBT.has(x));
    const after = words.slice(i + 1, i + 1 + HEDGE_SPAN).some((x) => DOUBT.has(x) || x === "neither");
    return before && after;
  });
}

// What a speaker says to disclaim knowing: "I don't know", "I am not sure", "no idea", "never understood".
const KNOW = stems(["know", "sure", "idea", "understand", "understood", "clue", "remember", "certain"]);

/**
 * A sentence in which the speaker disclaims knowing ("Honestly I don't know how these fit together, but the terms
 * are ...", "I am not sure how to forecast working capital"): whatever follows names terms, it asserts nothing.
 */
export function disclaims(s: Sentence): boolean {
  const w = s.tokens.filter((t) => !t.skip);
  const speaker = w.some((t) => t.text === "i" || t.text === "i'm");
  if (!speaker) return false;
  return w.some(
    (t, i) =>
      KNOW.has(t.key) &&
      w.slice(Math.max(0, i - 4), i).some((c) => ["not", "n't", "no", "never"].includes(c.text)),
  );
}

/**
 * A sentence's words as a comparable string (stems, no punctuation), to find one said twice; with `masked`, the
 * tokens of the grader's terms read as one placeholder, so a frame repeated with another term in it ("The DCF uses
 * WACC. The DCF uses beta.") is the same sentence.
 */
export function sentenceKey(s: Sentence, masked = new Set<number>()): string {
  return s.tokens
    .flatMap((t, i) => (t.skip ? [] : [masked.has(i) ? "_" : t.key]))
    .join(" ")
    .replace(/(_ )+_/g, "_");
}

/** The most content words a sentence may have for its opening to be read as a frame (openingFrame). */
const FRAME_SENTENCE_WORDS = 6;
/** How many short sentences must share an opening before it is a frame filled again and again. */
export const FRAME_REPEATS = 3;

/**
 * A short sentence's opening: its words up to and including its first verb, when a noun or name comes before that
 * verb ("PCR uses", "the DCF needs", "WACC depends on" are openings; "It is", "I used" are not: a pronoun's
 * sentences share openings in any prose). Null for a longer sentence or one with no such opening. Three or more
 * short sentences with one opening ("PCR uses put OI. PCR uses volume. PCR uses Nifty.") fill one frame with
 * whatever comes to mind: the second and later say nothing new, whether or not their fillers are the grader's terms.
 */
export function openingFrame(s: Sentence): string | null {
  const words = s.tokens.filter((t) => !t.skip);
  if (words.filter(isContent).length > FRAME_SENTENCE_WORDS) return null;
  const verb = words.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (verb < 1 || verb > 4) return null;
  const opening = words.slice(0, verb + 1);
  if (!opening.slice(0, verb).some((t) => t.pos === "NOUN" || t.pos === "PROPN")) return null;
  // A particle or preposition right after the verb belongs to it ("depends on", "consists of").
  const next = words[verb + 1];
  if (next && (next.pos === "ADP" || next.pos === "PART")) opening.push(next);
  return opening.map((t) => t.key).join(" ");
}

/**
 * A circular sentence: it names the same term of a key point (or noun of the question) twice, with no "and" or comma between the two (so it
 * is one claim about the term, not a list), and besides the terms, framing and the question's words has at most one
 * word of its own ("X matters because X drives Y", "P/E is misleading when P/E misleads", "delta measures delta
 * because delta is the delta of the option"). A formula of several terms ("CCC = inventory days + receivable days
 * − payable days") repeats no term.
 */
export function circular(
  tokens: Token[],
  termTokens: Set<number>,
  occurrences: { term: string; at: number[] }[],
  asked: Set<string>,
): boolean {
  const byTerm = new Map<string, number[][]>();
  // The question's own nouns count as terms here: "P/E is misleading when P/E misleads".
  const asWords = tokens.flatMap((t, i) =>
    asked.has(t.key) && (t.pos === "NOUN" || t.pos === "PROPN") ? [{ term: `q:${t.key}`, at: [i] }] : [],
  );
  for (const o of [...occurrences, ...asWords]) byTerm.set(o.term, [...(byTerm.get(o.term) ?? []), o.at]);
  const loops = [...byTerm.values()].some((ats) => {
    const starts = [...new Set(ats.map((a) => a[0]!))].sort((a, b) => a - b);
    return starts.some((from, k) => {
      const to = starts[k + 1];
      if (to === undefined) return false;
      return !tokens.slice(from, to).some((t) => t.text === "and" || t.text === "," || t.text === "or");
    });
  });
  if (!loops) return false;
  const own = new Set(
    tokens
      .filter(
        (t, i) =>
          isContent(t) &&
          !termTokens.has(i) &&
          !asked.has(t.key) &&
          !FRAME_WORDS.has(t.key) &&
          !STANCE.has(t.key) &&
          t.pos !== "NUM",
      )
      .map((t) => t.key),
  );
  return own.size <= 1;
}

// The headings of a STAR template, not words of a story.
const STAR_HEADINGS = stems(["situation", "task", "action", "result", "star"]);
// Words that tell nothing of what happened: "I handled the conflict", "I took action", "the result was positive".
const HOLLOW = stems([
  "handle",
  "handled",
  "resolve",
  "resolved",
  "overcome",
  "take",
  "took",
  "action",
  "happy",
  "positive",
  "learn",
  "learnt",
  "learned",
  "lot",
  "grow",
  "grew",
  "person",
  "work",
  "worked",
  "hard",
  "good",
  "great",
  "well",
  "face",
  "faced",
  "help",
  "helped",
  "appreciate",
  "appreciated",
  "manage",
  "managed",
  "success",
  "successful",
  "successfully",
]);

/**
 * A sentence of a story that says nothing concrete: besides STAR headings, the question's own words and words that
 * only say something was handled or went well, it has fewer than two words of its own ("Action: I handled the
 * conflict.", "Result: I grew as a person and the result was positive.").
 */
export function hollowStory(s: Sentence, asked: Set<string>): boolean {
  const own = new Set(
    s.tokens
      .filter(
        (t) =>
          isContent(t) &&
          !STAR_HEADINGS.has(t.key) &&
          !HOLLOW.has(t.key) &&
          !asked.has(t.key) &&
          !FRAME_WORDS.has(t.key),
      )
      .map((t) => t.key),
  );
  return own.size < 2;
}

/** Whether an answer is laid out under STAR headings ("Situation: ... Task: ... Action: ... Result: ..."). */
export function starHeadings(answer: string): number {
  return ["situation", "task", "action", "result"].filter((h) => new RegExp(`\\b${h}\\s*:`, "i").test(answer))
    .length;
}

// Key points of a story about the candidate's own actions ("what you did", "your actions to resolve it", "steps taken
// to improve") and about its outcome ("result", "impact", "result of the decision").
const ACTION_POINT =
  /\b(what you did|your actions?|your (specific )?contribution|steps taken|what you changed|the extra you did)\b/i;
const RESULT_POINT = /^(result|impact|outcome)\b/i;
// An outcome in a story: a number, a grade, a deadline met, something won, agreed, cleared or improved.
const OUTCOME =
  /(\d|%|₹|\b(result(ed)?|outcome|completed?|finished|submitted|delivered|on time|early|grade|marks|won|cleared|selected|offer|agreed|reached|improved|reduced|increased|saved|approved|accepted|since then|learn(t|ed)|promoted|praised)\b)/i;

const PAST = new Set(
  "said took made went got told gave ran led built wrote spoke set met began brought found held kept sent put chose did had was were saw thought bought sold won lost paid left felt became came knew taught read split broke sat drew cut rang".split(
    " ",
  ),
);

/** A sentence in which "I" or "we" did something, told in the past ("I set up a call", "we agreed on a hold"). */
export function toldInPast(s: Sentence): boolean {
  const w = s.tokens.filter((t) => !t.skip);
  return w.some(
    (t, i) =>
      (t.text === "i" || t.text === "we") &&
      w
        .slice(i + 1, i + 4)
        .some((v) => !v.negated && (PAST.has(v.text) || (/ed$/.test(v.text) && v.pos === "VERB"))),
  );
}

/**
 * Credits a story's action and result points from what it says, in any words: a point about the candidate's actions
 * is explained by a concrete sentence (not hollow, not said twice) in which "I" or "we" do something; a point about
 * the result by a concrete sentence with an outcome. The STAR headings themselves earn nothing.
 */
export function storyCredit(sentences: Sentence[], readings: PointReading[], asked: Set<string>): void {
  const seen = new Set<string>();
  const concrete = sentences.map((s) => {
    const key = sentenceKey(s);
    const fresh = !seen.has(key);
    seen.add(key);
    return fresh && s.clause && !hollowStory(s, asked) && !hedges(s) && !disclaims(s) && !s.denies;
  });
  for (const r of readings) {
    const action = ACTION_POINT.test(r.point.point);
    const result = RESULT_POINT.test(r.point.point);
    if (!action && !result) continue;
    sentences.forEach((s, i) => {
      if (!concrete[i]) return;
      const text = s.text.replace(/\b(situation|task|action|result)\s*:/gi, " ");
      if ((action && toldInPast(s)) || (result && OUTCOME.test(text) && (toldInPast(s) || /\d/.test(text))))
        keepBest(r, "explained", action ? "what you did" : "the result", i);
    });
  }
}
