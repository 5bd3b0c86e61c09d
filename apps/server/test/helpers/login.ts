// Logins as a browser on a given address makes them, keeping the device cookie the server sets (the counter of
// password checks is in password-checks.ts).
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { BACKENDS } from "./context.ts";
import type { Backend, TestContext } from "./context.ts";
import { REDIS_URL, redisAvailable } from "./redis.ts";

/** A login's answer: its status, error message and the device cookie it set, as `name=value`. */
export interface LoginAnswer {
  status: number;
  message: string | undefined;
  deviceCookie: string | undefined;
}

/** Logs in from an address, sending a device cookie (`name=value`) when given. */
export async function loginFrom(
  ctx: TestContext,
  ip: string,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<LoginAnswer> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    headers: deviceCookie ? { cookie: deviceCookie } : {},
    payload: { email, password },
  });
  const [cookie] = res.cookies as { name: string; value: string }[];
  return {
    status: res.statusCode,
    message: (JSON.parse(res.body) as { message?: string }).message,
    deviceCookie: cookie && `${cookie.name}=${cookie.value}`,
  };
}

/** A place the limit counters live: a database backend, with the counters in the process or in Redis. */
export interface CounterSetup {
  name: string;
  backend: Backend;
  env: NodeJS.ProcessEnv;
  redis: boolean;
}

/**
 * Every database backend with the in-process counters, and PGlite with the counters in the real Redis under a prefix
 * of its own (Redis is shared by every test run on this machine); `what` names the tests a missing Redis skips.
 * `dropKeys` removes the Redis keys afterwards.
 */
export async function counterSetups(
  what: string,
): Promise<{ setups: CounterSetup[]; dropKeys: (setup: CounterSetup) => Promise<void> }> {
  const prefix = `fincareer-test:${randomBytes(6).toString("hex")}:`;
  const setups: CounterSetup[] = BACKENDS.map((backend) => ({
    name: backend.name,
    backend,
    env: {},
    redis: false,
  }));
  if (await redisAvailable(what)) {
    setups.push({
      name: "pglite, counts in Redis",
      backend: BACKENDS[0]!,
      env: { REDIS_URL, REDIS_PREFIX: prefix },
      redis: true,
    });
  }
  async function dropKeys(setup: CounterSetup): Promise<void> {
    if (!setup.redis) return;
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.close();
  }
  return { setups, dropKeys };
}
