// The curated interview bank: one data module per track.
import type { InterviewTrack } from "@fincareer/domain/contract/interview";
import { notFound } from "../../../lib/errors.ts";
import { businessAnalytics } from "./business-analytics.ts";
import { dataScience } from "./data-science.ts";
import { equityResearch } from "./equity-research.ts";
import { financialModelling } from "./financial-modelling.ts";
import { fnoTrading } from "./fno-trading.ts";
import { hrBehavioural } from "./hr-behavioural.ts";
import { investmentBanking } from "./investment-banking.ts";
import type { BankQuestion, TrackBank } from "./types.ts";
import { WRONG_CLAIMS } from "./wrong-claims.ts";
import { WRONG_CLAIMS_MORE } from "./wrong-claims-more.ts";
import { WRONG_CLAIMS_REST } from "./wrong-claims-rest.ts";
import { WRONG_CLAIMS_BEHAVIOURAL } from "./wrong-claims-behavioural.ts";
import { WRONG_CLAIMS_PARAPHRASE } from "./wrong-claims-paraphrase.ts";
import { RELATIONS } from "./relations.ts";

/** Every track's bank, in the order the screen lists them. */
export const TRACK_BANKS: Record<InterviewTrack, TrackBank> = {
  "investment-banking": investmentBanking,
  "equity-research": equityResearch,
  "financial-modelling": financialModelling,
  "business-analytics": businessAnalytics,
  "data-science": dataScience,
  "fno-trading": fnoTrading,
  "hr-behavioural": hrBehavioural,
};

// The common wrong claims of wrong-claims.ts, wrong-claims-more.ts, wrong-claims-rest.ts,
// wrong-claims-behavioural.ts and wrong-claims-paraphrase.ts join each question's misconceptions.
for (const bank of Object.values(TRACK_BANKS))
  for (const question of bank.questions)
    for (const [terms, remark] of [
      ...(WRONG_CLAIMS[question.id] ?? []),
      ...(WRONG_CLAIMS_MORE[question.id] ?? []),
      ...(WRONG_CLAIMS_REST[question.id] ?? []),
      ...(WRONG_CLAIMS_BEHAVIOURAL[question.id] ?? []),
      ...(WRONG_CLAIMS_PARAPHRASE[question.id] ?? []),
    ])
      question.misconceptions.push({ terms, remark });

// The relations with a direction of relations.ts join their key points.
for (const bank of Object.values(TRACK_BANKS))
  for (const question of bank.questions)
    for (const point of question.points) {
      const relations = RELATIONS[question.id]?.[point.point];
      if (relations) point.relations = relations;
    }

// Questions that leave the topic to the learner (a stock to pitch, a deal to discuss).
const OPEN_TOPIC = new Set(["er-pitch", "ib-recent-deal"]);
for (const bank of Object.values(TRACK_BANKS))
  for (const question of bank.questions) if (OPEN_TOPIC.has(question.id)) question.openTopic = true;

/** A bank question by track and id (an id missing from the bank means the data changed under an interview). */
export function bankQuestion(track: InterviewTrack, id: string): BankQuestion {
  const question = TRACK_BANKS[track].questions.find((q) => q.id === id);
  if (!question) throw notFound(`question ${id} is no longer in the ${track} bank`);
  return question;
}
