import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

describe.each(BACKENDS)("web app, docs and health on $name", (backend) => {
  let built: TestContext;
  let unbuilt: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "fincareer-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>FinCareer</title>");
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(webDist, "build.json"), JSON.stringify({ hash: "abc123" }));
    built = await createTestContext(backend, { env: { WEB_DIST: webDist } });
    unbuilt = await createTestContext(backend);
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("serves index.html for / and for client routes, revalidated (no-cache)", async () => {
    for (const url of ["/", "/dashboard", "/signup/step1", "/EXCELNOTES?lesson=xl-m1-v1"]) {
      const res = await built.api("GET", url, { headers: { accept: "text/html,application/xhtml+xml" } });
      expect(res.status, url).toBe(200);
      expect(res.body).toContain("<title>FinCareer</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers["content-type"])).toMatch(/text\/html/);
    }
  });

  it("caches hashed assets for good and answers a missing asset with a JSON 404", async () => {
    const asset = await built.api("GET", "/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await built.api("GET", "/assets/gone-123.js", { headers: { accept: "text/html" } });
    expect(missing).toMatchObject({ status: 404, body: { error: "not_found" } });
  });

  it("answers unknown /api paths with JSON 404 even for browsers", async () => {
    const res = await built.api("GET", "/api/nope", { headers: { accept: "text/html" } });
    expect(res).toMatchObject({
      status: 404,
      body: { error: "not_found", message: "no route GET /api/nope" },
    });
  });

  it("reports the build hash from build.json in verify-token and health", async () => {
    const user = await built.makeUser();
    const verify = await built.api("POST", "/api/user/verify-token", { body: { token: user.token } });
    expect(verify.body).toEqual({ isValid: true, clientHash: "abc123" });
    const health = await built.api("GET", "/api/health");
    expect(health.body).toMatchObject({
      status: "ok",
      database: backend.name,
      realtime: "memory",
      clientHash: "abc123",
    });
  });

  it("answers 503 'web app not built' for pages when WEB_DIST has no index.html, while the API works", async () => {
    const page = await unbuilt.api("GET", "/dashboard", { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(page.body).toBe("web app not built: run npm run build\n");
    expect((await unbuilt.api("GET", "/api/health")).status).toBe(200);
  });

  it("sends security headers with a CSP for self scripts, inline styles, data/blob images and websockets", async () => {
    const res = await built.api("GET", "/", { headers: { accept: "text/html" } });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the API reference page at /api/docs", async () => {
    const res = await built.api("GET", "/api/docs", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.body).toContain("swagger-ui");
  });

  it("documents every /api route with tags, summary, schemas and the error schema for 4xx", async () => {
    const res = await built.api("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      // The OpenAPI document is walked loosely: the assertions below check its shape.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      paths: Record<string, Record<string, any>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toBeDefined();
    const expected = [
      "get /api/health",
      "post /api/auth/signup",
      "post /api/auth/login",
      "post /api/auth/logout",
      "get /api/user/info",
      "get /api/user/usersession",
      "post /api/user/signup_step",
      "get /api/user/conditions",
      "get /api/user/renewid",
      "get /api/user/live",
      "get /api/user/exceleligible",
      "post /api/user/verify-token",
      "post /api/selectprogram/Done",
      "post /api/selectprogram/switch",
      "get /api/notifications/list/{limit}",
      "get /api/notifications/mark-read/{id}",
      "post /api/errorlog/add",
      "get /api/admin/users",
      "post /api/admin/users",
      "patch /api/admin/users",
      "post /api/admin/users/admin",
      "post /api/admin/enrolments",
      "post /api/admin/notify",
      "post /api/admin/seed",
    ];
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );
    expect(operations.map((o) => o.key)).toEqual(expect.arrayContaining(expected));
    for (const { key, op } of operations) {
      if (!key.includes("/api/") || key.includes("/api/docs")) continue;
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(op.summary, key).toBeTruthy();
      expect(op.responses["200"]?.content?.["application/json"]?.schema, key).toBeDefined();
      const err = op.responses["4XX"]?.content?.["application/json"]?.schema;
      expect(err?.required, key).toEqual(["error", "message"]);
      if (key.startsWith("post") || key.startsWith("patch")) {
        // Logout and setup-done take no payload (SPEC.md section 7: "PATCH /api/portfolio/setup-done, no payload");
        // neither does (re)generating the calendar feed address.
        const noBody =
          key.endsWith("/logout") ||
          key.endsWith("/portfolio/setup-done") ||
          key === "post /api/user/live/feed";
        if (!noBody) expect(op.requestBody, key).toBeDefined();
      }
    }
    const info = doc.paths["/api/user/info"]!.get;
    expect(info.security).toEqual([{ bearerAuth: [] }]);
    const limit = doc.paths["/api/notifications/list/{limit}"]!.get;
    expect(limit.parameters[0]).toMatchObject({ name: "limit", in: "path" });
  });
});
