// The sign-up questionnaire of /signup/step1 (SPEC.md section 3 "HR state": questions, blocks, default answers,
// institutes; PRODUCT.md "Accounts": background, goals, experience, preferred role). One definition drives the
// form, the server's validation and the admin's read-out, so a question is written once.
import { z } from "zod";
import { INSTITUTES } from "./institutes.ts";
import { latestYear, YEAR_RANGE } from "./constants.ts";
import { yearRangeHint } from "./field-words.ts";

/** A block of questions shown together. */
export interface HrBlock {
  key: "background" | "goals" | "experience" | "role";
  title: string;
  description: string;
}

/** One question: a single choice, several choices, a year, a free text or the institute picker. */
export type HrQuestion = {
  key: string;
  block: HrBlock["key"];
  label: string;
  required: boolean;
} & (
  | { type: "single"; options: readonly string[] }
  | { type: "multi"; options: readonly string[]; max: number }
  | { type: "year"; min: number; max: number }
  | { type: "text"; maxLength: number }
  | { type: "institute"; maxLength: number }
);

/** The four blocks, in order. */
export const HR_BLOCKS: readonly HrBlock[] = [
  { key: "background", title: "Your background", description: "Where you are in your studies or career." },
  { key: "goals", title: "Your goals", description: "What you want from the program." },
  {
    key: "experience",
    title: "Your experience",
    description: "What you already know, so we pitch it right.",
  },
  { key: "role", title: "Preferred role", description: "The job you are aiming for." },
];

/** Every question, in display order. */
export const HR_QUESTIONS: readonly HrQuestion[] = [
  {
    key: "current_status",
    block: "background",
    label: "What are you doing now?",
    required: true,
    type: "single",
    options: [
      "Student (final year)",
      "Student (earlier years)",
      "Graduated within the last year",
      "Working professional",
      "On a career break",
    ],
  },
  {
    key: "highest_qualification",
    block: "background",
    label: "Highest qualification (completed or in progress)",
    required: true,
    type: "single",
    options: [
      "Class 12",
      "Diploma",
      "Bachelor's degree",
      "Master's degree",
      "Professional (CA / CS / CMA / CFA)",
      "Doctorate",
    ],
  },
  {
    key: "stream",
    block: "background",
    label: "Stream",
    required: true,
    type: "single",
    options: [
      "Commerce",
      "Economics",
      "Management (BBA / MBA)",
      "Engineering / Technology",
      "Science / Mathematics / Statistics",
      "Arts / Humanities",
      "Other",
    ],
  },
  {
    key: "institute",
    block: "background",
    label: "College or university",
    required: true,
    type: "institute",
    maxLength: 120,
  },
  {
    key: "graduation_year",
    block: "background",
    label: "Year of graduation (or expected)",
    required: true,
    type: "year",
    // The profile's range (one constant), read when asked so it moves with the calendar.
    min: YEAR_RANGE.min,
    get max() {
      return latestYear();
    },
  },
  {
    key: "goals",
    block: "goals",
    label: "What do you want from this program? (up to 3)",
    required: true,
    type: "multi",
    max: 3,
    options: [
      "Land my first job in finance",
      "Switch into finance or analytics from another field",
      "Crack interviews and case rounds",
      "Build skills for my current role",
      "Manage my own investments better",
      "Prepare for CFA / FRM / NISM exams",
    ],
  },
  {
    key: "timeline",
    block: "goals",
    label: "When do you want to be job-ready?",
    required: true,
    type: "single",
    options: ["Within 3 months", "In 3 to 6 months", "In 6 to 12 months", "No fixed timeline"],
  },
  {
    key: "work_experience",
    block: "experience",
    label: "Full-time work experience",
    required: true,
    type: "single",
    options: [
      "None (internships only)",
      "Less than 1 year",
      "1 to 3 years",
      "3 to 5 years",
      "More than 5 years",
    ],
  },
  {
    key: "excel_level",
    block: "experience",
    label: "How well do you know Excel?",
    required: true,
    type: "single",
    options: [
      "Beginner: basic formulas and formatting",
      "Intermediate: VLOOKUP/XLOOKUP, pivot tables, charts",
      "Advanced: financial models, data tables, macros",
    ],
  },
  {
    key: "market_experience",
    block: "experience",
    label: "Your experience with the markets",
    required: true,
    type: "single",
    options: [
      "I have never invested",
      "Mutual funds or SIPs only",
      "I buy and sell shares on NSE/BSE myself",
      "I trade futures and options",
    ],
  },
  {
    key: "tools",
    block: "experience",
    label: "Tools you have used (any)",
    required: false,
    type: "multi",
    max: 8,
    options: [
      "Excel",
      "PowerPoint",
      "Python",
      "SQL",
      "Power BI or Tableau",
      "R",
      "Tally",
      "Bloomberg or Capitaline",
    ],
  },
  {
    key: "preferred_role",
    block: "role",
    label: "Which role are you aiming for?",
    required: true,
    type: "single",
    options: [
      "Equity research analyst",
      "Investment banking analyst",
      "Financial analyst (FP&A / corporate finance)",
      "Credit analyst",
      "Risk analyst",
      "Business or data analyst",
      "Wealth or portfolio management",
      "Not sure yet",
    ],
  },
  {
    key: "preferred_city",
    block: "role",
    label: "Where would you like to work?",
    required: true,
    type: "single",
    options: [
      "Mumbai",
      "Bengaluru",
      "Delhi NCR",
      "Hyderabad",
      "Pune",
      "Chennai",
      "Kolkata",
      "Ahmedabad",
      "Anywhere / remote",
    ],
  },
  {
    key: "notes",
    block: "role",
    label: "Anything else our placement team should know?",
    required: false,
    type: "text",
    maxLength: 500,
  },
];

