// The built-in rubric evaluator: offline and deterministic. Concept coverage against the question's key points
// (phrases matched on Porter stems, so "hedged" covers "hedging"), STAR or technical structure from cue phrases,
// length, filler and repeated words (Yoodli/Interview Warmup style) and pacing for spoken answers.
import { stemmer } from "stemmer";
import type { Feedback, FeedbackDimensions } from "@fincareer/domain/contract/interview";
import type { KeyPoint } from "./bank/types.ts";

/** What an evaluator judges: one answer to one question. */
export interface EvaluationRequest {
  trackName: string;
  behavioural: boolean;
  kind: "main" | "follow-up";
  question: string;
  points: KeyPoint[];
  modelAnswer: string;
  answer: string;
  spokenSeconds: number | null;
}

/** Anything that turns an answer into feedback (the rubric, or a model with the rubric as its fallback). */
export interface Evaluator {
  readonly kind: "rubric" | "model";
  /** The longest one evaluation may take, in ms: a claim on a turn is held at least this long. */
  readonly timeoutMs: number;
  evaluate(request: EvaluationRequest): Promise<Feedback>;
}

const FILLERS = [
  "um",
  "umm",
  "uh",
  "uhh",
  "er",
  "erm",
  "hmm",
  "you know",
  "i mean",
  "basically",
  "actually",
  "literally",
  "kind of",
  "sort of",
  "so yeah",
  "like",
];

// Common words never reported as repeated.
const STOPWORDS = new Set(
  (
    "a an the and or but if then than that this these those there their they them it its is are was were be been " +
    "being have has had do does did of in on at to for from by with as into over under about after before so we " +
    "our you your i me my he she his her not no yes can could would should will shall may might must also more " +
    "most very just which who whom what when where why how all any each both some such other only own same too " +
    "up down out off again further once here because while until through during above below between against"
  ).split(" "),
);

