import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loginSessions, passwordResetTokens, users } from "../src/db/schema.ts";
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from "../src/modules/auth/login-throttle.ts";
import { RESET_LINK_TTL_MS } from "../src/platform/reset-tokens.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("passwords, login limits and reset links on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A login from a given client address (each test uses its own, so the address limits do not mix). */
  async function login(email: string, password: string, ip: string) {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: ip,
      payload: { email, password },
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body) as { token?: string; error?: string; message?: string },
    };
  }

  async function signup(password: string, email = "neha.iyer@example.com", name = "Neha Iyer") {
    return ctx.api("POST", "/api/auth/signup", {
      body: { name, email, password, consent: { notice_version: 1, accepted: true } },
    });
  }

  describe("new passwords", () => {
    // The whole message: the length and own-words rules (domain password.ts, contract/auth.ts) and the zxcvbn
    // check (lib/password-strength.ts, whose warning for a password in the top 100 of its list is "frequently used").
    const common = (why: string) =>
      `body.password: Password is too common or easy to guess (${why}): use a longer phrase of unrelated words`;
    it.each([
      ["12345678", "body.password: Choose a password of at least 10 characters"],
      ["password1234", common("this is similar to a commonly used password")],
      ["1234567890", common("this is a frequently used password")],
      ["neha.iyer@example.com", "body.password: Choose a password that is not your email address"],
      ["NehaIyer2026!", "body.password: Choose a password without your email address or name in it"],
      ["qwertyuiop", common("this is a frequently used password")],
    ])("refuses %s at sign-up with a clear 400 and creates nothing", async (password, message) => {
      const before = await ctx.db.select().from(users);
      const res = await signup(password);
      expect(res.status).toBe(400);
      expect(fieldText(res.body)).toBe(message);
      expect(await ctx.db.select().from(users)).toEqual(before);
    });

    it("accepts a long phrase of unrelated words", async () => {
      expect((await signup("mango-tabla-river")).status).toBe(200);
    });

    it("keeps older, shorter passwords working at login (the rules apply to new passwords)", async () => {
      const user = await ctx.makeUser({ password: "demo1234" });
      expect((await login(user.email, "demo1234", "10.0.0.1")).status).toBe(200);
    });
  });

  describe("change password", () => {
    it("needs the current password, refuses weak ones, and ends the other sessions only", async () => {
      const user = await ctx.makeUser({
        email: "kiran.shah@example.com",
        name: "Kiran Shah",
        password: "old-pass-1234",
      });
      const other = await ctx.login(user.id);
      const wrong = await ctx.api("POST", "/api/user/password", {
        token: user.token,
        body: { current: "not-it-at-all", next: "saffron-kettle-88" },
      });
      expect(wrong).toMatchObject({ status: 400, body: { error: "wrong_password" } });
      const weak = await ctx.api("POST", "/api/user/password", {
        token: user.token,
        body: { current: "old-pass-1234", next: "kiran.shah@example.com" },
      });
      expect(weak).toMatchObject({ status: 400, body: { error: "weak_password" } });
      const common = await ctx.api("POST", "/api/user/password", {
        token: user.token,
        body: { current: "old-pass-1234", next: "password1234" },
      });
      expect(fieldText(common.body)).toBe(
        "body.next: Password is too common or easy to guess (this is similar to a commonly used password): use a longer phrase of unrelated words",
      );
      expect((await ctx.api("GET", "/api/user/info", { token: other.token })).status).toBe(200);

      const ok = await ctx.api("POST", "/api/user/password", {
        token: user.token,
        body: { current: "old-pass-1234", next: "saffron-kettle-88" },
      });
      expect(ok).toMatchObject({ status: 200, body: { ok: true, ended_sessions: 1 } });
      expect((await ctx.api("GET", "/api/user/info", { token: other.token })).status).toBe(401);
      expect((await ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(200);
      expect((await login(user.email, "old-pass-1234", "10.0.1.1")).status).toBe(401);
      expect((await login(user.email, "saffron-kettle-88", "10.0.1.1")).status).toBe(200);
    });

    it("needs a login", async () => {
      const res = await ctx.api("POST", "/api/user/password", {
        body: { current: "x", next: "saffron-kettle-88" },
      });
      expect(res.status).toBe(401);
    });
  });

  describe("login limits", () => {
    it("slows password spraying: one address failing across many accounts gets 429, even for a right password", async () => {
      const ip = "10.1.0.1";
      const victims = await Promise.all([1, 2, 3].map(() => ctx.makeUser()));
      for (let i = 0; i < ADDRESS_FAILURES.max; i++) {
        const res = await login(`sprayed${i}@example.com`, "Spring2026!", ip);
        expect(res.status).toBe(401);
      }
      const blocked = await login(victims[0]!.email, "password123", ip);
      expect(blocked).toMatchObject({ status: 429, body: { error: "too_many_requests" } });
      expect(fieldText(blocked.body)).toBe(
        "too many failed logins from your network: try again in 10 minutes",
      );
      // Another address is not affected.
      expect((await login(victims[1]!.email, "password123", "10.1.0.2")).status).toBe(200);
    });

    it("does not lock the owner out: an attacker's failures block only the attacker's address, briefly", async () => {
      const owner = await ctx.makeUser();
      const attacker = "10.2.0.1";
      for (let i = 0; i < ACCOUNT_FAILURES.max; i++) {
        expect((await login(owner.email, `guess-${i}-xyz`, attacker)).status).toBe(401);
      }
      expect((await login(owner.email, "password123", attacker)).status).toBe(429);
      // The owner, from their own address, logs in at once.
      expect((await login(owner.email, "password123", "10.2.0.9")).status).toBe(200);
      // And the attacker's wait ends with the short window.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + ACCOUNT_FAILURES.windowMs + 1000);
      expect((await login(owner.email, "password123", attacker)).status).toBe(200);
    });

    it("a successful login clears the account's count for that address", async () => {
      const user = await ctx.makeUser();
      const ip = "10.3.0.1";
      for (let i = 0; i < ACCOUNT_FAILURES.max - 1; i++) await login(user.email, "nope-nope-nope", ip);
      expect((await login(user.email, "password123", ip)).status).toBe(200);
      for (let i = 0; i < ACCOUNT_FAILURES.max - 1; i++) await login(user.email, "nope-nope-nope", ip);
      expect((await login(user.email, "password123", ip)).status).toBe(200);
    });
  });

  describe("reset links", () => {
    async function issue(email: string) {
      const res = await ctx.api("POST", "/api/admin/users/reset-link", {
        token: ctx.operatorToken(),
        body: { email },
      });
      expect(res.status).toBe(200);
      return { ...res.body, token: new URL(res.body.url, "http://x").searchParams.get("token")! } as {
        url: string;
        expires_at: string;
        token: string;
      };
    }

    it("stores only a hash, works once, ends every session and needs a strong password", async () => {
      const user = await ctx.makeUser({ email: "meera.pillai@example.com", name: "Meera Pillai" });
      const link = await issue(user.email);
      expect(link.url).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const [row] = await ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row!.tokenHash).not.toContain(link.token);
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

      const weak = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: link.token, password: "meera-pillai-1" },
      });
      expect(weak).toMatchObject({ status: 400, body: { error: "weak_password" } });
      const ok = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: link.token, password: "lotus-harbour-31" },
      });
      expect(ok).toMatchObject({ status: 200, body: { ok: true, email: user.email } });
      expect((await ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(401);
      const sessions = await ctx.db.select().from(loginSessions).where(eq(loginSessions.userId, user.id));
      // Every session that existed before the reset ended; the reset itself logs the owner in with one new one.
      expect(sessions.filter((s) => s.endedAt === null)).toHaveLength(1);
      expect(sessions.filter((s) => s.endedAt !== null).length).toBeGreaterThanOrEqual(1);
      expect((await ctx.api("GET", "/api/user/info", { token: ok.body.token })).status).toBe(200);
      expect((await login(user.email, "lotus-harbour-31", "10.4.0.1")).status).toBe(200);

      const again = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: link.token, password: "another-fine-phrase" },
      });
      expect(again).toMatchObject({ status: 400, body: { error: "invalid_token" } });
    });

    it("expires after 24 hours", async () => {
      const user = await ctx.makeUser();
      const link = await issue(user.email);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + RESET_LINK_TTL_MS + 1000);
      const res = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: link.token, password: "lotus-harbour-31" },
      });
      expect(res).toMatchObject({ status: 400, body: { error: "invalid_token" } });
      vi.useRealTimers();
      expect((await login(user.email, "password123", "10.5.0.1")).status).toBe(200);
    });

    it("a newer link replaces an unused older one; a made-up token is refused", async () => {
      const user = await ctx.makeUser();
      const first = await issue(user.email);
      const second = await issue(user.email);
      const old = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: first.token, password: "lotus-harbour-31" },
      });
      expect(old.status).toBe(400);
      const fake = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: "A".repeat(43), password: "lotus-harbour-31" },
      });
      expect(fake).toMatchObject({ status: 400, body: { error: "invalid_token" } });
      const ok = await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: second.token, password: "lotus-harbour-31" },
      });
      expect(ok.status).toBe(200);
    });

    it("two racing uses of one link set the password once", async () => {
      const user = await ctx.makeUser();
      const link = await issue(user.email);
      const results = await Promise.all(
        ["lotus-harbour-31", "velvet-monsoon-52"].map((password) =>
          ctx.api("POST", "/api/auth/reset-password", { body: { token: link.token, password } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });
  });
});
