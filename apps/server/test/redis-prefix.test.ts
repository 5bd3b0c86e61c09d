// Two deployments on one Redis (each with its own database and the default REDIS_PREFIX derived from it): sockets
// of one never get the other's `market` or private `pupdate` events, and their login rate limits are counted apart.
import { createClient } from "redis";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRedisPrefix } from "../src/platform/config.ts";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { REDIS_URL, redisAvailable } from "./helpers/redis.ts";
import type { Backend } from "./helpers/context.ts";
import { collect, connectClient, serve } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";
import { until } from "./helpers/wait.ts";

const redisUp = await redisAvailable("the two-deployment tests");

/** One deployment: its own database, REDIS_URL set, REDIS_PREFIX left to its default. */
const deploy = (backend: Backend, db: TestDb) =>
  serve(backend, db, { REDIS_URL, ...(db.url ? { DATABASE_URL: db.url } : {}) });

const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

describe("the default Redis prefix", () => {
  it("is the database name on PostgreSQL and the data folder on the embedded database", () => {
    expect(defaultRedisPrefix("postgres://u:p@db:5432/fincareer_prod", "/x")).toBe(
      "fincareer:fincareer_prod:",
    );
    expect(defaultRedisPrefix("postgres://u:p@db:5432/other", "/x")).toBe("fincareer:other:");
    const a = defaultRedisPrefix(null, "/srv/a/.data");
    const b = defaultRedisPrefix(null, "/srv/b/.data");
    expect(a).toMatch(/^fincareer:pglite-\.data-[0-9a-f]{10}:$/);
    expect(a).not.toBe(b);
  });
});

describe.each(BACKENDS)("two deployments on one Redis on $name", (backend) => {
  const dbs: TestDb[] = [];
  const sockets: Socket[] = [];
  let a: { server: RunningServer; ctx: TestContext };
  let b: { server: RunningServer; ctx: TestContext };
  beforeAll(async () => {
    if (!redisUp) return;
    dbs.push(await freshDatabase(backend), await freshDatabase(backend));
    a = await deploy(backend, dbs[0]!);
    b = await deploy(backend, dbs[1]!);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const d of [a, b]) {
      await d?.server.close();
    }
    for (const db of dbs) await db.drop().catch(() => {});
  });

  it.runIf(redisUp)("keeps market and pupdate events inside their deployment", async () => {
    expect(a.ctx.config.redisPrefix).not.toBe(b.ctx.config.redisPrefix);
    // Fresh databases number users alike: the first learner of each is the same user id.
    // FMEP learners: the market feed goes to those who may read the market.
    const fmep = { programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 };
    const alice = await a.ctx.makeUser(fmep);
    const bob = await b.ctx.makeUser(fmep);
    expect(alice.id).toBe(bob.id);
    const s = await connectClient(a.server.url);
    sockets.push(s);
    const ack = (await s.timeout(5000).emitWithAck("setUid", alice.token)) as { ok: boolean };
    expect(ack.ok).toBe(true);
    const market = collect(s, "market");
    const pupdate = collect(s, "pupdate");

    b.server.realtime.toMarket("market", { SENSEX: 1 });
    b.server.realtime.toUser(bob.id, "pupdate", { msg: "for bob in deployment B" });
    await settle();
    // Sent by A after B's: when A's arrive, B's would have too.
    a.server.realtime.toMarket("market", { SENSEX: 2 });
    a.server.realtime.toUser(alice.id, "pupdate", { msg: "for alice" });
    await until(() => pupdate.length > 0, "alice's pupdate from deployment A", { ms: 2000, every: 100 });

    expect(market).toEqual([{ SENSEX: 2 }]);
    expect(pupdate).toEqual([{ msg: "for alice" }]);
  });

  it.runIf(redisUp)("counts login rate limits per deployment", async () => {
    const email = `same-${Date.now()}@example.com`;
    await a.ctx.makeUser({ email });
    await b.ctx.makeUser({ email });
    for (let i = 0; i < 10; i++) {
      const res = await a.ctx.api("POST", "/api/auth/login", { body: { email, password: "wrong-wrong" } });
      expect(res.status).toBe(401);
    }
    const blocked = await a.ctx.api("POST", "/api/auth/login", { body: { email, password: "password123" } });
    expect(blocked.status).toBe(429);
    const other = await b.ctx.api("POST", "/api/auth/login", { body: { email, password: "password123" } });
    expect(other.status).toBe(200);
  });

  it.runIf(redisUp)(
    "writes every rate-limit and failed-login key under its deployment's prefix",
    async () => {
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      try {
        const keys = await client.keys(`${a.ctx.config.redisPrefix}*`);
        expect(keys.length).toBeGreaterThan(0);
        const prefix = a.ctx.config.redisPrefix;
        expect(
          keys.every((k) => k.startsWith(`${prefix}rate-limit:`) || k.startsWith(`${prefix}login:`)),
        ).toBe(true);
      } finally {
        await client.close();
      }
    },
  );
});
