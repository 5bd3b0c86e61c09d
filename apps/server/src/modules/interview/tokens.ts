// The grader's units: a token (a word, number or mark of an answer, with what the reading found about it) and a
// sentence (a line or sentence of tokens), and the parts of speech and separators every step reads them by. The
// tokens are built in sentences.ts and marked there by clauses.ts (lists, stubs, verbless runs) and denials.ts.

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

export const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);
export const NOMINAL_POS = new Set(["NOUN", "PROPN", "PRON", "NUM"]);
export const VERB_POS = new Set(["VERB", "AUX"]);
// Marks that split a sentence into stretches: lists, verbless runs and denials stop at them.
export const SEPARATORS = new Set([",", ";", ":", "(", ")", "[", "]"]);

/** A content word: not punctuation, not a common word, and a noun, verb, adjective, adverb or number. */
export const isContent = (t: Token) => !t.skip && !t.stop && CONTENT_POS.has(t.pos);
