// Mail delivery (issue 23): the outbox's sender against a real SMTP server in the test process (AUTH over
// STARTTLS), temporary and permanent refusals, two senders on one database, a restart mid-queue, and the embedded
// default that writes .eml files for /admin/mail.
import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import type { Db } from "../src/db/client.ts";
import { auditLog, outbox } from "../src/db/schema.ts";
import { enqueueMail, issueWelcomeLink } from "../src/platform/outbox.ts";
import { linkSeal } from "../src/platform/reset-tokens.ts";
import { MAX_ATTEMPTS, PROBE_MS, createMailSender, retryDelayMs } from "../src/modules/mail/sender.ts";
import { emlTransport, smtpTransport } from "../src/modules/mail/transport.ts";
import { BACKENDS, TEST_SECRET, testConfig, testSuite } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";
import { SMTP_TEST_CA, SMTP_USER, startSmtpPeer } from "./helpers/smtp-peer.ts";
import type { SmtpPeer } from "./helpers/smtp-peer.ts";
import { until } from "./helpers/wait.ts";

const SITE = { institute: "Test Institute of Finance", publicUrl: "https://learn.example.org" };

function senderFor(db: Db, url: string, leaseMs?: number) {
  return createMailSender({
    db,
    transport: smtpTransport(url, { tls: { ca: SMTP_TEST_CA } }),
    site: SITE,
    from: "Test Institute <no-reply@example.org>",
    leaseMs,
  });
}

async function rowsOf(db: Db) {
  return db.select().from(outbox).orderBy(asc(outbox.id));
}

describe("mail settings", () => {
  it("default to .eml files under DATA_DIR/mail and links to the server's own address", () => {
    const config = testConfig({ PORT: "3456", HOST: "127.0.0.1" });
    expect(config.mail).toMatchObject({
      smtpUrl: null,
      publicUrl: "http://127.0.0.1:3456",
      dir: join(config.dataDir, "mail"),
      from: "FinCareer <no-reply@localhost>",
      institute: "FinCareer",
    });
  });

  it("take SMTP_URL, MAIL_FROM, PUBLIC_URL and INSTITUTE_NAME, and refuse malformed ones", () => {
    const config = testConfig({
      SMTP_URL: "smtps://user:pw@mail.example.org:465",
      MAIL_FROM: "Academy <learn@example.org>",
      PUBLIC_URL: "https://learn.example.org/",
      INSTITUTE_NAME: "Example Academy",
    });
    expect(config.mail).toMatchObject({
      smtpUrl: "smtps://user:pw@mail.example.org:465",
      from: "Academy <learn@example.org>",
      publicUrl: "https://learn.example.org",
      institute: "Example Academy",
    });
    expect(() => testConfig({ SMTP_URL: "http://mail.example.org" })).toThrow(/SMTP_URL must be/);
    expect(() => testConfig({ PUBLIC_URL: "learn.example.org" })).toThrow(/PUBLIC_URL must be/);
    expect(() => testConfig({ MAIL_FROM: "a@b.c\r\nBcc: x@y.z" })).toThrow(/MAIL_FROM must be/);
  });
});

describe("retry rules", () => {
  it("waits 30 s after the first failure, doubling, at most an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(3_600_000);
  });
});

