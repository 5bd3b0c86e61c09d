// The built-in rubric evaluator: offline and deterministic. The grading walk, in order:
//   1. read the answer against the question (reading.ts): sentences of tokens with lists and denials marked
//      (sentences.ts, clauses.ts, denials.ts), each key point explained, named, listed, negated or absent
//      (key-points.ts), and the measures of a gamed answer (topic.ts, framing.ts, addresses-grader.ts);
//   2. score each dimension: coverage (scoring.ts), structure from cue phrases in the explaining sentences
//      (structure.ts), length, clarity (fillers, repeated words) and pace for spoken answers (delivery.ts);
//   3. the overall score, capped for a gamed answer (gaming.ts, scoring.ts) and lowered for wrong content the bank
//      knows (misconceptions.ts) or a key point's relation said the wrong way round (relations.ts);
//   4. the feedback's words: hints for missed points and comments (comments.ts).
// A key point counts only when a sentence of the answer explains it, not when its words appear in a list, a
// negation or the question pasted back; a list of terms scores at most LIST_CAP.
import type { Feedback, FeedbackDimensions } from "@fincareer/domain/contract/interview";
import type { EvaluationRequest, Evaluator } from "./evaluator.ts";
import { readRequest } from "./reading.ts";
import { structureOf } from "./structure.ts";
import { clarityOf, fillersOf, lengthOf, pacingOf, repeatedWords, trackVocabulary } from "./delivery.ts";
import type { WrongClaim } from "./misconceptions.ts";
import { misconceptionsIn } from "./misconceptions.ts";
import { readRelations } from "./relations.ts";
import type { AnswerReading } from "./reading.ts";
import { contentKeys } from "./terms.ts";
import { gaming } from "./gaming.ts";
import { clamp, coverageOf, judged, overallScore } from "./scoring.ts";
import { commentsOn, missedHint } from "./comments.ts";

/** Judges an answer with the rubric alone (synchronous; the Evaluator wrapper is below). */
export function rubricFeedback(req: EvaluationRequest): Feedback {
  // 1. Read.
  const reading = readRequest(req);
  const n = reading.wordCount;
  const wrong = misconceptionsIn(reading, req.misconceptions);
  contradict(reading, wrong);
  wrong.push(...readRelations(reading, wrong));

  // 2. The dimensions.
  const covered = reading.points.filter((r) => r.status === "explained");
  const missed = reading.points.filter((r) => r.status !== "explained");
  const coverageScore = coverageOf(reading);
  const structure = structureOf(reading.explaining, req.behavioural && req.kind === "main");
  const length = lengthOf(n, req.behavioural, req.kind);
  const fillers = fillersOf(req.answer, n);
  const repeated = repeatedWords(req.answer, req.points, trackVocabulary(req.track));
  const clarity = clarityOf(reading.sentences, n, fillers.perHundredWords, repeated.length);
  const pacing = pacingOf(n, req.spokenSeconds);
  const dimensions: FeedbackDimensions = {
    coverage: clamp(coverageScore),
    structure: clamp(structure.score),
    clarity: clamp(clarity),
    length: clamp(length.score),
  };

  // 3. The score, after the caps and the penalty for wrong content.
  const verdictOnGaming = judged(
    overallScore(dimensions, reading.onTopic),
    gaming(reading, req.behavioural, req.openTopic),
    wrong,
  );

  // 4. The words.
  const comments = commentsOn({
    remarks: verdictOnGaming.remarks,
    missed,
    absent: structure.absent,
    words: n,
    fillers,
    repeated,
    length,
  });

  return {
    score: verdictOnGaming.score,
    dimensions,
    covered: covered.map((c) => ({ point: c.point.point, terms: c.terms })),
    missed: missed.map((m) => ({ point: m.point.point, hint: missedHint(m) })),
    structure: { kind: structure.kind, parts: structure.parts, note: structure.note },
    length: { words: n, verdict: length.verdict, note: length.note },
    fillers,
    repeated,
    pacing,
    comments,
    modelAnswer: req.modelAnswer,
    evaluator: "rubric",
    note: null,
    ...correctionsOf(reading, wrong),
  };
}

/**
 * Marks the key points a wrong claim contradicts: a point whose words sit in a sentence stating a misconception is
 * not credited for that sentence, and when no other sentence explains it, it is contradicted (its credit is lost and
 * the feedback names the claim).
 */
export function contradict(reading: AnswerReading, wrong: WrongClaim[]): void {
  if (wrong.length === 0) return;
  const bad = new Map(wrong.map((w) => [w.sentence, w]));
  for (const r of reading.points) {
    const inWrong = r.sentences.filter((i) => bad.has(i));
    if (inWrong.length === 0) continue;
    const rest = r.sentences.filter((i) => !bad.has(i));
    if (r.status === "explained" && rest.length > 0) {
      r.sentences = rest;
      continue;
    }
    // Of the wrong claims in its sentences, the one whose correction speaks most of this point.
    const about = contentKeys(`${r.point.point} ${r.point.idea}`);
    const overlap = (w: WrongClaim) =>
      [...contentKeys(w.misconception.remark)].filter((k) => about.has(k)).length;
    const w = inWrong.map((i) => bad.get(i)!).reduce((best, x) => (overlap(x) > overlap(best) ? x : best));
    r.status = "contradicted";
    r.wrong = { claim: w.claim, correction: w.misconception.remark };
  }
}

/** The corrections and contradicted points of the feedback, each naming the learner's wrong claim. */
export function correctionsOf(
  reading: AnswerReading,
  wrong: WrongClaim[],
): Pick<Feedback, "corrections" | "contradicted"> {
  const contradicted = reading.points.filter((r) => r.status === "contradicted" && r.wrong);
  return {
    corrections: wrong.map((w) => ({
      claim: w.claim,
      correction: w.misconception.remark,
      point: contradicted.find((r) => r.wrong?.claim === w.claim)?.point.point ?? null,
    })),
    contradicted: contradicted.map((r) => ({ point: r.point.point, ...r.wrong! })),
  };
}

/** The rubric as an Evaluator. */
export const rubricEvaluator: Evaluator = {
  kind: "rubric",
  timeoutMs: 0,
  evaluate: async (request) => rubricFeedback(request),
};
