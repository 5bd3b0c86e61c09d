// Issue 25: GET /api/health/live and /api/health/ready (database, Redis, storage, shutdown); /api/health unchanged.
import { rmSync, writeFileSync } from "node:fs";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { buildInfo } from "../src/lib/build-info.ts";
import { startServer } from "../src/server.ts";
import { READY_CACHE_MS, REDIS_DEGRADED, createHealthService } from "../src/modules/health/service.ts";
import { BACKENDS, createTestContext, freshDatabase, testConfig, testSuite } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { REDIS_URL, redisAvailable } from "./helpers/redis.ts";
import { tcpProxy } from "./helpers/tcp-proxy.ts";
import { fieldText } from "./helpers/field-text.ts";

/** Waits until a readiness answer is no longer reused (READY_CACHE_MS). */
const pastCache = () => new Promise((resolve) => setTimeout(resolve, READY_CACHE_MS + 50));

// The checks and the failing part of a readiness answer, read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const failingParts = (body: any): string[] =>
  (body.checks as { part: string; ok: boolean }[]).filter((c) => !c.ok).map((c) => c.part);

describe.each(BACKENDS)("health on $name", (backend) => {
  const suite = testSuite(backend);
  let ctx: TestContext;
  beforeAll(() => {
    ctx = suite.ctx;
  });

  it("live answers 200 without touching anything else", async () => {
    const res = await ctx.api("GET", "/api/health/live");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("ready answers 200 with the database and storage checked", async () => {
    const res = await ctx.api("GET", "/api/health/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      checks: [
        { part: backend.name, ok: true },
        { part: "storage", ok: true },
      ],
    });
  });

  it("/api/health keeps its answer", async () => {
    const res = await ctx.api("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      "clientHash",
      "commit",
      "database",
      "node",
      "realtime",
      "status",
      "uptime_s",
      "version",
    ]);
    expect(res.body).toMatchObject({ status: "ok", database: backend.name, realtime: "memory" });
    expect(res.body).toMatchObject({
      version: buildInfo.version,
      commit: buildInfo.commit,
      node: process.version,
    });
  });

  it("ready reuses its answer for about a second: probes at once run the checks once", async () => {
    let checked = 0;
    const health = createHealthService({
      db: ctx.db,
      database: backend.name,
      realtime: "memory",
      clientHash: null,
      storage: { check: async () => void (checked += 1) },
      redis: null,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => health.ready(() => {})));
    expect(answers.every((a) => a.ok)).toBe(true);
    await health.ready(() => {});
    expect(checked).toBe(1);
    await pastCache();
    await health.ready(() => {});
    expect(checked).toBe(2);
  });

  it("ready answers 503 naming storage when the uploads folder cannot be written", async () => {
    const dir = ctx.config.uploadsDir;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "not a folder");
    await pastCache();
    try {
      const res = await ctx.api("GET", "/api/health/ready");
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("not_ready");
      expect(fieldText(res.body)).toBe("not ready: storage");
      expect(failingParts(res.body)).toEqual(["storage"]);
    } finally {
      rmSync(dir, { force: true });
    }
    await pastCache();
    expect((await ctx.api("GET", "/api/health/ready")).status).toBe(200);
  });

  it("ready answers 503 naming the database when it does not answer", async () => {
    const fresh = await freshDatabase(backend);
    // PostgreSQL through a proxy the test cuts (an outage); PGlite closed under the app.
    const proxy = fresh.url ? await tcpProxy("127.0.0.1", Number(new URL(fresh.url).port || 5432)) : null;
    const proxied = fresh.url ? new URL(fresh.url) : null;
    if (proxied && proxy) proxied.port = String(proxy.port);
    const db = proxied
      ? await openDatabase({ databaseUrl: proxied.toString(), dataDir: "", pgliteDir: "" })
      : fresh.handle;
    const app = await buildApp({ config: testConfig(), db });
    await app.ready();
    try {
      expect((await app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
      if (proxy) await proxy.cut();
      else await fresh.handle.close();
      await pastCache();
      const res = await app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe("not_ready");
      expect(body.message).toBe(`not ready: ${backend.name}`);
      expect(failingParts(body)).toEqual([backend.name]);
      // Liveness does not depend on the database.
      expect((await app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await app.close();
      if (proxied) await db.close().catch(() => {});
      await fresh.drop().catch(() => {});
    }
  });

  it("a server that is shutting down answers ready 503 at once, and live 200", async () => {
    const server = await startServer({
      config: { ...ctx.config, port: 0 },
      logger: pino({ level: "silent" }),
      db: ctx.handle,
    });
    try {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      server.beginShutdown();
      const res = await fetch(`${server.url}/api/health/ready`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe("not_ready");
      expect(body.message).toBe("not ready: shutdown");
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("health with Redis", async () => {
  const available = await redisAvailable("the readiness checks of Redis");
  it.runIf(available)("ready shows Redis degraded, not failing, while it does not answer", async () => {
    const target = new URL(REDIS_URL);
    const proxy = await tcpProxy(target.hostname, Number(target.port || 6379));
    const proxied = new URL(REDIS_URL);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const ctx = await createTestContext(BACKENDS[0]!, { env: { REDIS_URL: proxied.toString() } });
    try {
      const ok = await ctx.api("GET", "/api/health/ready");
      expect(ok.status).toBe(200);
      expect(ok.body.checks).toContainEqual({ part: "redis", ok: true });
      await proxy.cut();
      await pastCache();
      // Login limits and rate limits count in each instance meanwhile (lib/redis-guard.ts): the instance serves.
      const res = await ctx.api("GET", "/api/health/ready");
      expect(res.status).toBe(200);
      expect(res.body.checks).toContainEqual({
        part: "redis",
        ok: true,
        degraded: true,
        message: REDIS_DEGRADED,
      });
      expect(failingParts(res.body)).toEqual([]);
      await proxy.restore();
      for (let i = 0; i < 10; i++) {
        await pastCache();
        const back = await ctx.api("GET", "/api/health/ready");
        if (
          back.body.checks.some(
            (c: { part: string; degraded?: boolean }) => c.part === "redis" && !c.degraded,
          )
        )
          break;
      }
      expect((await ctx.api("GET", "/api/health/ready")).body.checks).toContainEqual({
        part: "redis",
        ok: true,
      });
    } finally {
      await ctx.close();
    }
  });
});
