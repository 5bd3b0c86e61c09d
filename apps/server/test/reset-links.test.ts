// Reset and welcome links die with the password (issue 39): a link is unusable after a password change, and any link
// issued before the account's last password change is refused; an account has one live link (issues at once take
// turns on the account row and leave one); the outbox never holds a readable token, not even while a mail waits for
// a retry, and /admin/mail shows the link redacted and audits every read.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, passwordResetTokens, users } from "../src/db/schema.ts";
import { findResetToken } from "../src/platform/reset-tokens.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { withMailDown } from "./helpers/mail.ts";

const NEW_PASSWORD = "lotus-harbour-31";

function tokenOf(url: string): string {
  return new URL(url, "http://x").searchParams.get("token")!;
}

/** The .eml file the embedded default wrote for an outbox row, quoted-printable decoded. */
function emlOf(ctx: TestContext, id: number): string {
  const file = readdirSync(ctx.config.mail.dir).find((f) => f.startsWith(String(id).padStart(6, "0")));
  if (!file) throw new Error(`no .eml file for outbox row ${id}`);
  return readFileSync(join(ctx.config.mail.dir, file), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(BACKENDS)("reset and welcome links on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
  });

  async function issue(email: string) {
    const res = await suite.ctx.api("POST", "/api/admin/users/reset-link", {
      token: suite.ctx.operatorToken(),
      body: { email },
    });
    expect(res.status).toBe(200);
    return tokenOf(res.body.url);
  }

  const reset = (token: string, password = NEW_PASSWORD) =>
    suite.ctx.api("POST", "/api/auth/reset-password", { body: { token, password } });

  it("a link stops working when its owner changes the password", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser({ password: "old-pass-1234" });
    const token = await issue(user.email);
    const changed = await ctx.api("POST", "/api/user/password", {
      token: user.token,
      body: { current: "old-pass-1234", next: "saffron-kettle-88" },
    });
    expect(changed.status).toBe(200);
    expect(await reset(token)).toMatchObject({ status: 400, body: { error: "invalid_token" } });
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: user.email, password: "saffron-kettle-88" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses any link issued before the last password change, spent or not", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    const token = await issue(user.email);
    // A password change the link was not spent by (made before this release, or by a path that forgot to).
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, user.id));
    expect(await reset(token)).toMatchObject({ status: 400, body: { error: "invalid_token" } });
    // A link issued after the change works.
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await reset(await issue(user.email))).status).toBe(200);
  });

  it("leaves one live link when several are issued at once", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => issue(user.email)));
    const live = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
    const usable = [];
    for (const token of tokens) if ((await findResetToken(ctx.db, token)) !== null) usable.push(token);
    expect(usable).toHaveLength(1);
    expect((await reset(usable[0]!)).status).toBe(200);
  });

  it("a welcome mail waiting for a retry keeps no readable link; the admin reads it redacted, and the read is audited", async () => {
    const { ctx, admin } = suite;
    const created = await ctx.api("POST", "/api/admin/users", {
      token: admin.token,
      body: { email: "waiting.learner@x.in", name: "Waiting Learner" },
    });
    expect(created.status).toBe(200);
    const token = tokenOf(created.body.reset_link.url);

    const t0 = new Date();
    expect(await withMailDown(ctx, () => ctx.app.mail.sender.drain(t0))).toMatchObject({ retried: 1 });
    const [row] = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(row).toMatchObject({ kind: "welcome", state: "pending" });
    for (const stored of [row!.textBody, row!.htmlBody, JSON.stringify(row!.data)]) {
      expect(stored).not.toContain(token);
    }
    expect(row!.textBody).toContain("/reset-password?token=removed");

    const read = await ctx.api("GET", `/api/admin/mail/${row!.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.text).toContain("/reset-password?token=removed");
    expect(JSON.stringify(read.body)).not.toContain(token);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "mail.read"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, target: "waiting.learner@x.in" });
    expect(audits[0]!.details).toMatchObject({ mail: row!.id, kind: "welcome" });

    // The retry sends the working link the admin was shown; afterwards the outbox holds no token at all.
    expect(await ctx.app.mail.sender.drain(new Date(t0.getTime() + 60_000))).toMatchObject({ sent: 1 });
    expect(emlOf(ctx, row!.id)).toContain(`${ctx.config.mail.publicUrl}/reset-password?token=${token}`);
    const [sent] = await ctx.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(sent!.state).toBe("sent");
    expect(JSON.stringify(sent)).not.toContain(token);
    expect((await reset(token)).status).toBe(200);
  });

  it("/admin/mail shows a link redacted whatever the row holds (a mail queued before links were sealed)", async () => {
    const { ctx, admin } = suite;
    const user = await ctx.makeUser();
    const token = await issue(user.email);
    const legacy = `Set your password: ${ctx.config.mail.publicUrl}/reset-password?token=${token}`;
    const [row] = await ctx.db
      .insert(outbox)
      .values({
        kind: "password_reset",
        toAddress: user.email,
        userId: user.id,
        data: { path: `/reset-password?token=${token}` },
        state: "failed",
        subject: "Reset your password",
        textBody: legacy,
        htmlBody: `<a href="/reset-password?token=${token}">Set your password</a>`,
      })
      .returning();
    const list = await ctx.api("GET", "/api/admin/mail", { token: admin.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const read = await ctx.api("GET", `/api/admin/mail/${row!.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.text).toContain(`${ctx.config.mail.publicUrl}/reset-password?token=removed`);
    expect(JSON.stringify(read.body)).not.toContain(token);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "mail.read"));
    expect(audits.filter((a) => (a.details as { mail?: number }).mail === row!.id)).toHaveLength(1);
    // A mail of another kind is shown as written, and its read is audited as well.
    const [other] = await ctx.db
      .insert(outbox)
      .values({ kind: "test", toAddress: "someone@x.in", state: "sent", textBody: "This is a test mail." })
      .returning();
    const plain = await ctx.api("GET", `/api/admin/mail/${other!.id}`, { token: admin.token });
    expect(plain.body.text).toBe("This is a test mail.");
    const later = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "mail.read"));
    expect(later.filter((a) => (a.details as { mail?: number }).mail === other!.id)).toHaveLength(1);
  });

  it("a self-service reset mail waiting for a retry keeps no readable link, and sends a working one", async () => {
    const { ctx } = suite;
    const user = await ctx.makeUser();
    const asked = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot",
      payload: { email: user.email },
      remoteAddress: "203.0.113.99",
    });
    expect(asked.statusCode).toBe(200);
    const t0 = new Date();
    expect(await withMailDown(ctx, () => ctx.app.mail.sender.drain(t0))).toMatchObject({ retried: 1 });
    const [row] = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(row).toMatchObject({ kind: "password_reset", state: "pending" });
    expect(row!.textBody ?? "").not.toMatch(/token=(?!removed)[A-Za-z0-9_-]{20,}/);
    expect(row!.htmlBody ?? "").not.toMatch(/token=(?!removed)[A-Za-z0-9_-]{20,}/);
    expect(JSON.stringify(row!.data)).not.toMatch(/token=(?!removed)[A-Za-z0-9_-]{20,}/);

    expect(await ctx.app.mail.sender.drain(new Date(t0.getTime() + 60_000))).toMatchObject({ sent: 1 });
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(emlOf(ctx, row!.id))![1]!;
    expect((await reset(token)).status).toBe(200);
  });

  it("/admin/mail says a shown link is hidden and sends a new one that works (issue 41)", async () => {
    const { ctx, admin } = suite;
    const created = await ctx.api("POST", "/api/admin/users", {
      token: admin.token,
      body: { email: "new.link@x.in", name: "Neha Link" },
    });
    expect(created.status).toBe(200);
    const oldToken = tokenOf(created.body.reset_link.url);
    expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 1 });
    const [welcome] = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    const read = await ctx.api("GET", `/api/admin/mail/${welcome!.id}`, { token: admin.token });
    expect(read.body).toMatchObject({ kind: "welcome", link_hidden: true });

    // Only welcome and reset mails carry a link: others are refused, as is a missing mail, queueing nothing.
    const test = await ctx.api("POST", "/api/admin/mail/test", {
      token: admin.token,
      body: { to: "x@x.in" },
    });
    const queued = (await ctx.db.select().from(outbox)).length;
    const refused = await ctx.api("POST", `/api/admin/mail/${test.body.id}/new-link`, { token: admin.token });
    expect(refused).toMatchObject({ status: 400, body: { error: "no_link" } });
    expect((await ctx.api("POST", "/api/admin/mail/999999/new-link", { token: admin.token })).status).toBe(
      404,
    );
    expect((await ctx.db.select().from(outbox)).length).toBe(queued);
    const plain = await ctx.api("GET", `/api/admin/mail/${test.body.id}`, { token: admin.token });
    expect(plain.body.link_hidden).toBe(false);

    const sent = await ctx.api("POST", `/api/admin/mail/${welcome!.id}/new-link`, { token: admin.token });
    expect(sent.status).toBe(200);
    // The new mail and the test mail.
    expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 2 });
    const mail = emlOf(ctx, sent.body.id);
    expect(mail).toContain("Hello Neha Link,");
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(mail)![1]!;
    expect((await reset(token)).status).toBe(200);
    // The new link replaced the old one.
    expect((await reset(oldToken, "another-lotus-47")).status).toBe(400);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.reset_link"), eq(auditLog.targetUserId, created.body.id)));
    expect(audit!.details).toMatchObject({ mailed: true, mail: sent.body.id, replaces: welcome!.id });
  });
});
