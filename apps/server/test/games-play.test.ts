// Bull or Bear (g1) and Ratio Match (g2): starting, the rounds without answer keys, judged picks, the wins checks
// (422), double finish (409), duplicates counted once, other learners' games (404), bad input (400) and stats.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameAnswers, gameSessions } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { seedGames } from "../src/modules/games/seed.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

describe.each(BACKENDS)("games g1 and g2 on $name", (backend) => {
  let ctx: TestContext;
  let learner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { MARKET_HISTORY_DAYS: "120" } });
    await seedGames(ctx.db, new Date());
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    other = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Plays every round of the learner's latest g1 set with `pick`, returning the verdicts. */
  async function playG1(user: TestUser, id: number, pick: (round: number) => "up" | "down") {
    let wins = 0;
    for (let round = 1; round <= 10; round++) {
      const res = await ctx.api("POST", `/api/games/round-wins/${id}`, {
        token: user.token,
        body: { round, pick: pick(round), wins },
      });
      expect(res.status).toBe(200);
      wins = res.body.wins;
    }
    return wins;
  }

  it("answers 401 without a token and 404 for an unknown game", async () => {
    expect((await ctx.api("GET", "/api/games/start_game/g1")).status).toBe(401);
    const unknown = await ctx.api("GET", "/api/games/start_game/chess", { token: learner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("unknown_game");
    expect((await ctx.api("GET", "/api/games/start_game/ibep", { token: learner.token })).status).toBe(404);
    expect((await ctx.api("GET", "/api/games/game-stats/poker", { token: learner.token })).status).toBe(404);
    expect((await ctx.api("GET", "/api/games/gameg1", { token: learner.token })).body.error).toBe("no_game");
  });

  it("starts a Bull or Bear set of 10 rebased 60-candle charts without names, dates or answers", async () => {
    const start = await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ id: expect.any(Number), game: "g1", resumed: false });
    const again = await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token });
    expect(again.body).toEqual({ id: start.body.id, game: "g1", resumed: true });

    const view = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: start.body.id,
      status: "open",
      wins: 0,
      total_rounds: 10,
      next_round: 1,
    });
    expect(view.body.rounds).toHaveLength(10);
    for (const r of view.body.rounds) {
      expect(r.candles).toHaveLength(60);
      expect(r.candles[59].close).toBe(100);
      expect(r.candles.map((c: { t: number }) => c.t)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      expect(r).toMatchObject({ pick: null, correct: null, reveal: null });
    }
    // The answer key and the company stay on the server until the call is made.
    const text = JSON.stringify(view.body);
    expect(text).not.toMatch(/"answer"|"company"|"after"|\d{4}-\d{2}-\d{2}/);
  });

  it("judges each call on the server, reveals the series, and refuses a wins total that disagrees (422)", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token })).body;
    const lie = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: "up", wins: 3 },
    });
    expect(lie.status).toBe(422);
    expect(await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id))).toHaveLength(0);

    const first = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: "up", wins: 0 },
    });
    expect(first.status).toBe(200);
    expect(first.body.g1).toMatchObject({
      source: "simulated",
      answer: expect.stringMatching(/^(up|down)$/),
    });
    expect(first.body.correct).toBe(first.body.g1.answer === "up");
    expect(first.body.points).toBe(first.body.correct ? 1 : 0);
    expect(first.body.wins).toBe(first.body.points);
    expect(first.body.g1.after).toHaveLength(5);
    const expectedUp = first.body.g1.after[4].close > 100;
    expect(first.body.g1.answer).toBe(expectedUp ? "up" : "down");

    // The same round again: the first pick stands and nothing is counted twice.
    const dup = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: "down", wins: first.body.wins },
    });
    expect(dup.body).toMatchObject({ duplicate: true, points: first.body.points, wins: first.body.wins });
    const view = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    expect(view.body.rounds[0]).toMatchObject({ pick: "up", correct: first.body.correct });
    expect(view.body.rounds[0].reveal).toEqual(first.body.g1);
    expect(view.body.rounds[1].reveal).toBeNull();
    expect(view.body.next_round).toBe(2);
  });

  it("counts two concurrent posts of the same round once", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token })).body;
    const [game] = await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, id));
    const body = { round: 2, pick: "down", wins: game!.score };
    const [a, b] = await Promise.all([
      ctx.api("POST", `/api/games/round-wins/${id}`, { token: learner.token, body }),
      ctx.api("POST", `/api/games/round-wins/${id}`, { token: learner.token, body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    const rows = await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id));
    expect(rows.filter((r) => r.round === 2)).toHaveLength(1);
    const [after] = await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, id));
    expect(after!.score).toBe(rows.reduce((n, r) => n + r.points, 0));
  });

  it("gives another learner's game a 404 and refuses wrong types with 400, changing nothing", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token })).body;
    const before = await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id));
    const theirs = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: other.token,
      body: { round: 3, pick: "up", wins: 0 },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await ctx.api("POST", `/api/games/set-wins/${id}`, { token: other.token, body: { wins: 0 } })).status,
    ).toBe(404);
    const bad = [
      ["/api/games/round-wins/abc", { round: 3, pick: "up", wins: 0 }],
      [`/api/games/round-wins/${id}`, { round: "three", pick: "up", wins: 0 }],
      [`/api/games/round-wins/${id}`, { round: 3, pick: "sideways", wins: 0 }],
      [`/api/games/round-wins/${id}`, { round: 3, pick: "up", wins: "0" }],
      [`/api/games/round-wins/${id}`, { round: 3, pick: "up" }],
      [`/api/games/round-wins/${id}`, { round: 11, pick: "up", wins: 0 }],
      [`/api/games/round-wins/${id}`, { round: 3, pick: [0, 1, 2, 3, 4], wins: 0 }],
      [`/api/games/set-wins/${id}`, { wins: -1 }],
      [`/api/games/set-wins/${id}`, { wins: 1.5 }],
    ] as const;
    for (const [url, body] of bad) {
      const res = await ctx.api("POST", url, { token: learner.token, body });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id))).toEqual(before);
  });

  it("finishes a set only with the recorded wins, once (422 then 409)", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token })).body;
    const view = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    let wins = view.body.wins;
    for (const r of view.body.rounds.filter((x: { pick: unknown }) => x.pick === null)) {
      const res = await ctx.api("POST", `/api/games/round-wins/${id}`, {
        token: learner.token,
        body: { round: r.round, pick: "up", wins },
      });
      wins = res.body.wins;
    }
    const wrong = await ctx.api("POST", `/api/games/set-wins/${id}`, {
      token: learner.token,
      body: { wins: wins + 1 },
    });
    expect(wrong.status).toBe(422);
    const done = await ctx.api("POST", `/api/games/set-wins/${id}`, { token: learner.token, body: { wins } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id,
      game: "g1",
      wins,
      max_score: 10,
      status: wins >= 6 ? "won" : "lost",
    });
    const twice = await ctx.api("POST", `/api/games/set-wins/${id}`, {
      token: learner.token,
      body: { wins },
    });
    expect(twice.status).toBe(409);
    const late = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    expect(late.body).toMatchObject({ status: done.body.status, next_round: null });
    expect(late.body.rounds.every((r: { reveal: unknown }) => r.reveal !== null)).toBe(true);
    // A new start is a new set.
    const next = await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token });
    expect(next.body.resumed).toBe(false);
    expect(next.body.id).not.toBe(id);
  });

  it("plays Ratio Match with partial credit per correct pair", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g2", { token: learner.token })).body;
    const view = await ctx.api("GET", "/api/games/gameg2", { token: learner.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id, status: "open", total_rounds: 3, max_score: 15, next_round: 1 });
    const round1 = view.body.rounds[0];
    expect(round1.companies).toHaveLength(5);
    expect(round1.cards).toHaveLength(5);
    expect(round1.cards[0]).toEqual({
      card: 0,
      pe: expect.any(Number),
      roe: expect.any(Number),
      debt_equity: expect.any(Number),
      net_margin: expect.any(Number),
      dividend_yield: expect.any(Number),
    });
    expect(round1.answer).toBeNull();
    const dupIndexes = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: [0, 0, 1, 2, 3], wins: 0 },
    });
    expect(dupIndexes.status).toBe(400);
    const upDown = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: "up", wins: 0 },
    });
    expect(upDown.status).toBe(400);

    const res = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: [0, 1, 2, 3, 4], wins: 0 },
    });
    expect(res.status).toBe(200);
    const key: number[] = res.body.g2_answer;
    expect([...key].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(res.body.points).toBe(key.filter((company, card) => company === card).length);
    // Round 2 played with the key learned from nothing but the server's reveal of round 2: full marks need the key.
    const r2 = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 2, pick: [4, 3, 2, 1, 0], wins: res.body.wins },
    });
    expect(r2.body.points).toBe(r2.body.g2_answer.filter((c: number, card: number) => c === 4 - card).length);
    const after = await ctx.api("GET", "/api/games/gameg2", { token: learner.token });
    expect(after.body.rounds[0]).toMatchObject({
      pick: [0, 1, 2, 3, 4],
      answer: key,
      points: res.body.points,
    });
    expect(after.body.rounds[2].answer).toBeNull();
  });

  it("keeps a record per game with accuracy, streak, history and the cohort percentile", async () => {
    const a = await ctx.makeUser({ programs: ["FAFMEP"], steps: 3 });
    const b = await ctx.makeUser({ programs: ["FAFMEP"], steps: 3 });
    for (const user of [a, b]) {
      const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: user.token })).body;
      const view = await ctx.api("GET", "/api/games/gameg1", { token: user.token });
      // a calls every round right and b every round wrong, from the key the server stored.
      const [row] = await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, id));
      const key = (row!.content as { rounds: { answer: "up" | "down" }[] }).rounds.map((r) => r.answer);
      const flip = (x: "up" | "down") => (x === "up" ? "down" : "up");
      const wins = await playG1(user, id, (round) => (user === a ? key[round - 1]! : flip(key[round - 1]!)));
      expect(view.body.rounds).toHaveLength(10);
      await ctx.api("POST", `/api/games/set-wins/${id}`, { token: user.token, body: { wins } });
    }
    const statsA = await ctx.api("GET", "/api/games/game-stats/g1", { token: a.token });
    expect(statsA.status).toBe(200);
    expect(statsA.body).toMatchObject({
      game: "g1",
      played: 1,
      won: 1,
      lost: 0,
      accuracy: 100,
      best_streak: 1,
      percentile: 75,
      cohort_size: 2,
    });
    expect(statsA.body.history).toEqual([
      { id: expect.any(Number), finished_at: expect.any(String), score: 10, max_score: 10, won: true },
    ]);
    const statsB = await ctx.api("GET", "/api/games/game-stats/g1", { token: b.token });
    expect(statsB.body).toMatchObject({
      played: 1,
      won: 0,
      lost: 1,
      accuracy: 0,
      best_streak: 0,
      percentile: 25,
    });
    const none = await ctx.api("GET", "/api/games/game-stats/ecode", { token: a.token });
    expect(none.body).toMatchObject({ played: 0, percentile: null, history: [] });
  });

  it("judges the GETs that start or close a set as writes: an ended enrolment and an admin get 403, no set", async () => {
    const ended = await ctx.makeUser({
      programs: [{ program: "FMEPGOLD", end: addDays(todayIst(), -1) }],
      steps: 3,
    });
    const admin = await ctx.makeUser({ role: "admin", steps: 3 });
    const before = await ctx.db.select().from(gameSessions);
    for (const [user, code] of [
      [ended, "enrolment_ended"],
      [admin, "no_program"],
    ] as const) {
      for (const url of [
        "/api/games/start_game/g1",
        "/api/games/start_game/g2",
        "/api/games/start_game/ecode",
        "/api/games/ibepgames",
        "/api/games/ibepdone",
      ]) {
        const res = await ctx.api("GET", url, { token: user.token });
        expect({ url, status: res.status, error: res.body.error }).toEqual({ url, status: 403, error: code });
      }
      // Reading stays open to both: the record, and the latest set (none yet: 404).
      expect((await ctx.api("GET", "/api/games/game-stats/g1", { token: user.token })).status).toBe(200);
      expect((await ctx.api("GET", "/api/games/gameg1", { token: user.token })).status).toBe(404);
    }
    expect(await ctx.db.select().from(gameSessions)).toEqual(before);
  });

  it("refuses the games to programs without the Games menu (403)", async () => {
    for (const program of ["FMEPSILVER", "DS", "EXCEL", "PYTHON"]) {
      const user = await ctx.makeUser({ programs: [program], steps: 3 });
      for (const url of [
        "/api/games/start_game/g1",
        "/api/games/gameg2",
        "/api/games/ecode/permission",
        "/api/games/ibepgames",
      ]) {
        const res = await ctx.api("GET", url, { token: user.token });
        expect(res.status, `${program} ${url}`).toBe(403);
      }
    }
  });
});
