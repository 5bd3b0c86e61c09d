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

describe("personalWords", () => {
  it("lists the whole email, its local part and its parts, then the whole name and its parts", () => {
    expect(personalWords({ email: " Asha.Rao+fin@Example.com ", name: " Divya  K Ramaswamy " })).toEqual([
      "asharaofinexamplecom",
      "asharaofin",
      "asha",
      "divyakramaswamy",
      "divya",
      "ramaswamy",
    ]);
  });

  it("keeps parts of four letters or more, from the email and from the name", () => {
    expect(personalWords({ email: "anil.b@x.in" })).toEqual(["anilbxin", "anilb", "anil"]);
    expect(personalWords({ email: "raj@x.in" })).toEqual(["rajxin"]);
    expect(personalWords({ name: "Ravi Raj" })).toEqual(["raviraj", "ravi"]);
    expect(personalWords({ name: "Om" })).toEqual([]);
  });

  it("has no words for a missing or empty owner, nor for an email of punctuation only", () => {
    expect(personalWords({})).toEqual([]);
    expect(personalWords({ email: null, name: null })).toEqual([]);
    expect(personalWords({ email: "  ", name: "  " })).toEqual([]);
    expect(personalWords({ email: "-.-" })).toEqual([]);
  });
});

describe("passwordRuleProblem bounds", () => {
  it("takes exactly 10 and exactly 200 characters", () => {
    expect(passwordRuleProblem("kite-rive1")).toBeNull();
    expect(passwordRuleProblem("a".repeat(200))).toBeNull();
    expect(passwordRuleProblem("kite-rive")).toBe("Choose a password of at least 10 characters");
    expect(passwordRuleProblem("a".repeat(201))).toBe("Choose a password of at most 200 characters");
  });

  it("refuses the email written with other punctuation as the email itself", () => {
    expect(passwordRuleProblem("asha-rao@example-com", owner)).toBe(
      "Choose a password that is not your email address",
    );
    expect(passwordRuleProblem("ASHA RAO EXAMPLE COM", owner)).toBe(
      "Choose a password that is not your email address",
    );
  });

  it("refuses a name part hidden by punctuation or case", () => {
    expect(passwordRuleProblem("x-R.a.m.a.s.w.a.m.y-9", { name: "Divya Ramaswamy" })).toBe(
      "Choose a password without your email address or name in it",
    );
    expect(
      passwordRuleProblem("tulip-harbour-42", { email: "d.r@example.com", name: "Divya Ramaswamy" }),
    ).toBeNull();
  });
});
