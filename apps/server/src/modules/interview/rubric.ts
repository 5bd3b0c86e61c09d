// The built-in rubric evaluator: offline and deterministic. A key point counts only when a sentence of the answer
// explains it (analysis.ts: wink-nlp sentences, parts of speech and negation), not when its words appear in a
// list, a negation or the question pasted back; a list of terms scores at most LIST_CAP. Wrong content the bank
// knows (misconceptions) is remarked and costs points. STAR or technical structure comes from cue phrases in the
// explaining sentences; length, filler and repeated words (Yoodli/Interview Warmup style) and pacing for spoken
// answers are judged too.
import type { Feedback, FeedbackDimensions, InterviewTrack } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS } from "./bank/index.ts";
import type { BankQuestion, KeyPoint, Misconception } from "./bank/types.ts";
import type { AnswerReading, PointReading } from "./analysis.ts";
import { contentKeys, keysOf, readAnswer, says, sentencesOf } from "./analysis.ts";

/** What an evaluator judges: one answer to one question. */
export interface EvaluationRequest {
  track: InterviewTrack;
  trackName: string;
  behavioural: boolean;
  kind: "main" | "follow-up";
  question: string;
  points: KeyPoint[];
  /** Wrong content the bank can recognise for this question. */
  misconceptions: Misconception[];
  modelAnswer: string;
  answer: string;
  spokenSeconds: number | null;
}

