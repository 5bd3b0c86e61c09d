import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_FAILURES } from "../src/modules/auth/login-throttle.ts";
import { createTestContext } from "./helpers/context.ts";
import { REDIS_URL, redisAvailable } from "./helpers/redis.ts";
import type { TestContext } from "./helpers/context.ts";

const redisUp = await redisAvailable("the shared login-limit test");

describe.skipIf(!redisUp)("failed-login limits shared through Redis", () => {
  // A prefix of its own: Redis is shared by every test run on this machine.
  const prefix = `fincareer-test:${randomBytes(6).toString("hex")}:`;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix };
    first = await createTestContext({ name: "pglite" }, { env });
    second = await createTestContext({ name: "pglite" }, { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.close();
  });

  it("counts an address's failures on one instance against it on another, under the deployment's prefix", async () => {
    const user = await second.makeUser();
    const ip = "10.9.0.1";
    const attempt = (ctx: TestContext, email: string, password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email, password },
      });
    for (let i = 0; i < ADDRESS_FAILURES.max; i++) {
      expect((await attempt(first, `spray${i}@example.com`, "Spring2026!")).statusCode).toBe(401);
    }
    expect((await attempt(second, user.email, "password123")).statusCode).toBe(429);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    expect(Number(await client.get(`${prefix}login:ip:${ip}`))).toBe(ADDRESS_FAILURES.max);
    await client.close();
  });
});
