// The private calendar feed stops when the learner's access ends: deactivation, a password change, a reset link used,
// and no active enrolment with Live Sessions left; another learner's feed keeps serving.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programEnrolments } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase, testSuite } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fafmepLearner, schedule } from "./helpers/live.ts";
import { serve } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";

/** Creates the learner's feed and answers its path (/api/live/calendar/<token>.ics). */
async function feedPath(ctx: TestContext, user: TestUser): Promise<string> {
  const res = await ctx.api("POST", "/api/user/live/feed", { token: user.token });
  expect(res.status).toBe(200);
  return new URL(res.body.url as string).pathname;
}

describe.each(BACKENDS)("the calendar feed when access ends on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });
  let bystander: string;
  beforeAll(async () => {
    await schedule(suite.ctx, suite.admin.token, 120, { title: "Feed access session" });
    bystander = await feedPath(suite.ctx, await fafmepLearner(suite.ctx));
  });

  /** The feed answers `status`, and the unaffected learner's feed still serves the session with its join link. */
  async function expectFeed(path: string, status: number) {
    expect((await suite.ctx.api("GET", path)).status).toBe(status);
    const other = await suite.ctx.api("GET", bystander);
    expect(other.status).toBe(200);
    expect(other.body).toContain("SUMMARY:Feed access session");
    expect(other.body).toContain("meet.example.com/dcf-clinic");
  }

  it("stops when an admin deactivates the learner, and stays stopped after reactivation", async () => {
    const learner = await fafmepLearner(suite.ctx);
    const path = await feedPath(suite.ctx, learner);
    await expectFeed(path, 200);
    const off = await suite.ctx.api("POST", "/api/admin/users/status", {
      token: suite.admin.token,
      body: { email: learner.email, deactivated: true },
    });
    expect(off.status).toBe(200);
    await expectFeed(path, 404);
    await suite.ctx.api("POST", "/api/admin/users/status", {
      token: suite.admin.token,
      body: { email: learner.email, deactivated: false },
    });
    await expectFeed(path, 404);
  });

  it("stops on a password change; the page then offers a new address, which serves", async () => {
    const learner = await fafmepLearner(suite.ctx);
    const path = await feedPath(suite.ctx, learner);
    const changed = await suite.ctx.api("POST", "/api/user/password", {
      token: learner.token,
      body: { current: learner.password, next: "saffron-monsoon-ledger" },
    });
    expect(changed.status).toBe(200);
    await expectFeed(path, 404);
    const shown = await suite.ctx.api("GET", "/api/user/live/feed", { token: learner.token });
    expect(shown.body).toEqual({ url: null, created_at: null });
    const fresh = await feedPath(suite.ctx, learner);
    expect(fresh).not.toBe(path);
    expect((await suite.ctx.api("GET", fresh)).status).toBe(200);
  });

  it("stops when a reset link is used", async () => {
    const learner = await fafmepLearner(suite.ctx);
    const path = await feedPath(suite.ctx, learner);
    const link = await suite.ctx.api("POST", "/api/admin/users/reset-link", {
      token: suite.admin.token,
      body: { email: learner.email },
    });
    const token = new URL(link.body.url as string, "http://x").searchParams.get("token");
    const reset = await suite.ctx.api("POST", "/api/auth/reset-password", {
      body: { token, password: "lotus-harbour-31" },
    });
    expect(reset.status).toBe(200);
    await expectFeed(path, 404);
  });

  it("stops when no enrolment with Live Sessions remains, and serves again after a renewal", async () => {
    const learner = await suite.ctx.makeUser({
      programs: [{ program: "FAFMEP", plan: "FAGOLD" }, "BA"],
      steps: 3,
    });
    const path = await feedPath(suite.ctx, learner);
    const yesterday = addDays(todayIst(), -1);
    await suite.ctx.db
      .update(programEnrolments)
      .set({ endDate: yesterday })
      .where(eq(programEnrolments.userId, learner.id));
    await expectFeed(path, 404);
    // A BA enrolment (no Live Sessions in its menu) does not keep the feed alive.
    await suite.ctx.db
      .update(programEnrolments)
      .set({ endDate: null })
      .where(eq(programEnrolments.programName, "BA"));
    await expectFeed(path, 404);
    await suite.ctx.db
      .update(programEnrolments)
      .set({ endDate: addDays(todayIst(), 30) })
      .where(eq(programEnrolments.userId, learner.id));
    await expectFeed(path, 200);
  });
});

describe.each(BACKENDS)("two instances and the calendar feed on $name", (backend) => {
  let db: TestDb;
  const instances: { server: RunningServer; ctx: TestContext }[] = [];
  beforeAll(async () => {
    db = await freshDatabase(backend);
    instances.push(await serve(backend, db), await serve(backend, db));
  });
  afterAll(async () => {
    for (const i of instances) await i.server.close();
    await db.drop();
  });

  it("refuses a new feed address from a login that a password change on the other instance ended", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const learner = await fafmepLearner(a.ctx);
    const stolen = await b.ctx.login(learner.id);
    // Instance B now trusts the stolen login from its session cache for a moment.
    expect((await b.ctx.api("GET", "/api/user/live/feed", { token: stolen.token })).status).toBe(200);
    const changed = await a.ctx.api("POST", "/api/user/password", {
      token: learner.token,
      body: { current: learner.password, next: "saffron-monsoon-ledger" },
    });
    expect(changed.body).toMatchObject({ ok: true, ended_sessions: 1 });
    const refused = await b.ctx.api("POST", "/api/user/live/feed", { token: stolen.token });
    expect(refused.status).toBe(401);
    expect((await a.ctx.api("GET", "/api/user/live/feed", { token: learner.token })).body.url).toBeNull();
  });
});
