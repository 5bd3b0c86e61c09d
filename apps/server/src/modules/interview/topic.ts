// The question's topic and what it asks for: the words of the question and its key points (and of the model
// answer), how much of an answer belongs to them, and whether the question asks for the learner's own experience
// and a sentence tells one.
import type { KeyPoint } from "./bank/types.ts";
import type { Sentence } from "./tokens.ts";
import { VERB_POS } from "./tokens.ts";
import { sentencesOf } from "./sentences.ts";
import { contentKeys } from "./terms.ts";

/** What an answer is read against. */
export interface AnswerContext {
  question: string;
  points: KeyPoint[];
  /** The bank's model answer: with the question and the key points, the words of the topic. */
  modelAnswer: string;
  /** A behavioural (STAR) question, told in everyday words. */
  behavioural?: boolean;
}

const topics = new Map<string, Set<string>>();
const asks = new Map<string, Set<string>>();

/** The content keys of what a question asks: its text and key points, without the model answer (cached). */
export function askedKeys(ctx: AnswerContext): Set<string> {
  let keys = asks.get(ctx.question);
  if (!keys) {
    keys = contentKeys(
      [ctx.question, ...ctx.points.flatMap((p) => [p.point, p.idea ?? "", ...p.terms])].join(". "),
    );
    if (asks.size > 2000) asks.clear();
    asks.set(ctx.question, keys);
  }
  return keys;
}

/** The content keys of a question's topic: its text, model answer and key points (cached per question). */
export function topicKeys(ctx: AnswerContext): Set<string> {
  const id = ctx.question + "\u0000" + ctx.modelAnswer;
  let keys = topics.get(id);
  if (!keys) {
    keys = contentKeys(
      [ctx.question, ctx.modelAnswer, ...ctx.points.flatMap((p) => [p.point, p.idea ?? "", ...p.terms])].join(
        ". ",
      ),
    );
    if (topics.size > 2000) topics.clear();
    topics.set(id, keys);
  }
  return keys;
}

/** Share of the sentences' distinct content words (as contentKeys counts them) that are in `keys`. */
export function keyShare(sentences: Sentence[], keys: Set<string>): number {
  const own = new Set(sentences.flatMap((s) => s.tokens.filter((t) => !t.skip && !t.stop).map((t) => t.key)));
  return own.size ? [...own].filter((k) => keys.has(k)).length / own.size : 0;
}

const experienceAsks = new Map<string, boolean>();

/**
 * Whether a question asks for the learner's own experience: "a time you faced", "a situation where you led", "a
 * decision you made" (a noun after "a", then "you" and a verb), as the behavioural bank's "tell me about a time"
 * questions do (cached per question).
 */
export function asksExperience(question: string): boolean {
  let asks = experienceAsks.get(question);
  if (asks === undefined) {
    asks = sentencesOf(question).some((s) => {
      const w = s.tokens.filter((t) => !t.skip);
      return w.some((t, i) => {
        if (t.pos !== "DET" || !["a", "an"].includes(t.text) || w[i + 1]?.pos !== "NOUN") return false;
        const you = w[i + 2]?.pos === "ADV" ? i + 3 : i + 2;
        return w[you]?.text === "you" && VERB_POS.has(w[you + 1]?.pos ?? "");
      });
    });
    if (experienceAsks.size > 2000) experienceAsks.clear();
    experienceAsks.set(question, asks);
  }
  return asks;
}

/** Whether a sentence tells the speaker's own account: "I" or "we" followed by a verb, not denied. */
export function tellsAccount(s: Sentence): boolean {
  return s.tokens.some(
    (t, i) =>
      (t.text === "i" || t.text === "we") &&
      t.pos === "PRON" &&
      s.tokens.slice(i + 1).some((v) => VERB_POS.has(v.pos) && !v.negated),
  );
}
