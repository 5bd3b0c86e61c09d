import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabel, keyInWords, plainIssueMessage, yearRangeHint } from "./field-words.ts";
import { EMPTY_PROFILE, ProfileBody, normaliseLinkedIn } from "./contract/profile.ts";

describe("field words", () => {
  it("names a field as the screen labels it, or its key in words", () => {
    expect(fieldLabel(["linkedin_url"])).toBe("LinkedIn profile");
    expect(fieldLabel(["colleges", 0, "name"])).toBe("College or university");
    expect(fieldLabel(["name"])).toBe("Full name");
    expect(keyInWords("correctIndex")).toBe("Correct index");
    expect(fieldLabel(["durationSeconds"])).toBe("Duration seconds");
  });

  it("writes zod's own issues in plain words, never a key or a type name", () => {
    const schema = z.object({
      linkedin_url: z.string(),
      qty: z.number(),
      programs: z.array(z.string()).min(1),
    });
    const result = schema.safeParse({ qty: "x", programs: [] }, { error: plainIssueMessage });
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Fill in LinkedIn profile",
      "Enter a number for quantity",
      "Choose at least one for programs",
    ]);
    for (const m of messages) expect(m).not.toMatch(/_|string|expected|undefined|NaN/);
  });

  it("asks for the whole form when no body came at all", () => {
    const result = z.object({ qty: z.number() }).safeParse(undefined, { error: plainIssueMessage });
    expect(result.error!.issues.map((i) => i.message)).toEqual(["Fill in the form and send it again"]);
  });

  it("says a year field's range", () => {
    expect(yearRangeHint(1970, 2035)).toBe("A year from 1970 to 2035");
  });
});

describe("LinkedIn addresses", () => {
  it("takes an address without https and writes it as https://www.linkedin.com/...", () => {
    for (const typed of [
      "linkedin.com/in/asha-rao",
      "www.linkedin.com/in/asha-rao",
      "http://linkedin.com/in/asha-rao",
      "https://in.linkedin.com/in/asha-rao",
      " https://www.linkedin.com/in/asha-rao ",
    ]) {
      expect(normaliseLinkedIn(typed), typed).toBe("https://www.linkedin.com/in/asha-rao");
    }
    expect(normaliseLinkedIn("facebook.com/asha")).toBe("facebook.com/asha");
  });

  it("saves a typed LinkedIn address normalised and refuses another site in plain words", () => {
    const base = ProfileBody.parse({ ...EMPTY_PROFILE, linkedin_url: "linkedin.com/in/asha-rao" });
    expect(base.linkedin_url).toBe("https://www.linkedin.com/in/asha-rao");
    const bad = ProfileBody.safeParse({ ...base, linkedin_url: "facebook.com/asha" });
    expect(bad.error?.issues[0]?.message).toBe(
      "Enter your LinkedIn profile address, e.g. linkedin.com/in/your-name",
    );
  });
});

describe("fieldLabel and keyInWords", () => {
  it("matches the longest labelled tail of the path, array indexes as *", () => {
    expect(fieldLabel(["colleges", 3, "degree"])).toBe("Degree");
    expect(fieldLabel(["skills", 4])).toBe("Each skill");
    expect(fieldLabel(["profile", "name"])).toBe("Full name");
    expect(fieldLabel(["body", "qty"])).toBe("Quantity");
  });

  it("falls back to the last key that is not an index, in words", () => {
    expect(fieldLabel(["watch_list", 2, "first_name"])).toBe("First name");
    expect(fieldLabel(["watch_list", 2])).toBe("Watch list");
    expect(fieldLabel([])).toBe("This field");
    expect(fieldLabel([0, 1])).toBe("This field");
  });

  it("writes a key's words with one space and a capital first letter", () => {
    expect(keyInWords("graduation_year")).toBe("Graduation year");
    expect(keyInWords("trade__date")).toBe("Trade date");
    expect(keyInWords("start-time")).toBe("Start time");
    expect(keyInWords("pnl30Day")).toBe("Pnl30 day");
    expect(keyInWords("_x_")).toBe("X");
    expect(keyInWords("__")).toBe("This field");
  });
});

