// The games contract's own rules: path ids, a bank question's answer and topic and distinct options, and a
// permission granted to one learner or to a program within a window that closes after it opens.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_ID } from "./common.ts";
import { GameIdParam, GrantPermissionBody, QuestionInput } from "./games.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("GameIdParam", () => {
  it("reads digits as the id and refuses anything else", () => {
    expect(GameIdParam.parse({ id: "9" })).toEqual({ id: 9 });
    expect(GameIdParam.parse({ id: 9 })).toEqual({ id: 9 });
    expect(issues(GameIdParam, { id: "-9" })).toEqual(["id: must be a positive id"]);
    expect(issues(GameIdParam, { id: String(MAX_ID + 1) })).toEqual([`id: must be at most ${MAX_ID}`]);
    for (const id of ["9 ", " 9", "9.0", "a9", "9a", ""]) {
      expect(issues(GameIdParam, { id }), id).toEqual(["id: must be a whole number"]);
    }
  });
});

describe("QuestionInput", () => {
  const question = (over: Record<string, unknown> = {}) => ({
    bank: "ibep",
    topic: "lbo",
    prompt: "What drives returns in an LBO?",
    options: ["Leverage", "Dividends", "Taxes"],
    answer: 0,
    explanation: "Debt paid down with the company's own cash raises the equity return.",
    ...over,
  });

  it("accepts a question whose answer is one of its options", () => {
    expect(QuestionInput.parse(question({ answer: 2 })).answer).toBe(2);
    expect(issues(QuestionInput, question({ answer: 3 }))).toEqual([
      "answer: Choose the right answer among the options",
    ]);
  });

  it("takes only the topics of the question's own bank", () => {
    // lbo is an IBEP topic, ratios an ecode one; valuation is both.
    expect(issues(QuestionInput, question({ bank: "ecode", topic: "lbo" }))).toEqual([
      "topic: Choose a topic of this question bank",
    ]);
    expect(issues(QuestionInput, question({ bank: "ibep", topic: "ratios" }))).toEqual([
      "topic: Choose a topic of this question bank",
    ]);
    expect(issues(QuestionInput, question({ bank: "ecode", topic: "ratios" }))).toEqual([]);
    expect(issues(QuestionInput, question({ bank: "ecode", topic: "valuation" }))).toEqual([]);
  });

  it("refuses two options that differ only in case", () => {
    expect(issues(QuestionInput, question({ options: ["Leverage", "leverage"] }))).toEqual([
      "options: Make each option different",
    ]);
  });
});

describe("GrantPermissionBody", () => {
  const window = { starts_at: "2026-12-01T09:00:00+05:30", ends_at: "2026-12-01T10:00:00+05:30" };

  it("grants to one learner's email or to a program, not both and not neither", () => {
    expect(GrantPermissionBody.parse({ ...window, email: " Asha@Example.com " })).toMatchObject({
      email: "asha@example.com",
      attempts: 1,
    });
    expect(GrantPermissionBody.parse({ ...window, program: "IBEPGOLD" })).toMatchObject({
      program: "IBEPGOLD",
    });
    const both = "email: Grant to one learner's email or to a program, not both";
    expect(
      issues(GrantPermissionBody, { ...window, email: "asha@example.com", program: "IBEPGOLD" }),
    ).toEqual([both]);
    expect(issues(GrantPermissionBody, window)).toEqual([both]);
  });

  it("closes after it opens, by the instant whatever the offsets", () => {
    const closes = "ends_at: Closes must be after Opens";
    const grant = (starts_at: string, ends_at: string) => ({ program: "IBEP", starts_at, ends_at });
    expect(issues(GrantPermissionBody, grant("2026-12-01T09:00:00Z", "2026-12-01T09:00:00Z"))).toEqual([
      closes,
    ]);
    expect(issues(GrantPermissionBody, grant("2026-12-01T09:00:00Z", "2026-12-01T08:59:00Z"))).toEqual([
      closes,
    ]);
    expect(issues(GrantPermissionBody, grant("2026-12-01T09:00:00Z", "2026-12-01T09:01:00Z"))).toEqual([]);
    // 14:00 in India is 08:30 UTC: before 09:00 UTC although the clock reads later.
    expect(issues(GrantPermissionBody, grant("2026-12-01T09:00:00Z", "2026-12-01T14:00:00+05:30"))).toEqual([
      closes,
    ]);
  });
});
