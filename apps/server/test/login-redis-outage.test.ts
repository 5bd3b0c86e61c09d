// Logins while Redis is paused or down (issue 39): each answers within 2 s with the right status (the failed-login
// counts fall back to this process), the outage is warned once and shown as degraded (not failing) in readiness,
// and when Redis is back counting resumes there with no burst of 429s (the attempts counted meanwhile are neither
// replayed nor counted twice). Against a redis-server the test starts on its own port, then pauses (SIGSTOP: a
// hang) and kills (SIGKILL: down) and starts again.
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { createClient } from "redis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_FAILURES } from "../src/modules/auth/login-throttle.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { redisServerInstalled, startOwnRedis } from "./helpers/redis.ts";
import type { OwnRedis } from "./helpers/redis.ts";

const installed = redisServerInstalled();
if (!installed && process.env.REQUIRE_REDIS === "1")
  throw new Error("redis-server is not installed and REQUIRE_REDIS=1: cannot run the Redis outage tests");

const OUTAGE_WARNING = "Redis does not answer";
const PASSWORD = "password123";

describe.runIf(installed).each(BACKENDS)("logins while Redis is paused or down on $name", (backend) => {
  const prefix = `fincareer-test:${randomBytes(6).toString("hex")}:`;
  const lines: { level: number; msg: string }[] = [];
  let redis: OwnRedis;
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    redis = await startOwnRedis();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    ctx = await createTestContext(backend, {
      env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix },
      logger: pino({ level: "info" }, sink),
    });
  });
  // An account of its own per test: their failures together would pass the per-account limit for browsers without
  // the account's device cookie (20 in 15 minutes, from any address), which is not what these tests are about.
  beforeEach(async () => {
    user = await ctx.makeUser();
  });
  afterAll(async () => {
    await ctx?.close();
    await redis?.stop();
  });

  /** A login from an address, timed; a login that has not answered after 4 s counts as hung (null). */
  async function login(password: string, ip: string) {
    const started = performance.now();
    const res = await Promise.race([
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email: user.email, password },
      }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 4000)),
    ]);
    return { status: res?.statusCode ?? null, ms: performance.now() - started };
  }

  /** 10 logins at once to the user's account from one address: 8 wrong passwords and 2 right ones. */
  async function tenAtOnce(ip: string) {
    const passwords = Array.from({ length: 10 }, (_, i) => (i % 5 === 0 ? PASSWORD : "wrong-password-1"));
    const answers = await Promise.all(passwords.map((p) => login(p, ip)));
    return answers.map((a, i) => ({ ...a, right: passwords[i] === PASSWORD }));
  }

  async function readiness() {
    const res = await ctx.api("GET", "/api/health/ready");
    return {
      status: res.status,
      redis: (res.body.checks as { part: string }[]).find((c) => c.part === "redis"),
    };
  }

  /** Waits (up to 6 s) until readiness says Redis answers again. */
  async function untilRedisAnswers() {
    for (let i = 0; i < 60; i++) {
      const { redis: check } = await readiness();
      if (check && !("degraded" in check)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("readiness never saw Redis answer again");
  }

  /** The Redis count of the user's failures from an address. */
  async function redisCount(ip: string): Promise<number> {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      return Number((await client.get(`${prefix}login:acct:${ip}|${user.email}`)) ?? 0);
    } finally {
      await client.close();
    }
  }

  const outageWarnings = () => lines.filter((l) => l.level === 40 && l.msg.startsWith(OUTAGE_WARNING)).length;

  it("answers every login within 2 s while Redis is paused, and counts nothing twice when it resumes", async () => {
    const ip = "10.39.1.1";
    expect((await login(PASSWORD, ip)).status).toBe(200);
    redis.pause();
    try {
      const answers = await tenAtOnce(ip);
      for (const a of answers) {
        expect(a.status).toBe(a.right ? 200 : 401);
        expect(a.ms).toBeLessThan(2000);
      }
      const ready = await readiness();
      expect(ready.status).toBe(200);
      expect(ready.redis).toMatchObject({ part: "redis", ok: true, degraded: true });
      expect(outageWarnings()).toBe(1);
    } finally {
      redis.resume();
    }
    await untilRedisAnswers();
    // The eight failures counted in this process are not in Redis (those sent before the guard tripped are taken
    // back), so the owner is not refused: no burst of 429s.
    for (let i = 0; i < 3; i++) expect((await login(PASSWORD, ip)).status).toBe(200);
    expect(await redisCount(ip)).toBe(0);
    // Counting is back in Redis.
    expect((await login("wrong-password-1", ip)).status).toBe(401);
    expect(await redisCount(ip)).toBe(1);
    expect(outageWarnings()).toBe(1);
  });

  it("answers every login within 2 s while Redis is down, and counts in Redis again once it is back", async () => {
    const ip = "10.39.2.1";
    const before = outageWarnings();
    await redis.kill();
    try {
      // Twice: the first batch finds out that Redis is gone, the second runs on the fallback alone.
      for (let round = 0; round < 2; round++) {
        const answers = await tenAtOnce(ip);
        for (const a of answers) {
          expect(a.status).toBe(a.right ? 200 : 401);
          expect(a.ms).toBeLessThan(2000);
        }
      }
      // Over the limit in this process: refused (the limit holds without Redis too).
      for (let i = 0; i < ACCOUNT_FAILURES.max; i++) await login("wrong-password-1", ip);
      expect((await login(PASSWORD, ip)).status).toBe(429);
      const ready = await readiness();
      expect(ready.status).toBe(200);
      expect(ready.redis).toMatchObject({ part: "redis", ok: true, degraded: true });
      // One warning for the outage, however many times the client fails to reconnect.
      await new Promise((r) => setTimeout(r, 1500));
      expect(outageWarnings() - before).toBe(1);
    } finally {
      await redis.start();
    }
    await untilRedisAnswers();
    // Redis came back empty: the fallback's counts are dropped with the outage, the owner gets in.
    for (let i = 0; i < 3; i++) expect((await login(PASSWORD, "10.39.2.2")).status).toBe(200);
    expect((await login(PASSWORD, ip)).status).toBe(200);
    expect((await login("wrong-password-1", ip)).status).toBe(401);
    expect(await redisCount(ip)).toBe(1);
  });
});
