// The mail contract's own rules: the unsubscribe token's shape, each mail kind's category, and the preferences
// body (known categories only, at least one).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAIL_KINDS, MailPreferencesBody, mailCategoryOf, unsubscribeTokenParts } from "./mail.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

const SIG = "AbCdEfGh_-123456";

describe("unsubscribeTokenParts", () => {
  it("reads the user id, the category and the signature", () => {
    expect(unsubscribeTokenParts(`u1.42.grades.${SIG}`)).toEqual({
      userId: 42,
      category: "grades",
      signature: SIG,
    });
    expect(unsubscribeTokenParts(`u1.2147483647.live_sessions.${"x".repeat(64)}`)).toEqual({
      userId: 2_147_483_647,
      category: "live_sessions",
      signature: "x".repeat(64),
    });
  });

  it.each([
    ["another version", `u2.42.grades.${SIG}`],
    ["text before it", `xu1.42.grades.${SIG}`],
    ["text after it", `u1.42.grades.${SIG}!`],
    ["a user id of 0", `u1.0.grades.${SIG}`],
    ["a user id with a leading 0", `u1.042.grades.${SIG}`],
    ["a user id of 11 digits", `u1.12345678901.grades.${SIG}`],
    ["a user id that is not digits", `u1.4a.grades.${SIG}`],
    ["an unknown category", `u1.42.welcome.${SIG}`],
    ["a category in capitals", `u1.42.GRADES.${SIG}`],
    ["a signature of 15 characters", `u1.42.grades.${SIG.slice(1)}`],
    ["a signature of 65 characters", `u1.42.grades.${"x".repeat(65)}`],
    ["a signature with a dot", `u1.42.grades.${SIG.slice(1)}.`],
    ["nothing", ""],
  ])("refuses %s", (_what, token) => {
    expect(unsubscribeTokenParts(token)).toBeNull();
  });
});

describe("mailCategoryOf", () => {
  it("puts the live-session mails under live_sessions and leaves security mails without a switch", () => {
    expect(mailCategoryOf("live_reminder")).toBe("live_sessions");
    expect(mailCategoryOf("live_cancelled")).toBe("live_sessions");
    expect(mailCategoryOf("grade")).toBe("grades");
    expect(mailCategoryOf("renewal")).toBe("renewals");
    expect(mailCategoryOf("nudge")).toBe("nudges");
    for (const kind of ["welcome", "password_reset", "certificate", "privacy_export"] as const) {
      expect(mailCategoryOf(kind), kind).toBeNull();
    }
    expect(MAIL_KINDS.every((k) => mailCategoryOf(k) !== undefined)).toBe(true);
  });
});

describe("MailPreferencesBody", () => {
  it("takes any known categories switched on or off", () => {
    expect(MailPreferencesBody.parse({ grades: false })).toEqual({ grades: false });
    expect(MailPreferencesBody.parse({ nudges: true, renewals: false })).toEqual({
      nudges: true,
      renewals: false,
    });
  });

  it("refuses an empty body, an unknown kind and a switch that is not a boolean", () => {
    expect(issues(MailPreferencesBody, {})).toEqual([": Choose at least one kind of email"]);
    expect(issues(MailPreferencesBody, { grades: undefined })).toEqual([
      ": Choose at least one kind of email",
    ]);
    expect(issues(MailPreferencesBody, { grades: true, welcome: false })).toEqual([
      ": Unknown kind of email",
    ]);
    expect(issues(MailPreferencesBody, { grades: "off" })).toEqual(["grades: Grades must be on or off"]);
  });
});
