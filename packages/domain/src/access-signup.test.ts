// Where sign-up sends a learner at each step: FMEP programs (three steps, step 2 the portfolio) and the others.
import { describe, expect, it } from "vitest";
import { redirectFor, signupTarget } from "./access.ts";

describe("FMEP sign-up step routing", () => {
  it.each<[string, number, string]>([
    ["FMEPGOLD", 0, "/signup/step1"],
    ["FMEPGOLD", 1, "/signup/step2"],
    ["FMEPGOLD", 2, "/portfolio"],
    ["FMEPGOLD", 3, "/dashboard"],
    ["FMEPGOLD", 4, "/dashboard"],
    ["FAFMEP", 2, "/portfolio"],
    ["FMEPSILVER", 1, "/signup/step2"],
    ["FMEPPLATINUM", -1, "/signup/step1"],
    ["FMEPPLATINUM", Number.NaN, "/signup/step1"],
    ["FMEPPLATINUM", 2.5, "/portfolio"],
  ])("signupTarget(%s, %s) = %s", (program, steps, target) => {
    expect(signupTarget(program, steps)).toBe(target);
  });

  it.each<[number, string, string | null]>([
    [0, "/", "/signup/step1"],
    [0, "/dashboard", "/signup/step1"],
    [0, "/portfolio", "/signup/step1"],
    [0, "/signup", "/signup/step1"],
    [0, "/signup/step1", null],
    [0, "/signup/step2", "/signup/step1"],
    [0, "/profile", "/signup/step1"],
    [1, "/", "/signup/step2"],
    [1, "/dashboard", "/signup/step2"],
    [1, "/signup/step1", "/signup/step2"],
    [1, "/signup/step2", null],
    [1, "/newresource", "/signup/step2"],
    [2, "/", "/portfolio"],
    [2, "/newresource", "/portfolio"],
    [2, "/lifesession", "/portfolio"],
    [2, "/ivepresearch", "/portfolio"],
    [2, "/note", "/portfolio"],
    [2, "/BANotes", "/portfolio"],
    [2, "/signup", "/portfolio"],
    [2, "/signup/step1", "/portfolio"],
    [2, "/signup/step2", "/portfolio"],
    [2, "/portfolio", null],
    [2, "/dashboard", null],
    [2, "/games", null],
    [3, "/", "/dashboard"],
    [3, "/newresource", "/dashboard"],
    [3, "/lifesession", "/dashboard"],
    [3, "/ivepresearch", "/dashboard"],
    [3, "/note", "/dashboard"],
    [3, "/BANotes/", "/dashboard"],
    [3, "/signup/step2", "/dashboard"],
    [3, "/dashboard", null],
    [3, "/portfolio", null],
    [3, "/stats", null],
    [3, "/research", null],
    [3, "/profile", null],
    [9, "/newresource", "/dashboard"],
  ])("FMEPGOLD at step %s on %s -> %s", (steps, path, target) => {
    expect(redirectFor({ program: "FMEPGOLD", steps, path })).toBe(target);
  });

  it.each<[string, string | null, number, string, string | null]>([
    ["FMEPPLATINUM", null, 3, "/lifesession", null],
    ["FMEPPLATINUM", null, 2, "/lifesession", null],
    ["FMEPPLATINUM", null, 1, "/lifesession", "/signup/step2"],
    ["FAFMEP", "FAGOLD", 3, "/lifesession", null],
    ["FAFMEP", null, 3, "/lifesession", "/dashboard"],
    ["FMEPSILVER", null, 2, "/note", "/portfolio"],
  ])("%s (plan %s) at step %s on %s -> %s", (program, plan, steps, path, target) => {
    expect(redirectFor({ program, plan, steps, path })).toBe(target);
  });
});

describe("non-FMEP sign-up step routing", () => {
  it.each<[string, number, string]>([
    ["BA", 0, "/signup/step1"],
    ["BA", 1, "/newresource"],
    ["BA", 2, "/newresource"],
    ["BA", 3, "/newresource"],
    ["EXCEL", 1, "/newresource"],
    ["PYTHON", 2, "/newresource"],
    ["IBEPGOLD", 0, "/signup/step1"],
  ])("signupTarget(%s, %s) = %s", (program, steps, target) => {
    expect(signupTarget(program, steps)).toBe(target);
  });

  it.each<[string | null, number, string, string | null]>([
    ["BA", 0, "/", "/signup/step1"],
    ["BA", 0, "/newresource", "/signup/step1"],
    ["BA", 0, "/signup", "/signup/step1"],
    ["BA", 0, "/signup/step1", null],
    ["BA", 0, "/signup/step2", "/signup/step1"],
    ["BA", -2, "/newresource", "/signup/step1"],
    ["BA", 1, "/", "/newresource"],
    ["BA", 1, "/signup/step1", "/newresource"],
    ["BA", 1, "/signup/step2", "/newresource"],
    ["BA", 1, "/newresource", null],
    ["BA", 1, "/note", "/newresource"],
    ["BA", 2, "/", "/newresource"],
    ["BA", 2, "/BANotes", null],
    ["BA", 2, "/ivepresearch", null],
    ["BA", 2, "/mockinterview", "/newresource"],
    ["IBEPGOLD", 1, "/signup", "/newresource"],
    ["IBEPGOLD", 1, "/MLNOTES", "/ivepresearch"],
    ["IBEPGOLD", 2, "/ivepresearch", null],
    ["EXCEL", 1, "/games", "/EXCELNOTES"],
    ["EXCEL", 0, "/games", "/signup/step1"],
    ["PYTHON", 2, "/stats", "/DSNOTES"],
    ["PYTHON", 2, "/", "/newresource"],
    ["FnO", 1, "/FnONotes", null],
    ["DSGOLD", 1, "/lifesession", null],
    [null, 0, "/newresource", "/signup/step1"],
    [null, 1, "/portfolio", null],
    [null, 1, "/", "/newresource"],
  ])("%s at step %s on %s -> %s", (program, steps, path, target) => {
    expect(redirectFor({ program, steps, path })).toBe(target);
  });
});
