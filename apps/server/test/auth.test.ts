import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPushes } from "./helpers/sockets.ts";
import { loginSessions, notifications, users } from "../src/db/schema.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("auth on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("signs up a learner with a lower-cased email and an argon2id hash, then logs in", async () => {
    const res = await ctx.api("POST", "/api/auth/signup", {
      body: {
        name: " Asha Rao ",
        email: "Asha.Rao@Example.COM",
        password: "kite-river-42",
        consent: { notice_version: 1, accepted: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: expect.stringContaining("log in") });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "asha.rao@example.com"));
    expect(row).toMatchObject({ name: "Asha Rao", role: "learner", postSignupSteps: 0, cprogram: null });
    expect(row!.passwordHash.startsWith("$argon2id$")).toBe(true);
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: "asha.rao@example.com", password: "kite-river-42" },
    });
    const info = await ctx.api("GET", "/api/user/info", { token: login.body.token });
    expect(info.status).toBe(200);
    expect(info.body.email).toBe("asha.rao@example.com");
  });

  it("answers a sign-up with a registered email exactly like a new one, and tells the owner instead", async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, "asha.rao@example.com"));
    const fresh = await ctx.api("POST", "/api/auth/signup", {
      body: {
        name: "Someone New",
        email: "someone.new@example.com",
        password: "amber-falcon-77",
        consent: { notice_version: 1, accepted: true },
      },
    });
    const before = await ctx.db.select().from(users);
    const pushes = recordPushes(ctx.realtime);
    const taken = await ctx
      .api("POST", "/api/auth/signup", {
        body: {
          name: "Other",
          email: "ASHA.RAO@example.com",
          password: "amber-falcon-77",
          consent: { notice_version: 1, accepted: true },
        },
      })
      .finally(pushes.stop);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // No account was created or changed; the owner's password still works and they got a notification.
    expect(await ctx.db.select().from(users)).toEqual(before);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner!.id));
    expect(row!.message).toMatch(/tried to create a new account with your email/);
    // The push names the stored notice (a socket that reconnects catches up by id).
    expect(pushes.sent).toEqual([
      { userId: owner!.id, event: "pupdate", payload: { msg: row!.message, id: row!.id } },
    ]);
    const stranger = await ctx.api("POST", "/api/auth/login", {
      body: { email: "asha.rao@example.com", password: "amber-falcon-77" },
    });
    expect(stranger.status).toBe(401);
  });

  it("logs in and records a login session that the token points to", async () => {
    const res = await ctx.api("POST", "/api/auth/login", {
      body: { email: "asha.rao@example.com", password: "kite-river-42" },
    });
    expect(res.status).toBe(200);
    const session = await ctx.api("GET", "/api/user/usersession", { token: res.body.token });
    expect(session.status).toBe(200);
    const sid = (ctx.app.jwt.decode(res.body.token) as { sid: number }).sid;
    const [row] = await ctx.db.select().from(loginSessions).where(eq(loginSessions.id, sid));
    expect(new Date(session.body.start_time).getTime()).toBe(row!.startTime.getTime());
  });

  it("answers the same 401 for an unknown email and for a wrong password", async () => {
    const unknown = await ctx.api("POST", "/api/auth/login", {
      body: { email: "nobody@example.com", password: "kite-river-42" },
    });
    const wrong = await ctx.api("POST", "/api/auth/login", {
      body: { email: "asha.rao@example.com", password: "wrong-pass" },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.error).toBe("invalid_credentials");
  });

  it("logout ends the session and the token stops working", async () => {
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: "asha.rao@example.com", password: "kite-river-42" },
    });
    const token = login.body.token as string;
    const out = await ctx.api("POST", "/api/auth/logout", { token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    const sid = (ctx.app.jwt.decode(token) as { sid: number }).sid;
    const [row] = await ctx.db.select().from(loginSessions).where(eq(loginSessions.id, sid));
    expect(row!.endedAt).not.toBeNull();
    const after = await ctx.api("GET", "/api/user/info", { token });
    expect(after.status).toBe(401);
    expect(fieldText(after.body)).toBe("this login session has ended: log in again");
  });

  it("a session checked a moment ago still ends at once on logout, and a new role applies at once", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    expect((await ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(200);
    expect((await ctx.api("GET", "/api/admin/users", { token: user.token })).status).toBe(403);
    const promoted = await ctx.api("POST", "/api/admin/users/admin", {
      token: ctx.operatorToken(),
      body: { email: user.email },
    });
    expect(promoted.status).toBe(200);
    expect((await ctx.api("GET", "/api/admin/users", { token: user.token })).status).toBe(200);
    expect((await ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    const after = await ctx.api("GET", "/api/user/info", { token: user.token });
    expect(after.status).toBe(401);
  });

  it("logout accepts an empty JSON body (Content-Type set, no payload)", async () => {
    const user = await ctx.makeUser();
    const res = await ctx.api("POST", "/api/auth/logout", {
      token: user.token,
      payload: "",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
  });

  it("limits failed logins per address and account: the 11th attempt gets 429", async () => {
    const user = await ctx.makeUser({ email: "limited@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.api("POST", "/api/auth/login", {
        body: { email: user.email, password: "wrong-password" },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error).toBe("too_many_requests");
        expect(fieldText(res.body)).toBe("too many failed logins for this account: try again in 5 minutes");
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The same address in other letter cases shares the counter...
    const upper = await ctx.api("POST", "/api/auth/login", {
      body: { email: "LIMITED@example.com", password: "password123" },
    });
    expect(upper.status).toBe(429);
    // ...while another account from the same client is not locked out.
    const other = await ctx.makeUser();
    const ok = await ctx.api("POST", "/api/auth/login", {
      body: { email: other.email, password: "password123" },
    });
    expect(ok.status).toBe(200);
  });

  it("rate-limits sign-up attempts too", async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await ctx.api("POST", "/api/auth/signup", {
          body: {
            name: "Spam",
            email: "spam@example.com",
            password: "kite-river-42",
            consent: { notice_version: 1, accepted: true },
          },
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});
