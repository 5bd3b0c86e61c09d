// A one-time link checked when its page opens and renewed from it, and the learner logged in by setting a password
// (issue 41 items 5 and 6): the status check spends nothing, a used or expired link can mail a new one to its
// account's own address (the same answer for a token never issued), and a reset answers a session like a login.
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { RENEW_LINK_MESSAGE } from "@fincareer/domain/contract/auth";
import { loginSessions, outbox } from "../src/db/schema.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

const NEW_PASSWORD = "monsoon-ledger-47";
const NEVER_ISSUED = "A".repeat(43);

function tokenOf(url: string): string {
  return new URL(url, "http://x").searchParams.get("token")!;
}

async function post(ctx: TestContext, url: string, payload: unknown, remoteAddress = "198.51.100.7") {
  const res = await ctx.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), headers: res.headers };
}

describe.each(BACKENDS)("reset links checked, renewed and logging in on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
  });

  /** A learner created by an admin (never logged in) and the welcome link's token. */
  async function newLearner(email: string) {
    const created = await suite.ctx.api("POST", "/api/admin/users", {
      token: suite.admin.token,
      body: { email, name: "Meera Iyer" },
    });
    expect(created.status).toBe(200);
    return { id: created.body.id as number, token: tokenOf(created.body.reset_link.url) };
  }

  it("the status check says usable, spends nothing, and says not usable once the link is used", async () => {
    const { ctx } = suite;
    const learner = await newLearner("meera.status@x.in");
    const status = (remote?: string) =>
      post(ctx, "/api/auth/reset-link/status", { token: learner.token }, remote);
    expect(await status()).toMatchObject({ status: 200, body: { usable: true } });
    expect(await status()).toMatchObject({ status: 200, body: { usable: true } });
    const reset = await post(ctx, "/api/auth/reset-password", {
      token: learner.token,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await status()).toMatchObject({ status: 200, body: { usable: false } });
    expect(await post(ctx, "/api/auth/reset-link/status", { token: NEVER_ISSUED })).toMatchObject({
      status: 200,
      body: { usable: false },
    });
    // Reusing it says what happened, capitalised, and names the way out.
    const again = await post(ctx, "/api/auth/reset-password", {
      token: learner.token,
      password: NEW_PASSWORD,
    });
    expect(again).toMatchObject({ status: 400, body: { error: "invalid_token" } });
    expect(again.body.message).toMatch(/^This link has been used or has expired.*Send me a new link/);
  });

  it("refuses a malformed token and limits checks per client address", async () => {
    const { ctx } = suite;
    for (const token of ["short", "x".repeat(101), "has spaces in it and is long enough", 42]) {
      const res = await post(ctx, "/api/auth/reset-link/status", { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("validation_error");
    }
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await post(ctx, "/api/auth/reset-link/status", { token: NEVER_ISSUED }, "198.51.100.99")).status,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("renewing a used link mails a new one to its account; an unknown token gets the same answer and no mail", async () => {
    const { ctx } = suite;
    const learner = await newLearner("meera.renew@x.in");
    await ctx.db.delete(outbox);
    expect(
      (await post(ctx, "/api/auth/reset-password", { token: learner.token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const renewed = await post(ctx, "/api/auth/reset-link/renew", { token: learner.token }, "198.51.100.20");
    const unknown = await post(ctx, "/api/auth/reset-link/renew", { token: NEVER_ISSUED }, "198.51.100.20");
    for (const answer of [renewed, unknown]) {
      expect(answer).toEqual(
        expect.objectContaining({ status: 200, body: { ok: true, message: RENEW_LINK_MESSAGE } }),
      );
    }
    const queued = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(queued.map((m) => [m.kind, m.toAddress])).toEqual([["password_reset", "meera.renew@x.in"]]);
    expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 1 });
  });

  it("setting a password logs the learner in with a device cookie; first_login is true only the first time", async () => {
    const { ctx } = suite;
    const learner = await newLearner("meera.login@x.in");
    const reset = await post(ctx, "/api/auth/reset-password", {
      token: learner.token,
      password: NEW_PASSWORD,
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { ok: true, email: "meera.login@x.in", first_login: true },
    });
    expect(String(reset.headers["set-cookie"])).toMatch(/HttpOnly/i);
    const info = await ctx.api("GET", "/api/user/info", { token: reset.body.token as string });
    expect(info).toMatchObject({ status: 200, body: { email: "meera.login@x.in" } });

    // A second reset ends that session and opens a new one; the learner had logged in before.
    const link = await ctx.api("POST", "/api/admin/users/reset-link", {
      token: ctx.operatorToken(),
      body: { email: "meera.login@x.in" },
    });
    const second = await post(ctx, "/api/auth/reset-password", {
      token: tokenOf(link.body.url),
      password: "another-ledger-58",
    });
    expect(second).toMatchObject({ status: 200, body: { first_login: false } });
    expect((await ctx.api("GET", "/api/user/info", { token: reset.body.token as string })).status).toBe(401);
    expect((await ctx.api("GET", "/api/user/info", { token: second.body.token as string })).status).toBe(200);
    const live = await ctx.db.select().from(loginSessions).where(eq(loginSessions.userId, learner.id));
    expect(live.filter((s) => s.endedAt === null)).toHaveLength(1);
  });
});
