// Forgot password and welcome mails (issue 23): the same answer for every address, limits per email and per client
// address, a one-time link valid 1 hour that kills older ones; accounts created without a password get their link
// by mail (admin screen, CSV import, CLI).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { FORGOT_MESSAGE } from "@fincareer/domain/contract/mail";
import { runCli } from "../src/cli/run-cli.ts";
import { outbox, passwordResetTokens, users } from "../src/db/schema.ts";
import { BACKENDS, testConfig, testSuite } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

async function forgot(ctx: TestContext, email: unknown, remoteAddress = "203.0.113.1") {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/forgot",
    payload: { email },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function mails(ctx: TestContext) {
  return ctx.db.select().from(outbox).orderBy(asc(outbox.id));
}

/** The text of a sent mail as the mailbox got it: the .eml file the embedded default wrote for the outbox row. */
function emlOf(ctx: TestContext, row: { id: number }): string {
  const file = readdirSync(ctx.config.mail.dir).find((f) => f.startsWith(String(row.id).padStart(6, "0")));
  if (!file) throw new Error(`no .eml file for outbox row ${row.id}`);
  // Its parts are quoted-printable: soft line breaks joined, =XX escapes decoded (ASCII is all a link needs).
  return readFileSync(join(ctx.config.mail.dir, file), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token in a mail's text. */
function tokenIn(text: string | null): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!m) throw new Error(`no reset link in ${text}`);
  return m[1]!;
}

const NEW_PASSWORD = "Brand-new pass 2026!";

describe.each(BACKENDS)("forgot password on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
  });

  it("answers the same for a known, an unknown and a deactivated address, and mails only the active account", async () => {
    const { ctx } = suite;
    const known = await ctx.makeUser({ name: "Asha Rao" });
    const off = await ctx.makeUser();
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, off.id));
    const answers = [
      await forgot(ctx, known.email.toUpperCase(), "203.0.113.10"),
      await forgot(ctx, "nobody@nowhere.example", "203.0.113.10"),
      await forgot(ctx, off.email, "203.0.113.10"),
    ];
    for (const a of answers) expect(a).toEqual({ status: 200, body: { ok: true, message: FORGOT_MESSAGE } });
    // The request itself did the same for each: one queued row, nothing rendered yet, no token issued.
    const queued = await mails(ctx);
    expect(queued.map((m) => [m.kind, m.toAddress, m.subject])).toEqual([
      ["password_reset", known.email, null],
      ["password_reset", "nobody@nowhere.example", null],
      ["password_reset", off.email, null],
    ]);
    expect(await ctx.db.select().from(passwordResetTokens)).toHaveLength(0);

    expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 1, dropped: 2 });
    const [sent, unknown, deactivated] = await mails(ctx);
    expect(sent).toMatchObject({ state: "sent", userId: known.id });
    expect(sent!.textBody).toContain("Hello Asha Rao,");
    expect(unknown).toMatchObject({ state: "dropped", lastError: "no active account uses this address" });
    expect(deactivated).toMatchObject({ state: "dropped" });
    // The mailbox got the working link; the outbox keeps the mail without its token, in the text, the HTML and the
    // data alike, so neither the admin's mail screen nor a backup holds a link that sets the password.
    const token = tokenIn(emlOf(ctx, sent!));
    expect(sent!.textBody).toContain(`${ctx.config.mail.publicUrl}/reset-password?token=removed`);
    expect(sent!.htmlBody).toContain("/reset-password?token=removed");
    for (const stored of [sent!.textBody, sent!.htmlBody, JSON.stringify(sent!.data)]) {
      expect(stored).not.toContain(token);
    }
    expect(
      await ctx.api("POST", "/api/auth/reset-password", {
        body: { token: "removed", password: NEW_PASSWORD },
      }),
    ).toMatchObject({ status: 400 });
  });

  it("sends a link that works once, for 1 hour, and kills the older ones", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    await forgot(ctx, user.email, "203.0.113.20");
    await ctx.app.mail.sender.drain();
    await forgot(ctx, user.email, "203.0.113.20");
    const t1 = new Date();
    await ctx.app.mail.sender.drain(t1);
    const [first, second] = await mails(ctx);
    const older = tokenIn(emlOf(ctx, first!));
    const newer = tokenIn(emlOf(ctx, second!));
    const reset = (token: string) =>
      ctx.api("POST", "/api/auth/reset-password", { body: { token, password: NEW_PASSWORD } });

    // Older link: dead once a newer one is issued.
    expect((await reset(older)).body.error).toBe("invalid_token");
    // Valid until 1 hour after it was issued, not after.
    const auth = ctx.app.services.auth;
    const late = auth.resetPassword(
      { token: newer, password: NEW_PASSWORD },
      { https: false },
      new Date(t1.getTime() + 3_600_001),
    );
    await expect(late).rejects.toMatchObject({ code: "invalid_token" });
    // Works once.
    expect(await reset(newer)).toMatchObject({ status: 200, body: { ok: true, email: user.email } });
    expect((await reset(newer)).body.error).toBe("invalid_token");
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("expires a self-service link after 1 hour", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    await forgot(ctx, user.email, "203.0.113.30");
    const t0 = new Date();
    await ctx.app.mail.sender.drain(t0);
    const [tokenRow] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokenRow!.expiresAt.getTime()).toBe(t0.getTime() + 3_600_000);
    expect(tokenRow!.createdBy).toBeNull();
  });

  it("queues at most 3 mails per address an hour, answering the same", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    // Parallel requests cannot slip past the count.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => forgot(ctx, user.email, `198.51.100.${i + 1}`)),
    );
    for (const a of answers) expect(a).toEqual({ status: 200, body: { ok: true, message: FORGOT_MESSAGE } });
    expect(await mails(ctx)).toHaveLength(3);
  });

  it("limits one client address to 10 requests in 15 minutes", async () => {
    const { ctx } = suite;
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(ctx, `probe${i}@x.example`, "192.0.2.7")).status).toBe(200);
    }
    const over = await forgot(ctx, "probe10@x.example", "192.0.2.7");
    expect(over.status).toBe(429);
    expect(await mails(ctx)).toHaveLength(10);
    expect((await forgot(ctx, "probe10@x.example", "192.0.2.8")).status).toBe(200);
  });

  it("refuses bad input and queues nothing", async () => {
    const { ctx } = suite;
    for (const email of ["", "not-an-email", 7, null, "a".repeat(300) + "@x.in"]) {
      expect((await forgot(ctx, email, "192.0.2.50")).status).toBe(400);
    }
    const huge = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "x".repeat(2_000_000) }),
      remoteAddress: "192.0.2.51",
    });
    expect(huge.statusCode).toBe(413);
    expect(await mails(ctx)).toHaveLength(0);
  });
});