describe.each(BACKENDS)("mail delivery on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });
  let peer: SmtpPeer;
  let learner: TestUser;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    learner = await suite.ctx.makeUser();
  });
  afterAll(async () => {
    await peer.close();
  });
  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
    peer.received.length = 0;
    peer.script.length = 0;
  });

  it("delivers a test mail over SMTP after STARTTLS and AUTH, with a text and an HTML part", async () => {
    const { ctx, admin } = suite;
    const res = await ctx.api("POST", "/api/admin/mail/test", {
      token: admin.token,
      body: { to: "Ops@X.in" },
    });
    expect(res.status).toBe(200);
    const sender = senderFor(ctx.db, peer.url);
    expect(await sender.drain()).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail).toMatchObject({ to: ["ops@x.in"], secure: true, user: SMTP_USER });
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain("Test Institute of Finance");
    // The HTML part is quoted-printable: = is written =3D.
    expect(mail.raw).toContain('name=3D"viewport"');
    const [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ id: res.body.id, state: "sent", attempts: 1, lastError: null });
    expect(mail.raw).toContain(`Message-ID: ${row!.messageId}`);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "mail.test"));
    expect(audit).toHaveLength(1);
  });

  it("delivers over smtps:// (TLS from the start) too", async () => {
    const { ctx } = suite;
    const tls = await startSmtpPeer({ secure: true });
    try {
      await enqueueMail(ctx.db, { kind: "test", to: "tls@x.in" });
      expect(tls.url).toMatch(/^smtps:/);
      expect(await senderFor(ctx.db, tls.url).drain()).toMatchObject({ sent: 1 });
      expect(tls.received).toMatchObject([{ to: ["tls@x.in"], secure: true, user: SMTP_USER }]);
    } finally {
      await tls.close();
    }
  });

  it("retries a 451 with backoff and delivers the mail once", async () => {
    const { ctx } = suite;
    await enqueueMail(ctx.db, { kind: "test", to: "a@x.in" });
    peer.script.push(451);
    const sender = senderFor(ctx.db, peer.url);
    const t0 = new Date();
    expect(await sender.drain(t0)).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row!.lastError).toContain("451");
    expect(row!.nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);
    // Not due yet: nothing is sent before the backoff ends.
    expect(await sender.drain(new Date(t0.getTime() + 29_000))).toMatchObject({ sent: 0, retried: 0 });
    expect(await sender.drain(new Date(t0.getTime() + 30_000))).toMatchObject({ sent: 1 });
    [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "sent", attempts: 2, lastError: null });
    expect(peer.received).toHaveLength(1);
    expect(await sender.drain(new Date(t0.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(peer.received).toHaveLength(1);
  });

  it("stops at a 550 and records why", async () => {
    const { ctx } = suite;
    await enqueueMail(ctx.db, { kind: "test", to: "gone@x.in" });
    peer.script.push(550);
    const sender = senderFor(ctx.db, peer.url);
    expect(await sender.drain()).toMatchObject({ failed: 1, retried: 0 });
    const [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row!.lastError).toMatch(/550/);
    expect(await sender.drain(new Date(Date.now() + 24 * 3_600_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(peer.received).toHaveLength(0);
  });

  it("keeps a set-password link only sealed while its mail may still be sent, and drops it when the mail ends", async () => {
    const { ctx } = suite;
    const seal = linkSeal(TEST_SECRET);
    const link = await ctx.db.transaction((tx) =>
      issueWelcomeLink(tx, seal, { ...learner, name: "Asha" }, null),
    );
    const token = new URL(link.url, "http://x").searchParams.get("token")!;
    peer.script.push(451, 550);
    const sender = createMailSender({
      db: ctx.db,
      transport: smtpTransport(peer.url, { tls: { ca: SMTP_TEST_CA } }),
      site: SITE,
      from: "Test Institute <no-reply@example.org>",
      links: seal,
    });
    const t0 = new Date();
    expect(await sender.drain(t0)).toMatchObject({ retried: 1 });
    let [row] = await rowsOf(ctx.db);
    // Waiting for a retry: the token waits sealed for the next attempt; the stored text shows none.
    expect(row).toMatchObject({ state: "pending", data: { path: "/reset-password?token=removed" } });
    expect(seal.open((row!.data as { link_token: string }).link_token)).toBe(token);
    for (const stored of [row!.textBody, row!.htmlBody, JSON.stringify(row!.data)]) {
      expect(stored).not.toContain(token);
    }
    expect(row!.textBody).toContain("/reset-password?token=removed");
    expect(await sender.drain(new Date(t0.getTime() + 30_000))).toMatchObject({ failed: 1 });
    [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "failed", data: { path: "/reset-password?token=removed" } });
    expect(row!.data).not.toHaveProperty("link_token");
    for (const stored of [row!.textBody, row!.htmlBody]) {
      expect(stored).toContain("/reset-password?token=removed");
      expect(stored).not.toContain(token);
    }
  });

  it("sends a row queued with a readable link (before links were sealed) with it, storing its text without it", async () => {
    const { ctx } = suite;
    const path = "/reset-password?token=AbC-123_xyzTOKEN";
    await enqueueMail(ctx.db, {
      kind: "welcome",
      to: "welcome@x.in",
      data: { name: "Asha", path, expires_at: new Date().toISOString() },
    });
    peer.script.push(451);
    const sender = senderFor(ctx.db, peer.url);
    const t0 = new Date();
    expect(await sender.drain(t0)).toMatchObject({ retried: 1 });
    let [row] = await rowsOf(ctx.db);
    expect(row!.textBody).toContain("/reset-password?token=removed");
    expect(await sender.drain(new Date(t0.getTime() + 30_000))).toMatchObject({ sent: 1 });
    // Quoted-printable: soft line breaks joined.
    expect(peer.received[0]!.raw.replace(/=\r?\n/g, "")).toContain("AbC-123_xyzTOKEN");
    [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "sent", data: { path: "/reset-password?token=removed" } });
    for (const stored of [row!.textBody, row!.htmlBody]) expect(stored).not.toContain("AbC-123_xyzTOKEN");
  });

  it("keeps a mail for later when the server cannot be reached, and gives up after the last attempt", async () => {
    const { ctx } = suite;
    await enqueueMail(ctx.db, { kind: "test", to: "b@x.in" });
    const down = await startSmtpPeer();
    await down.close();
    const sender = senderFor(ctx.db, down.url);
    let at = Date.now();
    expect(await sender.drain(new Date(at))).toMatchObject({ retried: 1 });
    let [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      at += 3_600_000;
      await sender.drain(new Date(at));
    }
    [row] = await rowsOf(ctx.db);
    expect(row).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
  });

  it("sends what an unreachable server kept waiting as soon as the server answers again, not at its backoff", async () => {
    const { ctx } = suite;
    const gone = await startSmtpPeer();
    await gone.close();
    await enqueueMail(ctx.db, { kind: "test", to: "late@x.in" });
    const sender = senderFor(ctx.db, gone.url);
    const failedAt = Date.now();
    expect(await sender.drain()).toMatchObject({ retried: 1 });
    const waiting = (await rowsOf(ctx.db)).find((r) => r.toAddress === "late@x.in")!;
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(failedAt + 30_000);
    // Still down: the sender's probe finds nothing and the mail keeps waiting.
    await new Promise((r) => setTimeout(r, PROBE_MS + 100));
    expect(await sender.drain()).toMatchObject({ sent: 0, retried: 0 });
    const back = await startSmtpPeer({ port: gone.port });
    try {
      // Back on the same port: within a probe and a pass, long before the 30 s backoff.
      await until(
        async () => {
          await sender.drain();
          return back.received.length > 0;
        },
        "the mail to reach the SMTP server once it is back",
        { every: 100 },
      );
      expect(Date.now() - failedAt).toBeLessThan(20_000);
      expect(back.received.map((m) => m.to)).toEqual([["late@x.in"]]);
      const sent = (await rowsOf(ctx.db)).find((r) => r.toAddress === "late@x.in")!;
      expect(sent).toMatchObject({ state: "sent", attempts: 2 });
    } finally {
      await sender.stop();
      await back.close();
    }
  });

  it("does not log in with a wrong password, and keeps the mail for a corrected setting", async () => {
    const { ctx } = suite;
    await enqueueMail(ctx.db, { kind: "test", to: "c@x.in" });
    const wrong = peer.url.replace(encodeURIComponent("s3cret pass"), "nope");
    expect(await senderFor(ctx.db, wrong).drain()).toMatchObject({ retried: 1 });
    expect((await rowsOf(ctx.db))[0]!.lastError).toMatch(/EAUTH/);
    expect(await senderFor(ctx.db, peer.url).drain(new Date(Date.now() + 60_000))).toMatchObject({ sent: 1 });
    expect(peer.received).toHaveLength(1);
  });

  it("two senders on one database deliver each mail once", async () => {
    const { ctx } = suite;
    for (let i = 0; i < 40; i += 1) await enqueueMail(ctx.db, { kind: "test", to: `m${i}@x.in` });
    // On PostgreSQL the second sender has its own connection pool, as a second instance would.
    const other = ctx.dbUrl
      ? await openDatabase({ databaseUrl: ctx.dbUrl, dataDir: "", pgliteDir: "" })
      : null;
    try {
      const a = createMailSender({
        db: ctx.db,
        transport: smtpTransport(peer.url, { tls: { ca: SMTP_TEST_CA } }),
        site: SITE,
        from: "a@example.org",
        batch: 3,
      });
      const b = createMailSender({
        db: other?.db ?? ctx.db,
        transport: smtpTransport(peer.url, { tls: { ca: SMTP_TEST_CA } }),
        site: SITE,
        from: "b@example.org",
        batch: 3,
      });
      const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
      expect(ra.sent + rb.sent).toBe(40);
      if (ctx.dbUrl) expect(Math.min(ra.sent, rb.sent)).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    const to = peer.received.map((m) => m.to[0]).sort();
    expect(to).toEqual([...new Set(to)]);
    expect(to).toHaveLength(40);
    expect((await rowsOf(ctx.db)).every((r) => r.state === "sent" && r.attempts === 1)).toBe(true);
  });

  it("after a restart mid-queue, sends what was never claimed now and what a dead sender held once its lease ends", async () => {
    const { ctx } = suite;
    for (let i = 0; i < 5; i += 1) await enqueueMail(ctx.db, { kind: "test", to: `r${i}@x.in` });
    const t0 = new Date();
    // The first instance claims two mails and dies before sending them.
    const dead = senderFor(ctx.db, peer.url, 60_000);
    expect(await dead.claim(t0, 2)).toHaveLength(2);
    // The restarted instance sends the other three at once ...
    const next = senderFor(ctx.db, peer.url, 60_000);
    expect(await next.drain(t0)).toMatchObject({ sent: 3 });
    expect((await rowsOf(ctx.db)).filter((r) => r.state === "sending")).toHaveLength(2);
    // ... and the two held by the dead one when their lease has ended.
    expect(await next.drain(new Date(t0.getTime() + 60_001))).toMatchObject({ sent: 2 });
    const rows = await rowsOf(ctx.db);
    expect(rows.every((r) => r.state === "sent")).toBe(true);
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual([
      "r0@x.in",
      "r1@x.in",
      "r2@x.in",
      "r3@x.in",
      "r4@x.in",
    ]);
  });

  it("starts no send after half a claim's lease: the rest goes back to the queue uncounted and is sent next", async () => {
    const { ctx } = suite;
    for (let i = 0; i < 4; i += 1) await enqueueMail(ctx.db, { kind: "test", to: `l${i}@x.in` });
    const sent: { to: string; leaseLeftMs: number }[] = [];
    // Each send takes more than half the 1 s lease: one mail per claim, then the others are given back.
    const slow = createMailSender({
      db: ctx.db,
      transport: {
        kind: "smtp",
        async send(mail) {
          const [row] = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, mail.to));
          sent.push({ to: mail.to, leaseLeftMs: row!.lockedUntil!.getTime() - Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { messageId: mail.messageId };
        },
        close() {},
      },
      site: SITE,
      from: "a@example.org",
      leaseMs: 1000,
      concurrency: 1,
    });
    expect(await slow.drain()).toMatchObject({ sent: 4, failed: 0 });
    expect(sent.map((s) => s.to)).toEqual(["l0@x.in", "l1@x.in", "l2@x.in", "l3@x.in"]);
    // Every send started while its claim held (one batch of four would have started the third after its end).
    for (const s of sent) expect(s.leaseLeftMs).toBeGreaterThan(0);
    const rows = await rowsOf(ctx.db);
    expect(rows.map((r) => [r.state, r.attempts])).toEqual(Array.from({ length: 4 }, () => ["sent", 1]));
  });

  describe("the embedded default (no SMTP_URL)", () => {
    afterEach(async () => {
      await suite.ctx.db.delete(outbox);
    });

    it("writes each mail as an .eml file and shows it to admins at /api/admin/mail", async () => {
      const { ctx, admin } = suite;
      const res = await ctx.api("POST", "/api/admin/mail/test", {
        token: admin.token,
        body: { to: "eml@x.in" },
      });
      expect(res.status).toBe(200);
      expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 1 });
      const files = readdirSync(ctx.config.mail.dir).filter((f) => f.endsWith(".eml"));
      const file = files.find((f) => f.startsWith(String(res.body.id).padStart(6, "0")));
      expect(file).toBeDefined();
      const eml = readFileSync(join(ctx.config.mail.dir, file!), "utf8");
      expect(eml).toMatch(/^To: eml@x\.in\r$/m);
      expect(eml).toMatch(/Content-Type: multipart\/alternative/);
      expect(eml).toContain(ctx.config.mail.institute);

      const list = await ctx.api("GET", "/api/admin/mail", { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.mails[0]).toMatchObject({
        id: res.body.id,
        kind: "test",
        to: "eml@x.in",
        state: "sent",
      });
      const one = await ctx.api("GET", `/api/admin/mail/${res.body.id}`, { token: admin.token });
      expect(one.body.text).toContain("This is a test mail");
      expect((await ctx.api("GET", "/api/admin/mail/999999", { token: admin.token })).status).toBe(404);
    });

    it("writes the .eml files for the server's user alone: 600 in a 700 folder, an older wider folder narrowed", async () => {
      const { ctx, admin } = suite;
      const dir = ctx.config.mail.dir;
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o755);
      const res = await ctx.api("POST", "/api/admin/mail/test", {
        token: admin.token,
        body: { to: "mode@x.in" },
      });
      expect(res.status).toBe(200);
      // A sender of its own: the app's may have prepared the folder before this test widened it.
      const sender = createMailSender({
        db: ctx.db,
        transport: emlTransport(dir),
        site: SITE,
        from: "Test Institute <no-reply@example.org>",
      });
      expect(await sender.drain()).toMatchObject({ sent: 1 });
      const file = readdirSync(dir).find((f) => f.startsWith(String(res.body.id).padStart(6, "0")));
      expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    });

    it("is for admins only, and refuses a bad address without queueing anything", async () => {
      const { ctx, admin } = suite;
      expect((await ctx.api("GET", "/api/admin/mail", { token: learner.token })).status).toBe(403);
      expect((await ctx.api("GET", "/api/admin/mail/1", { token: learner.token })).status).toBe(403);
      const post = await ctx.api("POST", "/api/admin/mail/test", {
        token: learner.token,
        body: { to: "a@x.in" },
      });
      expect(post.status).toBe(403);
      expect((await ctx.api("GET", "/api/admin/mail")).status).toBe(401);
      for (const to of ["not-an-address", "x".repeat(300) + "@x.in", 42]) {
        const bad = await ctx.api("POST", "/api/admin/mail/test", { token: admin.token, body: { to } });
        expect(bad.status).toBe(400);
      }
      expect(await rowsOf(ctx.db)).toHaveLength(0);
    });
  });
});
