import { describe, expect, it } from "vitest";
import type { InterviewDetail } from "@fincareer/domain/contract/interview";
import { EVALUATING_POLL_MS, evaluatingPollMs } from "./get-interview.ts";

const feedback = { score: 70 } as InterviewDetail["answers"][number]["feedback"];

function detail(status: "active" | "done", feedbacks: (typeof feedback | null)[]): InterviewDetail {
  return {
    interview: {
      id: 1,
      track: "equity-research",
      trackName: "Equity research",
      questions: 3,
      status,
      score: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      finishedAt: null,
    },
    report: null,
    answers: feedbacks.map((f, position) => ({
      position,
      number: 1,
      kind: "main",
      question: "Pitch a stock.",
      answer: "Infosys.",
      answeredAt: "2026-01-01T00:00:00.000Z",
      feedback: f,
    })),
    question: null,
  };
}

describe("reading an interview again while an answer is evaluated", () => {
  it("polls while an answer has no feedback yet", () => {
    expect(evaluatingPollMs(detail("active", [feedback, null]))).toBe(EVALUATING_POLL_MS);
  });

  it("stops once every answer has feedback, when the interview is done, or before the first read", () => {
    expect(evaluatingPollMs(detail("active", [feedback]))).toBe(false);
    expect(evaluatingPollMs(detail("active", []))).toBe(false);
    expect(evaluatingPollMs(detail("done", [feedback]))).toBe(false);
    expect(evaluatingPollMs(undefined)).toBe(false);
  });
});
