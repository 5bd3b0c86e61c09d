import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { interviewTurns, interviews } from "../src/db/schema.ts";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

// FAFMEP with the FAGOLD plan shows AI Interview (SPEC.md section 2).
const LEARNER = { programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 };

/** An answer that covers every key point of a turn, built from the bank's own model answer. */
function goodAnswer(prompt: string): string {
  for (const bank of Object.values(TRACK_BANKS)) {
    for (const q of bank.questions) {
      if (prompt === q.text || q.points.some((p) => prompt.endsWith(p.ask))) return q.model;
    }
  }
  throw new Error(`no bank question for ${prompt}`);
}

describe.each(BACKENDS)("AI mock interview on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { INTERVIEW_DAILY_LIMIT: "4" } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function start(user: TestUser, track = "equity-research", questions = 3) {
    const res = await ctx.api("POST", "/api/interview/start", {
      token: user.token,
      body: { track, questions },
    });
    expect(res.status).toBe(200);
    return res.body as { id: number; question: { text: string; position: number; kind: string } };
  }

  it("lists the seven tracks with their bank sizes, the lengths and the daily limit", async () => {
    const user = await ctx.makeUser(LEARNER);
    const res = await ctx.api("GET", "/api/interview/tracks", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.tracks.map((t: { id: string }) => t.id)).toEqual([
      "investment-banking",
      "equity-research",
      "financial-modelling",
      "business-analytics",
      "data-science",
      "fno-trading",
      "hr-behavioural",
    ]);
    for (const t of res.body.tracks) expect(t.questionCount).toBeGreaterThanOrEqual(25);
    expect(res.body).toMatchObject({
      lengths: [3, 5, 8],
      maxAnswerChars: 5000,
      dailyLimit: 4,
      startedToday: 0,
      evaluator: "rubric",
    });
  });

  it("runs a 3-question interview with a follow-up after each answer, then reports and keeps it in history", async () => {
    const user = await ctx.makeUser(LEARNER);
    const { id, question } = await start(user, "investment-banking", 3);
    expect(question).toMatchObject({ position: 0, number: 1, total: 3, kind: "main" });
    let current = question;
    const kinds: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const answer = turn === 0 ? "I am not sure, it depends." : goodAnswer(current.text);
      const res = await ctx.api("POST", `/api/interview/${id}/answer`, {
        token: user.token,
        body: { answer, position: current.position },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      kinds.push(current.kind);
      expect(res.body.feedback.evaluator).toBe("rubric");
      expect(res.body.feedback.modelAnswer.length).toBeGreaterThan(100);
      if (turn === 0) {
        // The weak first answer missed points, so the follow-up asks about the first one it missed.
        expect(res.body.feedback.missed.length).toBeGreaterThan(0);
        expect(res.body.question.kind).toBe("follow-up");
        expect(res.body.question.text).toContain(
          `Your answer did not cover this point: ${res.body.feedback.missed[0].point}.`,
        );
      }
      if (turn < 5) {
        expect(res.body.done).toBe(false);
        current = res.body.question;
      } else {
        expect(res.body.done).toBe(true);
        expect(res.body.question).toBeUndefined();
      }
    }
    expect(kinds).toEqual(["main", "follow-up", "main", "follow-up", "main", "follow-up"]);

    const detail = await ctx.api("GET", `/api/interview/${id}`, { token: user.token });
    expect(detail.status).toBe(200);
    expect(detail.body.interview).toMatchObject({
      id,
      status: "done",
      questions: 3,
      trackName: "Investment banking",
    });
    expect(detail.body.question).toBeNull();
    expect(detail.body.answers).toHaveLength(6);
    expect(detail.body.answers[0]).toMatchObject({ answer: "I am not sure, it depends.", kind: "main" });
    const report = detail.body.report;
    expect(report.score).toBeGreaterThan(0);
    expect(report.score).toBeLessThan(100);
    expect(Object.keys(report.dimensions)).toEqual(["coverage", "structure", "clarity", "length"]);
    expect(report.answered).toBe(6);
    expect(report.focus.length).toBeGreaterThan(0);

    const history = await ctx.api("GET", "/api/interview/history", { token: user.token });
    expect(history.body.interviews).toEqual([
      expect.objectContaining({ id, status: "done", score: report.score, track: "investment-banking" }),
    ]);
    const again = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: user.token,
      body: { answer: "more" },
    });
    expect(again.status).toBe(409);
  });

  it("scores a strong first answer above a weak one in the same track", async () => {
    const a = await ctx.makeUser(LEARNER);
    const b = await ctx.makeUser(LEARNER);
    const ia = await start(a, "data-science");
    const ib = await start(b, "data-science");
    const strong = await ctx.api("POST", `/api/interview/${ia.id}/answer`, {
      token: a.token,
      body: { answer: goodAnswer(ia.question.text) },
    });
    const weak = await ctx.api("POST", `/api/interview/${ib.id}/answer`, {
      token: b.token,
      body: { answer: "Um, basically I would, like, try some models and see, you know." },
    });
    expect(strong.body.feedback.score).toBeGreaterThan(weak.body.feedback.score);
    expect(weak.body.feedback.fillers.count).toBeGreaterThanOrEqual(3);
  });

  it("refuses an answer over 5,000 characters with 422 and a huge body with 413, saving nothing", async () => {
    const user = await ctx.makeUser(LEARNER);
    const { id } = await start(user);
    const long = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: user.token,
      body: { answer: "a".repeat(5001) },
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ error: "answer_too_long" });
    expect(fieldText(long.body)).toBe("answer: at most 5,000 characters (this one has 5,001)");
    const huge = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: user.token,
      body: { answer: "a".repeat(100_000) },
    });
    expect(huge.status).toBe(413);
    const exactly = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: user.token,
      body: { answer: "b".repeat(5000) },
    });
    expect(exactly.status).toBe(200);
    const turns = await ctx.db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, id));
    expect(turns.filter((t) => t.answer !== null).map((t) => t.answer!.length)).toEqual([5000]);
  });

  it("refuses bad input with 400", async () => {
    const user = await ctx.makeUser(LEARNER);
    const bad = [
      { track: "astrology", questions: 3 },
      { track: "equity-research", questions: 4 },
      { track: "equity-research", questions: "3" },
      { track: "equity-research" },
    ];
    for (const body of bad) {
      const res = await ctx.api("POST", "/api/interview/start", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const { id } = await start(user);
    for (const body of [{ answer: "   " }, {}, { answer: 42 }, { answer: "ok", spokenSeconds: -1 }]) {
      const res = await ctx.api("POST", `/api/interview/${id}/answer`, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await ctx.api("GET", "/api/interview/abc", { token: user.token })).status).toBe(400);
    expect((await ctx.api("GET", "/api/interview/history")).status).toBe(401);
  });

  it("answers 404 for another learner's interview and changes nothing", async () => {
    const owner = await ctx.makeUser(LEARNER);
    const other = await ctx.makeUser(LEARNER);
    const { id } = await start(owner);
    expect((await ctx.api("GET", `/api/interview/${id}`, { token: other.token })).status).toBe(404);
    const post = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: other.token,
      body: { answer: "mine now" },
    });
    expect(post.status).toBe(404);
    expect((await ctx.api("GET", "/api/interview/history", { token: other.token })).body.interviews).toEqual(
      [],
    );
    const [turn] = await ctx.db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, id));
    expect(turn!.answer).toBeNull();
    expect((await ctx.api("GET", "/api/interview/999999", { token: owner.token })).status).toBe(404);
  });

  it("counts a repeated post of the same answer once", async () => {
    const user = await ctx.makeUser(LEARNER);
    const { id } = await start(user);
    const body = { answer: "Revenue, margins and valuation drive my view.", position: 0 };
    const [a, b] = await Promise.all([
      ctx.api("POST", `/api/interview/${id}/answer`, { token: user.token, body }),
      ctx.api("POST", `/api/interview/${id}/answer`, { token: user.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const late = await ctx.api("POST", `/api/interview/${id}/answer`, {
      token: user.token,
      body: { answer: body.answer },
    });
    expect(late.status).toBe(409);
    const answered = await ctx.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, id)));
    expect(answered.filter((t) => t.answer !== null)).toHaveLength(1);
  });

  it("resumes after a restart: an answer saved but not evaluated is evaluated by a new app on the same database", async () => {
    const user = await ctx.makeUser(LEARNER);
    const { id } = await start(user, "hr-behavioural");
    // What a crash between saving and evaluating leaves behind: the answer stored, no feedback, no next turn.
    await ctx.db
      .update(interviewTurns)
      .set({ answer: "During my internship I led a team and we delivered on time.", answeredAt: new Date() })
      .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, 0)));
    const restarted = await buildApp({ config: testConfig(), db: ctx.handle });
    try {
      await restarted.ready();
      const res = await restarted.inject({
        method: "GET",
        url: `/api/interview/${id}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail.answers).toHaveLength(1);
      expect(detail.answers[0].feedback.structure.kind).toBe("star");
      expect(detail.question).toMatchObject({ position: 1, kind: "follow-up" });
      const next = await restarted.inject({
        method: "POST",
        url: `/api/interview/${id}/answer`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: { answer: "As a result we finished two days early and I learned to delegate." },
      });
      expect(next.statusCode).toBe(200);
      expect(next.json().question).toMatchObject({ position: 2, number: 2, kind: "main" });
    } finally {
      await restarted.close();
    }
  });

  it("answers 403 on every interview route for programs whose top menu has no AI Interview", async () => {
    // Issue 21: AI Interview follows the top menu (SPEC.md section 2); section 6 also bars BA, BABASIC and IBEPSILVER.
    const barred = [
      ["FMEPGOLD"],
      ["FMEPSILVER"],
      ["FAFMEP"],
      [{ program: "FAFMEP", plan: "FnO" }],
      ["FnO"],
      ["DS"],
      ["EXCEL"],
      ["NORMAL"],
      ["BA"],
      ["BABASIC"],
      ["IBEPSILVER"],
    ];
    const owner = await ctx.makeUser(LEARNER);
    const { id } = await start(owner);
    const barredIds: number[] = [];
    for (const programs of barred) {
      const user = await ctx.makeUser({ programs, steps: 3 });
      barredIds.push(user.id);
      const calls = [
        await ctx.api("GET", "/api/interview/tracks", { token: user.token }),
        await ctx.api("GET", "/api/interview/history", { token: user.token }),
        await ctx.api("POST", "/api/interview/start", {
          token: user.token,
          body: { track: "equity-research", questions: 3 },
        }),
        await ctx.api("GET", `/api/interview/${id}`, { token: user.token }),
        await ctx.api("POST", `/api/interview/${id}/answer`, { token: user.token, body: { answer: "x" } }),
      ];
      expect(
        calls.map((c) => c.status),
        JSON.stringify(programs),
      ).toEqual([403, 403, 403, 403, 403]);
    }
    for (const programs of [
      ["IBEPGOLD"],
      ["DSFUSION"],
      [{ program: "FnO", plan: "FnO" }],
      [{ program: "FnO", plan: "EDMPGOLD" }],
      [{ program: "FAFMEP", plan: "EDMPGOLD" }],
      ["FMEPPLATINUM"],
    ]) {
      const user = await ctx.makeUser({ programs, steps: 3 });
      const res = await ctx.api("GET", "/api/interview/tracks", { token: user.token });
      expect(res.status, JSON.stringify(programs)).toBe(200);
    }
    const rows = await ctx.db.select().from(interviews);
    expect(rows.filter((r) => barredIds.includes(r.userId))).toEqual([]);
    const [turn] = await ctx.db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, id));
    expect(turn!.answer).toBeNull();
  });

  it("refuses a start beyond the daily limit with 429", async () => {
    const user = await ctx.makeUser(LEARNER);
    for (let i = 0; i < 4; i++) {
      const { id, question } = await start(user, "fno-trading", 3);
      const answered = await ctx.api("POST", `/api/interview/${id}/answer`, {
        token: user.token,
        body: { answer: goodAnswer(question.text), position: question.position },
      });
      expect(answered.status).toBe(200);
    }
    const res = await ctx.api("POST", "/api/interview/start", {
      token: user.token,
      body: { track: "fno-trading", questions: 3 },
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("daily_limit");
    const rows = await ctx.db.select().from(interviews).where(eq(interviews.userId, user.id));
    expect(rows).toHaveLength(4);
    // Four interviews of 3 questions each drew 12 different questions: unseen questions come first.
    expect(new Set(rows.flatMap((r) => r.questionIds)).size).toBe(12);
    const tracks = await ctx.api("GET", "/api/interview/tracks", { token: user.token });
    expect(tracks.body.startedToday).toBe(4);
  });

  it("counts an interview against the daily limit from its first answer, not its start (issue 41)", async () => {
    const user = await ctx.makeUser(LEARNER);
    const started: Awaited<ReturnType<typeof start>>[] = [];
    for (let i = 0; i < 5; i++) started.push(await start(user, "equity-research", 3));
    // Five started and left before a first answer: none counts.
    expect((await ctx.api("GET", "/api/interview/tracks", { token: user.token })).body.startedToday).toBe(0);
    const answer = (s: (typeof started)[number]) =>
      ctx.api("POST", `/api/interview/${s.id}/answer`, {
        token: user.token,
        body: { answer: goodAnswer(s.question.text), position: s.question.position },
      });
    for (const s of started.slice(0, 4)) expect((await answer(s)).status).toBe(200);
    expect((await ctx.api("GET", "/api/interview/tracks", { token: user.token })).body.startedToday).toBe(4);
    // The limit (4 here) is reached: a first answer in the fifth is refused and saves nothing.
    const refused = await answer(started[4]!);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("daily_limit");
    const [turn] = await ctx.db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, started[4]!.id));
    expect(turn!.answer).toBeNull();
  });
});
