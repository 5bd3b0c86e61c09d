// Mail retention (issue 39): .eml files are deleted MAIL_EML_RETENTION_DAYS after they were written, and a sent
// mail's text, HTML and data leave the outbox MAIL_BODY_RETENTION_DAYS after it was sent, on a clock the test sets;
// mails not sent (waiting for a retry, given up) keep theirs, and the row stays listed.
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema.ts";
import { enqueueMail } from "../src/platform/outbox.ts";
import { BACKENDS, testConfig, testSuite } from "./helpers/context.ts";
import { withMailDown } from "./helpers/mail.ts";

const DAY = 86_400_000;

describe("mail retention settings", () => {
  it("default to 30 days for .eml files and 90 days for sent mails' bodies, and refuse what is out of range", () => {
    expect(testConfig({}).mail).toMatchObject({ emlRetentionDays: 30, bodyRetentionDays: 90 });
    expect(testConfig({ MAIL_EML_RETENTION_DAYS: "7", MAIL_BODY_RETENTION_DAYS: "365" }).mail).toMatchObject({
      emlRetentionDays: 7,
      bodyRetentionDays: 365,
    });
    expect(() => testConfig({ MAIL_EML_RETENTION_DAYS: "0" })).toThrow(
      /MAIL_EML_RETENTION_DAYS must be 1 to 3650/,
    );
    expect(() => testConfig({ MAIL_BODY_RETENTION_DAYS: "forever" })).toThrow(/MAIL_BODY_RETENTION_DAYS/);
  });
});

describe.each(BACKENDS)("mail retention on $name", (backend) => {
  const suite = testSuite(backend, {
    admin: {},
    env: { MAIL_EML_RETENTION_DAYS: "30", MAIL_BODY_RETENTION_DAYS: "90" },
  });

  beforeEach(async () => {
    await suite.ctx.db.delete(outbox);
    rmSync(suite.ctx.config.mail.dir, { recursive: true, force: true });
  });

  it("deletes .eml files after 30 days and empties sent mails after 90, keeping unsent mails and the rows", async () => {
    const { ctx, admin } = suite;
    const { retention, sender } = ctx.app.mail;
    // A mail waiting for a retry (its text stored with the failed attempt), then two that are sent.
    const waiting = await ctx.db.transaction((tx) =>
      enqueueMail(tx, { kind: "test", to: "waiting@x.in", data: { note: "retry" } }),
    );
    expect(await withMailDown(ctx, () => sender.drain())).toMatchObject({ retried: 1 });
    const sentIds = await ctx.db.transaction(async (tx) => [
      await enqueueMail(tx, { kind: "test", to: "first@x.in", data: { note: "one" } }),
      await enqueueMail(tx, { kind: "test", to: "second@x.in", data: { note: "two" } }),
    ]);
    expect(await sender.drain()).toMatchObject({ sent: 2 });

    const dir = ctx.config.mail.dir;
    const [first] = await ctx.db.select().from(outbox).where(eq(outbox.id, sentIds[0]!));
    const sentAt = first!.sentAt!.getTime();
    // The files as written when the mails were sent; a stray half-written file, and a file the sweep must not touch.
    const emls = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(emls).toHaveLength(2);
    writeFileSync(join(dir, "000099-test.eml.tmp"), "half");
    writeFileSync(join(dir, "README.txt"), "operator's note");
    for (const f of readdirSync(dir)) utimesSync(join(dir, f), new Date(sentAt), new Date(sentAt));
    expect((statSync(join(dir, emls[0]!)).mode & 0o777).toString(8)).toBe("600");

    // Day 29: nothing is old enough.
    expect(await retention.sweep(new Date(sentAt + 29 * DAY))).toEqual({ files: 0, bodies: 0 });
    expect(readdirSync(dir).sort()).toEqual([...emls, "000099-test.eml.tmp", "README.txt"].sort());

    // Day 31: the .eml files (and the stray .tmp) go; the outbox still holds both bodies.
    expect(await retention.sweep(new Date(sentAt + 31 * DAY))).toEqual({ files: 3, bodies: 0 });
    expect(readdirSync(dir)).toEqual(["README.txt"]);
    const kept = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(kept.filter((r) => r.textBody !== null)).toHaveLength(3);

    // Day 91: the sent mails lose text, HTML and data, once; the rows stay for the list, the waiting mail keeps all.
    expect(await retention.sweep(new Date(sentAt + 91 * DAY))).toEqual({ files: 0, bodies: 2 });
    expect(await retention.sweep(new Date(sentAt + 92 * DAY))).toEqual({ files: 0, bodies: 0 });
    const rows = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => r.id)).toEqual([waiting, ...sentIds]);
    for (const row of rows.slice(1)) {
      expect(row).toMatchObject({ state: "sent", textBody: null, htmlBody: null, data: {} });
      expect(row.subject).not.toBeNull();
      expect(row.sentAt).not.toBeNull();
    }
    expect(rows[0]).toMatchObject({ state: "pending", data: { note: "retry" } });
    expect(rows[0]!.textBody).toContain("test mail");

    // The admin still finds the sent mail, without its text.
    const list = await ctx.api("GET", "/api/admin/mail", { token: admin.token });
    expect(list.body.total).toBe(3);
    const read = await ctx.api("GET", `/api/admin/mail/${sentIds[0]}`, { token: admin.token });
    expect(read).toMatchObject({ status: 200, body: { state: "sent", text: null, to: "first@x.in" } });
  });

  it("a sweep with no mail folder and no mail removes nothing", async () => {
    expect(await suite.ctx.app.mail.retention.sweep(new Date(Date.now() + 400 * DAY))).toEqual({
      files: 0,
      bodies: 0,
    });
  });
});