describe.each(BACKENDS)("welcome mails on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
  });

  it("mails the set-password link of an account an admin creates without a password", async () => {
    const { ctx, admin } = suite;
    const res = await ctx.api("POST", "/api/admin/users", {
      token: admin.token,
      body: { email: "new.learner@x.in", name: "New Learner" },
    });
    expect(res.status).toBe(200);
    expect(res.body.reset_link.url).toMatch(/^\/reset-password\?token=/);
    await ctx.app.mail.sender.drain();
    const [mail] = await mails(ctx);
    expect(mail).toMatchObject({ kind: "welcome", toAddress: "new.learner@x.in", state: "sent" });
    // The new learner's mailbox has the link the admin was shown; the outbox keeps the mail without its token.
    expect(emlOf(ctx, mail!)).toContain(ctx.config.mail.publicUrl + res.body.reset_link.url);
    expect(mail!.textBody).toContain(`${ctx.config.mail.publicUrl}/reset-password?token=removed`);
    expect(mail!.data).toMatchObject({ path: "/reset-password?token=removed" });
    expect(mail!.subject).toContain(ctx.config.mail.institute);
    // With a password there is no link and no mail.
    const withPassword = await ctx.api("POST", "/api/admin/users", {
      token: admin.token,
      body: { email: "pw.learner@x.in", name: "Pw Learner", password: "Sturdy-pass-2026" },
    });
    expect(withPassword.status).toBe(200);
    expect(await mails(ctx)).toHaveLength(1);
  });

  it("mails each account a CSV import creates, and nothing on a dry run", async () => {
    const { ctx, admin } = suite;
    const csv = "email,name,program\nimp1@x.in,Imp One,FMEPGOLD\nimp2@x.in,Imp Two,FMEPGOLD";
    const dry = await ctx.api("POST", "/api/admin/users/import", {
      token: admin.token,
      body: { csv, dry_run: true },
    });
    expect(dry.status).toBe(200);
    expect(await mails(ctx)).toHaveLength(0);
    const res = await ctx.api("POST", "/api/admin/users/import", { token: admin.token, body: { csv } });
    expect(res.status).toBe(200);
    const queued = await mails(ctx);
    expect(queued.map((m) => [m.kind, m.toAddress])).toEqual([
      ["welcome", "imp1@x.in"],
      ["welcome", "imp2@x.in"],
    ]);
    // Each mail carries the link the admin was shown; the outbox holds none of them readable.
    const links: string[] = res.body.rows.map((r: { reset_link: { url: string } }) => r.reset_link.url);
    for (const [i, m] of queued.entries()) expect(JSON.stringify(m)).not.toContain(links[i]!.split("=")[1]);
    await ctx.app.mail.sender.drain();
    expect(queued.map((m) => emlOf(ctx, m))).toEqual(links.map((l) => expect.stringContaining(l)));
  });
});

describe("welcome mail from the CLI", () => {
  it("user:create without a password writes the welcome mail as an .eml file", async () => {
    const config = testConfig();
    const out: string[] = [];
    const io = {
      env: { DATA_DIR: config.dataDir, JWT_SECRET: "cli-test-secret-0123456789", LOG_LEVEL: "silent" },
      out: (t: string) => out.push(t),
      err: (t: string) => out.push(t),
    };
    expect(await runCli(["user:create", "--email", "cli.new@x.in", "--name", "Cli New"], io)).toBe(0);
    const link = /(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(out.join(""))![1]!;
    const dir = join(config.dataDir, "mail");
    const files = readdirSync(dir).filter((f) => f.endsWith("-welcome.eml"));
    expect(files).toHaveLength(1);
    // Decoded from quoted-printable: soft line breaks go, =3D is "=".
    const eml = readFileSync(join(dir, files[0]!), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    expect(eml).toContain("To: cli.new@x.in");
    expect(eml).toContain(link);

    out.length = 0;
    expect(await runCli(["mail:list"], io)).toBe(0);
    expect(out.join("")).toMatch(/#1 \[sent\] attempts=1 welcome to=cli\.new@x\.in/);
    out.length = 0;
    expect(await runCli(["mail:test", "--to", "ops@x.in"], io)).toBe(0);
    expect(out.join("")).toMatch(/queued test mail #2 to ops@x\.in/);
    expect(readdirSync(dir).filter((f) => f.endsWith("-test.eml"))).toHaveLength(1);
  });
});
