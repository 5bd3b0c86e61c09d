// Gamed answers: whether an answer is a list of terms (however punctuated), the question pasted back, words to the
// grader, mostly denials, off the question's topic, verbless runs, phrases with no clause, or no account of the
// learner's own when one was asked for; and the thresholds that decide it, each set from the labelled answers
// (docs/interview-grading.md). The caps that follow are in scoring.ts.
import type { AnswerReading } from "./reading.ts";
import type { PointReading } from "./key-points.ts";

/**
 * Below this share of its distinct words in the question and key points, a technical answer is on another topic
 * (labelled answers of all sets: off-topic 0-0.18, of which all but one under 0.14; weak from 0.15; strong and
 * adequate from 0.24) and scores at most OFF_TOPIC_CAP.
 */
export const OFF_TOPIC_SHARE = 0.16;
/**
 * Below this share, a technical answer with at most OFF_TOPIC_SENTENCES explaining sentences about the question's
 * topic is off-topic too (labelled answers: off-topic up to 0.18 with 0-2 such sentences; strong and adequate from
 * 0.24, with 3 or more).
 */
export const OFF_TOPIC_LOOSE_SHARE = 0.2;
export const OFF_TOPIC_SENTENCES = 2;
/** An answer that explains two points of the question and shares this much of its words is on its topic. */
const OFF_TOPIC_SHARE_EXPLAINED = 0.1;
/** Shorter answers are judged by length and coverage alone. */
const OFF_TOPIC_MIN_WORDS = 15;
/**
 * An answer with at least this share of its content words from the grader's terms and the question, and fewer
 * than DENSE_OWN_WORDS words of its own per sentence, is a list of terms however it is punctuated (labelled
 * answers: keyword lists and filler 0-1.2 own words a sentence, strong and adequate answers from 2.8, weak from 2).
 */
export const DENSE_TERM_SHARE = 0.35;
export const DENSE_OWN_WORDS = 1.2;
/** A dense answer whose clauses explain two points is a short correct answer when it has this many own words a sentence. */
const DENSE_OWN_EXEMPT = 0.75;
/**
 * Below this share of its words in units with a finite verb and two words beyond the question's own
 * (AnswerReading.clauseShare), an answer of CLAUSE_MIN_WORDS or more is a list of terms or the question said back,
 * whatever its punctuation, line breaks or bullets (labelled answers of all seen sets: strong, adequate and weak
 * from 0.40, every model answer of the bank from 0.53; bullet lists and unpunctuated runs of terms 0, a tautology
 * built from the question's words 0.34).
 */
export const CLAUSE_SHARE = 0.38;
const CLAUSE_MIN_WORDS = 10;

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
  /**
   * Most of its sentences assert nothing (AnswerReading.hollow: hedged both ways, disclaimed, repeated, circular,
   * or a hollow story), by the commonest kind; null when it asserts something.
   */
  hollow: keyof AnswerReading["hollow"] | null;
  /** A STAR template (three or more headings) given to a technical question. */
  storyForTechnical: boolean;
}

/** Whether an answer is a list of terms, the question pasted back, or mentions points only to deny them. */
export function gaming(reading: AnswerReading, behavioural = false, openTopic = false): Gaming {
  const explained = reading.points.filter((p) => p.status === "explained").length;
  const namedOnly = reading.points.filter(
    (p) => p.status === "named" || p.status === "listed" || p.status === "mentioned",
  );
  const negatedOnly = reading.points.filter((p) => p.status === "negated");
  const listedTerms = reading.points.filter((p) => p.status === "listed" || p.status === "named").length;
  // Terms strung together with connectives read as prose but say nothing of their own: when most of the content
  // words are the grader's terms or the question's and the sentences add almost nothing else, it is a list.
  // A short correct answer is dense in terms too ("EV equals equity value plus debt minus cash"): one whose clauses
  // assert two points or more (not hedged, circular, repeated or disclaimed) is not a list.
  const dense =
    reading.termShare >= DENSE_TERM_SHARE &&
    reading.ownPerSentence < DENSE_OWN_WORDS &&
    (explained < 2 || reading.ownPerSentence < DENSE_OWN_EXEMPT);
  const verbless = reading.verbless > 0 && reading.verbless >= reading.sentences.length / 2;
  const kinds = Object.entries(reading.hollow) as [keyof AnswerReading["hollow"], number][];
  const emptySentences = kinds.reduce((n, [, c]) => n + c, 0);
  const commonest = kinds.reduce((m, k) => (k[1] > m[1] ? k : m), kinds[0]!);
  const hollow = emptySentences > 0 && emptySentences >= reading.sentences.length / 2 ? commonest[0] : null;
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
    hollow,
    storyForTechnical: !behavioural && reading.starHeadings >= 3,
    // Judged by the question's intent: an answer that explains two of its points is on its topic, however many
    // words of its own it uses (a stock pitch in the language of a bank's results).
    offTopic:
      !behavioural &&
      !openTopic &&
      !(explained >= 3 || (explained >= 2 && reading.topicShare >= OFF_TOPIC_SHARE_EXPLAINED)) &&
      reading.wordCount >= OFF_TOPIC_MIN_WORDS &&
      (reading.topicShare < OFF_TOPIC_SHARE ||
        (reading.topicShare < OFF_TOPIC_LOOSE_SHARE && reading.onTopic <= OFF_TOPIC_SENTENCES)),
    verbless,
    noAccount: reading.noAccount,
    fragments: reading.wordCount >= CLAUSE_MIN_WORDS && reading.clauseShare < CLAUSE_SHARE,
  };
}