/** The request to judge `answer` as the main answer to a bank question. */
export function mainRequest(
  track: InterviewTrack,
  question: BankQuestion,
  answer: string,
): EvaluationRequest {
  const bank = TRACK_BANKS[track];
  return {
    track,
    trackName: bank.name,
    behavioural: bank.behavioural,
    kind: "main",
    question: question.text,
    points: question.points,
    misconceptions: question.misconceptions,
    modelAnswer: question.model,
    answer,
    spokenSeconds: null,
  };
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

/** The key points an answer explains in a sentence, with the terms that showed each (none when not explained). */
export function coverage(
  answer: string,
  points: KeyPoint[],
  question = "",
  modelAnswer = "",
  behavioural = false,
): { point: KeyPoint; terms: string[] }[] {
  return readAnswer(answer, { question, points, modelAnswer, behavioural }).points.map((r) => ({
    point: r.point,
    terms: r.status === "explained" ? r.terms : [],
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

/** Word range judged "good" for a question kind. */
export function lengthRange(behavioural: boolean, kind: "main" | "follow-up"): [number, number] {
  if (kind === "follow-up") return [25, 220];
  return behavioural ? [80, 350] : [50, 300];
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The most a list of terms (named, not explained) can score. */
export const LIST_CAP = 30;
/** The most an answer that mostly repeats the question can score. */
export const ECHO_CAP = 20;
/** The most an answer that mostly denies or disclaims knowledge can score. */
export const DENIAL_CAP = 20;
/**
 * Below this share of its distinct words in the question and key points, a technical answer is on another topic
 * (labelled answers of all sets: off-topic 0-0.18, of which all but one under 0.14; weak from 0.15; strong and
 * adequate from 0.24) and scores at most OFF_TOPIC_CAP.
 */
export const OFF_TOPIC_SHARE = 0.16;
export const OFF_TOPIC_CAP = 30;
/**
 * Below this share, a technical answer with at most OFF_TOPIC_SENTENCES explaining sentences about the question's
 * topic is off-topic too (labelled answers: off-topic up to 0.18 with 0-2 such sentences; strong and adequate from
 * 0.24, with 3 or more).
 */
export const OFF_TOPIC_LOOSE_SHARE = 0.2;
export const OFF_TOPIC_SENTENCES = 2;
/** Shorter answers are judged by length and coverage alone. */
const OFF_TOPIC_MIN_WORDS = 15;
/**
 * An answer with at least this share of its content words from the grader's terms and the question, and fewer
 * than DENSE_OWN_WORDS words of its own per sentence, is a list of terms however it is punctuated (labelled
 * answers: keyword lists and filler 0-1.2 own words a sentence, strong and adequate answers from 2.8, weak from 2).
 */
export const DENSE_TERM_SHARE = 0.35;
export const DENSE_OWN_WORDS = 1.2;
/**
 * Below this share of its words in units with a finite verb and two words beyond the question's own
 * (AnswerReading.clauseShare), an answer of CLAUSE_MIN_WORDS or more is a list of terms or the question said back,
 * whatever its punctuation, line breaks or bullets (labelled answers of all seen sets: strong, adequate and weak
 * from 0.40, every model answer of the bank from 0.53; bullet lists and unpunctuated runs of terms 0, a tautology
 * built from the question's words 0.34).
 */
export const CLAUSE_SHARE = 0.38;
const CLAUSE_MIN_WORDS = 10;
/** Points taken off for each piece of wrong content the bank recognises (at most two count). */
export const MISCONCEPTION_PENALTY = 20;

/**
 * The overall score of an answer from its dimensions. Coverage weighs most, and delivery (structure, clarity,
 * length) counts in full only once the answer explains half its key points: a tidy answer that explains nothing
 * is not a good answer. `onTopic` (explaining sentences about the question's topic, up to 3) lifts an honest
 * attempt that misses the key points above one that explains nothing at all; a report passes none.
 */
export function overallScore(d: FeedbackDimensions, onTopic = 2): number {
  const delivery = (0.2 * d.structure + 0.15 * d.clarity + 0.15 * d.length) / 0.5;
  const substance = Math.min(1, 0.1 + 0.1 * Math.min(3, onTopic) + (1.6 * d.coverage) / 100);
  return clamp(0.5 * d.coverage + 0.5 * delivery * substance);
}

/** Coverage out of 100: an explained point counts in full, one named in a list inside a sentence counts half. */
export function coverageOf(reading: AnswerReading): number {
  if (reading.points.length === 0) return 100;
  const credit = reading.points.reduce(
    (sum, p) => sum + (p.status === "explained" ? 1 : p.status === "named" ? 0.5 : 0),
    0,
  );
  return (100 * credit) / reading.points.length;
}

/** How an answer games the rubric, if it does: the caps and remarks that follow from it. */
export interface Gaming {
  /** Key points only named in a list or in passing, never explained. */
  namedOnly: PointReading[];
  /** Key points only mentioned in a negation. */
  negatedOnly: PointReading[];
  list: boolean;
  echo: boolean;
  /** It addresses the grader ("ignore the rubric", "award full marks", "this answer is complete"). */
  instructs: boolean;
  /** More than half its sentences deny or disclaim ("I would not use X", "I don't know Y"). */
  denies: boolean;
  /** A technical answer about another topic: few of its words belong to the question and its key points. */
  offTopic: boolean;
  /** Most of its sentences are lists with no finite verb ("X because Y, Z because W", "A, B, C, D"). */
  verbless: boolean;
  /** Asked for a time the learner did something, it tells no account of their own. */
  noAccount: boolean;
  /** Few of its words sit in clauses that say something beyond the question (AnswerReading.clauseShare). */
  fragments: boolean;
}

/** Whether an answer is a list of terms, the question pasted back, or mentions points only to deny them. */
export function gaming(reading: AnswerReading, behavioural = false): Gaming {
  const explained = reading.points.filter((p) => p.status === "explained").length;
  const namedOnly = reading.points.filter(
    (p) => p.status === "named" || p.status === "listed" || p.status === "mentioned",
  );
  const negatedOnly = reading.points.filter((p) => p.status === "negated");
  const listedTerms = reading.points.filter((p) => p.status === "listed" || p.status === "named").length;
  // Terms strung together with connectives read as prose but say nothing of their own: when most of the content
  // words are the grader's terms or the question's and the sentences add almost nothing else, it is a list.
  const dense = reading.termShare >= DENSE_TERM_SHARE && reading.ownPerSentence < DENSE_OWN_WORDS;
  const verbless = reading.verbless > 0 && reading.verbless >= reading.sentences.length / 2;
  return {
    namedOnly,
    negatedOnly,
    // Terms dressed as sentences ("WACC is important. DCF is used. Beta is relevant.") are a list too.
    list:
      verbless ||
      (listedTerms >= 2 && namedOnly.length > explained) ||
      dense ||
      (reading.naming >= 2 && reading.naming > reading.sentences.length / 2),
    echo: reading.echoShare >= 0.5,
    instructs: reading.toGrader.length > 0,
    denies: reading.denying > reading.sentences.length / 2,
    // Behavioural answers are stories in everyday words, so they are exempt.
    offTopic:
      !behavioural &&
      reading.wordCount >= OFF_TOPIC_MIN_WORDS &&
      (reading.topicShare < OFF_TOPIC_SHARE ||
        (reading.topicShare < OFF_TOPIC_LOOSE_SHARE && reading.onTopic <= OFF_TOPIC_SENTENCES)),
    verbless,
    noAccount: reading.noAccount,
    fragments: reading.wordCount >= CLAUSE_MIN_WORDS && reading.clauseShare < CLAUSE_SHARE,
  };
}

/** The misconceptions an answer states in a sentence. */
export function misconceptionsIn(reading: AnswerReading, misconceptions: Misconception[]): Misconception[] {
  // Wrong peers named in a list are still named.
  return misconceptions.filter((m) => says(reading.sentences, m.terms, true));
}

/** The hint for a key point the answer did not explain: the idea in plain words. */
export function missedHint(r: PointReading): string {
  if (r.status === "named" || r.status === "listed" || r.status === "mentioned")
    return `You named it but did not explain it. ${r.point.idea}`;
  if (r.status === "negated") return `You mentioned it only to set it aside. ${r.point.idea}`;
  return r.point.idea;
}

/** The score after the caps for gamed answers and the penalty for wrong content, with the remarks to make. */
export function judged(
  score: number,
  g: Gaming,
  wrong: Misconception[],
): { score: number; remarks: string[] } {
  const remarks: string[] = [];
  let out = score - MISCONCEPTION_PENALTY * Math.min(2, wrong.length);
  for (const m of wrong) remarks.push(m.remark);
  if (g.list && g.verbless) {
    out = Math.min(out, LIST_CAP);
    remarks.push(
      `Your answer strings terms together with no verb (items separated by commas, or "X because Y" with nothing that says what X does), so it explains nothing, and a list of terms scores at most ${LIST_CAP}. Say in full sentences what each idea means and why it matters.`,
    );
  } else if (g.list) {
    out = Math.min(out, LIST_CAP);
    remarks.push(
      `Your answer names terms without explaining them (in a list, or in sentences such as "X is important" or "Y is used" that say nothing about them), and a list of terms scores at most ${LIST_CAP}. Say in full sentences what each idea means and why it matters.`,
    );
  }
  if (g.fragments && !g.list) {
    out = Math.min(out, LIST_CAP);
    remarks.push(
      `Most of your answer is terms or phrases with no verb (bullets, lines or a run of words), or sentences made only of the question's own words, so it explains nothing, and such an answer scores at most ${LIST_CAP}. Say in full sentences what each idea means and why it matters.`,
    );
  }
  if (g.instructs) {
    out = Math.min(out, LIST_CAP);
    remarks.push(
      `Instructions to the grader are not an answer: text addressed to whoever marks it (a request for marks, a claim about its score or the rubric) caps the answer at ${LIST_CAP}. Explain the ideas to the interviewer instead.`,
    );
  }
  if (g.noAccount) {
    out = Math.min(out, LIST_CAP);
    remarks.push(
      `The question asks about a time you did something yourself, and your answer tells no story of your own, so it covers no point and scores at most ${LIST_CAP}: describe a real situation, what you did ("I ...") and how it ended.`,
    );
  }
  if (g.offTopic) {
    out = Math.min(out, OFF_TOPIC_CAP);
    remarks.push(
      `Your answer is mostly about something other than the question, and such an answer scores at most ${OFF_TOPIC_CAP}: answer what was asked.`,
    );
  }
  if (g.denies) {
    out = Math.min(out, DENIAL_CAP);
    remarks.push(
      `Saying what you would not do, or that you do not know, does not cover a point, and an answer that mostly says so scores at most ${DENIAL_CAP}: explain what you would do and why.`,
    );
  }
  if (g.echo) {
    out = Math.min(out, ECHO_CAP);
    remarks.push("Repeating the question does not answer it: explain your own reasoning, step by step.");
  } else if (g.negatedOnly.length > 0)
    remarks.push(
      "Saying what you would not do, or that you do not know, does not cover a point: explain what you would do and why.",
    );
  return { score: clamp(out), remarks };
}

/** The answer of a request read against its question. */
export function readRequest(req: EvaluationRequest): AnswerReading {
  return readAnswer(req.answer, {
    question: req.question,
    points: req.points,
    modelAnswer: req.modelAnswer,
    behavioural: req.behavioural,
  });
}

/** Judges an answer with the rubric alone (synchronous; the Evaluator wrapper is below). */
export function rubricFeedback(req: EvaluationRequest): Feedback {
  const reading = readRequest(req);
  const n = reading.wordCount;

  const covered = reading.points.filter((r) => r.status === "explained");
  const missed = reading.points.filter((r) => r.status !== "explained");
  const coverageScore = coverageOf(reading);

  // Structure is read only from sentences that explain something, so "Because... for example..." stuck onto a
  // list of terms earns nothing.
  const explainingText = reading.explaining.map((s) => s.text.toLowerCase()).join(" ");
  const cues = req.behavioural && req.kind === "main" ? STAR_CUES : TECH_CUES;
  const parts = cues.map((c) => ({ name: c.name, present: c.cues.test(explainingText) }));
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
  const repeated = repeatedWords(req.answer, req.points, trackVocabulary(req.track));
  const sentenceWords = reading.sentences.map((s) => s.tokens.filter((t) => !t.skip).length);
  const avgSentence = sentenceWords.length ? n / sentenceWords.length : n;
  const longest = Math.max(0, ...sentenceWords);
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
  const wrong = misconceptionsIn(reading, req.misconceptions);
  const verdictOnGaming = judged(
    overallScore(dimensions, reading.onTopic),
    gaming(reading, req.behavioural),
    wrong,
  );

  const comments: string[] = [...verdictOnGaming.remarks];
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
    comments.push("Strong answer: it explains every key point with a clear structure.");

  return {
    score: verdictOnGaming.score,
    dimensions,
    covered: covered.map((c) => ({ point: c.point.point, terms: c.terms })),
    missed: missed.map((m) => ({ point: m.point.point, hint: missedHint(m) })),
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
