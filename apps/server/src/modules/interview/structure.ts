// Structure: the parts an answer should have, found by cue phrases in its explaining sentences only (so "Because...
// for example..." stuck onto a list of terms earns nothing): Situation, Task, Action and Result for a behavioural
// main question (STAR); reasoning, an example or a number, and signposting otherwise. With the advice for each
// part an answer lacks.
import type { Feedback } from "@fincareer/domain/contract/interview";
import type { Sentence } from "./tokens.ts";

// Advice for each structural part an answer lacks.
export const PART_ADVICE: Record<string, string> = {
  Situation: "set the scene in one sentence (where and when)",
  Task: "say what you were responsible for",
  Action: 'describe what you did yourself, with "I" verbs',
  Result: "end with the result, ideally a number, and what you learned",
  "Reasoning (because, so, which means)": 'explain why ("because…", "which means…")',
  "An example or a number": "add a number or an example, e.g. from an Indian company",
  "Signposting or a wrap-up": 'signpost your points ("first", "then") and close with a one-line conclusion',
};

const STAR_CUES: { name: string; cues: RegExp }[] = [
  {
    name: "Situation",
    cues: /\b(when i|during|at my|in my|internship|project|last (year|semester|summer)|while (i|we)|in college|situation|context|background)\b/,
  },
  {
    name: "Task",
    cues: /\b(my (task|role|job|responsibility)|responsible|i had to|i needed to|we needed to|goal|objective|deadline|asked to|target|challenge was)\b/,
  },
  {
    name: "Action",
    cues: /\bi (\w+ed|took|led|made|built|wrote|spoke|set|met|ran|began|brought|drew|gave|sent|got|put|went|chose|broke|split|kept|sat|did|read|taught|told|found|held)\b/,
  },
  {
    name: "Result",
    cues: /(\b(as a result|result(ed)?|outcome|reduced|increased|improved|saved|delivered|achieved|percent|learn(ed|t)|won|finished|completed|on time|feedback)\b|%)/,
  },
];

const TECH_CUES: { name: string; cues: RegExp }[] = [
  {
    name: "Reasoning (because, so, which means)",
    cues: /\b(because|so that|which means|therefore|hence|since|as a result|this means|driven by|due to)\b/,
  },
  {
    name: "An example or a number",
    cues: /(\d|₹|\b(for example|for instance|e\.g\.|such as|say|suppose|crore|lakh)\b)/,
  },
  {
    name: "Signposting or a wrap-up",
    cues: /\b(first(ly)?|second(ly)?|third|then|next|finally|lastly|overall|in short|to summari[sz]e|in summary|so overall)\b/,
  },
];

/**
 * The structure of an answer from its explaining sentences, as STAR parts (`star`: a behavioural main question) or
 * technical ones: which parts are present, the note, the score (before clamping) and the parts absent.
 */
export function structureOf(
  explaining: Sentence[],
  star: boolean,
): Feedback["structure"] & { score: number; absent: string[] } {
  // Structure is read only from sentences that explain something, so "Because... for example..." stuck onto a
  // list of terms earns nothing.
  // STAR headings ("Situation:", "Result:") are a template, not a story: only what is said under them counts.
  const explainingText = explaining
    .map((s) => s.text.toLowerCase().replace(/\b(situation|task|action|result)\s*:/g, " "))
    .join(" ");
  const cues = star ? STAR_CUES : TECH_CUES;
  const parts = cues.map((c) => ({ name: c.name, present: c.cues.test(explainingText) }));
  const score = (parts.filter((p) => p.present).length / parts.length) * 100;
  const absent = parts.filter((p) => !p.present).map((p) => p.name);
  const note =
    absent.length === 0
      ? star
        ? "Clear STAR story: situation, task, your actions and the result."
        : "Well organised: reasoning, a concrete example and a clear wrap-up."
      : `Missing: ${absent.join(", ")}.`;
  return { kind: star ? "star" : "technical", parts, note, score, absent };
}
