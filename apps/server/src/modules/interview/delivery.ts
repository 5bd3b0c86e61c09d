// Delivery, apart from content: the answer's length for its question, filler words ("um", "you know", ", like,"),
// ordinary words repeated too often (never the track's own terms), and from those the clarity score; and the pace
// of a spoken answer (Yoodli/Interview Warmup style).
import type { Feedback, InterviewTrack } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS } from "./bank/index.ts";
import type { KeyPoint } from "./bank/types.ts";
import type { Sentence } from "./tokens.ts";
import { sentencesOf } from "./sentences.ts";
import { contentKeys, keysOf } from "./terms.ts";

/** Word range judged "good" for a question kind. */
export function lengthRange(behavioural: boolean, kind: "main" | "follow-up"): [number, number] {
  if (kind === "follow-up") return [25, 220];
  return behavioural ? [80, 350] : [50, 300];
}

/** The length dimension: the verdict on `n` words, its note and its score (before clamping). */
export function lengthOf(
  n: number,
  behavioural: boolean,
  kind: "main" | "follow-up",
): { verdict: Feedback["length"]["verdict"]; note: string; score: number } {
  const [min, max] = lengthRange(behavioural, kind);
  const verdict = n < min ? "short" : n > max ? "long" : "good";
  const score = verdict === "good" ? 100 : verdict === "short" ? (100 * n) / min : 100 - (n - max) / 5;
  const note =
    verdict === "good"
      ? `${n} words: a good length for this question.`
      : verdict === "short"
        ? `${n} words: too brief; aim for ${min}-${max} words so you can explain your reasoning.`
        : `${n} words: too long for a spoken answer; aim for ${min}-${max} words and lead with the key point.`;
  return { verdict, note, score };
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

/** Lower-cased words of a text with "&" and "%" spelled out, e.g. "P&L" -> p and l (filler phrases only). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/%/g, " percent ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9₹]+/)
    .filter(Boolean);
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

/** The fillers of an answer of `n` words: how many, per hundred words, and which. */
export function fillersOf(answer: string, n: number): Feedback["fillers"] {
  const fillers = fillerWords(answer);
  const fillerCount = fillers.reduce((s, f) => s + f.count, 0);
  const perHundred = n ? Math.round((fillerCount / n) * 1000) / 10 : 0;
  return { count: fillerCount, perHundredWords: perHundred, words: fillers };
}

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

const vocabularies = new Map<InterviewTrack, Set<string>>();

/**
 * The keys of a track's own words: every word of its questions, key points and their terms ("working capital"
 * gives working and capital), which an answer has to use again and again.
 */
export function trackVocabulary(track: InterviewTrack): Set<string> {
  let vocabulary = vocabularies.get(track);
  if (!vocabulary) {
    vocabulary = new Set(
      TRACK_BANKS[track].questions.flatMap((q) => [
        ...contentKeys(q.text),
        ...q.points.flatMap((p) => [...contentKeys(p.point), ...p.terms.flatMap((t) => keysOf(t))]),
      ]),
    );
    vocabularies.set(track, vocabulary);
  }
  return vocabulary;
}

/**
 * Ordinary words used often (at least 4 times and 3% of the answer). The job's own terms never count: those of
 * the question's key points and `vocabulary` (a track's terms, multi-word ones word by word).
 */
export function repeatedWords(
  answer: string,
  points: KeyPoint[],
  vocabulary: ReadonlySet<string> = new Set(),
): { word: string; count: number }[] {
  const tokens = sentencesOf(answer).flatMap((s) => s.tokens.filter((t) => !t.skip && t.pos !== "SYM"));
  const jobKeys = new Set(points.flatMap((p) => p.terms.flatMap((t) => keysOf(t))));
  const counts = new Map<string, { word: string; count: number }>();
  for (const t of tokens) {
    if (t.text.length < 4 || t.stop || STOPWORDS.has(t.text) || !/^[a-z]/.test(t.text)) continue;
    if (jobKeys.has(t.key) || vocabulary.has(t.key)) continue;
    const entry = counts.get(t.key) ?? { word: t.text, count: 0 };
    entry.count += 1;
    counts.set(t.key, entry);
  }
  return [...counts.values()]
    .filter((e) => e.count >= 4 && e.count / Math.max(1, tokens.length) >= 0.03)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, 5);
}

/**
 * The clarity dimension (before clamping): fillers and repeated words cost points, as do long sentences, and a
 * handful of words is scaled down.
 */
export function clarityOf(
  sentences: Sentence[],
  n: number,
  fillersPerHundred: number,
  repeated: number,
): number {
  const sentenceWords = sentences.map((s) => s.tokens.filter((t) => !t.skip).length);
  const avgSentence = sentenceWords.length ? n / sentenceWords.length : n;
  const longest = Math.max(0, ...sentenceWords);
  let clarity = 100 - Math.min(40, fillersPerHundred * 8) - Math.min(20, repeated * 5);
  if (avgSentence > 30) clarity -= 10;
  if (longest > 60) clarity -= 10;
  // A handful of words is not clear communication, however tidy.
  clarity *= Math.min(1, n / 30);
  return clarity;
}

/** The pace of a spoken answer of `n` words (null when it was typed). */
export function pacingOf(n: number, spokenSeconds: number | null): Feedback["pacing"] {
  let pacing: Feedback["pacing"] = null;
  if (spokenSeconds && spokenSeconds > 0 && n > 0) {
    const wpm = Math.round(n / (spokenSeconds / 60));
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
  return pacing;
}