// Advice for each structural part an answer lacks.
const PART_ADVICE: Record<string, string> = {
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

/** Lower-cased words of a text with "&" and "%" spelled out, e.g. "P&L" -> p and l. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/%/g, " percent ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9₹]+/)
    .filter(Boolean);
}

/** Stems of a text's words. */
export function stems(text: string): string[] {
  return words(text).map((w) => stemmer(w));
}

/** True when the stemmed phrase occurs contiguously in the stemmed text. */
function containsPhrase(text: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= text.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (text[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** The key points an answer covers, with the terms that showed each. */
export function coverage(answer: string, points: KeyPoint[]): { point: KeyPoint; terms: string[] }[] {
  const text = stems(answer);
  return points.map((point) => ({
    point,
    terms: point.terms.filter((term) => containsPhrase(text, stems(term))),
  }));
}

function countPhrase(lower: string, phrase: string): number {
  // "like" is a filler only when set off by commas ("it, like, grows"), not in "I would like" or "looks like".
  if (phrase === "like") return (lower.match(/,\s*like\b|\blike\s*,/g) ?? []).length;
  const re = new RegExp(`\\b${phrase.replace(/ /g, "\\s+")}\\b`, "g");
  return (lower.match(re) ?? []).length;
}

/** Filler words and phrases found, most used first. */
export function fillerWords(answer: string): { word: string; count: number }[] {
  const lower = answer.toLowerCase();
  return FILLERS.map((word) => ({ word, count: countPhrase(lower, word) }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

/** Ordinary words used often (at least 4 times and 3% of the answer); the question's job terms do not count. */
export function repeatedWords(answer: string, points: KeyPoint[]): { word: string; count: number }[] {
  const list = words(answer);
  const jobStems = new Set(points.flatMap((p) => p.terms.flatMap((t) => stems(t))));
  const counts = new Map<string, { word: string; count: number }>();
  for (const w of list) {
    if (w.length < 4 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    const s = stemmer(w);
    if (jobStems.has(s)) continue;
    const entry = counts.get(s) ?? { word: w, count: 0 };
    entry.count += 1;
    counts.set(s, entry);
  }
  return [...counts.values()]
    .filter((e) => e.count >= 4 && e.count / Math.max(1, list.length) >= 0.03)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, 5);
}

function sentences(answer: string): string[] {
  return answer
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** Word range judged "good" for a question kind. */
export function lengthRange(behavioural: boolean, kind: "main" | "follow-up"): [number, number] {
  if (kind === "follow-up") return [25, 220];
  return behavioural ? [80, 350] : [50, 300];
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The overall score of an answer from its dimensions (coverage weighs most). */
export function overallScore(d: FeedbackDimensions): number {
  return clamp(0.5 * d.coverage + 0.2 * d.structure + 0.15 * d.clarity + 0.15 * d.length);
}

/** Judges an answer with the rubric alone (synchronous; the Evaluator wrapper is below). */
export function rubricFeedback(req: EvaluationRequest): Feedback {
  const list = words(req.answer);
  const n = list.length;
  const lower = req.answer.toLowerCase();

  const found = coverage(req.answer, req.points);
  const covered = found.filter((f) => f.terms.length > 0);
  const missed = found.filter((f) => f.terms.length === 0);
  const coverageScore = req.points.length ? (covered.length / req.points.length) * 100 : 100;

  const cues = req.behavioural && req.kind === "main" ? STAR_CUES : TECH_CUES;
  const parts = cues.map((c) => ({ name: c.name, present: c.cues.test(lower) }));
  const structureScore = (parts.filter((p) => p.present).length / parts.length) * 100;
  const absent = parts.filter((p) => !p.present).map((p) => p.name);
  const structureNote =
    absent.length === 0
      ? req.behavioural && req.kind === "main"
        ? "Clear STAR story: situation, task, your actions and the result."
        : "Well organised: reasoning, a concrete example and a clear wrap-up."
      : `Missing: ${absent.join(", ")}.`;

  const [min, max] = lengthRange(req.behavioural, req.kind);
  const verdict = n < min ? "short" : n > max ? "long" : "good";
  const lengthScore = verdict === "good" ? 100 : verdict === "short" ? (100 * n) / min : 100 - (n - max) / 5;
  const lengthNote =
    verdict === "good"
      ? `${n} words: a good length for this question.`
      : verdict === "short"
        ? `${n} words: too brief; aim for ${min}-${max} words so you can explain your reasoning.`
        : `${n} words: too long for a spoken answer; aim for ${min}-${max} words and lead with the key point.`;

  const fillers = fillerWords(req.answer);
  const fillerCount = fillers.reduce((s, f) => s + f.count, 0);
  const perHundred = n ? Math.round((fillerCount / n) * 1000) / 10 : 0;
  const repeated = repeatedWords(req.answer, req.points);
  const sents = sentences(req.answer);
  const avgSentence = sents.length ? n / sents.length : n;
  const longest = Math.max(0, ...sents.map((s) => words(s).length));
  let clarity = 100 - Math.min(40, perHundred * 8) - Math.min(20, repeated.length * 5);
  if (avgSentence > 30) clarity -= 10;
  if (longest > 60) clarity -= 10;
  // A handful of words is not clear communication, however tidy.
  clarity *= Math.min(1, n / 30);

  let pacing: Feedback["pacing"] = null;
  if (req.spokenSeconds && req.spokenSeconds > 0 && n > 0) {
    const wpm = Math.round(n / (req.spokenSeconds / 60));
    const pace = wpm < 110 ? "slow" : wpm > 170 ? "fast" : "good";
    pacing = {
      wordsPerMinute: wpm,
      verdict: pace,
      note:
        pace === "good"
          ? `${wpm} words a minute: an easy pace to follow.`
          : pace === "slow"
            ? `${wpm} words a minute: a little slow; rehearse the key points so they come out fluently.`
            : `${wpm} words a minute: fast; pause after each key point so the interviewer can take it in.`,
    };
  }

  const dimensions: FeedbackDimensions = {
    coverage: clamp(coverageScore),
    structure: clamp(structureScore),
    clarity: clamp(clarity),
    length: clamp(lengthScore),
  };

  const comments: string[] = [];
  if (missed.length) comments.push(`Cover next time: ${missed.map((m) => m.point.point).join("; ")}.`);
  if (absent.length) comments.push(`Structure: ${absent.map((a) => PART_ADVICE[a] ?? a).join("; ")}.`);
  if (fillerCount >= 2)
    comments.push(
      `You used ${fillerCount} filler words (${fillers.map((f) => `"${f.word}"`).join(", ")}); pause instead.`,
    );
  if (repeated.length)
    comments.push(`Vary your wording: ${repeated.map((r) => `"${r.word}" ×${r.count}`).join(", ")}.`);
  if (verdict !== "good") comments.push(lengthNote);
  if (comments.length === 0)
    comments.push("Strong answer: it covers every key point with a clear structure.");

  return {
    score: overallScore(dimensions),
    dimensions,
    covered: covered.map((c) => ({ point: c.point.point, terms: c.terms })),
    missed: missed.map((m) => ({
      point: m.point.point,
      hint: `Words that show it: ${m.point.terms.slice(0, 3).join(", ")}`,
    })),
    structure: {
      kind: req.behavioural && req.kind === "main" ? "star" : "technical",
      parts,
      note: structureNote,
    },
    length: { words: n, verdict, note: lengthNote },
    fillers: { count: fillerCount, perHundredWords: perHundred, words: fillers },
    repeated,
    pacing,
    comments,
    modelAnswer: req.modelAnswer,
    evaluator: "rubric",
    note: null,
  };
}

/** The rubric as an Evaluator. */
export const rubricEvaluator: Evaluator = {
  kind: "rubric",
  timeoutMs: 0,
  evaluate: async (request) => rubricFeedback(request),
};
