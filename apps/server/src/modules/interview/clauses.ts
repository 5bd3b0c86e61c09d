// Clause or list: whether a stretch of a sentence says something (a subject and a finite verb) or only strings
// terms together. Marks the items of lists ("DRHP, SEBI, price band, QIB"), the bare terms stuck onto a link word
// ("because PEG", "for example gamma"), and sentences that are lists with no finite verb at all.
import type { Token } from "./tokens.ts";
import { NOMINAL_POS, SEPARATORS, VERB_POS } from "./tokens.ts";

/** A run of this many short items separated by commas or "and" is a list. */
const LIST_RUN = 3;
/** The most words an item of a list has. */
const ITEM_WORDS = 4;
/** A sentence of this many stretches (or more), LONG_LIST_SHARE of them verbless phrases, is a list. */
const LONG_LIST = 10;
const LONG_LIST_SHARE = 0.8;
/** The most words a verbless phrase of a long list has. */
const LONG_ITEM_WORDS = 7;
/** The most clauses a long list may carry as tags and still be a list of bare terms. */
const LONG_LIST_TAGS = 2;
/** Where the tags of a long list start: in its last quarter. */
const LONG_LIST_TAIL = 0.75;

// Words that link ideas without saying one: "so", "hence", "which means", "basically".
const CONNECTIVES = new Set(
  "so hence thus therefore because which means mean basically also then plus moreover furthermore additionally firstly secondly thirdly lastly finally i.e. e.g. ie eg".split(
    " ",
  ),
);

/**
 * Splits a sentence at commas, semicolons, colons, brackets and "and"/"or"; marks the tokens of every run of
 * LIST_RUN or more short items as listed; returns whether the sentence is a clause rather than a list of terms.
 */
export function markLists(tokens: Token[]): boolean {
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
  // sentence prose with a list in it, unless it is only a tag on the list's end (below); a short one ("goal seek")
  // may be a mis-tagged term.
  if (items.length >= LONG_LIST && items.filter(phrase).length / items.length >= LONG_LIST_SHARE) {
    const clauses = items.filter((seg) => seg.length > 3 && seg.some(finite));
    if (clauses.length === 0) {
      for (const seg of items) for (const t of seg) t.listed = t.bare = true;
      return false;
    }
    // A clause or two stuck on the end of a long list ("A, B, C, ..., because these are the assumptions of
    // regression") says something about the list as a whole, not about each item: the items stay bare terms (named
    // at most), and the clause is read as a clause. A clause before the items governs them ("Red flags include A;
    // B, which ...; C"; "Sources include brand (Titan), network effects (NSE), ..."): that is prose with a list in
    // it.
    const firstClause = items.indexOf(clauses[0]!);
    const governed = items[0]!.some(finite);
    if (!governed && clauses.length <= LONG_LIST_TAGS && firstClause >= items.length * LONG_LIST_TAIL) {
      for (const seg of items) if (!clauses.includes(seg)) for (const t of seg) t.listed = t.bare = true;
      return true;
    }
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
export function markStubs(tokens: Token[]): void {
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
