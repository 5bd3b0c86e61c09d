// The instructor's preview (issue 40): an answer to any bank question evaluated exactly as a learner's main answer
// would be (the same evaluator, rubric or model, the same feedback and follow-up), with nothing stored.
import type { PreviewQuestion, PreviewResponse } from "@fincareer/domain/contract/interview";
import { notFound } from "../../lib/errors.ts";
import { TRACK_BANKS } from "./bank/index.ts";
import type { Evaluator } from "./evaluator.ts";
import { mainRequest } from "./evaluator.ts";
import { chooseFollowUp } from "./follow-up.ts";

/** Every bank question, track by track, in the bank's order. */
export function previewQuestions(): PreviewQuestion[] {
  return Object.values(TRACK_BANKS).flatMap((bank) =>
    bank.questions.map((q) => ({ id: q.id, track: bank.id, trackName: bank.name, text: q.text })),
  );
}

/** The evaluation a learner would get for `answer` to the bank question `questionId`, and the follow-up. */
export async function previewAnswer(
  evaluator: Evaluator,
  questionId: string,
  answer: string,
): Promise<PreviewResponse> {
  const bank = Object.values(TRACK_BANKS).find((b) => b.questions.some((q) => q.id === questionId));
  const question = bank?.questions.find((q) => q.id === questionId);
  if (!bank || !question) throw notFound(`no bank question ${questionId}`);
  const feedback = await evaluator.evaluate(mainRequest(bank.id, question, answer));
  const followUp = chooseFollowUp(question, feedback, answer);
  return {
    question: { id: question.id, track: bank.id, trackName: bank.name, text: question.text },
    feedback,
    followUp: followUp?.prompt ?? null,
  };
}
