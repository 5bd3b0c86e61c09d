// One answer, one evaluation: an answered turn is claimed before it is evaluated, so reads racing the answer (on
// one instance or two on the same database) never start a second model call; they show the answer as being
// evaluated. A claim left by a crashed instance is retaken after its lease. The model is a counting fake on
// 127.0.0.1 that answers after 2 s, or holds its replies until the test releases them.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { App } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { interviewTurns } from "../src/db/schema.ts";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fakeModel } from "./helpers/fake-model.ts";
import type { FakeModel } from "./helpers/fake-model.ts";

const LEARNER = { programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 };
const ANSWER = "I would value it on a DCF and compare peers' multiples.";

describe.each(BACKENDS)("one answer, one evaluation on $name", (backend) => {
  let ctx: TestContext;
  let fake: FakeModel;
  // A second instance of the server on the same database (its own pool on PostgreSQL).
  let other: App;
  let otherHandle: DatabaseHandle;

  beforeAll(async () => {
    fake = await fakeModel();
    fake.latencyMs = 2000;
    const env = { AI_BASE_URL: fake.url, AI_MODEL: "fake-1", AI_TIMEOUT_MS: "10000" };
    ctx = await createTestContext(backend, { env });
    otherHandle = ctx.dbUrl
      ? await openDatabase({ databaseUrl: ctx.dbUrl, dataDir: "", pgliteDir: "" })
      : ctx.handle;
    other = await buildApp({ config: testConfig(env), db: otherHandle });
    await other.ready();
  });
  afterAll(async () => {
    fake.release();
    await other.close();
    if (otherHandle !== ctx.handle) await otherHandle.close();
    await ctx.close();
    await fake.close();
  });

  async function start(user: TestUser): Promise<number> {
    const res = await ctx.api("POST", "/api/interview/start", {
      token: user.token,
      body: { track: "equity-research", questions: 3 },
    });
    expect(res.status).toBe(200);
    return res.body.id as number;
  }

  async function read(app: App, user: TestUser, id: number) {
    const res = await app.inject({
      method: "GET",
      url: `/api/interview/${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function answer(app: App, user: TestUser, id: number, position: number) {
    const res = await app.inject({
      method: "POST",
      url: `/api/interview/${id}/answer`,
      headers: { authorization: `Bearer ${user.token}` },
      payload: { answer: ANSWER, position },
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** Answers the first question while `reads` reads race it; returns the model calls the answer caused. */
  async function raceReads(apps: App[], reads: number) {
    const user = await ctx.makeUser(LEARNER);
    const id = await start(user);
    const before = fake.requests.length;
    fake.hold();
    const answering = answer(apps[0]!, user, id, 0);
    // The answer is saved and its evaluation is under way: now the reads race it.
    await fake.received(before + 1);
    const results = await Promise.all(
      Array.from({ length: reads }, (_, i) => read(apps[i % apps.length]!, user, id)),
    );
    fake.release();
    const answered = await answering;
    return { user, id, results, answered, calls: fake.requests.length - before };
  }

  it("makes one model call for one answer raced by 20 reads, which show it as being evaluated", async () => {
    const { user, id, results, answered, calls } = await raceReads([ctx.app], 20);
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.body.interview.status).toBe("active");
      expect(r.body.answers).toHaveLength(1);
      expect(r.body.answers[0]).toMatchObject({ answer: ANSWER, feedback: null });
      expect(r.body.question).toBeNull();
    }
    expect(answered.status).toBe(200);
    expect(answered.body.feedback.evaluator).toBe("model");
    expect(answered.body.question).toMatchObject({ position: 1, kind: "follow-up" });
    expect(calls).toBe(1);
    const after = await read(ctx.app, user, id);
    expect(after.body.answers[0].feedback).toEqual(answered.body.feedback);
    expect(after.body.question).toMatchObject({ position: 1, kind: "follow-up" });
  });

  it("makes one model call when two instances on one database race reads of the interview", async () => {
    const { results, answered, calls } = await raceReads([other, ctx.app], 20);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.body.answers[0].feedback === null)).toBe(true);
    expect(answered.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("refuses the same answer sent twice at once with 409, and evaluates it once", async () => {
    const user = await ctx.makeUser(LEARNER);
    const id = await start(user);
    const before = fake.requests.length;
    const results = await Promise.all([answer(ctx.app, user, id, 0), answer(other, user, id, 0)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(fake.requests.length - before).toBe(1);
  });

  it("does not let another learner's read of the interview start its evaluation", async () => {
    const user = await ctx.makeUser(LEARNER);
    const stranger = await ctx.makeUser(LEARNER);
    const id = await start(user);
    await ctx.db
      .update(interviewTurns)
      .set({ answer: ANSWER, answeredAt: new Date() })
      .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, 0)));
    const before = fake.requests.length;
    expect((await read(other, stranger, id)).status).toBe(404);
    expect(fake.requests.length).toBe(before);
    const [turn] = await ctx.db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, id));
    expect(turn).toMatchObject({ feedback: null, evaluatingSince: null });
  });

  it.each([
    ["saved and never claimed (a crash before evaluating)", sql`null`],
    ["claimed by an instance that crashed over the lease ago", sql`now() - interval '1 hour'`],
  ])("evaluates an answer %s once, however many reads race it", async (_, since) => {
    const user = await ctx.makeUser(LEARNER);
    const id = await start(user);
    await ctx.db
      .update(interviewTurns)
      .set({ answer: ANSWER, answeredAt: new Date(), evaluatingSince: since })
      .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, 0)));
    const before = fake.requests.length;
    // The model holds its reply until every read but the one evaluating has answered.
    fake.hold();
    let answered = 0;
    let othersDone = () => {};
    const others = new Promise<void>((resolve) => (othersDone = resolve));
    const reads = Array.from({ length: 10 }, (_, i) =>
      read(i % 2 ? other : ctx.app, user, id).then((r) => {
        if (++answered === 9) othersDone();
        return r;
      }),
    );
    await others;
    fake.release();
    const results = await Promise.all(reads);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(fake.requests.length - before).toBe(1);
    // The read that won the claim evaluated it; the others showed it as being evaluated.
    expect(results.filter((r) => r.body.answers[0].feedback !== null)).toHaveLength(1);
    const after = await read(ctx.app, user, id);
    expect(after.body.answers[0].feedback.evaluator).toBe("model");
    expect(after.body.question).toMatchObject({ position: 1, kind: "follow-up" });
    const [turn] = await ctx.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, 0)));
    expect(turn!.evaluatingSince).toBeNull();
  });

  it("leaves an answer claimed within the lease to its evaluator: reads show it as being evaluated", async () => {
    const user = await ctx.makeUser(LEARNER);
    const id = await start(user);
    await ctx.db
      .update(interviewTurns)
      .set({ answer: ANSWER, answeredAt: new Date(), evaluatingSince: sql`now()` })
      .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, 0)));
    const before = fake.requests.length;
    for (const app of [ctx.app, other]) {
      const res = await read(app, user, id);
      expect(res.status).toBe(200);
      expect(res.body.answers[0].feedback).toBeNull();
      expect(res.body.question).toBeNull();
    }
    expect(fake.requests.length).toBe(before);
  });
});
