// Term matching: the keys (stems) of a term or a text, read as an answer is read, and where a term's keys occur in
// a sentence's tokens. Every comparison of an answer with the bank's terms, questions and claims goes through here.
import type { Token } from "./tokens.ts";
import { sentencesOf } from "./sentences.ts";

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

const variants = new Map<string, string[]>();

/**
 * A term with the other ways a ratio is said: "cfo/ebitda" is also "cfo to ebitda", "cfo over ebitda", "cfo divided
 * by ebitda" and "cfo by ebitda"; "cfo to pat" is also "cfo/pat" (cached: terms come from the bank).
 */
export function termVariants(term: string): string[] {
  let out = variants.get(term);
  if (!out) {
    const slash = /^([a-z][\w&.-]*(?: [a-z][\w&.-]*)?)\s*\/\s*([a-z][\w&.-]*(?: [a-z][\w&.-]*)?)$/i.exec(
      term,
    );
    const to = /^([a-z][\w&.-]*) to ([a-z][\w&.-]*)$/i.exec(term);
    const [l, r] = slash ? [slash[1]!, slash[2]!] : to ? [to[1]!, to[2]!] : [null, null];
    out =
      l && r
        ? [
            term,
            ...[`${l}/${r}`, `${l} to ${r}`, `${l} over ${r}`, `${l} divided by ${r}`, `${l} by ${r}`].filter(
              (v) => v !== term,
            ),
          ]
        : [term];
    variants.set(term, out);
  }
  return out;
}
