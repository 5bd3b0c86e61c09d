import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordRuleProblem, personalWords } from "./password.ts";

const owner = { email: "asha.rao@example.com", name: "Asha Rao" };

describe("passwordRuleProblem", () => {
  it("refuses fewer than 10 characters, counting code points", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordRuleProblem("12345678")).toMatch(/at least 10 characters/);
    expect(passwordRuleProblem("₹₹₹₹₹₹₹₹₹")).toMatch(/at least 10/);
    expect(passwordRuleProblem("kite-river-42")).toBeNull();
  });

  it("refuses more than 200 characters and passwords of spaces only", () => {
    expect(passwordRuleProblem("a".repeat(201))).toMatch(/at most 200/);
    expect(passwordRuleProblem(" ".repeat(12))).toMatch(/only spaces/);
  });

  it("refuses the email itself in any letter case", () => {
    expect(passwordRuleProblem("Asha.Rao@Example.com", owner)).toBe(
      "Choose a password that is not your email address",
    );
  });

  it("refuses a password containing the email's local part or a name part", () => {
    expect(passwordRuleProblem("asharao2026!", owner)).toMatch(/email address or name/);
    expect(passwordRuleProblem("my-Asha-pass-99", owner)).toMatch(/email address or name/);
    expect(passwordRuleProblem("kite-river-42", owner)).toBeNull();
  });

  it("ignores name parts too short to be telling", () => {
    expect(personalWords({ name: "Al Raj" })).toEqual(["alraj"]);
    expect(passwordRuleProblem("alpine-rajdhani", { name: "Al Raj" })).toBeNull();
  });
});
