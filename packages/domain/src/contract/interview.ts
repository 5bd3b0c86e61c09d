// AI mock interview (/mockinterview): tracks, one question at a time, feedback per answer, a final report.
import { z } from "zod";
import { MAX_ID } from "./common.ts";

/** The interview tracks (role families) a learner can practise. */
export const INTERVIEW_TRACKS = [
  "investment-banking",
  "equity-research",
  "financial-modelling",
  "business-analytics",
  "data-science",
  "fno-trading",
  "hr-behavioural",
] as const;
export const InterviewTrack = z.enum(INTERVIEW_TRACKS, {
  error: `track must be one of ${INTERVIEW_TRACKS.join(", ")}`,
});
export type InterviewTrack = z.infer<typeof InterviewTrack>;

/** How many bank questions an interview asks (each may be followed by one follow-up). */
export const INTERVIEW_LENGTHS = [3, 5, 8] as const;

/** The longest answer accepted, in characters (a longer one is refused with 422, a huge body with 413). */
export const MAX_ANSWER_CHARS = 5000;

export const TrackInfo = z.object({
  id: InterviewTrack,
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int().describe("questions in the track's bank"),
  behavioural: z.boolean().describe("answers are judged for STAR structure"),
});
export type TrackInfo = z.infer<typeof TrackInfo>;

/** GET /api/interview/tracks */
export const TracksResponse = z.object({
  tracks: z.array(TrackInfo),
  lengths: z.array(z.number().int()),
  maxAnswerChars: z.number().int(),
  dailyLimit: z.number().int().describe("interviews a learner may start per day (IST)"),
  startedToday: z.number().int(),
  evaluator: z.enum(["rubric", "model"]).describe("model when an AI endpoint is configured"),
});
export type TracksResponse = z.infer<typeof TracksResponse>;

/** POST /api/interview/start */
export const StartInterviewBody = z.object({
  track: InterviewTrack,
  questions: z.union([z.literal(3), z.literal(5), z.literal(8)], {
    error: "questions must be 3, 5 or 8",
  }),
});
export type StartInterviewBody = z.infer<typeof StartInterviewBody>;

