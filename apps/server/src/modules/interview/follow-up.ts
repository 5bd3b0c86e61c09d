// The follow-up question after a main answer: a key point it missed, else a probe of one it covered, skipping any
// point whose follow-up the answer already answers.
import type { Feedback } from "@fincareer/domain/contract/interview";
import type { BankQuestion, KeyPoint } from "./bank/types.ts";
import type { Sentence } from "./tokens.ts";
import { sentencesOf } from "./sentences.ts";
import { contentKeys } from "./terms.ts";
import { FRAME_WORDS } from "./framing.ts";

/** True when one sentence of the answer holds most of the content words of `text` (a follow-up's question). */
export function answersAlready(sentences: Sentence[], text: string, share = 0.7): boolean {
  const wanted = [...contentKeys(text)].filter((k) => !FRAME_WORDS.has(k));
  if (wanted.length === 0) return false;
  return sentences.some((s) => {
    const have = new Set(s.tokens.filter((t) => !t.negated).map((t) => t.key));
    return wanted.filter((k) => have.has(k)).length / wanted.length >= share;
  });
}

/**
 * The follow-up to a main answer: the first key point it missed, else a probe of a covered one (the last first);
 * a point whose follow-up question the answer already answers is skipped, and null means there is nothing left
 * worth asking, so the interview moves on.
 */
export function chooseFollowUp(
  question: BankQuestion,
  feedback: Feedback,
  answer: string,
): { point: number; prompt: string } | null {
  const sentences = sentencesOf(answer);
  // A point the answer asserted the opposite of comes first, and the follow-up asks the learner to reconsider what
  // they said rather than assuming the opposite of it.
  for (const c of feedback.contradicted ?? []) {
    const point = question.points.findIndex((p) => p.point === c.point);
    if (point >= 0)
      return {
        point,
        prompt: `You said "${c.claim}". Is that right? Think it through again and explain ${c.point}.`,
      };
  }
  const open = (p: KeyPoint) => !answersAlready(sentences, p.ask);
  const missed = new Set(feedback.missed.map((m) => m.point));
  const firstMissed = question.points.findIndex((p) => missed.has(p.point) && open(p));
  if (firstMissed >= 0) {
    const p = question.points[firstMissed]!;
    return { point: firstMissed, prompt: `Your answer did not cover this point: ${p.point}. ${p.ask}` };
  }
  for (let point = question.points.length - 1; point >= 0; point--) {
    const p = question.points[point]!;
    if (missed.has(p.point) || !open(p)) continue;
    const said = feedback.covered.find((c) => c.point === p.point)?.terms[0];
    return { point, prompt: `${said ? `You mentioned "${said}". ` : ""}${p.ask}` };
  }
  return null;
}
