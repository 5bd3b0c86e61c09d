// The sign-up questionnaire of /signup/step1: the rules the form and the server share (HrAnswersSchema), the
// default answers, and the admin's read-out of a learner's answers (describeAnswers).
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestYear, YEAR_RANGE } from "./constants.ts";
import { INSTITUTES } from "./institutes.ts";
import {
  describeAnswers,
  HR_BLOCKS,
  HR_DEFAULT_ANSWERS,
  HR_INSTITUTES,
  HR_QUESTIONS,
  HrAnswersSchema,
  type HrAnswers,
} from "./signup-questionnaire.ts";

/** A complete, valid set of answers (every required question answered). */
const valid = (): HrAnswers => ({
  current_status: "Student (final year)",
  highest_qualification: "Bachelor's degree",
  stream: "Commerce",
  institute: "Shri Ram College of Commerce",
  graduation_year: 2024,
  goals: ["Land my first job in finance"],
  timeline: "Within 3 months",
  work_experience: "Less than 1 year",
  excel_level: "Beginner: basic formulas and formatting",
  market_experience: "I have never invested",
  tools: ["Excel", "SQL"],
  preferred_role: "Credit analyst",
  preferred_city: "Pune",
  notes: "Open to relocating.",
});

/** "key: message" of every issue the schema raises for these answers. */
function issues(answers: Record<string, unknown>): string[] {
  const res = HrAnswersSchema.safeParse(answers);
  return (res.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

const yearMessage = (max = latestYear()) => `graduation_year: Enter a year from ${YEAR_RANGE.min} to ${max}`;

afterEach(() => {
  vi.useRealTimers();
});

describe("HrAnswersSchema", () => {
  it("accepts a complete set of answers and trims the texts", () => {
    const res = HrAnswersSchema.parse({ ...valid(), institute: "  IIM Bangalore ", notes: " later " });
    expect(res).toEqual({ ...valid(), institute: "IIM Bangalore", notes: "later" });
  });

  it("lets the optional questions (tools, notes) be left out, and no required one", () => {
    const { tools: _tools, notes: _notes, ...rest } = valid();
    expect(issues(rest)).toEqual([]);
    for (const q of HR_QUESTIONS.filter((q) => q.required)) {
      const answers: Record<string, unknown> = valid();
      delete answers[q.key];
      expect(issues(answers).length, q.key).toBe(1);
      expect(issues(answers)[0]!.startsWith(`${q.key}: `), q.key).toBe(true);
    }
  });

  it("refuses a key no question has", () => {
    const res = HrAnswersSchema.safeParse({ ...valid(), salary: "10 LPA" });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.code).toBe("unrecognized_keys");
  });

  it("takes a single choice only from its options", () => {
    expect(issues({ ...valid(), stream: "Law" })).toEqual(["stream: Choose one of the options"]);
    expect(issues({ ...valid(), stream: ["Commerce"] })).toEqual(["stream: Choose one of the options"]);
    expect(issues({ ...valid(), stream: undefined })).toEqual(["stream: Choose one of the options"]);
  });

  it("takes from one up to three goals, each once and from the list", () => {
    const goals = HR_QUESTIONS.find((q) => q.key === "goals")!;
    if (goals.type !== "multi") throw new Error("goals is a multiple choice");
    const [a, b, c, d] = goals.options;
    expect(issues({ ...valid(), goals: [a, b, c] })).toEqual([]);
    expect(issues({ ...valid(), goals: [] })).toEqual(["goals: Choose at least one"]);
    expect(issues({ ...valid(), goals: [a, b, c, d] })).toEqual(["goals: Choose at most 3"]);
    expect(issues({ ...valid(), goals: [a, a] })).toEqual(["goals: Choose each option once"]);
    expect(issues({ ...valid(), goals: [a, "Become rich"] })).toEqual(["goals.1: Choose from the options"]);
  });

  it("lets the optional tools list be empty, and takes all eight tools", () => {
    const tools = HR_QUESTIONS.find((q) => q.key === "tools")!;
    if (tools.type !== "multi") throw new Error("tools is a multiple choice");
    expect(tools.max).toBe(8);
    expect(issues({ ...valid(), tools: [] })).toEqual([]);
    expect(issues({ ...valid(), tools: [...tools.options] })).toEqual([]);
    expect(issues({ ...valid(), tools: ["Excel", "Excel"] })).toEqual(["tools: Choose each option once"]);
  });

  it("takes a whole graduation year from 1960 to the latest year, bounds included", () => {
    const max = latestYear();
    for (const year of [YEAR_RANGE.min, 2000, max]) {
      expect(issues({ ...valid(), graduation_year: year }), String(year)).toEqual([]);
    }
    for (const year of [YEAR_RANGE.min - 1, max + 1, 2000.5, "2000", undefined]) {
      expect(issues({ ...valid(), graduation_year: year }), String(year)).toEqual([yearMessage()]);
    }
  });

  it("reads the latest year when it validates, so the range moves with the calendar", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-03-01T00:00:00Z"));
    expect(issues({ ...valid(), graduation_year: 2036 })).toEqual([]);
    expect(issues({ ...valid(), graduation_year: 2037 })).toEqual([yearMessage(2036)]);
    vi.setSystemTime(new Date("2031-03-01T00:00:00Z"));
    expect(issues({ ...valid(), graduation_year: 2037 })).toEqual([]);
  });

  it("takes notes up to 500 characters after trimming", () => {
    expect(issues({ ...valid(), notes: "x".repeat(500) })).toEqual([]);
    expect(issues({ ...valid(), notes: ` ${"x".repeat(500)} ` })).toEqual([]);
    expect(issues({ ...valid(), notes: "x".repeat(501) })).toEqual([
      "notes: Shorten your answer to 500 characters or fewer",
    ]);
    expect(issues({ ...valid(), notes: 42 })).toEqual(["notes: Type your answer in the box"]);
  });

  it("takes an institute name of 2 to 120 characters after trimming", () => {
    expect(issues({ ...valid(), institute: "XL" })).toEqual([]);
    expect(issues({ ...valid(), institute: "x".repeat(120) })).toEqual([]);
    expect(issues({ ...valid(), institute: " X " })).toEqual(["institute: Name your college or university"]);
    expect(issues({ ...valid(), institute: 7 })).toEqual(["institute: Name your college or university"]);
    expect(issues({ ...valid(), institute: "x".repeat(121) })).toEqual([
      "institute: Shorten the name to 120 characters or fewer",
    ]);
  });
});

