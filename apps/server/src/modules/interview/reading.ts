// Reading an answer the way an interviewer does: sentence by sentence, asking of each key point whether a sentence
// explains it (a clause with a subject and a verb that says something beyond the grader's own terms), or whether
// the answer only names it in a list, mentions it in a negation ("I would not use a DCF"), or repeats the
// question; and, along the way, the measures the rubric caps gamed answers by (echo, denial, topic, words addressed
// to the grader, naming, verbless lists, clauses of the answer's own). The steps it calls: sentences.ts (tokens,
// lists, denials), terms.ts (matching), framing.ts, addresses-grader.ts, topic.ts and key-points.ts.
import type { EvaluationRequest } from "./evaluator.ts";
import type { KeyPoint } from "./bank/types.ts";
import type { Sentence } from "./tokens.ts";
import { isContent } from "./tokens.ts";
import { sentencesOf } from "./sentences.ts";
import { noFiniteVerb, saysSomething } from "./clauses.ts";
import { STANCE } from "./denials.ts";
import { contentKeys, findTerm, keysOf, termVariants } from "./terms.ts";
import { FRAME_WORDS, emptyPredicate } from "./framing.ts";
import { addressesGrader } from "./addresses-grader.ts";
import type { AnswerContext } from "./topic.ts";
import { askedKeys, asksExperience, keyShare, tellsAccount, topicKeys } from "./topic.ts";
import type { PointReading, SentenceSays } from "./key-points.ts";
import { RANK, keepBest, termStatus } from "./key-points.ts";
import {
  circular,
  disclaims,
  hedges,
  hollowStory,
  openingFrame,
  FRAME_REPEATS,
  sentenceKey,
  starHeadings,
  storyCredit,
} from "./assertions.ts";

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
  /**
   * Sentences that hold words but assert nothing (assertions.ts): hedged both ways, a disclaimer of knowledge, a
   * repeat of an earlier sentence, circular, or (in a story) hollow; by kind, for the remark.
   */
  hollow: { hedged: number; disclaimed: number; repeated: number; circular: number; story: number };
  /** How many STAR headings ("Situation:", "Task:" ...) lay the answer out. */
  starHeadings: number;
}

/** Content words a unit needs beyond the question's and the key points' words to count for `clauseShare`. */
const OWN_CLAUSE_WORDS = 2;
/** Words a sentence needs beyond the question's own words and the grader's terms to count as explaining. */
export const MIN_EXPLAINING_WORDS = 1;
/** A sentence that is this share (or more) of the question's own words repeats the question. */
const ECHO_SHARE = 0.8;

/** Reads an answer against a question's key points. */
export function readAnswer(answer: string, ctx: AnswerContext): AnswerReading {
  const { points } = ctx;
  const sentences = sentencesOf(answer);
  const asked = contentKeys(ctx.question);
  const topic = topicKeys(ctx);
  let onTopic = 0;
  const readings: PointReading[] = points.map((point) => ({
    point,
    status: "absent",
    terms: [],
    sentences: [],
  }));
  const explaining: Sentence[] = [];
  const addressed: Sentence[] = [];
  let content = 0;
  let echoed = 0;
  let wordCount = 0;
  let named = 0;
  let ownTotal = 0;
  let naming = 0;
  let clauseWords = 0;
  const hollow = { hedged: 0, disclaimed: 0, repeated: 0, circular: 0, story: 0 };
  const said = new Set<string>();
  // Openings shared by FRAME_REPEATS or more short sentences (openingFrame), and those seen so far.
  const openings = sentences.map(openingFrame);
  const frames = new Set(
    openings.filter(
      (o, i) =>
        o !== null && openings.filter((p) => p === o).length >= FRAME_REPEATS && openings.indexOf(o) === i,
    ),
  );
  const opened = new Set<string | null>();

  sentences.forEach((s, index) => {
    wordCount += s.tokens.filter((t) => !t.skip && t.pos !== "SYM").length;
    // Every token some key point's term covers, so a sentence made of terms has nothing of its own.
    const termTokens = new Set<number>();
    // A ratio counts however it is said: "CFO/EBITDA", "CFO to EBITDA", "CFO over EBITDA" (termVariants).
    const hits = points.map((p) =>
      p.terms.flatMap((term) =>
        termVariants(term).flatMap((v) => findTerm(s.tokens, keysOf(v)).map((at) => ({ term, at }))),
      ),
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
    // A sentence asserts nothing when it hedges both ways, disclaims knowing, repeats an earlier one, goes round in
    // a circle or (in a story) says only that something was handled (assertions.ts).
    // Said twice, or the same frame with another term in it ("The DCF uses WACC. The DCF uses beta.").
    const key = sentenceKey(s, termTokens);
    const emptyBecause = hedges(s)
      ? "hedged"
      : disclaims(s)
        ? "disclaimed"
        : (key.length > 0 && said.has(key)) || (frames.has(openings[index]!) && opened.has(openings[index]!))
          ? "repeated"
          : circular(s.tokens, termTokens, hits.flat(), asked)
            ? "circular"
            : ctx.behavioural && hollowStory(s, asked)
              ? "story"
              : null;
    said.add(key);
    opened.add(openings[index]!);
    if (emptyBecause) hollow[emptyBecause] += 1;
    const explains =
      s.clause && !echo && !toGrader && own >= MIN_EXPLAINING_WORDS && !onlyNames && emptyBecause === null;
    // A list inside an explaining sentence counts only when the sentence explains enough for each listed point.
    const explainsList = explains && own >= MIN_EXPLAINING_WORDS * Math.max(1, listedPoints);
    if (explains) explaining.push(s);
    // Words of the topic besides the grader's terms, not denied: the sentence is about the question.
    const topical = s.tokens.filter(
      (t, i) => isContent(t) && !t.negated && !termTokens.has(i) && topic.has(t.key),
    ).length;
    if (explains && topical >= 2) onTopic += 1;

    // How the sentence treats each key point whose terms it holds; each point keeps its best sentence.
    const says: SentenceSays = { explains, explainsList, topical, behavioural: ctx.behavioural };
    hits.forEach((h, p) => {
      for (const { term, at } of h) {
        const toks = at.map((i) => s.tokens[i]!);
        keepBest(readings[p]!, termStatus(toks, term, says), term, index);
      }
    });
  });
  // A story is credited for what the candidate did and how it ended, in any words: a point about their actions by a
  // sentence in which "I" or "we" do something concrete, a point about the result by a concrete sentence with an
  // outcome (assertions.ts: storyCredit).
  if (ctx.behavioural) storyCredit(sentences, readings, asked);
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
    topicShare: keyShare(sentences, askedKeys(ctx)),
    toGrader: addressed,
    termShare: content ? named / content : 0,
    ownPerSentence: sentences.length ? ownTotal / sentences.length : 0,
    naming,
    verbless: sentences.filter((s) => s.verbless).length,
    clauseShare: wordCount ? clauseWords / wordCount : 0,
    noAccount,
    hollow,
    starHeadings: starHeadings(answer),
  };
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
