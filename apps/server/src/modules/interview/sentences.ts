// Text into sentences of tokens: wink-nlp with its English lite model (shipped inside the npm package) gives the
// sentences, tokens, parts of speech and negation scopes; the model is loaded once, on first use. Each sentence (or
// line, or bullet item) is then marked by denials.ts and clauses.ts, so every later step reads the same units.
import { stemmer } from "stemmer";
import winkNLP from "wink-nlp";
import type { ItemSentence, WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import type { Sentence, Token } from "./tokens.ts";
import { denies, keepDenials, widenDenials } from "./denials.ts";
import { markLists, markStubs, noFiniteVerb } from "./clauses.ts";

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
