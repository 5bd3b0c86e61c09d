// The background loops as a listening server runs them (app.workers.startAll, as server.ts does): the live-session
// reminders, the mail sender, the renewal sweep and mail retention, each run at start with the clock the test sets
// (only Date is faked; the loops' timers are real), and their effect read in the database. The sweeps' own tests
// call sweep(now) directly; this one shows the loops call them, with the time of day, and that what they queue is sent.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveReminders, liveSessions, notifications, outbox } from "../src/db/schema.ts";
import { enqueueMail } from "../src/platform/outbox.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { until } from "./helpers/wait.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 11:30 IST on Friday 1 March 2030. */
const NOW = new Date("2030-03-01T06:00:00Z");

describe.each(BACKENDS)("background loops on $name", (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      env: { LIVE_SWEEP_MS: "200", MAIL_POLL_MS: "200", MAIL_BODY_RETENTION_DAYS: "90" },
    });
  });
  afterAll(async () => {
    await ctx?.app.workers.stopAll();
    vi.useRealTimers();
    await ctx?.close();
  });

  it("remind of a live session, queue a renewal, send both mails and empty an old mail's body, on the set clock", async () => {
    // A learner whose FA FMEP Gold enrolment ends on 10/03/2030 (9 days after NOW), and a session 20 minutes away.
    const learner = await ctx.makeUser({
      programs: [{ program: "FAFMEP", plan: "FAGOLD", start: "2030-01-01", end: "2030-03-10" }],
      steps: 3,
    });
    const [session] = await ctx.db
      .insert(liveSessions)
      .values({ title: "Loop check", programs: ["FAFMEP"], startTime: new Date(NOW.getTime() + 20 * MINUTE) })
      .returning();
    // A mail sent 100 days before NOW, still holding its text (the body is kept 90 days).
    const oldId = await ctx.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: "old@x.in" }));
    await ctx.db
      .update(outbox)
      .set({ state: "sent", sentAt: new Date(NOW.getTime() - 100 * DAY), textBody: "old text" })
      .where(eq(outbox.id, oldId));

    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    ctx.app.workers.startAll();

    const mailsTo = () =>
      ctx.db
        .select({ kind: outbox.kind, state: outbox.state })
        .from(outbox)
        .where(eq(outbox.userId, learner.id));
    await until(
      async () => {
        const mails = await mailsTo();
        return mails.length >= 2 && mails.every((m) => m.state === "sent");
      },
      "the learner's reminder and renewal mails to be sent",
      { ms: 30_000, every: 100 },
    );
    await until(
      async () => {
        const [old] = await ctx.db.select().from(outbox).where(eq(outbox.id, oldId));
        return old!.textBody === null;
      },
      "the 100-day-old mail's body to be emptied",
      { ms: 30_000, every: 100 },
    );

    // The live reminder: one "soon" row and its bell notice with the time left on the set clock.
    const reminders = await ctx.db
      .select({ kind: liveReminders.kind })
      .from(liveReminders)
      .where(and(eq(liveReminders.sessionId, session!.id), eq(liveReminders.userId, learner.id)));
    expect(reminders).toEqual([{ kind: "soon" }]);
    const bell = await ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(bell.map((n) => n.message).filter((m) => m.includes("Loop check"))).toEqual([
      expect.stringMatching(/^Live session "Loop check" starts in (20|19) minutes \(01\/03\/2030/),
    ]);
    // The renewal for the enrolment's end date, and the live reminder mail, both sent.
    const mails = await ctx.db
      .select({ kind: outbox.kind, state: outbox.state, dedupeKey: outbox.dedupeKey, sentAt: outbox.sentAt })
      .from(outbox)
      .where(eq(outbox.userId, learner.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(expect.arrayContaining(["renewal"]));
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.kind === "renewal")).toMatchObject({
      state: "sent",
      dedupeKey: expect.stringMatching(/^renewal:\d+:2030-03-10$/),
    });
    // Sent on the set clock, not the machine's.
    for (const m of mails) expect(m.sentAt!.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
  }, 90_000);
});
