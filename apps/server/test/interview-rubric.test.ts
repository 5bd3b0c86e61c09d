import { describe, expect, it } from "vitest";
import { INTERVIEW_TRACKS } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import type { BankQuestion, TrackBank } from "../src/modules/interview/bank/types.ts";
import { coverage } from "../src/modules/interview/reading.ts";
import { fillerWords, repeatedWords } from "../src/modules/interview/delivery.ts";
import { rubricFeedback } from "../src/modules/interview/rubric.ts";
import type { EvaluationRequest } from "../src/modules/interview/evaluator.ts";
import { mainRequest } from "../src/modules/interview/evaluator.ts";
import { ANSWER_FIXTURES } from "./fixtures/interview-answers.ts";

function request(bank: TrackBank, question: BankQuestion, answer: string): EvaluationRequest {
  return mainRequest(bank.id, question, answer);
}

describe("the interview bank", () => {
  it("has at least 25 questions with 3+ key points, a model answer and follow-ups in every track", () => {
    for (const track of INTERVIEW_TRACKS) {
      const bank = TRACK_BANKS[track];
      expect(bank.id).toBe(track);
      expect(bank.questions.length, track).toBeGreaterThanOrEqual(25);
      const ids = new Set(bank.questions.map((q) => q.id));
      expect(ids.size, `${track} ids are unique`).toBe(bank.questions.length);
      for (const q of bank.questions) {
        expect(q.points.length, q.id).toBeGreaterThanOrEqual(3);
        expect(q.model.split(/\s+/).length, q.id).toBeGreaterThanOrEqual(40);
        for (const p of q.points) {
          expect(p.terms.length, `${q.id}: ${p.point}`).toBeGreaterThan(0);
          expect(p.ask, `${q.id}: ${p.point}`).toMatch(/[?.]$/);
        }
      }
    }
  });

  it("has model answers that cover every key point of their own question", () => {
    const gaps: string[] = [];
    for (const bank of Object.values(TRACK_BANKS)) {
      for (const q of bank.questions) {
        for (const found of coverage(q.model, q.points, q.text, q.model, bank.behavioural)) {
          if (found.terms.length === 0) gaps.push(`${q.id}: ${found.point.point}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });
});

describe("the rubric evaluator", () => {
  it.each(INTERVIEW_TRACKS)("scores a strong %s answer above a weak one", (track) => {
    const bank = TRACK_BANKS[track];
    const fixtures = ANSWER_FIXTURES[track];
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) {
      const question = bank.questions.find((q) => q.id === fixture.question)!;
      expect(question, fixture.question).toBeDefined();
      const strong = rubricFeedback(request(bank, question, fixture.strong));
      const weak = rubricFeedback(request(bank, question, fixture.weak));
      expect(strong.score, fixture.question).toBeGreaterThan(weak.score + 20);
      expect(strong.dimensions.coverage).toBeGreaterThan(weak.dimensions.coverage);
      expect(strong.missed.length).toBeLessThan(weak.missed.length);
    }
  });

  it("scores every model answer above a vague answer to the same question", () => {
    const vague =
      "I think it depends on the company and the situation, basically. It is important, you know.";
    for (const bank of Object.values(TRACK_BANKS)) {
      for (const q of bank.questions) {
        const model = rubricFeedback(request(bank, q, q.model));
        expect(model.score, q.id).toBeGreaterThan(rubricFeedback(request(bank, q, vague)).score);
        expect(model.dimensions.coverage, q.id).toBe(100);
      }
    }
  });

  it("matches key points through stems and synonyms", () => {
    const bank = TRACK_BANKS["fno-trading"];
    const q = bank.questions.find((x) => x.id === "fo-greeks")!;
    const found = coverage(
      "Options lose value every day through time decay; a hedged book watches its deltas.",
      q.points,
    );
    expect(found.find((f) => f.point.point === "theta")!.terms).toEqual(["time decay"]);
    expect(found.find((f) => f.point.point === "delta")!.terms).toEqual(["delta"]);
    expect(found.find((f) => f.point.point === "vega")!.terms).toEqual([]);
  });

  it("counts filler words and repeated words", () => {
    const answer =
      "Um, so basically the company, like, grows. Basically the company company grows because, you know, demand demand grows and the company sells.";
    expect(fillerWords(answer)).toEqual([
      { word: "basically", count: 2 },
      { word: "like", count: 1 },
      { word: "um", count: 1 },
      { word: "you know", count: 1 },
    ]);
    expect(repeatedWords(answer, [])).toEqual([{ word: "company", count: 4 }]);
    expect(fillerWords("I would like to add that it looks like growth.")).toEqual([]);
  });

  it("judges behavioural answers against STAR and reports pacing for spoken answers", () => {
    const bank = TRACK_BANKS["hr-behavioural"];
    const q = bank.questions.find((x) => x.id === "hr-deadline")!;
    const words = q.model.split(/\s+/).length;
    // 140 words a minute is an easy pace; three times as fast is a rush.
    const fb = rubricFeedback({ ...request(bank, q, q.model), spokenSeconds: (words / 140) * 60 });
    expect(fb.structure.kind).toBe("star");
    expect(fb.structure.parts.map((p) => p.name)).toEqual(["Situation", "Task", "Action", "Result"]);
    expect(fb.structure.parts.every((p) => p.present)).toBe(true);
    expect(fb.pacing).toMatchObject({ verdict: "good" });
    const rushed = rubricFeedback({ ...request(bank, q, q.model), spokenSeconds: (words / 420) * 60 });
    expect(rushed.pacing?.verdict).toBe("fast");
  });

  it("is deterministic", () => {
    const bank = TRACK_BANKS["equity-research"];
    const q = bank.questions[0]!;
    expect(rubricFeedback(request(bank, q, q.model))).toEqual(rubricFeedback(request(bank, q, q.model)));
  });
});