/** An answer: one choice or text, several choices, or a year. */
export type HrAnswer = string | string[] | number;
/** Answers by question key. */
export type HrAnswers = Record<string, HrAnswer>;

/** The answers the form starts from (SPEC.md "default answers"); required questions without one stay empty. */
export const HR_DEFAULT_ANSWERS: HrAnswers = {
  goals: [],
  timeline: "No fixed timeline",
  work_experience: "None (internships only)",
  tools: ["Excel"],
  preferred_role: "Not sure yet",
  preferred_city: "Anywhere / remote",
  notes: "",
};

/** The institute picker's list. */
export const HR_INSTITUTES = INSTITUTES;

function answerSchema(q: HrQuestion): z.ZodType<HrAnswer | undefined> {
  const need = (s: z.ZodType<HrAnswer>) => (q.required ? s : s.optional());
  switch (q.type) {
    case "single":
      return need(z.enum(q.options as [string, ...string[]], { error: "Choose one of the options" }));
    case "multi":
      return need(
        z
          .array(z.enum(q.options as [string, ...string[]], { error: "Choose from the options" }))
          .min(q.required ? 1 : 0, "Choose at least one")
          .max(q.max, `Choose at most ${q.max}`)
          .refine((a) => new Set(a).size === a.length, { error: "Choose each option once" }),
      );
    case "year": {
      // The range is read at validation time (the question's max moves with the calendar).
      const words = () => `Enter ${yearRangeHint(q.min, q.max).toLowerCase()}`;
      return need(
        z
          .number({ error: words })
          .int({ error: words })
          .refine((y) => y >= q.min && y <= q.max, { error: words }),
      );
    }
    case "text":
      return need(
        z
          .string({ error: "Type your answer in the box" })
          .trim()
          .max(q.maxLength, `Shorten your answer to ${q.maxLength} characters or fewer`),
      );
    case "institute":
      return need(
        z
          .string({ error: "Name your college or university" })
          .trim()
          .min(2, "Name your college or university")
          .max(q.maxLength, `Shorten the name to ${q.maxLength} characters or fewer`),
      );
  }
}

/** The zod schema of a full set of answers: every question's rule, and no unknown keys. */
export const HrAnswersSchema = z
  .object(Object.fromEntries(HR_QUESTIONS.map((q) => [q.key, answerSchema(q)])))
  .strict() as unknown as z.ZodType<HrAnswers>;

/** "label: answer" lines of a set of answers in question order (for the admin read-out). */
export function describeAnswers(answers: HrAnswers): { key: string; label: string; answer: string }[] {
  return HR_QUESTIONS.filter((q) => answers[q.key] !== undefined).map((q) => {
    const a = answers[q.key]!;
    return { key: q.key, label: q.label, answer: Array.isArray(a) ? a.join(", ") : String(a) };
  });
}
