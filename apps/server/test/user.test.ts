import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ELIGIBILITY_CALLS } from "@fincareer/domain/programs";
import { liveSessions, users } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("user routes on $name", (backend) => {
  const suite = testSuite(backend);
  // Read at each test, not once when the file loads: a run that crosses IST midnight (18:30 UTC) would otherwise
  // make learners whose dates are a day behind the server's today.
  let today = todayIst();
  beforeEach(() => {
    today = todayIst();
  });

  describe("GET /api/user/info", () => {
    it("returns the account and its enrolments ordered by start date", async () => {
      const user = await suite.ctx.makeUser({
        name: "Meera",
        steps: 2,
        researchType: "OLD",
        planned: "p199",
        programs: [
          { program: "IBEPGOLD", start: addDays(today, -5) },
          { program: "FAFMEP", plan: "FAGOLD", start: addDays(today, -40), end: addDays(today, 300) },
        ],
        cprogram: "FAFMEP",
      });
      const res = await suite.ctx.api("GET", "/api/user/info", { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user_id: user.id,
        id: user.id,
        name: "Meera",
        email: user.email,
        role: "learner",
        photo: null,
        planned: "p199",
        cprogram: "FAFMEP",
        post_signup_steps: 2,
        BA: false,
        baibep: false,
        research_type: "OLD",
      });
      expect(res.body.program.map((p: { program_name: string }) => p.program_name)).toEqual([
        "FAFMEP",
        "IBEPGOLD",
      ]);
      expect(res.body.program[0]).toEqual({
        id: expect.any(Number),
        program_name: "FAFMEP",
        start_date: addDays(today, -40),
        end_date: addDays(today, 300),
        resume_date: null,
        comment: "FAGOLD",
      });
    });

    it("answers 401 unauthorized without a token, with an expired one, a forged one or a bad header", async () => {
      const user = await suite.ctx.makeUser();
      const cases: [Record<string, string>, string][] = [
        [{}, "missing token: send 'Authorization: Bearer <token>' (log in first)"],
        [{ authorization: `Bearer ${suite.ctx.expiredToken(user)}` }, "token expired: log in again"],
        [{ authorization: `Bearer ${suite.ctx.forgedToken(user)}` }, "invalid token signature: log in again"],
        [{ authorization: "Bearer not.a.jwt" }, "malformed token"],
        [{ authorization: `Token ${user.token}` }, "the Authorization header must be 'Bearer <token>'"],
      ];
      for (const [headers, message] of cases) {
        const res = await suite.ctx.api("GET", "/api/user/info", { headers });
        expect(res.status).toBe(401);
        expect(res.body.error).toBe("unauthorized");
        expect(fieldText(res.body)).toBe(message);
      }
    });

    it("refuses the token of a deleted account and operator tokens", async () => {
      const user = await suite.ctx.makeUser();
      await suite.ctx.db.delete(users).where(eq(users.id, user.id));
      const gone = await suite.ctx.api("GET", "/api/user/info", { token: user.token });
      expect(gone.status).toBe(401);
      const op = await suite.ctx.api("GET", "/api/user/info", { token: suite.ctx.operatorToken() });
      expect(op.status).toBe(403);
    });
  });

  it("GET /api/user/usersession returns the token's login session start", async () => {
    const user = await suite.ctx.makeUser();
    const before = Date.now();
    const second = await suite.ctx.login(user.id);
    const res = await suite.ctx.api("GET", "/api/user/usersession", { token: second.token });
    expect(res.status).toBe(200);
    expect(Math.abs(new Date(res.body.start_time).getTime() - before)).toBeLessThan(10_000);
    expect(res.body.start_time).toMatch(/Z$/);
  });

  describe("POST /api/user/signup_step", () => {
    it("moves forward one step or stays", async () => {
      const user = await suite.ctx.makeUser({ steps: 0 });
      for (const step of [1, 1, 2, 3]) {
        const res = await suite.ctx.api("POST", "/api/user/signup_step", {
          token: user.token,
          body: { step },
        });
        expect(res).toMatchObject({ status: 200, body: { post_signup_steps: step } });
      }
      expect((await suite.ctx.userRow(user.id))!.postSignupSteps).toBe(3);
    });

    it("refuses going back, skipping or leaving 0-3, and changes nothing", async () => {
      const user = await suite.ctx.makeUser({ steps: 1 });
      const before = await suite.ctx.snapshot();
      const forward = "body.step: Must be 1 or 2 (sign-up moves forward one step at a time)";
      for (const [step, message] of [
        [0, forward],
        [3, forward],
        [4, "body.step: Step must be between 0 and 3"],
        [-1, "body.step: Step must be 0 or more"],
        [1.5, "body.step: Enter a number for step"],
      ] as const) {
        const res = await suite.ctx.api("POST", "/api/user/signup_step", {
          token: user.token,
          body: { step },
        });
        expect(res.status).toBe(400);
        expect(fieldText(res.body), String(step)).toBe(message);
      }
      expect(await suite.ctx.snapshot()).toEqual(before);
    });
  });

  describe("GET /api/user/conditions and /renewid", () => {
    it("is active while the current enrolment has not ended (end date today still counts)", async () => {
      const user = await suite.ctx.makeUser({ programs: [{ program: "BA", end: today }] });
      expect((await suite.ctx.api("GET", "/api/user/conditions", { token: user.token })).body).toEqual({
        val: true,
      });
      const renew = await suite.ctx.api("GET", "/api/user/renewid", { token: user.token });
      expect(renew.body).toEqual({
        id: user.id,
        email: user.email,
        program: "BA",
        status: "active",
        end_date: today,
      });
    });

    it("is false and expired once the end date has passed", async () => {
      const user = await suite.ctx.makeUser({ programs: [{ program: "BA", end: addDays(today, -1) }] });
      expect((await suite.ctx.api("GET", "/api/user/conditions", { token: user.token })).body).toEqual({
        val: false,
      });
      const renew = await suite.ctx.api("GET", "/api/user/renewid", { token: user.token });
      expect(renew.body).toMatchObject({ status: "expired", end_date: addDays(today, -1) });
    });

    it("is false with status none without a current program", async () => {
      const user = await suite.ctx.makeUser();
      expect((await suite.ctx.api("GET", "/api/user/conditions", { token: user.token })).body).toEqual({
        val: false,
      });
      const renew = await suite.ctx.api("GET", "/api/user/renewid", { token: user.token });
      expect(renew.body).toMatchObject({ program: null, status: "none", end_date: null });
    });

    it("treats an enrolment without an end date as open-ended", async () => {
      const user = await suite.ctx.makeUser({ programs: [{ program: "DS", end: null }] });
      expect((await suite.ctx.api("GET", "/api/user/conditions", { token: user.token })).body).toEqual({
        val: true,
      });
    });
  });

  describe("GET /api/user/live", () => {
    it("lists the current program's sessions (upcoming first) with timing text and the upcoming flag", async () => {
      const now = Date.now();
      await suite.ctx.db.insert(liveSessions).values([
        {
          title: "Past",
          programs: ["IBEPGOLD"],
          startTime: new Date(now - 7 * 86_400_000),
          durationMinutes: 60,
        },
        { title: "Next", programs: ["IBEPGOLD", "BAGOLD"], startTime: new Date(now + 86_400_000) },
        { title: "Later", programs: ["IBEPGOLD"], startTime: new Date(now + 3 * 86_400_000) },
        { title: "Other program", programs: ["BAGOLD"], startTime: new Date(now + 86_400_000) },
      ]);
      const user = await suite.ctx.makeUser({ programs: ["IBEPGOLD"] });
      const res = await suite.ctx.api("GET", "/api/user/live", { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.upcoming).toBe(true);
      expect(res.body.sessions.map((s: { title: string }) => s.title)).toEqual(["Next", "Later", "Past"]);
      expect(res.body.sessions[0].timing).toMatch(/^Next on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)$/);
      expect(res.body.sessions[0]).toMatchObject({
        duration_minutes: 60,
        join_url: null,
        recording_url: null,
      });
    });

    it("has upcoming false when every session is in the past, and refuses a learner without a program", async () => {
      await suite.ctx.db
        .insert(liveSessions)
        .values({ title: "Old", programs: ["CMEPGOLD"], startTime: new Date(Date.now() - 30 * 86_400_000) });
      const user = await suite.ctx.makeUser({ programs: ["CMEPGOLD"] });
      const res = await suite.ctx.api("GET", "/api/user/live", { token: user.token });
      expect(res.body.upcoming).toBe(false);
      expect(res.body.sessions).toHaveLength(1);
      const none = await suite.ctx.makeUser();
      expect((await suite.ctx.api("GET", "/api/user/live", { token: none.token })).body).toMatchObject({
        error: "no_program",
      });
    });
  });

  describe("GET /api/user/<eligibility call>", () => {
    it("answers {eligible: 0} for each of the 13 calls", async () => {
      const user = await suite.ctx.makeUser({ programs: ["EXCEL"] });
      expect(ELIGIBILITY_CALLS).toHaveLength(13);
      for (const call of ELIGIBILITY_CALLS) {
        const res = await suite.ctx.api("GET", `/api/user/${call}`, { token: user.token });
        expect(res, call).toMatchObject({ status: 200, body: { eligible: 0 } });
      }
    });

    it("answers 404 for an unknown call name and 401 without a token", async () => {
      const user = await suite.ctx.makeUser();
      const unknown = await suite.ctx.api("GET", "/api/user/fooeligible", { token: user.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe("not_found");
      expect((await suite.ctx.api("GET", "/api/user/exceleligible")).status).toBe(401);
    });

    it("has a service function the research issue can replace", async () => {
      await expect(suite.ctx.app.services.research.eligibility(1, "exceleligible")).resolves.toEqual({
        eligible: 0,
      });
      await expect(suite.ctx.app.services.research.eligibility(1, "nope")).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe("POST /api/user/verify-token (public)", () => {
    it("is valid for a live token and returns the client hash (null without a web build)", async () => {
      const user = await suite.ctx.makeUser();
      const res = await suite.ctx.api("POST", "/api/user/verify-token", { body: { token: user.token } });
      expect(res).toMatchObject({ status: 200, body: { isValid: true, clientHash: null } });
    });

    it("is invalid for forged, expired, garbage, logged-out and deleted-user tokens", async () => {
      const user = await suite.ctx.makeUser();
      const loggedOut = await suite.ctx.login(user.id);
      await suite.ctx.api("POST", "/api/auth/logout", { token: loggedOut.token });
      const deleted = await suite.ctx.makeUser();
      await suite.ctx.db.delete(users).where(eq(users.id, deleted.id));
      for (const token of [
        suite.ctx.forgedToken(user),
        suite.ctx.expiredToken(user),
        "garbage",
        loggedOut.token,
        deleted.token,
        suite.ctx.operatorToken(),
      ]) {
        const res = await suite.ctx.api("POST", "/api/user/verify-token", { body: { token } });
        expect(res).toMatchObject({ status: 200, body: { isValid: false, clientHash: null } });
      }
    });

    it("needs a token in the body", async () => {
      const res = await suite.ctx.api("POST", "/api/user/verify-token", { body: {} });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "validation_error",
        message: "Fill in reset link",
        fields: [{ path: "body.token", message: "Fill in reset link" }],
      });
    });
  });
});