/** A question as the learner sees it. */
export const InterviewQuestion = z.object({
  position: z.number().int().describe("0-based turn number"),
  number: z.number().int().describe("1-based bank question this turn belongs to"),
  total: z.number().int().describe("bank questions in the interview"),
  kind: z.enum(["main", "follow-up"]),
  text: z.string(),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const StartInterviewResponse = z.object({ id: z.number().int(), question: InterviewQuestion });
export type StartInterviewResponse = z.infer<typeof StartInterviewResponse>;

export const InterviewIdParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

/** POST /api/interview/{id}/answer; spokenSeconds (voice answers) lets the feedback judge pacing. */
export const AnswerBody = z.object({
  answer: z
    .string()
    .trim()
    .min(1, "Write your answer before sending it")
    .max(MAX_ANSWER_CHARS, `Shorten your answer to ${MAX_ANSWER_CHARS} characters or fewer`),
  spokenSeconds: z.number().positive().max(3600).optional(),
  position: z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe("the turn being answered; a stale or repeated post is refused with 409"),
});
export type AnswerBody = z.infer<typeof AnswerBody>;

const Score = z.number().int().min(0).max(100);

export const FeedbackDimensions = z.object({
  coverage: Score.describe("key points covered"),
  structure: Score.describe("STAR for behavioural questions, signposting and a conclusion otherwise"),
  clarity: Score.describe("filler and repeated words, sentence length"),
  length: Score,
});
export type FeedbackDimensions = z.infer<typeof FeedbackDimensions>;

export const Feedback = z.object({
  score: Score,
  dimensions: FeedbackDimensions,
  covered: z.array(z.object({ point: z.string(), terms: z.array(z.string()) })),
  missed: z.array(z.object({ point: z.string(), hint: z.string() })),
  structure: z.object({
    kind: z.enum(["star", "technical"]),
    parts: z.array(z.object({ name: z.string(), present: z.boolean() })),
    note: z.string(),
  }),
  length: z.object({ words: z.number().int(), verdict: z.enum(["short", "good", "long"]), note: z.string() }),
  fillers: z.object({
    count: z.number().int(),
    perHundredWords: z.number(),
    words: z.array(z.object({ word: z.string(), count: z.number().int() })),
  }),
  repeated: z.array(z.object({ word: z.string(), count: z.number().int() })),
  pacing: z
    .object({ wordsPerMinute: z.number().int(), verdict: z.enum(["slow", "good", "fast"]), note: z.string() })
    .nullable(),
  comments: z.array(z.string()).describe("plain-text remarks (rubric tips or the model's)"),
  modelAnswer: z.string(),
  evaluator: z.enum(["rubric", "model"]),
  note: z.string().nullable().describe("shown when the model was unavailable and the rubric judged instead"),
  corrections: z
    .array(
      z.object({
        claim: z.string().describe("the learner's sentence that states it"),
        correction: z.string().describe("what is wrong and what is right"),
        point: z.string().nullable().describe("the key point it contradicts, if any"),
      }),
    )
    .optional()
    .describe(
      "wrong claims the answer makes, each quoted and corrected (absent in feedback stored before them)",
    ),
  contradicted: z
    .array(z.object({ point: z.string(), claim: z.string(), correction: z.string() }))
    .optional()
    .describe("key points the answer asserts the opposite of (they are also in missed, and earn nothing)"),
});
export type Feedback = z.infer<typeof Feedback>;

export const AnswerResponse = z.object({
  feedback: Feedback,
  question: InterviewQuestion.optional().describe("the next question; absent when done"),
  done: z.boolean(),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

export const InterviewReport = z.object({
  score: Score,
  dimensions: FeedbackDimensions,
  strengths: z.array(z.string()),
  focus: z.array(z.string()).describe("concepts missed most, to revise"),
  fillerWords: z.number().int(),
  answered: z.number().int(),
  evaluator: z.enum(["rubric", "model", "mixed"]),
});
export type InterviewReport = z.infer<typeof InterviewReport>;

export const InterviewSummary = z.object({
  id: z.number().int(),
  track: InterviewTrack,
  trackName: z.string(),
  questions: z.number().int(),
  status: z.enum(["active", "done"]),
  score: Score.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type InterviewSummary = z.infer<typeof InterviewSummary>;

export const InterviewAnswer = z.object({
  position: z.number().int(),
  number: z.number().int(),
  kind: z.enum(["main", "follow-up"]),
  question: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
  feedback: Feedback.nullable().describe("null only while the answer is being evaluated"),
});
export type InterviewAnswer = z.infer<typeof InterviewAnswer>;

/** GET /api/interview/{id}: report is null until the last answer is evaluated; question is the one waiting. */
export const InterviewDetail = z.object({
  interview: InterviewSummary,
  report: InterviewReport.nullable(),
  answers: z.array(InterviewAnswer),
  question: InterviewQuestion.nullable(),
});
export type InterviewDetail = z.infer<typeof InterviewDetail>;

/** GET /api/interview/history */
export const InterviewHistory = z.object({ interviews: z.array(InterviewSummary) });
export type InterviewHistory = z.infer<typeof InterviewHistory>;

/** POST /api/admin/interview/preview (admin only; stores nothing): an answer to any bank question, evaluated. */
export const PreviewBody = z.object({
  question_id: z.string().trim().min(1, "Pick a bank question").max(80),
  answer: z
    .string()
    .trim()
    .min(1, "Write an answer to preview")
    .max(MAX_ANSWER_CHARS, `Shorten the answer to ${MAX_ANSWER_CHARS} characters or fewer`),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

export const PreviewQuestion = z.object({
  id: z.string(),
  track: InterviewTrack,
  trackName: z.string(),
  text: z.string(),
});
export type PreviewQuestion = z.infer<typeof PreviewQuestion>;

export const PreviewResponse = z.object({
  question: PreviewQuestion,
  feedback: Feedback.describe("exactly the evaluation a learner would get for this answer"),
  followUp: z.string().nullable().describe("the follow-up a learner would be asked next; null when none"),
});
export type PreviewResponse = z.infer<typeof PreviewResponse>;

/** GET /api/admin/interview/questions: every bank question, for the preview screen's picker. */
export const PreviewQuestions = z.object({ questions: z.array(PreviewQuestion) });
export type PreviewQuestions = z.infer<typeof PreviewQuestions>;
