// Scoring: the overall score from the four dimensions (coverage weighs most; delivery counts in full only once
// half the key points are explained), coverage from the key points' statuses, and the score after the caps for
// gamed answers (gaming.ts) and the penalty for wrong content (misconceptions.ts), with the remark for each.
import type { FeedbackDimensions } from "@fincareer/domain/contract/interview";
import type { WrongClaim } from "./misconceptions.ts";
import type { AnswerReading } from "./reading.ts";
import type { Gaming } from "./gaming.ts";

/** A score rounded and kept within 0-100. */
export const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The most a list of terms (named, not explained) can score. */
export const LIST_CAP = 30;
/** The most an answer that mostly repeats the question can score. */
export const ECHO_CAP = 20;
/** The most an answer that mostly denies or disclaims knowledge can score. */
export const DENIAL_CAP = 20;
/** The most an answer on another topic (Gaming.offTopic) can score. */
export const OFF_TOPIC_CAP = 30;
/** Points taken off for each piece of wrong content the bank recognises (at most two count). */
export const MISCONCEPTION_PENALTY = 15;
/**
 * The most an answer that asserts one wrong claim the bank knows can score (the labelling guideline's "one important
 * error" makes an answer weak, marked 15-25), and the most one with two, or three or more, can score (a
 * wrong-but-fluent answer is marked 8-12).
 */
export const ONE_WRONG_CAP = 25;
export const TWO_WRONG_CAP = 18;
export const MANY_WRONG_CAP = 12;
/** A genuine attempt with wrong claims (not gamed) keeps at least this much: it ranks above a gamed answer. */
export const WRONG_FLOOR = 8;
/** The most an answer whose sentences mostly assert nothing (hedged, circular, repeated, disclaimed) can score. */
export const HOLLOW_CAP = 20;

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

/** The score after the caps for gamed answers and the penalty for wrong content, with the remarks to make. */
export function judged(score: number, g: Gaming, wrong: WrongClaim[]): { score: number; remarks: string[] } {
  const remarks: string[] = [];
  let out = score - MISCONCEPTION_PENALTY * Math.min(2, wrong.length);
  if (wrong.length > 0)
    out = Math.max(
      WRONG_FLOOR,
      Math.min(out, wrong.length >= 3 ? MANY_WRONG_CAP : wrong.length === 2 ? TWO_WRONG_CAP : ONE_WRONG_CAP),
    );
  for (const w of wrong) remarks.push(correctionOf(w));
  if (g.hollow) {
    out = Math.min(out, HOLLOW_CAP);
    remarks.push(hollowRemark(g.hollow));
  }
  if (g.storyForTechnical) {
    out = Math.min(out, OFF_TOPIC_CAP);
    remarks.push(
      `This is a technical question, and a story under STAR headings does not answer it, so the answer scores at most ${OFF_TOPIC_CAP}: explain the idea itself.`,
    );
  }
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
  if (g.offTopic && !g.storyForTechnical) {
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

/** The feedback's correction of a wrong claim: the learner's own sentence quoted, then what is wrong and what is right. */
export function correctionOf(w: WrongClaim): string {
  return `You said "${w.claim}": ${w.misconception.remark}`;
}

/** The remark for an answer whose sentences mostly assert nothing, naming how. */
function hollowRemark(kind: NonNullable<Gaming["hollow"]>): string {
  const how: Record<NonNullable<Gaming["hollow"]>, string> = {
    hedged: 'hedge both ways ("X or maybe Y"), so they commit to nothing',
    disclaimed: "say you do not know and then list terms",
    repeated: "repeat the same sentence",
    circular: 'go round in a circle ("X matters because X drives X")',
    story:
      "name the STAR headings with nothing concrete under them (what you did, with whom, and what came of it)",
  };
  return `Most of your sentences ${how[kind]}, so the answer asserts nothing an interviewer could credit and scores at most ${HOLLOW_CAP}. Say what is true, and why, in your own words.`;
}
