// Validation messages in words a person understands (issue 26). A schema's own message wins; where a schema has
// none, `plainIssueMessage` (installed as zod's customError by the server and the web) writes one from the issue's
// code and the field's label, never a field key, a type name or a format code. `FIELD_LABELS` names each field
// as the screen labels it where that differs from its key.
import type { z } from "zod";

/** Field key (or `parent.*.key` path) -> the field's label on screen, where the two differ. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Account, login, passwords
  name: "Full name",
  email: "Email",
  password: "Password",
  current: "Current password",
  next: "New password",
  token: "Reset link",
  // Edit Profile
  headline: "Headline",
  city: "City",
  phone: "Mobile number",
  linkedin_url: "LinkedIn profile",
  education: "Highest education",
  graduation_year: "Graduation year",
  university: "University",
  skills: "Skills",
  "skills.*": "Each skill",
  behaviour: "Work style",
  colleges: "Colleges",
  "colleges.*.name": "College or university",
  "colleges.*.degree": "Degree",
  "colleges.*.start_year": "Start year",
  "colleges.*.end_year": "End year",
  risk_appetite: "Risk appetite",
  // Research
  company: "Company",
  text: "Your research",
  week: "Week",
  points: "Points",
  extra_points: "Extra points",
  // Live sessions
  title: "Title",
  programs: "Programs",
  start_time: "Start (IST)",
  duration_minutes: "Length in minutes",
  join_url: "Join link",
  recording_url: "Recording link",
  // Admin users
  program: "Program",
  plan: "Plan",
  start: "Start",
  end: "End",
  planned: "Plan code",
  research_type: "Research type",
  steps: "Sign-up step",
  // Content, FAQ, games, mail
  question: "Question",
  answer: "Answer",
  category: "Category",
  url: "Video address",
  prompt: "Question",
  explanation: "Explanation",
  transcript: "Transcript and captions",
  markdown: "Markdown",
  options: "Options",
  correctIndex: "Correct answer",
  subject: "Subject",
  body: "Message",
  // Orders
  qty: "Quantity",
  price: "Price",
  trigger_price: "Trigger price",
  trail: "Trail",
};

/** The field's label on screen for a validation path (array indexes match `*`), else its key in words. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.map((part) => (typeof part === "number" ? "*" : String(part)));
  for (let from = 0; from < keys.length; from++) {
    const label = FIELD_LABELS[keys.slice(from).join(".")];
    if (label !== undefined) return label;
  }
  const last = [...keys].reverse().find((key) => key !== "*");
  return last === undefined ? "This field" : keyInWords(last);
}

/** `graduation_year` / `correctIndex` -> "Graduation year" / "Correct index": a key a person can read. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? "This field" : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A year field's allowed range, shown under it and in its message: "A year from 1970 to 2035". */
export function yearRangeHint(min: number, max: number): string {
  return `A year from ${min} to ${max}`;
}

type Issue = z.core.$ZodRawIssue;

const lower = (label: string) =>
  /^[A-Z][a-z]*(\s|$)/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** A plain message for a zod issue the schema wrote no message for (zod's `customError`). */
export function plainIssueMessage(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  const it = lower(label);
  if (issue.input === undefined || issue.input === null) {
    // No body at all (a form sent empty): there is no one field to name.
    if ((issue.path ?? []).length === 0) return "Fill in the form and send it again";
    if (issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union") {
      return `Fill in ${it}`;
    }
  }
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number" || issue.expected === "int") return `Enter a number for ${it}`;
      if (issue.expected === "boolean") return `Choose yes or no for ${it}`;
      if (issue.expected === "string") return `Enter ${it} as words or numbers`;
      return `Fill in ${it} again: it could not be read`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? `Fill in ${it}` : `${label} needs at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") {
        return min <= 1 ? `Choose at least one for ${it}` : `Choose at least ${min} for ${it}`;
      }
      return `${label} must be ${min} or more`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${label} can have at most ${max} characters`;
      if (issue.origin === "array" || issue.origin === "set")
        return `${label} can have at most ${max} entries`;
      return `${label} must be ${max} or less`;
    }
    case "invalid_value":
      return `Choose ${it} from the list`;
    case "invalid_format":
      if (issue.format === "email") return `Enter a valid email address, like name@example.com`;
      if (issue.format === "url") return `Enter ${it} as a full web address starting with https://`;
      if (issue.format === "date" || issue.format === "datetime") return `Enter a valid date for ${it}`;
      return `Check ${it}: it is not written the way the screen asks`;
    case "not_multiple_of":
      return `${label} must be a whole number of steps of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `This form does not have the field ${issue.keys.join(", ")}`;
    default:
      return `Check ${it}`;
  }
}
