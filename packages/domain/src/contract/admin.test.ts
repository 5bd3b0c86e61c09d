// The admin user bodies' own rules: an enrolment's plan must be one of the program's plans, and a password chosen
// for a new account (by an admin or at sign-up) must not be the account's email or contain its name.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AdminCreateUserBody, AdminEnrolBody } from "./admin.ts";
import { SignupBody } from "./auth.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("an enrolment's plan", () => {
  const enrol = (program: string, plan?: string | null) => ({ email: "asha@example.com", program, plan });

  it("may be none, or one of the program's own plans", () => {
    expect(issues(AdminEnrolBody, enrol("FAFMEP"))).toEqual([]);
    expect(issues(AdminEnrolBody, enrol("FAFMEP", null))).toEqual([]);
    expect(issues(AdminEnrolBody, enrol("FAFMEP", "FAGOLD"))).toEqual([]);
    expect(issues(AdminEnrolBody, enrol("FAFMEP", "EDMPGOLD"))).toEqual([]);
    expect(issues(AdminEnrolBody, enrol("EXCEL", "BAEXCELBASIC"))).toEqual([]);
  });

  it("names the program's plans when another one is chosen", () => {
    expect(issues(AdminEnrolBody, enrol("FAFMEP", "FnO"))).toEqual([
      "plan: FnO is not a plan of FA FMEP: choose FAGOLD or EDMPGOLD, or none",
    ]);
    expect(issues(AdminEnrolBody, enrol("EXCEL", "FAGOLD"))).toEqual([
      "plan: FAGOLD is not a plan of Excel: choose BAEXCELBASIC, or none",
    ]);
  });

  it("says a program without plans takes none", () => {
    expect(issues(AdminEnrolBody, enrol("FMEPGOLD", "FAGOLD"))).toEqual([
      "plan: FMEP Gold has no plans: leave the plan empty",
    ]);
  });

  it("applies to the enrolment of a new account too", () => {
    const body = { name: "Asha Rao", email: "asha@example.com", enrol: { program: "FMEPGOLD", plan: "FnO" } };
    expect(issues(AdminCreateUserBody, body)).toEqual([
      "enrol.plan: FMEP Gold has no plans: leave the plan empty",
    ]);
  });
});

describe("a new account's password", () => {
  const bodies = [
    ["AdminCreateUserBody", AdminCreateUserBody, {}],
    ["SignupBody", SignupBody, { consent: { notice_version: 1, accepted: true } }],
  ] as const;

  it.each(bodies)("%s refuses the email address as the password", (_name, schema, extra) => {
    const body = {
      name: "Asha Rao",
      email: "asha.rao@example.com",
      password: "Asha.Rao@Example.com",
      ...extra,
    };
    expect(issues(schema, body)).toEqual(["password: Choose a password that is not your email address"]);
  });

  it.each(bodies)("%s refuses a password holding the name", (_name, schema, extra) => {
    const body = { name: "Divya Ramaswamy", email: "d.r@example.com", password: "ramaswamy-2026!", ...extra };
    expect(issues(schema, body)).toEqual([
      "password: Choose a password without your email address or name in it",
    ]);
  });

  it.each(bodies)("%s judges only a password of the right length", (_name, schema, extra) => {
    const body = { name: "Divya Ramaswamy", email: "d.r@example.com", password: "divya", ...extra };
    expect(issues(schema, body)).toEqual(["password: Choose a password of at least 10 characters"]);
    expect(issues(schema, { ...body, password: "tulip-harbour-42" })).toEqual([]);
  });

  it("lets an admin create an account without a password", () => {
    expect(issues(AdminCreateUserBody, { name: "Asha Rao", email: "asha@example.com" })).toEqual([]);
  });
});
