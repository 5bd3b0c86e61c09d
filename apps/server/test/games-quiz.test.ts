// The ecode timed quiz (permission windows, answers, late answers, done) and the IBEP question sets, plus the seeded
// banks (sizes, keys, idempotent seeding).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IBEP_TOPICS } from "@fincareer/domain/games";
import { ecodePermissions, gameAnswers, gameQuestions, gameSessions } from "../src/db/schema.ts";
import { ECODE_QUESTIONS } from "../src/modules/games/data/ecode-questions.ts";
import { IBEP_QUESTIONS } from "../src/modules/games/data/ibep-questions.ts";
import { arrange, seedGames } from "../src/modules/games/seed.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("games ecode and IBEP on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedGames(ctx.db, new Date());
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const hour = 3_600_000;
  async function grant(body: Record<string, unknown>) {
    const res = await ctx.api("POST", "/api/admin/games/permissions", {
      token: admin.token,
      body: {
        starts_at: new Date(Date.now() - hour).toISOString(),
        ends_at: new Date(Date.now() + hour).toISOString(),
        ...body,
      },
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  /** The stored key of an attempt's questions, by question id. */
  async function keyOf(gameId: number): Promise<Map<number, number>> {
    const [row] = await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, gameId));
    const { questions } = row!.content as { questions: { id: number; answer: number }[] };
    return new Map(questions.map((q) => [q.id, q.answer]));
  }

  it("seeds at least 40 ecode and 60 IBEP questions once, each key pointing at the option written as right", async () => {
    expect(ECODE_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(IBEP_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    await seedGames(ctx.db, new Date());
    const rows = await ctx.db.select().from(gameQuestions);
    expect(rows.filter((q) => q.bank === "ecode")).toHaveLength(ECODE_QUESTIONS.length);
    expect(rows.filter((q) => q.bank === "ibep")).toHaveLength(IBEP_QUESTIONS.length);
    for (const q of [...ECODE_QUESTIONS, ...IBEP_QUESTIONS]) {
      const { options, answer } = arrange(q);
      expect(options[answer]).toBe(q.options[0]);
      expect(new Set(options).size).toBe(4);
      expect(q.explanation.length).toBeGreaterThan(120);
      // The index was renamed from "S&P BSE Sensex" in 2024 (issue 26).
      expect(`${q.prompt} ${q.explanation}`).not.toContain("S&P BSE");
    }
    for (const topic of IBEP_TOPICS)
      expect(IBEP_QUESTIONS.filter((q) => q.topic === topic).length).toBeGreaterThanOrEqual(10);
    // The right answer is not always in the same place.
    const positions = new Set(rows.map((q) => q.answer));
    expect(positions.size).toBe(4);
  });

  it("opens ecode only with a permission window and an attempt left", async () => {
    const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const none = await ctx.api("GET", "/api/games/ecode/permission", { token: learner.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      data: [{ granted: false, attempts: 0, attempts_left: 0, starts_at: null, ends_at: null, source: null }],
      data1: null,
    });
    const refused = await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("no_permission");

    // A window in the future does not open it; a revoked one neither.
    const later = await grant({
      email: learner.email,
      starts_at: new Date(Date.now() + hour).toISOString(),
      ends_at: new Date(Date.now() + 2 * hour).toISOString(),
    });
    expect(later.active).toBe(false);
    const revoked = await grant({ email: learner.email });
    expect(
      (await ctx.api("POST", `/api/admin/games/permissions/${revoked.id}/revoke`, { token: admin.token }))
        .status,
    ).toBe(200);
    expect(
      (await ctx.api("POST", `/api/admin/games/permissions/${revoked.id}/revoke`, { token: admin.token }))
        .status,
    ).toBe(409);
    expect((await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token })).status).toBe(403);

    await grant({ program: "FMEPGOLD", attempts: 1 });
    const open = await ctx.api("GET", "/api/games/ecode/permission", { token: learner.token });
    expect(open.body.data[0]).toMatchObject({
      granted: true,
      attempts: 1,
      attempts_left: 1,
      source: "program",
    });
    expect(open.body.data1).toMatchObject({ questions: 10, minutes: 10, game_id: null });
    const start = await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token });
    expect(start.status).toBe(200);
    const used = await ctx.api("GET", "/api/games/ecode/permission", { token: learner.token });
    expect(used.body.data[0]).toMatchObject({ granted: true, attempts_left: 0 });
    expect(used.body.data1.game_id).toBe(start.body.id);
    await ctx.api("POST", "/api/games/ecode/done", {
      token: learner.token,
      body: { game_id: start.body.id },
    });
    const spent = await ctx.api("GET", "/api/games/ecode/permission", { token: learner.token });
    expect(spent.body.data[0]).toMatchObject({ granted: false, attempts_left: 0 });
    expect((await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token })).status).toBe(403);
  });

  it("plays an ecode attempt: no keys up front, judged answers, a checked tally, done once", async () => {
    const learner = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    const other = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    await grant({ email: learner.email, attempts: 2 });
    const { id } = (await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token })).body;
    const qs = await ctx.api("GET", "/api/games/ecode/questions", { token: learner.token });
    expect(qs.status).toBe(200);
    expect(qs.body.game_id).toBe(id);
    expect(qs.body.seconds_left).toBeGreaterThan(590);
    expect(qs.body.data).toHaveLength(10);
    expect(JSON.stringify(qs.body)).not.toMatch(/"answer"|"explanation"/);
    const key = await keyOf(id);
    const [q1, q2] = qs.body.data;

    const lie = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: { data: { game_id: id, question_id: q1.id, ans: 0 }, win_loss: { win: 1, loss: 0 } },
    });
    expect(lie.status).toBe(422);
    const right = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: { data: { game_id: id, question_id: q1.id, ans: key.get(q1.id) }, win_loss: { win: 0, loss: 0 } },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({
      correct: true,
      answer: key.get(q1.id),
      win_loss: { win: 1, loss: 0 },
      answered: 1,
    });
    expect(right.body.explanation.length).toBeGreaterThan(50);
    const wrongAns = (key.get(q2.id)! + 1) % q2.options.length;
    const wrong = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: { data: { game_id: id, question_id: q2.id, ans: wrongAns }, win_loss: { win: 1, loss: 0 } },
    });
    expect(wrong.body).toMatchObject({ correct: false, win_loss: { win: 1, loss: 1 } });
    const dup = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: { data: { game_id: id, question_id: q2.id, ans: key.get(q2.id) }, win_loss: { win: 1, loss: 1 } },
    });
    expect(dup.body).toMatchObject({ duplicate: true, correct: false, ans: wrongAns });

    const theirs = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: other.token,
      body: { data: { game_id: id, question_id: q1.id, ans: 0 }, win_loss: { win: 0, loss: 0 } },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await ctx.api("POST", "/api/games/ecode/done", { token: other.token, body: { game_id: id } })).status,
    ).toBe(404);
    for (const body of [
      { data: { game_id: id, question_id: q1.id, ans: "a" }, win_loss: { win: 0, loss: 0 } },
      { data: { game_id: id, question_id: q1.id, ans: 0 } },
      { data: { game_id: "x", question_id: q1.id, ans: 0 }, win_loss: { win: 0, loss: 0 } },
    ]) {
      expect((await ctx.api("POST", "/api/games/ecode/set-ans", { token: learner.token, body })).status).toBe(
        400,
      );
    }
    expect(
      (await ctx.api("POST", "/api/games/ecode/done", { token: learner.token, body: { game_id: "1" } }))
        .status,
    ).toBe(400);

    const current = await ctx.api("GET", "/api/games/gameecode", { token: learner.token });
    expect(current.body).toMatchObject({
      id,
      status: "open",
      questions: 10,
      answered: 2,
      win_loss: { win: 1, loss: 1 },
    });
    const seen = await ctx.api("GET", "/api/games/ecode/questions", { token: learner.token });
    expect(seen.body.data[0].answered).toMatchObject({ correct: true, answer: key.get(q1.id) });
    expect(seen.body.data[2].answered).toBeNull();

    const done = await ctx.api("POST", "/api/games/ecode/done", {
      token: learner.token,
      body: { game_id: id },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, status: "lost", win_loss: { win: 1, loss: 1 }, timed_out: false });
    expect(
      (await ctx.api("POST", "/api/games/ecode/done", { token: learner.token, body: { game_id: id } }))
        .status,
    ).toBe(409);
    const afterDone = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: { data: { game_id: id, question_id: qs.body.data[3].id, ans: 0 }, win_loss: { win: 1, loss: 1 } },
    });
    expect(afterDone.status).toBe(409);
    expect((await ctx.api("GET", "/api/games/ecode/questions", { token: learner.token })).status).toBe(404);
  });

  it("refuses an answer after the time limit and counts the attempt as lost", async () => {
    const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await grant({ email: learner.email, attempts: 3 });
    const { id } = (await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token })).body;
    const key = await keyOf(id);
    const [first] = [...key.keys()];
    // Ten correct answers would win; the clock runs out first (moved back instead of waited for).
    await ctx.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, id));
    const late = await ctx.api("POST", "/api/games/ecode/set-ans", {
      token: learner.token,
      body: {
        data: { game_id: id, question_id: first, ans: key.get(first!) },
        win_loss: { win: 0, loss: 0 },
      },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("time_up");
    const [row] = await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, id));
    expect(row).toMatchObject({ status: "lost", score: 0 });
    expect(await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id))).toHaveLength(0);
    expect(
      (await ctx.api("POST", "/api/games/ecode/done", { token: learner.token, body: { game_id: id } }))
        .status,
    ).toBe(409);
    const stats = await ctx.api("GET", "/api/games/game-stats/ecode", { token: learner.token });
    expect(stats.body).toMatchObject({ played: 1, lost: 1 });
  });

  it("closes an attempt left open past its limit by its score, and a win needs 6 of 10", async () => {
    const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await grant({ email: learner.email, attempts: 3 });
    const { id } = (await ctx.api("GET", "/api/games/start_game/ecode", { token: learner.token })).body;
    const key = await keyOf(id);
    let win = 0;
    for (const [qid, answer] of [...key.entries()].slice(0, 6)) {
      const res = await ctx.api("POST", "/api/games/ecode/set-ans", {
        token: learner.token,
        body: { data: { game_id: id, question_id: qid, ans: answer }, win_loss: { win, loss: 0 } },
      });
      win = res.body.win_loss.win;
    }
    await ctx.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, id));
    const current = await ctx.api("GET", "/api/games/gameecode", { token: learner.token });
    expect(current.body).toMatchObject({ id, status: "won", seconds_left: 0, win_loss: { win: 6, loss: 0 } });
  });

  it("plays an IBEP set: two questions per topic, explanations after each answer, a running total, ibepdone once", async () => {
    const learner = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
    const fmep = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    // Every program with Games may practise the IBEP sets too.
    expect((await ctx.api("GET", "/api/games/ibepgames", { token: fmep.token })).status).toBe(200);

    expect(
      (await ctx.api("POST", "/api/games/ibepgamesdata", { token: learner.token, body: { id: 1, ans: 0 } }))
        .status,
    ).toBe(409);
    const set = await ctx.api("GET", "/api/games/ibepgames", { token: learner.token });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ totalscore: 0, count: 0, response: [] });
    expect(set.body.data).toHaveLength(10);
    for (const topic of IBEP_TOPICS)
      expect(set.body.data.filter((q: { topic: string }) => q.topic === topic)).toHaveLength(2);
    expect(JSON.stringify(set.body.data)).not.toMatch(/"answer"|"explanation"/);
    expect((await ctx.api("GET", "/api/games/ibepgames", { token: learner.token })).body.id).toBe(
      set.body.id,
    );

    const key = await keyOf(set.body.id);
    let total = 0;
    for (const [i, q] of set.body.data.entries()) {
      const ans = i < 7 ? key.get(q.id)! : (key.get(q.id)! + 1) % 4;
      const res = await ctx.api("POST", "/api/games/ibepgamesdata", {
        token: learner.token,
        body: { id: q.id, ans },
      });
      expect(res.status).toBe(200);
      total += i < 7 ? 1 : 0;
      expect(res.body).toMatchObject({
        correct: i < 7,
        answer: key.get(q.id),
        totalscore: total,
        count: i + 1,
        total: 10,
      });
      expect(res.body.explanation.length).toBeGreaterThan(50);
    }
    const first = set.body.data[0];
    const dup = await ctx.api("POST", "/api/games/ibepgamesdata", {
      token: learner.token,
      body: { id: first.id, ans: (key.get(first.id)! + 1) % 4 },
    });
    expect(dup.body).toMatchObject({ duplicate: true, correct: true, totalscore: 7, count: 10 });
    expect(
      (
        await ctx.api("POST", "/api/games/ibepgamesdata", {
          token: learner.token,
          body: { id: 999999, ans: 0 },
        })
      ).status,
    ).toBe(404);
    for (const body of [
      { id: "x", ans: 0 },
      { id: first.id },
      { id: first.id, ans: -1 },
      { id: first.id, ans: 1.5 },
    ]) {
      expect((await ctx.api("POST", "/api/games/ibepgamesdata", { token: learner.token, body })).status).toBe(
        400,
      );
    }
    const progress = await ctx.api("GET", "/api/games/ibepgames", { token: learner.token });
    expect(progress.body).toMatchObject({ totalscore: 7, count: 10 });
    expect(progress.body.response).toHaveLength(10);

    const done = await ctx.api("GET", "/api/games/ibepdone", { token: learner.token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: set.body.id, totalscore: 7, total: 10, won: true });
    expect(fieldText(done.body)).toBe("You won this IBEP question set: 7 of 10.");
    expect((await ctx.api("GET", "/api/games/ibepdone", { token: learner.token })).status).toBe(409);
    const stats = await ctx.api("GET", "/api/games/game-stats/ibep", { token: learner.token });
    expect(stats.body).toMatchObject({ played: 1, won: 1, accuracy: 70 });
    // The next GET starts a fresh set.
    const next = await ctx.api("GET", "/api/games/ibepgames", { token: learner.token });
    expect(next.body.id).not.toBe(set.body.id);
  });

  it("keeps a permission per learner or program, never both, with a window that ends after it starts", async () => {
    for (const body of [
      { starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + hour).toISOString() },
      {
        email: "a@b.in",
        program: "BA",
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + hour).toISOString(),
      },
      {
        program: "BA",
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() - hour).toISOString(),
      },
      {
        program: "NOPE",
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + hour).toISOString(),
      },
      { program: "BA", starts_at: "tomorrow", ends_at: new Date(Date.now() + hour).toISOString() },
    ]) {
      const res = await ctx.api("POST", "/api/admin/games/permissions", { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await ctx.api("POST", "/api/admin/games/permissions", {
      token: admin.token,
      body: {
        email: "nobody@test.example",
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + hour).toISOString(),
      },
    });
    expect(missing.status).toBe(404);
    const count = (await ctx.db.select().from(ecodePermissions)).length;
    const list = await ctx.api("GET", "/api/admin/games/permissions", { token: admin.token });
    expect(list.body.permissions).toHaveLength(count);
  });
});