describe("the questionnaire's definition", () => {
  it("puts every question in one of the four blocks, blocks in order", () => {
    expect(HR_BLOCKS.map((b) => b.key)).toEqual(["background", "goals", "experience", "role"]);
    const keys = new Set(HR_BLOCKS.map((b) => b.key));
    for (const q of HR_QUESTIONS) expect(keys.has(q.block), q.key).toBe(true);
    expect(new Set(HR_QUESTIONS.map((q) => q.key)).size).toBe(HR_QUESTIONS.length);
  });

  it("starts from default answers that each pass their question's rule", () => {
    const answers = { ...valid(), ...HR_DEFAULT_ANSWERS, goals: ["Crack interviews and case rounds"] };
    expect(issues(answers)).toEqual([]);
    // An empty goals list is the form's start: the learner must pick one.
    expect(issues({ ...valid(), goals: HR_DEFAULT_ANSWERS.goals })).toEqual(["goals: Choose at least one"]);
  });

  it("offers the institute list of institutes.ts, each name a valid answer, none twice", () => {
    expect(HR_INSTITUTES).toBe(INSTITUTES);
    expect(new Set(INSTITUTES).size).toBe(INSTITUTES.length);
    for (const name of INSTITUTES) expect(issues({ ...valid(), institute: name }), name).toEqual([]);
  });
});

describe("describeAnswers", () => {
  it("lists the answered questions in question order, lists joined and years as text", () => {
    const lines = describeAnswers({
      notes: "Prefers mornings",
      graduation_year: 2025,
      goals: ["Land my first job in finance", "Crack interviews and case rounds"],
      current_status: "Working professional",
    });
    expect(lines).toEqual([
      { key: "current_status", label: "What are you doing now?", answer: "Working professional" },
      { key: "graduation_year", label: "Year of graduation (or expected)", answer: "2025" },
      {
        key: "goals",
        label: "What do you want from this program? (up to 3)",
        answer: "Land my first job in finance, Crack interviews and case rounds",
      },
      { key: "notes", label: "Anything else our placement team should know?", answer: "Prefers mornings" },
    ]);
  });

  it("keeps an empty answer (an empty list or text) and drops keys no question has", () => {
    expect(describeAnswers({ tools: [], notes: "", salary: "10 LPA" })).toEqual([
      { key: "tools", label: "Tools you have used (any)", answer: "" },
      { key: "notes", label: "Anything else our placement team should know?", answer: "" },
    ]);
    expect(describeAnswers({})).toEqual([]);
  });
});
