import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

const PRECOMPRESSED: Record<string, string> = {
  "app-def456.js": `export const rows = [${"'a row of the app', ".repeat(200)}];\n`,
  "app-def456.css": `.card { padding: 1rem; }\n${".row { margin: 0; }\n".repeat(100)}`,
};

/** What a research file may be. */
const RESEARCH_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];

/** Every download route and the media types its 200 answer is documented as (issue 39). */
const DOWNLOADS: Record<string, string[]> = {
  "get /api/admin/analytics/overview.csv": ["text/csv"],
  "get /api/admin/analytics/at-risk.csv": ["text/csv"],
  "get /api/admin/analytics/learners/{id}/activity.csv": ["text/csv"],
  "get /api/admin/analytics/questions.csv": ["text/csv"],
  "get /api/admin/analytics/raters.csv": ["text/csv"],
  "get /api/user/live/{id}/ics": ["text/calendar"],
  "get /api/live/calendar/{token}": ["text/calendar"],
  "get /api/excel/workbook/{lessonId}": ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  "get /api/resources/media/{id}": ["video/mp4", "video/webm", "video/x-m4v"],
  "get /api/resources/media/{id}/captions.vtt": ["text/vtt"],
  "get /uploads/userProfile/{name}": ["image/webp"],
  "get /api/certificates/{id}/pdf": ["application/pdf"],
  "get /api/certificates/{id}/badge": ["application/jwt"],
  "get /api/research/file/{id}": RESEARCH_TYPES,
  "get /api/ivepresearch/file/{id}": RESEARCH_TYPES,
  "get /api/admin/research/{id}/file": RESEARCH_TYPES,
};

describe.each(BACKENDS)("web app, docs and health on $name", (backend) => {
  let built: TestContext;
  let unbuilt: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "fincareer-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>FinCareer</title>");
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");
    // What the build writes: a .br and a .gz beside each hashed JS and CSS file.
    for (const [name, text] of Object.entries(PRECOMPRESSED)) {
      writeFileSync(join(webDist, "assets", name), text);
      writeFileSync(join(webDist, "assets", `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(webDist, "assets", `${name}.gz`), gzipSync(text));
    }
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

  describe("precompressed hashed assets", () => {
    const get = (url: string, acceptEncoding?: string) =>
      built.app.inject({
        method: "GET",
        url,
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      });
    const cases = [
      ["app-def456.js", /^(text|application)\/javascript; charset=utf-8$/],
      ["app-def456.css", /^text\/css; charset=utf-8$/],
    ] as const;

    it.each(cases)("sends the build's .br of %s to a browser that accepts br", async (name, type) => {
      const res = await get(`/assets/${name}`, "gzip, deflate, br, zstd");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(type);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PRECOMPRESSED[name]);
      // The file as the build wrote it, not compressed again on the way out.
      expect(res.rawPayload.length).toBe(brotliCompressSync(PRECOMPRESSED[name]!).length);
    });

    it.each(cases)("sends the .gz of %s when only gzip is accepted", async (name, type) => {
      const res = await get(`/assets/${name}`, "gzip");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["content-type"]).toMatch(type);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(gunzipSync(res.rawPayload).toString()).toBe(PRECOMPRESSED[name]);
    });

    it.each(cases)("sends %s plain to a client that accepts no encoding", async (name, type) => {
      const res = await get(`/assets/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toMatch(type);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.payload).toBe(PRECOMPRESSED[name]);
    });

    it("keeps index.html revalidated (no-cache) for a browser that accepts br", async () => {
      for (const url of ["/", "/dashboard"]) {
        const res = await built.app.inject({
          method: "GET",
          url,
          headers: { accept: "text/html", "accept-encoding": "br, gzip" },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(String(res.headers["content-type"]), url).toMatch(/text\/html/);
        // The small page is compressed on the fly (no copy of it is kept): br when accepted, or plain.
        const encoding = res.headers["content-encoding"];
        const html = encoding === "br" ? brotliDecompressSync(res.rawPayload).toString() : res.payload;
        expect([undefined, "br"], url).toContain(encoding);
        expect(html, url).toContain("<title>FinCareer</title>");
      }
    });
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

  it("documents each download under its real media type, not application/json (issue 39)", async () => {
    const doc = (await built.api("GET", "/api/docs/json")).body as {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      paths: Record<string, Record<string, any>>;
    };
    const documented: Record<string, string[]> = {};
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const types = Object.keys(op.responses?.["200"]?.content ?? {});
        if (types.length > 0 && !types.includes("application/json")) documented[`${method} ${path}`] = types;
        // Errors stay JSON.
        if (types.length > 0)
          expect(Object.keys(op.responses["4XX"]?.content ?? {})).toEqual(["application/json"]);
      }
    expect(documented).toEqual(DOWNLOADS);
    const csv =
      doc.paths["/api/admin/analytics/overview.csv"]!.get.responses["200"].content["text/csv"].schema;
    expect(csv).toMatchObject({ type: "string" });
    expect(csv["x-media-types"]).toBeUndefined();
    const pdf =
      doc.paths["/api/certificates/{id}/pdf"]!.get.responses["200"].content["application/pdf"].schema;
    expect(pdf).toMatchObject({ type: "string", format: "binary" });
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
      // The resumable upload speaks the tus 1.0 protocol (its answers are headers and status codes, its chunks raw
      // bytes): documented by its summary, not by JSON schemas.
      if (key.endsWith(" /api/content/uploads")) continue;
      // An unsubscribe link opened in a browser only leads to the page that asks first (303), so it has no JSON;
      // a download is documented under its own media types (below).
      if (key !== "get /api/mail/unsubscribe/{token}" && !DOWNLOADS[key]) {
        expect(op.responses["200"]?.content?.["application/json"]?.schema, key).toBeDefined();
      }
      const err = op.responses["4XX"]?.content?.["application/json"]?.schema;
      expect(err?.required, key).toEqual(["error", "message"]);
      if (key.startsWith("post") || key.startsWith("patch")) {
        // Logout and setup-done take no payload (SPEC.md section 7: "PATCH /api/portfolio/setup-done, no payload");
        // neither does (re)generating the calendar feed address, removing the generated demo cohort, nor recalculating
        // a program's question statistics (the program is in the query), nor approving a certificate, nor retrying or
        // cancelling a video job, cancelling a privacy request or running the privacy jobs now; a one-click
        // unsubscribe carries only RFC 8058's fixed form field.
        const noBody =
          key.endsWith("/logout") ||
          key.endsWith("/portfolio/setup-done") ||
          key === "post /api/user/live/feed" ||
          key === "post /api/admin/demo/remove" ||
          key === "post /api/admin/analytics/questions/recalculate" ||
          key === "post /api/admin/certificates/{id}/approve" ||
          key === "post /api/content/video-jobs/{id}/{action}" ||
          key === "post /api/privacy/requests/{id}/cancel" ||
          key === "post /api/admin/privacy/requests/{id}/cancel" ||
          key === "post /api/admin/privacy/run" ||
          key === "post /api/admin/mail/{id}/new-link" ||
          key === "post /api/mail/unsubscribe/{token}";
        if (!noBody) expect(op.requestBody, key).toBeDefined();
      }
    }
    const info = doc.paths["/api/user/info"]!.get;
    expect(info.security).toEqual([{ bearerAuth: [] }]);
    const limit = doc.paths["/api/notifications/list/{limit}"]!.get;
    expect(limit.parameters[0]).toMatchObject({ name: "limit", in: "path" });
  });
});
