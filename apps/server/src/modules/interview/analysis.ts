// Reads an answer the way an interviewer does: sentence by sentence, asking of each key point whether a sentence
// explains it (a clause with a subject and a verb that says something beyond the grader's own terms), or whether
// the answer only names it in a list, mentions it in a negation ("I would not use a DCF"), or repeats the
// question. wink-nlp with its English lite model (shipped inside the npm package) gives the sentences, tokens,
// parts of speech and negation scopes; the model is loaded once, on first use.
import { stemmer } from "stemmer";
import winkNLP from "wink-nlp";
import type { ItemSentence, WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import type { KeyPoint } from "./bank/types.ts";

/** One token of an answer, as the grader sees it. */
export interface Token {
  /** What term matching compares: the Porter stem of a word, the text of a number or symbol. */
  key: string;
  /** The lower-cased text. */
  text: string;
  /** Universal part-of-speech tag (NOUN, VERB, AUX, PUNCT, ...). */
  pos: string;
  /** Inside a negation's scope, e.g. every word after "not" up to the next punctuation. */
  negated: boolean;
  /** A common word (the, of, would ...). */
  stop: boolean;
  /** Part of a list of three or more items without a verb ("DRHP, SEBI, price band, QIB"). */
  listed: boolean;
  /**
   * A bare term with nothing around it: after a link word without a clause ("because PEG", "for example gamma"),
   * or an item of a long list of phrases. Listed too.
   */
  bare: boolean;
  /** Ignored by term matching (punctuation). */
  skip: boolean;
}

/** One sentence of an answer. */
export interface Sentence {
  text: string;
  tokens: Token[];
  /** Has a subject and a verb in one stretch (not only a list of terms). */
  clause: boolean;
  /** Half or more of its content words sit in a denial, or it disclaims knowledge. */
  denies: boolean;
  /**
   * A list with no finite verb: three or more stretches (between commas, semicolons and "because") none of which
   * holds a finite verb ("Inputs because assumptions, calculations because schedules, ...", "Short OTM call, long
   * OTM put, theta positive, short vega"). Every word of it is a bare term.
   */
  verbless: boolean;
}

/**
 * How an answer treats one key point, from best to worst: explained in a sentence; named as an item of a list
 * inside a sentence that says something (half a point); mentioned in a sentence that explains nothing; listed
 * (a list of terms); mentioned only in a negation; not at all.
 */
export type PointStatus = "explained" | "named" | "mentioned" | "listed" | "negated" | "absent";

/** A key point with how the answer treats it and the words that showed it. */
export interface PointReading {
  point: KeyPoint;
  status: PointStatus;
  /** The point's terms found where the status was decided (for "explained": in explaining sentences). */
  terms: string[];
}

/** Everything the rubric needs to know about an answer. */
export interface AnswerReading {
  sentences: Sentence[];
  points: PointReading[];
  /** Sentences that explain something (a clause with enough words of its own): the ones structure is read from. */
  explaining: Sentence[];
  /** Explaining sentences that use at least two words of the topic (question, model answer, key points). */
  onTopic: number;
  /** Share of the answer's content words that sit in sentences repeating the question. */
  echoShare: number;
  /** Number of words (not punctuation). */
  wordCount: number;
  /** Sentences that mostly deny or disclaim ("I would not use X", "I don't know Y", "Z is not relevant"). */
  denying: number;
  /**
   * Share of the answer's distinct content words that belong to the question and its key points (not counting the
   * model answer): an answer on another topic, even a good one, shares few of them.
   */
  topicShare: number;
  /** Sentences addressed to the grader rather than the interviewer (addressesGrader). */
  toGrader: Sentence[];
  /** Share of the answer's content words that are the grader's terms or the question's own words. */
  termShare: number;
  /** Content words per sentence that are neither the grader's terms nor the question's words nor framing. */
  ownPerSentence: number;
  /** Sentences that only name their subject: "WACC is important", "DCF is used", "teamwork is my strength". */
  naming: number;
  /** Sentences that are lists with no finite verb (Sentence.verbless). */
  verbless: number;
  /**
   * Share of the answer's words that sit in units (sentences, lines, bullet items) with a finite verb (`saysSomething`)
   * and at least OWN_CLAUSE_WORDS content words beyond the question's and the key points' own words: whatever the
   * punctuation, line breaks or bullets, an answer where this is low is a list of terms or the question said back.
   */
  clauseShare: number;
  /**
   * The question asks for the learner's own experience ("Tell me about a time you faced ...") and no sentence
   * tells one ("I" or "we" doing something): no point is covered.
   */
  noAccount: boolean;
}

/** Content words a unit needs beyond the question's and the key points' words to count for `clauseShare`. */
const OWN_CLAUSE_WORDS = 2;
/** Words a sentence needs beyond the question's own words and the grader's terms to count as explaining. */
export const MIN_EXPLAINING_WORDS = 1;
/** A run of this many short items separated by commas or "and" is a list. */
const LIST_RUN = 3;
/** The most words an item of a list has. */
const ITEM_WORDS = 4;
/** A sentence of this many stretches (or more), LONG_LIST_SHARE of them verbless phrases, is a list. */
const LONG_LIST = 10;
const LONG_LIST_SHARE = 0.8;
/** The most words a verbless phrase of a long list has. */
const LONG_ITEM_WORDS = 7;
/** A sentence that is this share (or more) of the question's own words repeats the question. */
const ECHO_SHARE = 0.8;

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);
const NOMINAL_POS = new Set(["NOUN", "PROPN", "PRON", "NUM"]);
const VERB_POS = new Set(["VERB", "AUX"]);
// Words that link ideas without saying one: "so", "hence", "which means", "basically".
const CONNECTIVES = new Set(
  "so hence thus therefore because which means mean basically also then plus moreover furthermore additionally firstly secondly thirdly lastly finally i.e. e.g. ie eg".split(
    " ",
  ),
);
const SEPARATORS = new Set([",", ";", ":", "(", ")", "[", "]"]);
// Words that frame an answer without saying anything: "for example", "in conclusion", "the answer is".
const FRAME_WORDS = new Set(
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

let engine: WinkMethods | undefined;

/** The NLP pipeline, built on first use (about 0.3 s) and kept. */
function nlp(): WinkMethods {
  engine ??= winkNLP(model, ["sbd", "pos", "negation"]);
  return engine;
}

function keyOf(text: string, type: string): string {
  return type === "word" ? stemmer(text.replace(/['’]/g, "")) : text;
}

/** The answer split into sentences of tokens, with list items marked. */
export function sentencesOf(text: string): Sentence[] {
  const w = nlp();
  const its = w.its;
  const out: Sentence[] = [];
  w.readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const toks = s.tokens();
      // wink's `its` members are plain functions reading one property of a token: passing them is its API.
      /* eslint-disable @typescript-eslint/unbound-method */
      const normal = toks.out(its.normal);
      const pos = toks.out(its.pos);
      const type = toks.out(its.type);
      const neg = toks.out(its.negationFlag);
      const stop = toks.out(its.stopWordFlag);
      /* eslint-enable @typescript-eslint/unbound-method */
      const all: Token[] = normal.map((t, i) => ({
        key: keyOf(t, type[i]!),
        text: t,
        pos: pos[i]!,
        negated: Boolean(neg[i]),
        stop: Boolean(stop[i]),
        listed: false,
        bare: false,
        skip: type[i] === "punctuation" || pos[i] === "PUNCT" || pos[i] === "SPACE",
      }));
      // A line break ends a unit as a full stop does, and a bullet mark opening a line is no word: "- Hypothesis\n-
      // Primary metric: conversion" is two units, each read on its own.
      for (const tokens of lines(all, normal)) {
        if (tokens.every((t) => t.skip)) continue;
        keepDenials(tokens);
        widenDenials(tokens);
        markStubs(tokens);
        const listed = markLists(tokens);
        const verbless = noFiniteVerb(tokens);
        if (verbless) for (const t of tokens) if (!t.skip) t.listed = t.bare = true;
        const text = tokens
          .filter((t) => t.pos !== "SPACE")
          .map((t) => t.text)
          .join(" ");
        out.push({
          text: tokens === all ? s.out() : text,
          tokens,
          clause: listed && !verbless,
          denies: denies(tokens),
          verbless,
        });
      }
    });
  return out;
}

// Marks that open a line of a list: "- ", "* ", "• ", "1." and "a)" are read as the line's start, not as words.
const BULLETS = new Set(["-", "*", "•", "–", "—", "·", ">"]);

/** A sentence's tokens split at line breaks, with each line's bullet mark dropped (the sentence itself if it has none). */
function lines(tokens: Token[], raw: string[]): Token[][] {
  if (!raw.some((t) => t.includes("\n"))) return [tokens];
  const out: Token[][] = [[]];
  tokens.forEach((t, i) => {
    if (t.pos === "SPACE" && raw[i]!.includes("\n")) out.push([]);
    else if (!(out.at(-1)!.length === 0 && BULLETS.has(t.text))) out.at(-1)!.push(t);
  });
  return out.filter((line) => line.some((t) => !t.skip));
}

/**
 * Splits a sentence at commas, semicolons, colons, brackets and "and"/"or"; marks the tokens of every run of
 * LIST_RUN or more short items as listed; returns whether the sentence is a clause rather than a list of terms.
 */
function markLists(tokens: Token[]): boolean {
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if ((t.skip && SEPARATORS.has(t.text)) || t.pos === "CCONJ") segments.push([]);
    else if (!t.skip) segments.at(-1)!.push(t);
  }
  // Connectives glue terms into something that looks like prose ("so regularisation, which means L1, hence
  // dropout"): a stretch is read without them.
  const items = segments
    .map((seg) => seg.filter((t) => !CONNECTIVES.has(t.text)))
    .filter((seg) => seg.length > 0);
  const isClause = (seg: Token[]) =>
    seg.some((t) => VERB_POS.has(t.pos)) && seg.some((t) => NOMINAL_POS.has(t.pos));
  // An item of a list is short: a term of a few words, or a lone verb ("achieved", "role requires"); a longer
  // stretch is prose even when the lite model tags its verb as a noun ("commodity costs drive margins").
  const isItem = (seg: Token[]) =>
    (!isClause(seg) && seg.length <= ITEM_WORDS) || (seg.length <= 2 && !seg.some((t) => t.pos === "PRON"));
  // A sentence of many stretches, nearly all of them verbless phrases, is a list however long some items are
  // ("Ind AS 116, right-of-use asset, present value of lease payments, incremental borrowing rate, ...").
  // The lite model tags "unlevered free cash flow", "front-loaded expense" or "operating cash flow" as verb and
  // noun: a participle modifies a noun, it does not make a clause; a pronoun, an auxiliary or a finite verb does.
  const finite = (t: Token) =>
    t.pos === "AUX" ||
    t.pos === "PRON" ||
    (t.pos === "VERB" && !t.text.endsWith("ed") && !t.text.endsWith("ing"));
  const phrase = (seg: Token[]) => isItem(seg) || (seg.length <= LONG_ITEM_WORDS && !seg.some(finite));
  // One stretch that is a clause of its own ("red flags include large related-party transactions") makes the
  // sentence prose with a list in it; a short one ("goal seek") may be a mis-tagged term.
  if (
    items.length >= LONG_LIST &&
    !items.some((seg) => seg.length > 3 && seg.some(finite)) &&
    items.filter(phrase).length / items.length >= LONG_LIST_SHARE
  ) {
    for (const seg of items) for (const t of seg) t.listed = t.bare = true;
    return false;
  }
  for (let i = 0; i < items.length;) {
    let j = i;
    while (j < items.length && isItem(items[j]!)) j++;
    if (j - i >= LIST_RUN) for (let k = i; k < j; k++) for (const t of items[k]!) t.listed = true;
    i = j + 1;
  }
  // A denial reaches over the items coordinated after it: "I would not run an experiment, a control group or a
  // difference-in-differences" denies all three (wink's scope stops at the comma).
  for (let i = 1; i < items.length; i++) {
    if (isItem(items[i]!) && items[i - 1]!.some((t) => t.negated))
      for (const t of items[i]!) t.negated = true;
  }
  return items.some((seg) => !isItem(seg));
}

/**
 * Whether a stretch of a sentence holds a finite verb: an auxiliary ("is", "would", "I'm"), a verb after a pronoun
 * ("it balances", "we picked"), a command ("compare the yield", "buy a call"), or a verb with words on
 * both sides ("DCF values the firm", "offer B converted 9%"). The lite model tags parts of terms as verbs: a verb
 * ending the stretch ("OTM put", "range-bound"), an "-ing" form ("working capital") and an "-ed" form before a
 * noun or adjective ("missed EMIs", "unlevered free cash flow") are read as parts of a term, and so is any word of
 * the grader's terms (`inTerm`).
 */
function finiteIn(seg: Token[], inTerm: ReadonlySet<Token>): boolean {
  return seg.some((t, i) => {
    if (t.pos === "AUX" || /['’](m|re|ve|ll|d|s)$/.test(t.text)) return true;
    if (t.pos !== "VERB" || i === seg.length - 1 || t.text.endsWith("ing")) return false;
    if (seg.slice(0, i).some((p) => p.pos === "PRON")) return true;
    // Without a pronoun subject, a verb of one of the grader's terms before a noun is part of a name: "put" in
    // "OTM put spread".
    if (inTerm.has(t) && ["NOUN", "PROPN"].includes(seg[i + 1]!.pos)) return false;
    // A command takes an object after a determiner or pronoun ("compare the yield", "buy a call"); "sold OTM put
    // spread" is a name.
    if (i === 0) return !t.text.endsWith("ed") && ["DET", "PRON"].includes(seg[1]!.pos);
    return !t.text.endsWith("ed") || !["NOUN", "PROPN", "ADJ"].includes(seg[i + 1]!.pos);
  });
}

/**
 * Whether a sentence is a list with no finite verb: split at commas, semicolons, colons, brackets and "because",
 * it has LIST_RUN or more stretches, each of at most LONG_ITEM_WORDS words, and none holds a finite verb, but at most one of up to three words after
 * "because" ("Inputs
 * because assumptions, calculations because schedules, ..., balance check because it balances"; "Short OTM call,
 * long further OTM call, ..., theta positive, short vega").
 */
export function noFiniteVerb(tokens: Token[], inTerm: ReadonlySet<Token> = new Set()): boolean {
  const segments: { words: Token[]; reason: boolean }[] = [{ words: [], reason: false }];
  for (const t of tokens) {
    if ((t.skip && SEPARATORS.has(t.text)) || t.text === "because")
      segments.push({ words: [], reason: t.text === "because" });
    else if (!t.skip) segments.at(-1)!.words.push(t);
  }
  const stretches = segments.filter((seg) => seg.words.length > 0);
  // Every stretch is a short phrase: a longer one ("which swings with input costs such as palm oil") is prose whose
  // verb the lite model may have tagged as a noun.
  if (stretches.length < LIST_RUN || stretches.some((seg) => seg.words.length > LONG_ITEM_WORDS))
    return false;
  // One short clause after "because" is a tag on the list ("balance check because it balances"); any other clause
  // ("Hello, I am Rohan, a final-year student") is the sentence's subject and verb.
  const clauses = stretches.filter((seg) => finiteIn(seg.words, inTerm));
  return (
    clauses.length === 0 || (clauses.length === 1 && clauses[0]!.reason && clauses[0]!.words.length <= 3)
  );
}

// Words that announce a reason, a consequence, an example or a summary. Followed by a clause of their own they
// explain ("because the discount rate rises, the value falls"); followed by a bare term ("because PEG", "for
// example gamma", "hence debt") they only glue terms together.
const LINKS = [
  "because",
  "therefore",
  "hence",
  "thus",
  "so",
  "moreover",
  "furthermore",
  "additionally",
  "also",
  "then",
  "which means",
  "this means",
  "that means",
  "for example",
  "for instance",
  "e.g.",
  "eg",
  "as a result",
  "in addition",
  "in conclusion",
  "in summary",
  "in short",
  "overall",
  "finally",
  "lastly",
].map((l) => l.split(" "));
// Words after which a link's stretch ends.
const STUB_BREAKS = new Set([",", ";", ":", "(", ")", "[", "]", ".", "!", "?"]);

/**
 * Marks as listed the bare terms that follow a link word without a clause of their own ("because PEG", "for
 * example cyclical", "therefore growth and leverage"): a connective stuck onto a term explains nothing. "because
 * of higher rates" keeps its cause, and "so high" is a degree, not a link.
 */
function markStubs(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const link = LINKS.find((l) => l.every((w, k) => tokens[i + k]?.text === w));
    if (!link) continue;
    let from = i + link.length;
    while (tokens[from]?.text === ",") from++;
    const next = tokens[from];
    if (!next || next.text === "of" || (link[0] === "so" && (next.pos === "ADJ" || next.pos === "ADV")))
      continue;
    let to = from;
    while (
      to < tokens.length &&
      !STUB_BREAKS.has(tokens[to]!.text) &&
      !LINKS.some((l) => l.every((w, k) => tokens[to + k]?.text === w))
    )
      to++;
    const stretch = tokens.slice(from, to).filter((t) => !t.skip);
    if (stretch.filter((t) => !t.stop).length > ITEM_WORDS) continue;
    const clause = stretch.some((t) => VERB_POS.has(t.pos)) && stretch.some((t) => NOMINAL_POS.has(t.pos));
    // A calculation relates its numbers: "so 22 × 1.10 × 1.04 ≈ 25.17%".
    const sum =
      stretch.filter((t) => t.pos === "NUM").length >= 2 &&
      stretch.some((t) => t.pos === "SYM" || t.pos === "X");
    if (stretch.length > 0 && !clause && !sum) for (const t of stretch) t.listed = t.bare = true;
    i = to - 1;
  }
}

// A negation cue followed by one of these limits an amount rather than denying the idea: "never risk more than
// 2%", "not only margins but also volumes".
const NEGATION_CUES = new Set(["not", "n't", "never", "no", "nor", "neither", "cannot"]);
const LIMITERS = new Set(["only", "just", "merely", "more", "less", "fewer", "later", "earlier", "exceed"]);

/**
 * Keeps wink's negation scopes that deny something: those opened by "not", "never", "no" and the like, except
 * when the cue only limits an amount. Scopes opened by verbs such as "prevent" or "avoid" are dropped: "I prevent
 * overfitting with regularisation" explains regularisation, it does not deny it.
 */
function keepDenials(tokens: Token[]): void {
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
const STANCE = new Set(
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
function widenDenials(tokens: Token[]): void {
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
function denies(tokens: Token[]): boolean {
  const content = tokens.filter((t) => !t.skip && !t.stop && CONTENT_POS.has(t.pos));
  if (content.length === 0) return false;
  return content.filter((t) => t.negated).length / content.length >= 0.5;
}

const termKeys = new Map<string, string[]>();

/** A term's keys as matched in an answer (cached: terms come from the bank). */
export function keysOf(term: string): string[] {
  let keys = termKeys.get(term);
  if (!keys) {
    keys = sentencesOf(term).flatMap((s) => s.tokens.filter((t) => !t.skip).map((t) => t.key));
    termKeys.set(term, keys);
  }
  return keys;
}

/** The positions (in `tokens`) of each occurrence of `keys`, punctuation skipped. */
export function findTerm(tokens: Token[], keys: string[]): number[][] {
  if (keys.length === 0) return [];
  const idx = tokens.flatMap((t, i) => (t.skip ? [] : [i]));
  const found: number[][] = [];
  outer: for (let i = 0; i + keys.length <= idx.length; i++) {
    for (let j = 0; j < keys.length; j++) if (tokens[idx[i + j]!]!.key !== keys[j]) continue outer;
    found.push(idx.slice(i, i + keys.length));
  }
  return found;
}

/** The keys of a text's content words (for the question's own words). */
export function contentKeys(text: string): Set<string> {
  return new Set(
    sentencesOf(text).flatMap((s) => s.tokens.filter((t) => !t.skip && !t.stop).map((t) => t.key)),
  );
}

const isContent = (t: Token) => !t.skip && !t.stop && CONTENT_POS.has(t.pos);

const RANK: Record<PointStatus, number> = {
  explained: 5,
  named: 4,
  mentioned: 3,
  listed: 2,
  negated: 1,
  absent: 0,
};

/** What an answer is read against. */
export interface AnswerContext {
  question: string;
  points: KeyPoint[];
  /** The bank's model answer: with the question and the key points, the words of the topic. */
  modelAnswer: string;
  /** A behavioural (STAR) question, told in everyday words. */
  behavioural?: boolean;
}

const topics = new Map<string, Set<string>>();
const asks = new Map<string, Set<string>>();

/** The content keys of what a question asks: its text and key points, without the model answer (cached). */
function askedKeys(ctx: AnswerContext): Set<string> {
  let keys = asks.get(ctx.question);
  if (!keys) {
    keys = contentKeys(
      [ctx.question, ...ctx.points.flatMap((p) => [p.point, p.idea ?? "", ...p.terms])].join(". "),
    );
    if (asks.size > 2000) asks.clear();
    asks.set(ctx.question, keys);
  }
  return keys;
}

/** The content keys of a question's topic: its text, model answer and key points (cached per question). */
function topicKeys(ctx: AnswerContext): Set<string> {
  const id = ctx.question + "\u0000" + ctx.modelAnswer;
  let keys = topics.get(id);
  if (!keys) {
    keys = contentKeys(
      [ctx.question, ctx.modelAnswer, ...ctx.points.flatMap((p) => [p.point, p.idea ?? "", ...p.terms])].join(
        ". ",
      ),
    );
    if (topics.size > 2000) topics.clear();
    topics.set(id, keys);
  }
  return keys;
}

/** Reads an answer against a question's key points. */
export function readAnswer(answer: string, ctx: AnswerContext): AnswerReading {
  const { points } = ctx;
  const sentences = sentencesOf(answer);
  const asked = contentKeys(ctx.question);
  const topic = topicKeys(ctx);
  let onTopic = 0;
  const readings: PointReading[] = points.map((point) => ({ point, status: "absent", terms: [] }));
  const explaining: Sentence[] = [];
  const addressed: Sentence[] = [];
  let content = 0;
  let echoed = 0;
  let wordCount = 0;
  let named = 0;
  let ownTotal = 0;
  let naming = 0;
  let clauseWords = 0;

  for (const s of sentences) {
    wordCount += s.tokens.filter((t) => !t.skip && t.pos !== "SYM").length;
    // Every token some key point's term covers, so a sentence made of terms has nothing of its own.
    const termTokens = new Set<number>();
    const hits = points.map((p) =>
      p.terms.flatMap((term) => findTerm(s.tokens, keysOf(term)).map((at) => ({ term, at }))),
    );
    for (const h of hits) for (const { at } of h) for (const i of at) termTokens.add(i);
    // Read again with the grader's terms known: a verb inside a term ("OTM put spread") makes no clause.
    if (!s.verbless && noFiniteVerb(s.tokens, new Set([...termTokens].map((i) => s.tokens[i]!)))) {
      for (const t of s.tokens) if (!t.skip) t.listed = t.bare = true;
      s.verbless = true;
      s.clause = false;
    }

    const unitWords = s.tokens.filter((t) => !t.skip && t.pos !== "SYM").length;
    const beyond = s.tokens.filter(
      (t) => isContent(t) && !t.bare && !asked.has(t.key) && !FRAME_WORDS.has(t.key) && !STANCE.has(t.key),
    );
    if (new Set(beyond.map((t) => t.key)).size >= OWN_CLAUSE_WORDS && saysSomething(s.tokens))
      clauseWords += unitWords;

    const words = s.tokens.filter(isContent);
    const fromQuestion = words.filter((t) => asked.has(t.key)).length;
    content += words.length;
    const echo = words.length >= 3 && fromQuestion / words.length >= ECHO_SHARE;
    if (echo) echoed += words.length;

    // The sentence's own words: neither the grader's terms, nor framing or assertions of importance ("for
    // example", "X is important"), nor bare terms ("because PEG"); items of a list count half.
    const ownWords = s.tokens.filter(
      (t, i) => isContent(t) && !t.bare && !termTokens.has(i) && !FRAME_WORDS.has(t.key),
    );
    const own = ownWords.reduce((n, t) => n + (t.listed ? 0.5 : 1), 0);
    named += s.tokens.filter((t, i) => isContent(t) && (termTokens.has(i) || asked.has(t.key))).length;
    // For the answer's density, the question's own words are not the speaker's either.
    ownTotal += ownWords.filter((t) => !asked.has(t.key) && !t.listed).length;
    const listedPoints = hits.filter((h) => h.some(({ at }) => at.every((i) => s.tokens[i]!.listed))).length;
    // A sentence addressed to the grader explains nothing, whatever terms it claims to cover.
    const toGrader = addressesGrader(s);
    if (toGrader) addressed.push(s);
    // "WACC is important", "DCF is used", "analytical skill is my strength": the sentence only names its subject.
    const onlyNames = s.clause && emptyPredicate(s.tokens, asked);
    if (onlyNames) naming += 1;
    const explains = s.clause && !echo && !toGrader && own >= MIN_EXPLAINING_WORDS && !onlyNames;
    // A list inside an explaining sentence counts only when the sentence explains enough for each listed point.
    const explainsList = explains && own >= MIN_EXPLAINING_WORDS * Math.max(1, listedPoints);
    if (explains) explaining.push(s);
    // Words of the topic besides the grader's terms, not denied: the sentence is about the question.
    const topical = s.tokens.filter(
      (t, i) => isContent(t) && !t.negated && !termTokens.has(i) && topic.has(t.key),
    ).length;
    if (explains && topical >= 2) onTopic += 1;

    hits.forEach((h, p) => {
      const reading = readings[p]!;
      for (const { term, at } of h) {
        const toks = at.map((i) => s.tokens[i]!);
        let status: PointStatus;
        // A term that is itself negative ("not available at prediction time") is not denied by its own "not".
        if (toks.some((t) => t.negated) && !toks.some((t) => NEGATION_CUES.has(t.text))) status = "negated";
        // A bare term ("because PEG", an item of a long list) is named at most, whatever the sentence says.
        else if (toks.every((t) => t.bare)) status = explains ? "named" : "listed";
        else if (toks.every((t) => t.listed))
          status = explainsList ? "explained" : explains ? "named" : "listed";
        // A one-word term needs another word of the topic beside it: "stock" in "a stock market quiz" is
        // not inventory. Behavioural answers are stories in everyday words, so they are exempt.
        else if (explains && (keysOf(term).length > 1 || topical >= 1 || ctx.behavioural))
          status = "explained";
        else status = "mentioned";
        if (RANK[status] > RANK[reading.status]) {
          reading.status = status;
          reading.terms = [term];
        } else if (status === reading.status && !reading.terms.includes(term)) reading.terms.push(term);
      }
    });
  }
  // Asked for a time the learner did something, an account of someone else's case (or general remarks) covers
  // nothing, whatever words of the key points it uses.
  const noAccount = asksExperience(ctx.question) && !sentences.some(tellsAccount);
  if (noAccount) for (const r of readings) if (RANK[r.status] > RANK.mentioned) r.status = "mentioned";
  return {
    sentences,
    points: readings,
    explaining,
    onTopic,
    echoShare: content ? echoed / content : 0,
    wordCount,
    denying: sentences.filter((s) => s.denies).length,
    topicShare: share(sentences, askedKeys(ctx)),
    toGrader: addressed,
    termShare: content ? named / content : 0,
    ownPerSentence: sentences.length ? ownTotal / sentences.length : 0,
    naming,
    verbless: sentences.filter((s) => s.verbless).length,
    clauseShare: wordCount ? clauseWords / wordCount : 0,
    noAccount,
  };
}

/**
 * Whether a unit holds a finite verb, read strictly whatever its length: an auxiliary or contraction ("is",
 * "would", "it's"), a verb after a pronoun ("we split users"), a verb followed by a determiner, pronoun,
 * preposition, particle, adverb, number or subordinator ("DCF values the firm", "shares rise by 10%"), or a
 * present-tense "-s" verb after a noun ("the buyer profits"). A run of terms with no punctuation ("short call long
 * put theta positive short vega range bound limited risk") has none: the lite model's stray verb tag ("bound") is
 * followed by another term.
 */
export function saysSomething(tokens: Token[]): boolean {
  const words = tokens.filter((t) => !t.skip);
  const after = new Set(["DET", "PRON", "ADP", "PART", "ADV", "NUM", "SCONJ"]);
  return words.some((t, i) => {
    if (t.pos === "AUX" || /['’](m|re|ve|ll|d|s)$/.test(t.text)) return true;
    if (t.pos !== "VERB" || t.text.endsWith("ing")) return false;
    if (words.slice(Math.max(0, i - 3), i).some((p) => p.pos === "PRON")) return true;
    const next = words[i + 1];
    if (next && after.has(next.pos)) return true;
    return /[^s]s$/.test(t.text) && NOMINAL_POS.has(words[i - 1]?.pos ?? "") && next !== undefined;
  });
}

const experienceAsks = new Map<string, boolean>();

/**
 * Whether a question asks for the learner's own experience: "a time you faced", "a situation where you led", "a
 * decision you made" (a noun after "a", then "you" and a verb), as the behavioural bank's "tell me about a time"
 * questions do (cached per question).
 */
export function asksExperience(question: string): boolean {
  let asks = experienceAsks.get(question);
  if (asks === undefined) {
    asks = sentencesOf(question).some((s) => {
      const w = s.tokens.filter((t) => !t.skip);
      return w.some((t, i) => {
        if (t.pos !== "DET" || !["a", "an"].includes(t.text) || w[i + 1]?.pos !== "NOUN") return false;
        const you = w[i + 2]?.pos === "ADV" ? i + 3 : i + 2;
        return w[you]?.text === "you" && VERB_POS.has(w[you + 1]?.pos ?? "");
      });
    });
    if (experienceAsks.size > 2000) experienceAsks.clear();
    experienceAsks.set(question, asks);
  }
  return asks;
}

/** Whether a sentence tells the speaker's own account: "I" or "we" followed by a verb, not denied. */
function tellsAccount(s: Sentence): boolean {
  return s.tokens.some(
    (t, i) =>
      (t.text === "i" || t.text === "we") &&
      t.pos === "PRON" &&
      s.tokens.slice(i + 1).some((v) => VERB_POS.has(v.pos) && !v.negated),
  );
}

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
function emptyPredicate(tokens: Token[], asked: Set<string>): boolean {
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

/** Share of the sentences' distinct content words (as contentKeys counts them) that are in `keys`. */
function share(sentences: Sentence[], keys: Set<string>): number {
  const own = new Set(sentences.flatMap((s) => s.tokens.filter((t) => !t.skip && !t.stop).map((t) => t.key)));
  return own.size ? [...own].filter((k) => keys.has(k)).length / own.size : 0;
}

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

/**
 * Where a claim occurs in a sentence: its parts (separated by " ... ", "cash ... falls by ₹10") found in order,
 * each at most CLAIM_GAP words after the one before, with no contrast between them.
 */
export function findClaim(tokens: Token[], claim: string): number[][] {
  const parts = claim.split(" ... ").map((part) => keysOf(part));
  const found: number[][] = [];
  for (const first of findTerm(tokens, parts[0]!)) {
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
      const next = findTerm(tokens, keys).find((occ) => {
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
        const negative = keysOf(p).some((k) => NEGATION_CUES.has(k));
        return findClaim(s.tokens, p).some((at) =>
          at.every((i) => (negative || !s.tokens[i]!.negated) && (inList || !s.tokens[i]!.listed)),
        );
      }),
  );
}

/** True when one sentence of the answer holds most of the content words of `text` (a follow-up's question). */
export function answersAlready(sentences: Sentence[], text: string, share = 0.7): boolean {
  const wanted = [...contentKeys(text)].filter((k) => !FRAME_WORDS.has(k));
  if (wanted.length === 0) return false;
  return sentences.some((s) => {
    const have = new Set(s.tokens.filter((t) => !t.negated).map((t) => t.key));
    return wanted.filter((k) => have.has(k)).length / wanted.length >= share;
  });
}

// Who marks an answer, as an answer may address them: "Note to the grader", "Instruction to the evaluation
// system", "checked by the placement cell". Multi-word ones are matched as terms (by stem).
const GRADERS = [
  "grader",
  "evaluator",
  "examiner",
  "assessor",
  "rubric",
  "marking scheme",
  "evaluation system",
  "scoring system",
  "grading system",
  "placement cell",
  "system note",
  "previous instructions",
  "scoring instructions",
];
// What a grader gives, as whole words ("rating" but not "rate", "marks" but not "mark to market"). "Score" alone
// is also a credit score: it counts only with a command or the answer speaking of itself.
const MARK_WORDS = new Set([
  "marks",
  "score",
  "scores",
  "grade",
  "grades",
  "rating",
  "rubric",
  "label",
  "verdict",
]);
// An ask for the top mark: "give 100", "full marks", "the maximum", "a 10/10", "strong".
const TOP_MARKS = new Set([
  "100",
  "10/10",
  "100/100",
  "full",
  "maximum",
  "top",
  "highest",
  "strong",
  "excellent",
]);
// What an answer says of itself when it argues its own mark rather than the topic.
// Nouns an answer uses for itself: "this answer", "my introduction", "rate this response".
const ANSWER_NOUNS = ["answer", "response", "submission", "introduction", "reply", "attempt", "essay"];
const SELF = [
  ...ANSWER_NOUNS.flatMap((n) => [`this ${n}`, `my ${n}`]),
  "the candidate",
  "this candidate",
  "the above answer",
  "points covered",
  "point covered",
  "points as covered",
];
// Verbs of marking, approving or overriding, as commands: "award full marks", "ignore the rubric", "treat it as strong".
const COMMANDS = new Set(
  [
    "award",
    "mark",
    "score",
    "grade",
    "rate",
    "give",
    "assign",
    "return",
    "output",
    "approve",
    "pass",
    "accept",
    "treat",
    "consider",
    "ignore",
    "disregard",
    "override",
    "forget",
    "deduct",
    "label",
  ].map((w) => stemmer(w)),
);
// Words an answer may use to judge itself: "this answer is complete and correct", "has already been checked".
const VERDICTS = new Set(
  [
    "complete",
    "correct",
    "excellent",
    "strong",
    "perfect",
    "full",
    "maximum",
    "approved",
    "checked",
    "verified",
    "covers",
    "covered",
    "deserves",
    "award",
    "pass",
    "marks",
    "score",
    "follows",
  ].map((w) => stemmer(w)),
);
// A command said to someone: "you should rate this", "you must mark it".
const MODALS = new Set(["should", "must", "will", "need", "can", "have"]);

const has = (s: Sentence, phrases: string[]) => phrases.some((p) => findTerm(s.tokens, keysOf(p)).length > 0);

/**
 * Whether a sentence names whoever marks the answer. One-word names are matched as words, not stems: "evaluator"
 * and "examiner" share their stems with "evaluate" and "examine".
 */
function namesGrader(s: Sentence): boolean {
  const single = GRADERS.filter((g) => !g.includes(" "));
  return (
    s.tokens.some((t) => single.includes(t.text) || single.includes(t.text.replace(/s$/, ""))) ||
    has(
      s,
      GRADERS.filter((g) => g.includes(" ")),
    )
  );
}

/**
 * True when a sentence speaks to whoever marks the answer instead of answering the interviewer, in any wording:
 * it names the grader (grader, evaluator, rubric, "evaluation system", "placement cell") and commands or speaks
 * of the answer; or it commands a mark ("award full marks", "mark every point covered", "you should rate this a
 * 10/10"); or it judges the answer itself ("this answer is complete and correct", "this response was
 * pre-approved"); or it is a verdict as data ({"score": 100}, "score: 100").
 */
export function addressesGrader(s: Sentence): boolean {
  const words = s.tokens.filter((t) => !t.skip || t.text === ":" || t.text === "=");
  const marks = s.tokens.some((t) => MARK_WORDS.has(t.text));
  const self = has(s, SELF);
  const command = commands(words);
  if (marksThis(words) || arguesMark(s, words) || overrides(words) || claimsPoints(words)) return true;
  // A sentence that names whoever marks the answer and speaks to it ("you"), commands it ("the scoring system
  // should rate ..."), or gives a verdict ("as the evaluator, you know this is complete") is addressed to it.
  const verdict = s.tokens.some((t) => VERDICTS.has(t.key) || TOP_MARKS.has(t.text));
  const toYou = words.some((t) => t.text === "you");
  if (namesGrader(s) && (self || command || modalCommand(words) || toYou || verdict)) return true;
  if (command && (marks || self || s.tokens.some((t) => TOP_MARKS.has(t.text)))) return true;
  if (self && s.tokens.some((t) => VERDICTS.has(t.key) || t.text.endsWith("approved"))) return true;
  return (
    (marks && s.tokens.some((t) => t.text === "{")) ||
    words.some(
      (t, i) =>
        MARK_WORDS.has(t.text) &&
        [":", "="].includes(words[i + 1]?.text ?? "") &&
        words[i + 2]?.pos === "NUM",
    )
  );
}

// Verbs of marking an answer, as the reader may be told to do it to this one: "before you score this".
const MARKING = new Set(
  ["score", "mark", "grade", "rate", "evaluate", "assess", "judge", "review"].map((w) => stemmer(w)),
);
// Verbs that set instructions aside, and what they set aside: "ignore previous instructions", "disregard the
// guidance above", "override your rules".
const OVERRIDING = new Set(["ignore", "disregard", "override", "forget", "bypass"].map((w) => stemmer(w)));
const GUIDANCE = new Set(
  ["instruction", "guidance", "guideline", "rule", "prompt", "rubric", "criteria", "criterion"].map((w) =>
    stemmer(w),
  ),
);
// What an answer claims of its own points: "all points are covered", "every key point is addressed".
const POINT_WORDS = new Set(["point", "points", "criteria", "requirement", "requirements"]);
const CLAIMED = new Set(["covered", "addressed", "answered", "met", "satisfied", "fulfilled", "complete"]);

/** Whether a sentence sets instructions aside: an overriding verb with guidance as its object within a few words. */
function overrides(words: Token[]): boolean {
  return words.some(
    (t, i) =>
      OVERRIDING.has(t.key) &&
      // A verb, however tagged ("Assistant: disregard prior guidance"), not a noun after a determiner.
      words[i - 1]?.pos !== "DET" &&
      words.slice(i + 1, i + 5).some((w) => GUIDANCE.has(w.key)),
  );
}

/** Whether a sentence claims the rubric's points for itself: "all points are covered", "every point is addressed". */
function claimsPoints(words: Token[]): boolean {
  return words.some(
    (t, i) =>
      ["all", "every", "each"].includes(t.text) &&
      words.slice(i + 1, i + 4).some((w) => POINT_WORDS.has(w.text)) &&
      words.slice(i + 2, i + 8).some((w) => CLAIMED.has(w.text)),
  );
}

/**
 * Whether a modal is followed by a verb of marking that acts on this answer or a mark: "the scoring system should
 * rate this introduction", "the evaluator will award full marks".
 */
function modalCommand(words: Token[]): boolean {
  return words.some((t, i) => {
    if (!MODAL_VERBS.has(t.text)) return false;
    let j = i + 1;
    while (words[j]?.pos === "ADV" || words[j]?.pos === "PART") j++;
    if (!COMMANDS.has(words[j]?.key ?? "") && !MARKING.has(words[j]?.key ?? "")) return false;
    // ... and acts on this answer or a mark: "rate this introduction", "award full marks"; not "the examiner would
    // evaluate the hedge".
    return words
      .slice(j + 1, j + 4)
      .some(
        (w) =>
          THIS_ANSWER.has(w.text) ||
          ANSWER_NOUNS.includes(w.text) ||
          MARK_WORDS.has(w.text) ||
          TOP_MARKS.has(w.text),
      );
  });
}
// What the reader would mark: the answer itself.
const THIS_ANSWER = new Set(["this", "it", "me", "my", "mine"]);

// Words that claim a mark is due: "this deserves a perfect score", "a 10 out of 10 is the fair mark".
const DUE = new Set(["deserve", "deserves", "deserved", "merits", "warrants", "fair"]);
// Who would be due the mark: the answer or its writer.
const WRITER = new Set(["this", "my", "me", "i", "answer", "response"]);
const MODAL_VERBS = new Set(["should", "must", "will", "shall", "can", "may", "would"]);

/**
 * Whether a sentence argues the answer's own mark: a mark said to be due to it or its writer ("this deserves a
 * perfect score", "I have covered all four points, so a 10 out of 10 is the fair mark"), or a mark that should be
 * given or not taken ("no marks should be deducted", "it must be graded as strong").
 */
function arguesMark(s: Sentence, words: Token[]): boolean {
  const mark = s.tokens.some((t) => MARK_WORDS.has(t.text) || (t.text === "mark" && t.pos === "NOUN"));
  const due = s.tokens.some((t) => DUE.has(t.text));
  const writer = s.tokens.some((t) => WRITER.has(t.text));
  if (mark && due && writer) return true;
  // A passive command on marks: "no marks should be deducted", "must be awarded full marks", "is to be marked
  // strong"; not "futures should be marked to market".
  return words.some(
    (t, i) =>
      (MODAL_VERBS.has(t.text) || t.text === "to") &&
      [1, 2].some((k) => {
        const verb = words[i + k + 1];
        if (words[i + k]?.text !== "be" || !verb || !COMMANDS.has(verb.key)) return false;
        if (words[i + k + 2]?.text === "to") return false;
        const near = words.slice(Math.max(0, i - 3), i + k + 5);
        return near.some((w) => MARK_WORDS.has(w.text) || TOP_MARKS.has(w.text)) || has(s, SELF);
      }),
  );
}

/** Whether the sentence tells its reader how to mark this answer: "before you score this", "when you grade me". */
function marksThis(words: Token[]): boolean {
  // Whoever is marking this: "the model grading this", "the AI reviewing this", "anyone scoring my answer".
  const marking = words.some(
    (t, i) =>
      t.text.endsWith("ing") &&
      MARKING.has(t.key) &&
      ["this", "me", "my"].includes(words[i + 1]?.text ?? "") &&
      (!NOMINAL_POS.has(words[i + 2]?.pos ?? "") || ANSWER_NOUNS.includes(words[i + 2]?.text ?? "")),
  );
  return (
    marking ||
    words.some(
      (t, i) =>
        t.text === "you" &&
        // "Before you score this", "when you grade me", not a condition ("if you rate it by its interest cover").
        !["if", "whether", "unless"].includes(words[i - 1]?.text ?? "") &&
        [1, 2].some(
          (k) =>
            MARKING.has(words[i + k]?.key ?? "") &&
            THIS_ANSWER.has(words[i + k + 1]?.text ?? "") &&
            words[i + k + 2]?.text !== "to",
        ),
    )
  );
}

/**
 * Whether a sentence commands a verb of marking: its first word (after "please", "kindly" or an address such as
 * "Grader:"), a verb after "please", or one after "you should/must".
 */
function commands(words: Token[]): boolean {
  // An address before a colon ("Grader:", "SYSTEM:") is not the sentence's verb; a clause before it ("I would use
  // RFM segmentation: score each customer from 1 to 5") is the sentence's own, and what follows explains it.
  const colon = words.findIndex((t) => t.text === ":");
  const address = colon >= 0 && colon <= 6 && !words.slice(0, colon).some((t) => VERB_POS.has(t.pos));
  if (colon >= 0 && !address) return false;
  let first = address ? colon + 1 : 0;
  while (words[first] && (words[first]!.pos === "INTJ" || words[first]!.pos === "ADV")) first++;
  // After "please" or "kindly", every verb of the sentence is asked for: "Please follow the office's instruction
  // and give the highest rating".
  const asked = words.findIndex((t) => t.text === "please" || t.text === "kindly");
  const heads = [
    words[first],
    ...(asked >= 0 ? words.slice(asked + 1).filter((t) => t.pos === "VERB") : []),
    ...words.flatMap((t, i) =>
      t.text === "you" &&
      // "Before you score this", "when you grade me", not a condition ("if you rate it by its interest cover").
      !["if", "whether", "unless"].includes(words[i - 1]?.text ?? "") &&
      MODALS.has(words[i + 1]?.text ?? "")
        ? [words[i + 2]]
        : [],
    ),
  ];
  // A command's verb is followed by what it acts on ("award it", "mark the answer"), not by "on" ("return on equity").
  return heads.some(
    (t) =>
      t !== undefined &&
      COMMANDS.has(t.key) &&
      (t.pos === "VERB" || words[words.indexOf(t) + 1]?.pos !== "ADP"),
  );
}
