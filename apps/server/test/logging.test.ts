import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../src/lib/errors.ts";
import { createLogger } from "../src/lib/logger.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

/** A logger with the server's options whose JSON lines are kept as text and as objects. */
function capture(level = "trace") {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      text.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(level, { destination: stream });
  return {
    logger,
    text: () => text.join(""),
    lines: () =>
      text
        .join("")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Record<string, unknown> & { level: number; msg?: string }),
  };
}

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

describe("server logs", () => {
  it("keep the whole cause chain of a failed request: type, message, stack and fields of every cause", async () => {
    const log = capture("info");
    const app = Fastify({ loggerInstance: log.logger });
    app.setErrorHandler(errorHandler);
    app.get("/boom", async () => {
      // A fault, not an outage (an outage answers 503 and logs at warn: database-outage.test.ts).
      const root = Object.assign(new Error("read EIO: base/16384/2619"), { code: "EIO" });
      const pgError = Object.assign(
        new Error("could not read block 7 in file base/16384/2619", { cause: root }),
        {
          code: "XX001",
        },
      );
      throw new DrizzleQueryError(
        "update users set password_hash = $1 where email = $2",
        [HASH, "a@b.in"],
        pgError,
      );
    });
    const res = await app.inject({ url: "/boom" });
    await app.close();
    expect(res.statusCode).toBe(500);
    const failed = log.lines().find((l) => l.level === 50)!;
    expect(failed.msg).toBe("request failed");
    // The logged JSON is read field by field with expect(), so it is deliberately untyped.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const err = failed.err as Record<string, any>;
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.stack).toMatch(/DrizzleQueryError|Failed query/);
    expect(err.cause).toMatchObject({
      message: "could not read block 7 in file base/16384/2619",
      code: "XX001",
    });
    expect(err.cause.stack).toMatch(/could not read block 7/);
    expect(err.cause.cause).toMatchObject({ message: "read EIO: base/16384/2619", code: "EIO" });
    // The failed query's parameters (a password hash, an email) are not written out.
    expect(log.text()).not.toContain(HASH);
    expect(log.text()).not.toContain("a@b.in");
  });

  it("redact password and token fields, authorization headers, cookies and tokens inside text", () => {
    const log = capture();
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNlY3JldA";
    log.logger.info({ body: { email: "a@b.in", password: "hunter2-secret" }, token: jwt }, "login");
    log.logger.info(
      { req: { headers: { authorization: `Bearer ${jwt}`, cookie: "sid=cookie-secret" } } },
      "r",
    );
    log.logger.warn({ err: new Error(`jwt ${jwt} refused for Bearer opaque-secret-1`) }, "refused");
    const text = log.text();
    for (const secret of ["hunter2-secret", jwt, "cookie-secret", "opaque-secret-1"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("[redacted]");
    expect(text).toContain("a@b.in");
  });
});

describe.each(BACKENDS)("request logs on $name", (backend) => {
  let ctx: TestContext;
  let webDist: string;
  const log = capture();
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "fincareer-logging-"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    ctx = await createTestContext(backend, { logger: log.logger, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("never hold the password of a login, the bearer token or a signed link's signature", async () => {
    const user = await ctx.makeUser({ password: "very-secret-pass", steps: 3 });
    await ctx.api("POST", "/api/auth/login", { body: { email: user.email, password: "very-secret-pass" } });
    await ctx.api("POST", "/api/auth/login", { body: { email: user.email, password: "wrong-secret-pass" } });
    await ctx.api("GET", "/api/user/details", { token: user.token });
    await ctx.api("GET", "/api/resources/media/1?sig=signed-media-secret&x=1", { token: user.token });
    await ctx.api("GET", "/api/resources/media/1?token=url-token-secret", {
      headers: { cookie: "a=cookie-secret" },
    });
    const text = log.text();
    expect(text).toContain("incoming request");
    expect(text).toContain("/api/resources/media/1?sig=[redacted]&x=1");
    for (const secret of [
      "very-secret-pass",
      "wrong-secret-pass",
      user.token,
      "signed-media-secret",
      "url-token-secret",
      "cookie-secret",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("never hold a token or code that is a path segment: calendar feed, unsubscribe, certificate verify (issue 39)", async () => {
    const before = log.text().length;
    await ctx.api("GET", "/api/live/calendar/feed-token-secret-1.ics");
    await ctx.api("POST", "/api/mail/unsubscribe/unsub-token-secret-2", { body: {} });
    await ctx.api("GET", "/api/mail/unsubscribe/unsub-token-secret-3");
    await ctx.api("GET", "/api/certificates/verify/VERIFYCODE4");
    await ctx.api("GET", "/verify/VERIFYCODE5?from=mail");
    const text = log.text().slice(before);
    expect(text).toContain('"url":"/api/live/calendar/[redacted]"');
    expect(text).toContain('"url":"/verify/[redacted]?from=mail"');
    for (const secret of [
      "feed-token-secret-1",
      "unsub-token-secret-2",
      "unsub-token-secret-3",
      "VERIFYCODE4",
      "VERIFYCODE5",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("show a learner's page as one request: its own API reads for the first data log only warnings", async () => {
    const user = await ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
    const requested = (url: string) =>
      log.lines().filter((l) => l.msg === "incoming request" && (l.req as { url?: string }).url === url);
    const before = log.lines().length;
    const page = await ctx.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { accept: "text/html", cookie: `token=${user.token}` },
    });
    expect(page.payload).toContain('id="first-data"');
    expect(requested("/dashboard")).toHaveLength(1);
    const logged = log.lines().slice(before);
    expect(
      logged.filter((l) => String((l.req as { url?: string } | undefined)?.url).startsWith("/api/")),
    ).toEqual([]);
    // A browser that sends the header without the server's secret is logged as usual.
    await ctx.api("GET", "/api/user/info", { token: user.token, headers: { "x-first-data-read": "guess" } });
    expect(requested("/api/user/info")).toHaveLength(1);
  });
});
