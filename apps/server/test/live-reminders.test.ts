// Live-session reminders: "starts soon" and "has started" exactly once per learner and session, with two app
// instances on one database and across restarts; cancelling and moving a session tell those already reminded.
import { and, eq, like, notLike } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { App } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { liveReminders, notifications } from "../src/db/schema.ts";
import { createLiveReminders } from "../src/modules/live/reminders.ts";
import { createRealtime } from "../src/platform/realtime.ts";
import type { SocketRealtime } from "../src/platform/realtime.ts";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { MINUTE, fafmepLearner, ibepLearner, schedule } from "./helpers/live.ts";

describe.each(BACKENDS)("live-session reminders on $name", (backend) => {
  let ctx: TestContext;
  let adminToken: string;
  // A second instance: its own app and, on PostgreSQL, its own connection pool to the same database.
  let second: App;
  let secondDb: DatabaseHandle | null = null;
  let secondRealtime: SocketRealtime;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    adminToken = (await ctx.makeUser({ role: "admin" })).token;
    const handle = ctx.dbUrl
      ? (secondDb = await openDatabase({ databaseUrl: ctx.dbUrl, dataDir: "", pgliteDir: "" }))
      : ctx.handle;
    secondRealtime = await createRealtime({});
    second = await buildApp({ config: testConfig(), db: handle, realtime: secondRealtime });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondRealtime.close();
    await secondDb?.close();
    await ctx.close();
  });

  /** The learner's notifications whose text contains `text`, besides the notice that the session was scheduled. */
  async function messages(userId: number, text: string): Promise<string[]> {
    const rows = await ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          like(notifications.message, `%${text}%`),
          notLike(notifications.message, "New live session:%"),
        ),
      );
    return rows.map((r) => r.message);
  }

  const sweepBoth = (now: Date) =>
    Promise.all([
      ctx.app.live.reminders.sweep(now),
      second.live.reminders.sweep(now),
      ctx.app.live.reminders.sweep(now),
      second.live.reminders.sweep(now),
    ]);

  it("sends the early and the start reminder exactly once per learner with two instances sweeping at once", async () => {
    const learners = await Promise.all([fafmepLearner(ctx), fafmepLearner(ctx), ibepLearner(ctx)]);
    const s = await schedule(ctx, adminToken, 45, {
      title: "Exactly-once check",
      programs: ["FAFMEP", "IBEPGOLD"],
    });
    const start = new Date(s.start_time).getTime();

    // 40 minutes before: nothing is due yet.
    expect((await sweepBoth(new Date(start - 40 * MINUTE))).every((r) => r.soon === 0)).toBe(true);
    const soon = await sweepBoth(new Date(start - 29 * MINUTE));
    expect(soon.reduce((n, r) => n + r.soon, 0)).toBe(3);
    // Again later in the window, as after a restart: nothing new.
    await sweepBoth(new Date(start - 5 * MINUTE));
    const started = await sweepBoth(new Date(start + MINUTE));
    expect(started.reduce((n, r) => n + r.start, 0)).toBe(3);
    await sweepBoth(new Date(start + 30 * MINUTE));

    for (const learner of learners) {
      const got = await messages(learner.id, "Exactly-once check");
      // Sent 29 minutes before the start, it says so (not the configured 30).
      expect(got.filter((m) => m.includes("starts in 29 minutes"))).toHaveLength(1);
      expect(got.filter((m) => m.includes("has started"))).toHaveLength(1);
      expect(got).toHaveLength(2);
    }
    const rows = await ctx.db.select().from(liveReminders).where(eq(liveReminders.sessionId, s.id));
    expect(rows).toHaveLength(6); // Every live-session notice (scheduled, reminders) opens Live Sessions (issue 41).
    const links = await ctx.db
      .selectDistinct({ link: notifications.link })
      .from(notifications)
      .where(like(notifications.message, "%Exactly-once check%"));
    expect(links).toEqual([{ link: "/lifesession" }]);
  });

  it("reaches only learners whose menu has Live Sessions for the session's programs", async () => {
    const fa = await fafmepLearner(ctx);
    const plainFa = await ctx.makeUser({ programs: ["FAFMEP"], steps: 3 });
    const ib = await ibepLearner(ctx);
    const ended = await ctx.makeUser({
      programs: [{ program: "FAFMEP", plan: "FAGOLD", start: "2024-01-01", end: "2024-12-31" }],
      steps: 3,
    });
    const s = await schedule(ctx, adminToken, 20, { title: "Audience check" });
    await ctx.app.live.reminders.sweep(new Date(new Date(s.start_time).getTime() - 10 * MINUTE));
    expect(await messages(fa.id, "Audience check")).toHaveLength(1);
    for (const other of [plainFa, ib, ended])
      expect(await messages(other.id, "Audience check")).toHaveLength(0);
  });

  it("skips the early reminder when no instance ran during its window and sends only 'has started'", async () => {
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, adminToken, 50, { title: "Missed window" });
    const start = new Date(s.start_time).getTime();
    await ctx.app.live.reminders.sweep(new Date(start + 10 * MINUTE));
    expect(await messages(learner.id, "Missed window")).toEqual([expect.stringContaining("has started")]);
    // After the end nothing more is sent.
    await ctx.app.live.reminders.sweep(new Date(start + 61 * MINUTE));
    expect(await messages(learner.id, "Missed window")).toHaveLength(1);
  });

  it("uses the configured lead time", async () => {
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, adminToken, 100, { title: "Lead time check" });
    const start = new Date(s.start_time).getTime();
    const reminders = createLiveReminders({
      db: ctx.db,
      notifications: ctx.app.services.notifications,
      leadMinutes: 60,
    });
    await reminders.sweep(new Date(start - 61 * MINUTE));
    expect(await messages(learner.id, "Lead time check")).toHaveLength(0);
    await reminders.sweep(new Date(start - 59 * MINUTE));
    expect(await messages(learner.id, "Lead time check")).toEqual([
      expect.stringContaining("starts in 59 minutes"),
    ]);
  });

  it("pushes pupdate to the learner after the reminder is stored", async () => {
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, adminToken, 25, { title: "Push check" });
    const sent: { userId: number; event: string; payload: unknown }[] = [];
    const original = ctx.realtime.toUser.bind(ctx.realtime);
    ctx.realtime.toUser = (userId, event, payload) => {
      sent.push({ userId, event, payload });
      original(userId, event, payload);
    };
    try {
      await ctx.app.live.reminders.sweep(new Date(new Date(s.start_time).getTime() - 20 * MINUTE));
    } finally {
      ctx.realtime.toUser = original;
    }
    // Sessions of the other tests share the clock, so only this session's pushes are counted.
    const mine = sent.filter(
      (m) => m.userId === learner.id && JSON.stringify(m.payload).includes("Push check"),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      event: "pupdate",
      payload: { msg: expect.stringContaining("Push check") },
    });
  });

  it("cancelling tells the learners already reminded, once, and nobody else", async () => {
    const reminded = await fafmepLearner(ctx);
    const s = await schedule(ctx, adminToken, 25, { title: "Cancel notice check" });
    await ctx.app.live.reminders.sweep(new Date(new Date(s.start_time).getTime() - 20 * MINUTE));
    // Enrolled after the reminder went out: never heard of the session, so no cancellation notice either.
    const late = await fafmepLearner(ctx);
    const remindedRows = await ctx.db.select().from(liveReminders).where(eq(liveReminders.sessionId, s.id));
    expect(remindedRows.some((r) => r.userId === reminded.id)).toBe(true);

    const res = await ctx.api("POST", `/api/admin/live/${s.id}/cancel`, {
      token: adminToken,
      body: { reason: "the instructor is unwell" },
    });
    expect(res.status).toBe(200);
    // Every learner reminded of this session (the other tests' FAFMEP learners too), each once.
    expect(res.body.notified).toBe(remindedRows.length);
    expect(
      (
        await second.inject({
          method: "POST",
          url: `/api/admin/live/${s.id}/cancel`,
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).statusCode,
    ).toBe(409);

    const got = await messages(reminded.id, "Cancel notice check");
    const notices = got.filter((m) => m.startsWith("Live session cancelled"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/Reason: the instructor is unwell$/);
    expect(await messages(late.id, "Cancel notice check")).toHaveLength(0);
    // A cancelled session gets no further reminders.
    await sweepBoth(new Date(new Date(s.start_time).getTime() + MINUTE));
    expect(await messages(reminded.id, "Cancel notice check")).toHaveLength(2);
  });

  it("moving a reminded session tells the learner and reminds them again for the new time", async () => {
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, adminToken, 25, { title: "Moved session check" });
    await ctx.app.live.reminders.sweep(new Date(new Date(s.start_time).getTime() - 20 * MINUTE));
    const newStart = new Date(Date.now() + 24 * 60 * MINUTE);
    const res = await ctx.api("PATCH", `/api/admin/live/${s.id}`, {
      token: adminToken,
      body: { start_time: newStart.toISOString() },
    });
    expect(res.status).toBe(200);
    const got = await messages(learner.id, "Moved session check");
    expect(got.filter((m) => m.startsWith("Live session moved"))).toHaveLength(1);
    await sweepBoth(new Date(newStart.getTime() - 10 * MINUTE));
    expect(
      (await messages(learner.id, "Moved session check")).filter((m) => m.includes("starts in")),
    ).toHaveLength(2);
  });
});
