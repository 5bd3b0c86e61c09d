import type * as Argon2 from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEVICE_COOKIE_DAYS, createDeviceCookies } from "../src/modules/auth/device-cookie.ts";
import {
  ACCOUNT_FAILURES,
  ADDRESS_FAILURES,
  DEVICE_FAILURES,
  UNTRUSTED_ACCOUNT_FAILURES,
} from "../src/modules/auth/login-throttle.ts";
import { createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { counterSetups, loginFrom } from "./helpers/login.ts";
import { passwordChecks } from "./helpers/password-checks.ts";

// Counts the password checks the login makes (argon2's real verify still runs).
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  const { passwordChecks: checks } = await import("./helpers/password-checks.ts");
  return { ...real, verify: checks.wrap(real.verify) };
});

/** The text with its last character changed. */
const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const alter = (text: string) => text.slice(0, -1) + (text.endsWith("A") ? "B" : "A");

// Every database backend with the in-process counters, and PGlite with the counters in Redis.
const { setups: SETUPS, dropKeys } = await counterSetups("the login limits on Redis");

describe.each(SETUPS)("login device cookies and counting before the password check on $name", (setup) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(setup.backend, { env: setup.env });
  });
  afterAll(async () => {
    await ctx.close();
    await dropKeys(setup);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("checks at most the account limit's number of passwords for 200 parallel guesses", async () => {
    const user = await ctx.makeUser();
    const ip = "10.20.0.1";
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => loginFrom(ctx, ip, user.email, `guess-${i}-wrong`)),
    );
    const checks = passwordChecks.count;
    console.info(`[figure] ${setup.name}: 200 parallel guesses for one account -> ${checks} password checks`);
    expect(checks).toBeLessThanOrEqual(ACCOUNT_FAILURES.max);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(checks);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - checks);
  });

  it("lets 40 learners who logged in here before log in again while 200 sprayed guesses come from their address", async () => {
    const ip = "10.21.0.1";
    const learners = await Promise.all(Array.from({ length: 40 }, () => ctx.makeUser()));
    const cookies: string[] = [];
    for (const learner of learners) {
      const first = await loginFrom(ctx, ip, learner.email, "password123");
      expect(first.status).toBe(200);
      cookies.push(first.deviceCookie!);
    }
    passwordChecks.count = 0;
    // The sprayer reaches the address's limit first, then keeps guessing while the learners log in.
    const spray = (i: number) => loginFrom(ctx, ip, `sprayed${i}@example.com`, "Spring2026!");
    const sprayed = [];
    for (let i = 0; i < ADDRESS_FAILURES.max; i++) sprayed.push(await spray(i));
    const [again, more] = await Promise.all([
      Promise.all(learners.map((l, i) => loginFrom(ctx, ip, l.email, "password123", cookies[i]))),
      Promise.all(
        Array.from({ length: 200 - ADDRESS_FAILURES.max }, (_, i) => spray(ADDRESS_FAILURES.max + i)),
      ),
    ]);
    sprayed.push(...more);
    const refused = again.filter((a) => a.status !== 200);
    const sprayRefused = sprayed.filter((a) => a.status === 429).length;
    console.info(
      `[figure] ${setup.name}: 40 learners with device cookies: ${40 - refused.length} logged in, ` +
        `${refused.length} refused; sprayer: ${200 - sprayRefused} guesses checked, ${sprayRefused} refused`,
    );
    expect(refused).toEqual([]);
    expect(sprayed.filter((a) => a.status === 401)).toHaveLength(ADDRESS_FAILURES.max);
    expect(sprayRefused).toBe(200 - ADDRESS_FAILURES.max);
    expect(passwordChecks.count).toBe(40 + ADDRESS_FAILURES.max);
    // The spraying limit stays for a browser without a device cookie, even with the right password.
    const untrusted = await loginFrom(ctx, ip, learners[0]!.email, "password123");
    expect(untrusted.status).toBe(429);
    expect(untrusted.message).toMatch(/from your network/);
  });

  it("locks out only the device cookie that failed too often, not the account's other browsers", async () => {
    const user = await ctx.makeUser();
    const ip = "10.22.0.1";
    const laptop = (await loginFrom(ctx, ip, user.email, "password123")).deviceCookie!;
    const phone = (await loginFrom(ctx, ip, user.email, "password123")).deviceCookie!;
    expect(laptop).not.toBe(phone);
    for (let i = 0; i < DEVICE_FAILURES.max; i++) {
      expect((await loginFrom(ctx, ip, user.email, `typo-${i}-xx`, laptop)).status).toBe(401);
    }
    const locked = await loginFrom(ctx, ip, user.email, "password123", laptop);
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/on this browser: try again in \d+ minutes/);
    expect((await loginFrom(ctx, ip, user.email, "password123", phone)).status).toBe(200);
    // The laptop's failures were not counted against the address or the account for browsers without a cookie.
    expect((await loginFrom(ctx, ip, user.email, "password123")).status).toBe(200);
    // Redis ends windows on its own clock; the window's end is tested on the in-process counters.
    if (setup.redis) return;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + DEVICE_FAILURES.windowMs + 1000);
    expect((await loginFrom(ctx, ip, user.email, "password123", laptop)).status).toBe(200);
  });

  it("slows guesses at one account spread over many addresses, never the owner's own browser", async () => {
    const owner = await ctx.makeUser();
    const laptop = (await loginFrom(ctx, "10.26.0.1", owner.email, "password123")).deviceCookie!;
    passwordChecks.count = 0;
    // One guess from each of 40 addresses (a botnet, or one IPv6 /64 per guess): under every address limit.
    const guesses = [];
    for (let i = 0; i < 40; i++)
      guesses.push(await loginFrom(ctx, `192.0.2.${i + 1}`, owner.email, `guess-${i}-x`));
    expect(passwordChecks.count).toBe(UNTRUSTED_ACCOUNT_FAILURES.max);
    expect(guesses.slice(0, UNTRUSTED_ACCOUNT_FAILURES.max).every((g) => g.status === 401)).toBe(true);
    const slowed = guesses.slice(UNTRUSTED_ACCOUNT_FAILURES.max);
    expect(slowed.every((g) => g.status === 429)).toBe(true);
    expect(slowed[0]!.message).toMatch(/for this account from browsers it has not logged in on before/);
    // The owner's laptop logs in, from anywhere; a browser new to the account waits, even with the right password.
    expect((await loginFrom(ctx, "10.26.9.9", owner.email, "password123", laptop)).status).toBe(200);
    expect((await loginFrom(ctx, "10.26.0.1", owner.email, "password123")).status).toBe(429);
    // Other accounts are not held back.
    const other = await ctx.makeUser();
    expect((await loginFrom(ctx, "192.0.2.1", other.email, "password123")).status).toBe(200);
    // A password reset proves the account is the owner's: a new browser gets in again.
    const link = await ctx.api("POST", "/api/admin/users/reset-link", {
      token: ctx.operatorToken(),
      body: { email: owner.email },
    });
    const token = new URL(link.body.url as string, "http://x").searchParams.get("token");
    const reset = await ctx.api("POST", "/api/auth/reset-password", {
      body: { token, password: "lotus-harbour-31" },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(ctx, "10.26.0.2", owner.email, "lotus-harbour-31")).status).toBe(200);
  });

  it("trusts a device cookie only for its own account, unaltered and unexpired", async () => {
    const ip = "10.23.0.1";
    const [owner, other] = await Promise.all([ctx.makeUser(), ctx.makeUser()]);
    const cookie = (await loginFrom(ctx, ip, owner.email, "password123")).deviceCookie!;
    for (let i = 0; i < ADDRESS_FAILURES.max; i++) {
      expect((await loginFrom(ctx, ip, `sprayed${i}@example.com`, "Spring2026!")).status).toBe(401);
    }
    // Another account's name on the owner's cookie value, and the owner's cookie for another account.
    const [name, value] = cookie.split("=") as [string, string];
    const forOther = (await loginFrom(ctx, "10.23.0.2", other.email, "password123")).deviceCookie!;
    const otherName = forOther.split("=")[0]!;
    expect((await loginFrom(ctx, ip, other.email, "password123", `${otherName}=${value}`)).status).toBe(429);
    expect((await loginFrom(ctx, ip, other.email, "password123", cookie)).status).toBe(429);
    const [issued, nonce, sig] = value.split(".") as [string, string, string];
    for (const bad of [
      `${name}=${issued}.${nonce}.${alter(sig)}`,
      // The same bytes with other unused low bits: base64url's last character of a 32-byte signature carries two.
      ...[1, 2, 3].map(
        (k) => `${name}=${issued}.${nonce}.${sig.slice(0, -1)}${B64URL[B64URL.indexOf(sig.at(-1)!) + k]}`,
      ),
      `${name}=${issued}.${alter(nonce)}.${sig}`,
      `${name}=${(parseInt(issued, 36) + 1).toString(36)}.${nonce}.${sig}`,
      `${name}=${value}.extra`,
      `${name}=garbage`,
      `${name}=${"A".repeat(3000)}`,
    ]) {
      expect((await loginFrom(ctx, ip, owner.email, "password123", bad)).status).toBe(429);
    }
    expect((await loginFrom(ctx, ip, owner.email, "password123", cookie)).status).toBe(200);
    if (setup.redis) return;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000 + 1000);
    // A new window for the address, so the expired cookie gets through as a browser without one...
    for (let i = 0; i < ADDRESS_FAILURES.max; i++)
      await loginFrom(ctx, ip, `sprayed${i}@example.com`, "x-x-x-x");
    // ...and is refused like one.
    expect((await loginFrom(ctx, ip, owner.email, "password123", cookie)).status).toBe(429);
  });

  it("does not count logins the database failed to check towards any limit", async () => {
    const user = await ctx.makeUser();
    const ip = "10.25.0.1";
    const cookie = (await loginFrom(ctx, ip, user.email, "password123")).deviceCookie!;
    // A real database failure: the accounts table is out of reach for a moment.
    await ctx.db.execute(sql`alter table users rename to users_away`);
    try {
      for (let i = 0; i < ADDRESS_FAILURES.max + 1; i++) {
        expect((await loginFrom(ctx, ip, user.email, "password123")).status).toBe(500);
      }
      for (let i = 0; i < DEVICE_FAILURES.max + 1; i++) {
        expect((await loginFrom(ctx, ip, user.email, "password123", cookie)).status).toBe(500);
      }
    } finally {
      await ctx.db.execute(sql`alter table users_away rename to users`);
    }
    expect((await loginFrom(ctx, ip, user.email, "password123")).status).toBe(200);
    expect((await loginFrom(ctx, ip, user.email, "password123", cookie)).status).toBe(200);
  });

  it("sets the cookie HttpOnly, SameSite=Strict, on the auth routes only, long-lived, without the email", async () => {
    const user = await ctx.makeUser();
    const login = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.24.0.1",
        payload: { email: user.email, password },
      });
    const res = await login("password123");
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(1);
    const [cookie] = res.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: string;
    }[];
    expect(cookie).toMatchObject({
      path: "/api/auth",
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
      httpOnly: true,
      sameSite: "Strict",
    });
    expect(cookie!.secure).toBeFalsy();
    const local = user.email.split("@")[0]!;
    expect(`${cookie!.name}=${cookie!.value}`).not.toContain(local);
    // A failed login sets none.
    const failed = await login("wrong-password");
    expect(failed.statusCode).toBe(401);
    expect(failed.headers["set-cookie"]).toBeUndefined();
  });
});

describe("login device cookies over https", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ name: "pglite" }, { env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const user = await ctx.makeUser();
    const login = (proto: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-proto": proto },
        payload: { email: user.email, password: "password123" },
      });
    expect((await login("https")).headers["set-cookie"]).toMatch(/; Secure/);
    expect((await login("http")).headers["set-cookie"]).not.toMatch(/Secure/);
  });
});

describe("device cookie signing", () => {
  it("does not accept a cookie signed with another server secret", () => {
    const ours = createDeviceCookies("secret-one-0123456789");
    const theirs = createDeviceCookies("secret-two-0123456789");
    const forged = theirs.issue("a@example.com");
    const mine = ours.issue("a@example.com");
    expect(ours.read(`${mine.name}=${forged.value}`, "a@example.com")).toBeNull();
    expect(ours.read(`${mine.name}=${mine.value}`, "a@example.com")).toMatch(/^[\w-]{22}$/);
  });
});
