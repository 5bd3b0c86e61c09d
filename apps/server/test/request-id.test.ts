// Issue 25: every request has an id: the caller's x-request-id when safe, else a new UUID; echoed in the answer's
// header, carried by every log line of the request and by a 5xx body.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/lib/logger.ts";
import { BACKENDS, createTestContext, freshDatabase, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A logger with the server's options whose JSON lines land in `lines`. */
function capture(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return createLogger("info", { destination: stream });
}

describe.each(BACKENDS)("request ids on $name", (backend) => {
  let ctx: TestContext;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(backend, { logger: capture(lines) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("echoes a safe x-request-id", async () => {
    for (const id of ["abc-123", "lb.7f3a_9", "a".repeat(64), "Root-1.5f2b_xyz"]) {
      const res = await ctx.api("GET", "/api/health/live", { headers: { "x-request-id": id } });
      expect(res.headers["x-request-id"]).toBe(id);
    }
  });

  it("replaces a missing, too long or unsafe x-request-id with a new UUID", async () => {
    const seen = new Set<string>();
    for (const id of [
      undefined,
      "",
      "a".repeat(65),
      "a b",
      'x"y',
      "<script>",
      "line\tbreak",
      "ümlaut",
      "a,b",
    ]) {
      const res = await ctx.api(
        "GET",
        "/api/health/live",
        id === undefined ? {} : { headers: { "x-request-id": id } },
      );
      const answered = res.headers["x-request-id"] as string;
      expect(answered, String(id)).toMatch(UUID);
      seen.add(answered);
    }
    expect(seen.size).toBe(9);
  });

  it("accepts only [A-Za-z0-9._-]{1,64}: a path, a colon or a slash gets a new id, never in a log line (issue 39)", async () => {
    lines.length = 0;
    for (const id of ["../../etc/passwd", "lb.7f3a:9", "Root=1-5f2b/xyz+=@", "a@b", "%2e%2e"]) {
      const res = await ctx.api("GET", "/api/health/live", { headers: { "x-request-id": id } });
      expect(res.headers["x-request-id"], id).toMatch(UUID);
    }
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("etc/passwd");
    expect(logged).not.toContain("lb.7f3a");
  });

  it("is in every log line of the request", async () => {
    lines.length = 0;
    const res = await ctx.api("GET", "/api/user/info", {
      headers: { "x-request-id": "quote-me-42", authorization: "Bearer nonsense" },
    });
    expect(res.status).toBe(401);
    // Only server errors carry it in the body.
    expect(res.body.requestId).toBeUndefined();
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((l) => l.reqId === "quote-me-42")).toBe(true);
  });

  it("is in a 5xx body and in the log lines of the failing request", async () => {
    const fresh = await freshDatabase(backend);
    // A second handle the test closes under the app (the fresh one stays for drop()).
    const db = fresh.url
      ? await openDatabase({ databaseUrl: fresh.url, dataDir: "", pgliteDir: "" })
      : fresh.handle;
    const logs: Record<string, unknown>[] = [];
    const app = await buildApp({
      config: testConfig(),
      db,
      logger: capture(logs),
    });
    await app.ready();
    try {
      await db.close();
      const health = await app.inject({ url: "/api/health", headers: { "x-request-id": "support-7" } });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        error: "database_unavailable",
        message: "the database does not answer",
        requestId: "support-7",
      });
      const unnamed = await app.inject({ url: "/api/health" });
      expect(unnamed.json<{ requestId: string }>().requestId).toBe(unnamed.headers["x-request-id"]);
      expect(unnamed.headers["x-request-id"]).toMatch(UUID);

      logs.length = 0;
      const ready = await app.inject({ url: "/api/health/ready", headers: { "x-request-id": "support-8" } });
      expect(ready.statusCode).toBe(503);
      expect(logs.map((l) => l.msg)).toEqual([
        "incoming request",
        "readiness check failed",
        "request completed",
      ]);
      expect(logs.every((l) => l.reqId === "support-8")).toBe(true);
    } finally {
      await app.close();
      await fresh.drop().catch(() => {});
    }
  });
});
