import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { IdParam, MAX_ID, NumberInput, PersonName } from "./common.ts";
import { CreateNoteBody, CreateQuestionBody, UpdateVideoBody, UploadVideoFields } from "./content.ts";
import { FaqBody } from "./faq.ts";
import { QuestionInput } from "./games.ts";
import { LiveCreateBody } from "./live.ts";
import { College } from "./profile.ts";
import { ResearchSubmitBody } from "./research.ts";

describe("NumberInput", () => {
  const n = NumberInput("Quantity");
  it.each([
    [12, 12],
    ["12", 12],
    ["12.5", 12.5],
    ["-3", -3],
  ])("reads %j as %j", (input, expected) => {
    expect(n.parse(input)).toBe(expected);
  });
  it.each([[true], [[100]], ["  12"], ["1e2"], ["0x10"], [""], [null]])(
    "refuses %j naming the field",
    (input) => {
      const res = n.safeParse(input);
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toBe("Enter quantity as a number");
    },
  );
});

describe("IdParam", () => {
  it("takes ids up to the largest integer column value and refuses bigger ones", () => {
    expect(IdParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    expect(IdParam.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
  });
});

describe("UploadVideoFields.durationSeconds", () => {
  it("accepts a multipart string of seconds and refuses what is not one", () => {
    expect(UploadVideoFields.parse({ title: "Clip", durationSeconds: "12" }).durationSeconds).toBe(12);
    expect(UploadVideoFields.parse({ title: "Clip" }).durationSeconds).toBeUndefined();
    for (const bad of [" 12", "1e2", "0", "-4", "90000"]) {
      expect(UploadVideoFields.safeParse({ title: "Clip", durationSeconds: bad }).success, bad).toBe(false);
    }
  });
});

describe("typed titles and names", () => {
  const issues = (schema: z.ZodType, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
  const oneLine = "must be one line of text, without line breaks, tabs or other control characters";
  const lines = "must not contain control characters (line breaks and tabs are fine)";

  it("refuses a control character in one-line fields, naming the field as the screen labels it", () => {
    expect(issues(PersonName, "Divya\u0085Rao")).toEqual([`: Full name ${oneLine}`]);
    expect(issues(UploadVideoFields, { title: "Intro\tone" })).toEqual([`title: Title ${oneLine}`]);
    expect(issues(CreateNoteBody, { family: "BA", title: "One\rTwo", markdown: "# A" })).toEqual([
      `title: Chapter title ${oneLine}`,
    ]);
    expect(issues(ResearchSubmitBody, { company: "TCS\rInfosys", text: "Margins widened." })).toEqual([
      `company: Company or topic ${oneLine}`,
    ]);
    expect(issues(College, { name: "IIM\u007FA", degree: "MBA", start_year: 2020, end_year: 2022 })).toEqual([
      `name: College or university ${oneLine}`,
    ]);
    expect(issues(CreateQuestionBody, { prompt: "Which?", options: ["A\nB", "C"], correctIndex: 0 })).toEqual(
      [`options.0: Each option ${oneLine}`],
    );
    const live = { programs: ["FAFMEP"], start_time: "2099-01-01T10:00:00Z", duration_minutes: 60 };
    expect(
      issues(LiveCreateBody, { ...live, title: "A\rB", join_url: "https://meet.example.com/x" }),
    ).toEqual([`title: Title ${oneLine}`]);
  });

  it("lets multi-line text keep line breaks and tabs, but not a bare CR or other controls", () => {
    const faq = { category: "Getting started", question: "How do I pay?", families: [] };
    expect(issues(FaqBody, { ...faq, answer: "Line one\r\n\tLine two" })).toEqual([]);
    expect(issues(FaqBody, { ...faq, answer: "Line one\rLine two" })).toEqual([`answer: Answer ${lines}`]);
    expect(issues(ResearchSubmitBody, { company: "TCS", text: "Para one.\n\nPara\u0000 two." })).toEqual([
      `text: Your analysis ${lines}`,
    ]);
    expect(issues(UpdateVideoBody, { description: "Bell\u0007" })).toEqual([
      `description: Description ${lines}`,
    ]);
    const question = {
      bank: "ibep",
      topic: "valuation",
      prompt: "Which multiple suits a bank?\nPick one.",
      options: ["P/B", "EV/EBITDA"],
      answer: 0,
      explanation: "Banks are valued on book value: debt is their raw material, not financing.\u001b",
    };
    expect(issues(QuestionInput, question)).toEqual([`explanation: Explanation ${lines}`]);
  });
});
