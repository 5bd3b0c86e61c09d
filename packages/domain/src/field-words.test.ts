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
