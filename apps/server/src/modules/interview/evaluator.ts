// What an evaluator is: the request it judges (one answer to one question, with the bank's key points,
// misconceptions and model answer) and the interface the rubric (rubric.ts) and the model (model-evaluator.ts)
// both implement.
import type { Feedback, InterviewTrack } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS } from "./bank/index.ts";
import type { BankQuestion, KeyPoint, Misconception } from "./bank/types.ts";

/** What an evaluator judges: one answer to one question. */
export interface EvaluationRequest {
  track: InterviewTrack;
  trackName: string;
  behavioural: boolean;
  /** The question leaves the topic to the learner (BankQuestion.openTopic): never judged off-topic. */
  openTopic?: boolean;
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
    openTopic: question.openTopic ?? false,
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