describe("plainIssueMessage, kind by kind", () => {
  type Raw = Parameters<typeof plainIssueMessage>[0];
  // A key without a screen label: its words are "Nickname", "nickname" inside a sentence.
  const say = (issue: Record<string, unknown>) =>
    plainIssueMessage({ path: ["nickname"], input: "x", message: "", ...issue } as unknown as Raw);

  it("asks to fill in a field left out, whatever kind of value it wanted", () => {
    for (const code of ["invalid_type", "invalid_value", "invalid_union"]) {
      expect(say({ code, input: undefined, expected: "string" }), code).toBe("Fill in nickname");
      expect(say({ code, input: null, expected: "number" }), code).toBe("Fill in nickname");
    }
    expect(say({ code: "invalid_type", input: undefined, path: [] })).toBe(
      "Fill in the form and send it again",
    );
    expect(say({ code: "invalid_type", input: undefined, path: undefined })).toBe(
      "Fill in the form and send it again",
    );
    // A left-out value's other issues keep their own words.
    expect(say({ code: "custom", input: undefined })).toBe("Check nickname");
  });

  it("names the kind of value a field wants", () => {
    expect(say({ code: "invalid_type", expected: "number", path: ["qty"] })).toBe(
      "Enter a number for quantity",
    );
    expect(say({ code: "invalid_type", expected: "int" })).toBe("Enter a number for nickname");
    expect(say({ code: "invalid_type", expected: "boolean" })).toBe("Choose yes or no for nickname");
    expect(say({ code: "invalid_type", expected: "string", input: 5 })).toBe(
      "Enter nickname as words or numbers",
    );
    expect(say({ code: "invalid_type", expected: "array" })).toBe(
      "Fill in nickname again: it could not be read",
    );
  });

  it("keeps a label's capitals where they are not just the first word's", () => {
    expect(say({ code: "invalid_type", expected: "boolean", path: ["linkedin_url"] })).toBe(
      "Choose yes or no for LinkedIn profile",
    );
    expect(say({ code: "invalid_type", expected: "boolean", path: ["start_time"] })).toBe(
      "Choose yes or no for start (IST)",
    );
  });

  it("says the least a text, a list or a number takes", () => {
    expect(say({ code: "too_small", origin: "string", minimum: 1 })).toBe("Fill in nickname");
    expect(say({ code: "too_small", origin: "string", minimum: 2 })).toBe(
      "Nickname needs at least 2 characters",
    );
    expect(say({ code: "too_small", origin: "array", minimum: 1 })).toBe("Choose at least one for nickname");
    expect(say({ code: "too_small", origin: "set", minimum: 1 })).toBe("Choose at least one for nickname");
    expect(say({ code: "too_small", origin: "array", minimum: 2 })).toBe("Choose at least 2 for nickname");
    expect(say({ code: "too_small", origin: "number", minimum: 0 })).toBe("Nickname must be 0 or more");
    expect(say({ code: "too_small", origin: "number", minimum: 1 })).toBe("Nickname must be 1 or more");
  });

  it("says the most a text, a list or a number takes", () => {
    expect(say({ code: "too_big", origin: "string", maximum: 40 })).toBe(
      "Nickname can have at most 40 characters",
    );
    expect(say({ code: "too_big", origin: "array", maximum: 5 })).toBe("Nickname can have at most 5 entries");
    expect(say({ code: "too_big", origin: "set", maximum: 5 })).toBe("Nickname can have at most 5 entries");
    expect(say({ code: "too_big", origin: "number", maximum: 100 })).toBe("Nickname must be 100 or less");
  });

  it("explains formats, choices, steps and unknown fields", () => {
    expect(say({ code: "invalid_value", values: ["a"] })).toBe("Choose nickname from the list");
    expect(say({ code: "invalid_format", format: "email" })).toBe(
      "Enter a valid email address, like name@example.com",
    );
    expect(say({ code: "invalid_format", format: "url" })).toBe(
      "Enter nickname as a full web address starting with https://",
    );
    expect(say({ code: "invalid_format", format: "date" })).toBe("Enter a valid date for nickname");
    expect(say({ code: "invalid_format", format: "datetime" })).toBe("Enter a valid date for nickname");
    expect(say({ code: "invalid_format", format: "regex" })).toBe(
      "Check nickname: it is not written the way the screen asks",
    );
    expect(say({ code: "not_multiple_of", divisor: 0.05, path: ["price"] })).toBe(
      "Price must be a whole number of steps of 0.05",
    );
    expect(say({ code: "unrecognized_keys", keys: ["colour", "size"], path: [], input: {} })).toBe(
      "This form does not have the field colour, size",
    );
    expect(say({ code: "custom" })).toBe("Check nickname");
  });

  it("is what zod writes when a schema gives no message of its own", () => {
    const schema = z.object({
      nickname: z.string().max(3),
      steps: z.number().int().min(1),
      email: z.email(),
    });
    const res = schema.safeParse({ nickname: "abcd", steps: 0, email: "a@" }, { error: plainIssueMessage });
    expect(res.error!.issues.map((i) => i.message)).toEqual([
      "Nickname can have at most 3 characters",
      "Sign-up step must be 1 or more",
      "Enter a valid email address, like name@example.com",
    ]);
  });
});
