// Mail, second part (issue 23): live-session invitations with an .ics (REQUEST, a raised SEQUENCE on a move, CANCEL),
// the in-app notice of a new session, reminders that state the real time left, grade and renewal mails, the
// RFC 8058 unsubscribe (headers, one-click POST, a GET that changes nothing), the preferences API and the outbox
// depth in /metrics. Delivery goes to a real SMTP server in the test process.
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import { mailOptOuts, notifications, outbox } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { enqueueMail } from "../src/platform/outbox.ts";
import { createMailSender } from "../src/modules/mail/sender.ts";
import { smtpTransport } from "../src/modules/mail/transport.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";
import { MINUTE, fafmepLearner, ibepLearner, schedule } from "./helpers/live.ts";
import { icsProperty, leaves, parseMime } from "./helpers/mime.ts";
import type { MimePart } from "./helpers/mime.ts";
import { SMTP_TEST_CA, startSmtpPeer } from "./helpers/smtp-peer.ts";
import type { SmtpPeer } from "./helpers/smtp-peer.ts";

const SITE = { institute: "Test Institute of Finance", publicUrl: "https://learn.example.org" };
const METRICS_TOKEN = "metrics-token-0123456789abcdef";

describe.each(BACKENDS)("mail for events on $name", (backend) => {
  const suite = testSuite(backend, { admin: {}, env: { METRICS_TOKEN } });
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.close();
  });
  beforeEach(() => {
    peer.received.length = 0;
  });

  function sender(db: Db) {
    return createMailSender({
      db,
      transport: smtpTransport(peer.url, { tls: { ca: SMTP_TEST_CA } }),
      site: SITE,
      from: "Test Institute <no-reply@example.org>",
      tokens: suite.ctx.app.mail.tokens,
    });
  }

  /** The mails the peer received for an address, parsed. */
  function receivedBy(email: string): MimePart[] {
    return peer.received.filter((m) => m.to.includes(email.toLowerCase())).map((m) => parseMime(m.raw));
  }

  function textOf(mail: MimePart): string {
    return leaves(mail).find((p) => p.headers["content-type"]?.startsWith("text/plain"))?.body ?? "";
  }

  function calendarOf(mail: MimePart): { type: string; ics: string } {
    const part = leaves(mail).find((p) => p.headers["content-type"]?.startsWith("text/calendar"));
    if (!part) throw new Error("no text/calendar part");
    return { type: part.headers["content-type"]!, ics: part.body };
  }

  async function rowsFor(ctx: TestContext, userIds: number[], kind?: string) {
    return ctx.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.userId, userIds), kind ? eq(outbox.kind, kind) : undefined))
      .orderBy(asc(outbox.id));
  }

  it("mails each learner of a new session an invitation (METHOD:REQUEST) and puts it in their bell", async () => {
    const { ctx, admin } = suite;
    const a = await fafmepLearner(ctx);
    const b = await fafmepLearner(ctx);
    const outsider = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 3 });
    const s = await schedule(ctx, admin.token, 180, { title: "Invitation check: Nifty options" });

    const queued = await rowsFor(ctx, [a.id, b.id, outsider.id]);
    expect(queued.map((r) => [r.kind, r.userId])).toEqual([
      ["live_scheduled", a.id],
      ["live_scheduled", b.id],
    ]);
    // One shared .ics for the whole audience.
    expect(queued[0]!.attachmentId).not.toBeNull();
    expect(queued[1]!.attachmentId).toBe(queued[0]!.attachmentId);
    const bell = await ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.message, "New live session: Invitation check%"));
    expect(bell.map((n) => n.userId).sort()).toEqual(expect.arrayContaining([a.id, b.id].sort()));
    expect(bell.some((n) => n.userId === outsider.id)).toBe(false);

    await sender(ctx.db).drain();
    const [mail] = receivedBy(a.email);
    expect(mail).toBeDefined();
    expect(mail!.headers.subject).toContain("Invitation check: Nifty options");
    expect(textOf(mail!)).toContain("Test Institute of Finance");
    const cal = calendarOf(mail!);
    expect(cal.type).toMatch(/^text\/calendar; method=REQUEST/i);
    expect(icsProperty(cal.ics, "METHOD")).toBe("REQUEST");
    expect(icsProperty(cal.ics, "UID")).toBe(`live-session-${s.id}@fincareer`);
    expect(icsProperty(cal.ics, "SEQUENCE")).toBe("0");
    expect(icsProperty(cal.ics, "ORGANIZER")).toMatch(/mailto:no-reply@localhost/i);
    // RFC 5546: a REQUEST names its attendee; each learner's copy names that learner only (issue 39).
    expect(icsProperty(cal.ics, "ATTENDEE")).toBe(`mailto:${a.email}`);
    expect(cal.ics.replace(/\r\n[ \t]/g, "")).toMatch(
      new RegExp(
        `^ATTENDEE;CN="User \\d+";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;`,
        "m",
      ),
    );
    expect(cal.ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const theirs = calendarOf(receivedBy(b.email)[0]!).ics;
    expect(icsProperty(theirs, "ATTENDEE")).toBe(`mailto:${b.email}`);
    expect(theirs).not.toContain(a.email);
    // A live-session mail may be unsubscribed from (RFC 8058).
    expect(mail!.headers["list-unsubscribe"]).toMatch(
      new RegExp(
        `^<https://learn\\.example\\.org/api/mail/unsubscribe/u1\\.${a.id}\\.live_sessions\\.[\\w-]+>$`,
      ),
    );
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(textOf(mail!)).toContain(`https://learn.example.org/unsubscribe?token=u1.${a.id}.live_sessions.`);
  });

  it("a move keeps the UID and raises the SEQUENCE; a cancellation sends METHOD:CANCEL", async () => {
    const { ctx, admin } = suite;
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, admin.token, 240, { title: "Move and cancel check" });
    const newStart = new Date(Date.now() + 26 * 60 * MINUTE);
    const moved = await ctx.api("PATCH", `/api/admin/live/${s.id}`, {
      token: admin.token,
      body: { start_time: newStart.toISOString() },
    });
    expect(moved.status).toBe(200);
    const cancelled = await ctx.api("POST", `/api/admin/live/${s.id}/cancel`, {
      token: admin.token,
      body: { reason: "the instructor is travelling" },
    });
    expect(cancelled.status).toBe(200);
    expect((await rowsFor(ctx, [learner.id])).map((r) => r.kind)).toEqual([
      "live_scheduled",
      "live_moved",
      "live_cancelled",
    ]);

    await sender(ctx.db).drain();
    const mails = receivedBy(learner.email);
    expect(mails).toHaveLength(3);
    const [first, second, third] = mails.map(calendarOf);
    const uid = `live-session-${s.id}@fincareer`;
    expect([first, second, third].map((c) => icsProperty(c!.ics, "UID"))).toEqual([uid, uid, uid]);
    expect(icsProperty(second!.ics, "METHOD")).toBe("REQUEST");
    expect(Number(icsProperty(second!.ics, "SEQUENCE"))).toBeGreaterThan(
      Number(icsProperty(first!.ics, "SEQUENCE")),
    );
    expect(icsProperty(second!.ics, "DTSTART")).toBe(
      newStart
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, ""),
    );
    expect(textOf(mails[1]!)).toContain("it was on");
    expect(third!.type).toMatch(/^text\/calendar; method=CANCEL/i);
    expect(icsProperty(third!.ics, "METHOD")).toBe("CANCEL");
    expect(icsProperty(third!.ics, "STATUS")).toBe("CANCELLED");
    expect(Number(icsProperty(third!.ics, "SEQUENCE"))).toBeGreaterThan(
      Number(icsProperty(second!.ics, "SEQUENCE")),
    );
    // Every invitation, the change and the cancellation too, names the learner as ATTENDEE (RFC 5546, issue 39).
    for (const c of [first, second, third])
      expect(icsProperty(c!.ics, "ATTENDEE")).toBe(`mailto:${learner.email}`);
    expect(textOf(mails[2]!)).toContain("Reason: the instructor is travelling");
  });

  it("an edit of the programs sends METHOD:CANCEL to learners it takes out and an invitation to those it brings in", async () => {
    const { ctx, admin } = suite;
    const f = await fafmepLearner(ctx);
    const i = await ibepLearner(ctx);
    const s = await schedule(ctx, admin.token, 300, {
      title: "Program change check",
      programs: ["FAFMEP", "IBEPGOLD"],
    });
    const edit = (body: Record<string, unknown>) =>
      ctx.api("PATCH", `/api/admin/live/${s.id}`, { token: admin.token, body });
    const newStart = new Date(Date.now() + 320 * MINUTE);
    // FAFMEP taken off (and the time moved): the FAFMEP learner is out, the IBEP learner hears of the move.
    expect((await edit({ programs: ["IBEPGOLD"], start_time: newStart.toISOString() })).status).toBe(200);
    // FAFMEP back, nothing a calendar shows changed: only the FAFMEP learner is mailed, a new invitation.
    expect((await edit({ programs: ["FAFMEP", "IBEPGOLD"] })).status).toBe(200);
    expect((await rowsFor(ctx, [f.id])).map((r) => r.kind)).toEqual([
      "live_scheduled",
      "live_cancelled",
      "live_scheduled",
    ]);
    expect((await rowsFor(ctx, [i.id])).map((r) => r.kind)).toEqual(["live_scheduled", "live_moved"]);
    const bell = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, f.id), like(notifications.message, "New live session: Program change%")),
      );
    expect(bell).toHaveLength(2);

    await sender(ctx.db).drain();
    const mails = receivedBy(f.email);
    expect(mails).toHaveLength(3);
    const [invited, out, back] = mails.map(calendarOf);
    const uid = `live-session-${s.id}@fincareer`;
    expect([invited, out, back].map((c) => icsProperty(c!.ics, "UID"))).toEqual([uid, uid, uid]);
    expect(out!.type).toMatch(/^text\/calendar; method=CANCEL/i);
    expect(icsProperty(out!.ics, "METHOD")).toBe("CANCEL");
    expect(icsProperty(out!.ics, "STATUS")).toBe("CANCELLED");
    expect(Number(icsProperty(out!.ics, "SEQUENCE"))).toBeGreaterThan(
      Number(icsProperty(invited!.ics, "SEQUENCE")),
    );
    expect(mails[1]!.headers.subject).toContain("No longer for your program");
    expect(textOf(mails[1]!)).toContain("is no longer scheduled for your program");
    expect(icsProperty(back!.ics, "METHOD")).toBe("REQUEST");
    expect(icsProperty(back!.ics, "STATUS")).toBe("CONFIRMED");
    expect(Number(icsProperty(back!.ics, "SEQUENCE"))).toBeGreaterThan(
      Number(icsProperty(out!.ics, "SEQUENCE")),
    );
    const ibep = receivedBy(i.email).map(calendarOf);
    expect(ibep.map((c) => icsProperty(c.ics, "METHOD"))).toEqual(["REQUEST", "REQUEST"]);
  });

  it("the same edit posted twice at once mails each learner once", async () => {
    const { ctx, admin } = suite;
    const f = await fafmepLearner(ctx);
    const i = await ibepLearner(ctx);
    const s = await schedule(ctx, admin.token, 300, {
      title: "Double edit check",
      programs: ["FAFMEP", "IBEPGOLD"],
    });
    const body = { programs: ["IBEPGOLD"], start_time: new Date(Date.now() + 330 * MINUTE).toISOString() };
    const results = await Promise.all(
      [1, 2].map(() => ctx.api("PATCH", `/api/admin/live/${s.id}`, { token: admin.token, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await rowsFor(ctx, [f.id])).map((r) => r.kind)).toEqual(["live_scheduled", "live_cancelled"]);
    expect((await rowsFor(ctx, [i.id])).map((r) => r.kind)).toEqual(["live_scheduled", "live_moved"]);
  });

  it("a session scheduled 12 minutes ahead gets one reminder saying 12 minutes, and the mail says the time left when sent", async () => {
    const { ctx, admin } = suite;
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, admin.token, 12, { title: "Short notice check" });
    const start = new Date(s.start_time).getTime();
    // The sweep right after scheduling (12 minutes before), then again later in the window.
    await ctx.app.live.reminders.sweep(new Date(start - 12 * MINUTE));
    await ctx.app.live.reminders.sweep(new Date(start - 7 * MINUTE));
    const bell = await ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(eq(notifications.userId, learner.id), like(notifications.message, '%"Short notice check"%')),
      );
    expect(bell.map((n) => n.message)).toEqual([expect.stringContaining("starts in 12 minutes")]);
    const reminders = await rowsFor(ctx, [learner.id], "live_reminder");
    expect(reminders).toHaveLength(1);

    // Sent 3 minutes after it was queued: the mail counts from its own moment.
    await sender(ctx.db).drain(new Date(start - 9 * MINUTE));
    const [mail] = receivedBy(learner.email).filter((m) => m.headers.subject?.startsWith("Live session "));
    expect(mail!.headers.subject).toBe("Live session starts in 9 minutes: Short notice check");
    expect(textOf(mail!)).toContain('The live session "Short notice check" starts in 9 minutes');
    expect(mail!.headers["list-unsubscribe"]).toBeDefined();
  });

  it("mails the learner their grade with a link to the page, in the grade's transaction", async () => {
    const { ctx, admin } = suite;
    const learner = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 3, name: "Kavya Iyer" });
    const created = await ctx.api("POST", "/api/admin/research", {
      token: admin.token,
      body: { email: learner.email, week: 2, company: "HDFC Bank", text: "NIM trends and CASA ratio" },
    });
    expect(created.status).toBe(200);
    const id = created.body.research.id as number;
    const graded = await ctx.api("POST", `/api/admin/research/${id}/grade`, {
      token: admin.token,
      body: { admin_points: 7.5, admin_comment: "Good peer comparison with ICICI Bank" },
    });
    expect(graded.status).toBe(200);
    const [row] = await rowsFor(ctx, [learner.id], "grade");
    expect(row!.data).toMatchObject({ score: graded.body.research.score, path: "/ivepresearch" });

    await sender(ctx.db).drain();
    const [mail] = receivedBy(learner.email);
    expect(mail!.headers.subject).toBe(
      `Your case project for week 2 (HDFC Bank) has been graded: ${graded.body.research.score}`,
    );
    const text = textOf(mail!);
    expect(text).toContain("Hello Kavya Iyer,");
    expect(text).toContain(`Your score: ${graded.body.research.score}.`);
    expect(text).toContain("Instructor's comment: Good peer comparison with ICICI Bank");
    expect(text).toContain("See your score: https://learn.example.org/ivepresearch");
    expect(mail!.headers["list-unsubscribe"]).toContain(`u1.${learner.id}.grades.`);

    // A refused grade (out of range) mails nothing.
    const refused = await ctx.api("POST", `/api/admin/research/${id}/grade`, {
      token: admin.token,
      body: { admin_points: 11 },
    });
    expect(refused.status).toBe(400);
    expect(await rowsFor(ctx, [learner.id], "grade")).toHaveLength(1);
  });

  it("reminds an enrolment ending in 14 days once, however many sweeps run", async () => {
    const { ctx } = suite;
    const today = todayIst();
    const ending = await ctx.makeUser({
      programs: [{ program: "FMEPGOLD", end: addDays(today, 14) }],
      steps: 3,
    });
    const later = await ctx.makeUser({
      programs: [{ program: "FMEPGOLD", end: addDays(today, 15) }],
      steps: 3,
    });
    // Two instances sweeping at once, then again later the same day.
    await Promise.all([ctx.app.mail.renewals.sweep(), ctx.app.mail.renewals.sweep()]);
    await ctx.app.mail.renewals.sweep();
    expect((await rowsFor(ctx, [ending.id, later.id], "renewal")).map((r) => r.userId)).toEqual([ending.id]);
    // The day after, the other enrolment's turn; the first is not reminded again.
    const tomorrow = new Date(Date.now() + 24 * 60 * MINUTE);
    await ctx.app.mail.renewals.sweep(tomorrow);
    expect((await rowsFor(ctx, [ending.id, later.id], "renewal")).map((r) => r.userId)).toEqual([
      ending.id,
      later.id,
    ]);

    await sender(ctx.db).drain();
    const [mail] = receivedBy(ending.email);
    expect(mail!.headers.subject).toMatch(
      /^Your FMEP Gold access ends on \d\d\/\d\d\/\d{4}: renew to keep learning$/,
    );
    expect(textOf(mail!)).toContain(
      `Renew your program: https://learn.example.org/renew?${new URLSearchParams({ email: ending.email, status: "ending" }).toString()}`,
    );
    expect(mail!.headers["list-unsubscribe"]).toContain(`u1.${ending.id}.renewals.`);
  });

  it("security mails carry no unsubscribe headers or link", async () => {
    const { ctx } = suite;
    const learner = await ctx.makeUser();
    await enqueueMail(ctx.db, {
      kind: "welcome",
      to: learner.email,
      userId: learner.id,
      data: { name: "Asha", path: "/reset-password?token=x", expires_at: new Date().toISOString() },
    });
    await sender(ctx.db).drain();
    const [mail] = receivedBy(learner.email);
    expect(mail!.headers.subject).toContain("set your password");
    expect(mail!.headers["list-unsubscribe"]).toBeUndefined();
    expect(mail!.headers["list-unsubscribe-post"]).toBeUndefined();
    expect(textOf(mail!)).not.toContain("Unsubscribe");
  });

  it("one-click POST unsubscribes (idempotent), a GET only leads to the page, and the next such mail is skipped", async () => {
    const { ctx, admin } = suite;
    const learner = await fafmepLearner(ctx);
    const other = await fafmepLearner(ctx);
    await schedule(ctx, admin.token, 300, { title: "Before unsubscribing" });
    await sender(ctx.db).drain();
    const [mail] = receivedBy(learner.email);
    const address = /^<(.+)>$/.exec(mail!.headers["list-unsubscribe"]!)![1]!;
    const path = new URL(address).pathname;

    // A link scanner's GET changes nothing.
    const get = await ctx.app.inject({ method: "GET", url: path });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/unsubscribe?token=${path.split("/").pop()}`);
    expect(await ctx.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, learner.id))).toEqual([]);

    // What a mail client sends (RFC 8058 section 3.1): no login, no CSRF token.
    for (let i = 0; i < 2; i += 1) {
      const post = await ctx.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(post.statusCode).toBe(200);
      expect(post.json()).toEqual({ ok: true, category: "live_sessions", label: "Live sessions" });
    }
    const prefs = await ctx.api("GET", "/api/user/notification-preferences", { token: learner.token });
    expect(prefs.body.preferences).toContainEqual(
      expect.objectContaining({ category: "live_sessions", email: false }),
    );

    peer.received.length = 0;
    await schedule(ctx, admin.token, 320, { title: "After unsubscribing" });
    const result = await sender(ctx.db).drain();
    expect(result.dropped).toBeGreaterThanOrEqual(1);
    expect(receivedBy(learner.email)).toEqual([]);
    expect(receivedBy(other.email)).toHaveLength(1);
    const [skipped] = await rowsFor(ctx, [learner.id], "live_scheduled").then((r) => r.slice(-1));
    expect(skipped).toMatchObject({
      state: "dropped",
      lastError: `unsubscribed: "Live sessions" emails are switched off`,
    });
    // Other kinds still arrive.
    expect(prefs.body.preferences).toContainEqual(
      expect.objectContaining({ category: "grades", email: true }),
    );
  });

  it("one-click POST takes multipart/form-data, the format RFC 8058 asks mail clients to use (issue 39)", async () => {
    const { ctx } = suite;
    const learner = await fafmepLearner(ctx);
    const token = ctx.app.mail.tokens.tokenFor(learner.id, "grades");
    const body =
      "--x0b\r\n" +
      'Content-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n' +
      "One-Click\r\n" +
      "--x0b--\r\n";
    const post = await ctx.app.inject({
      method: "POST",
      url: `/api/mail/unsubscribe/${token}`,
      headers: { "content-type": "multipart/form-data; boundary=x0b" },
      payload: body,
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ ok: true, category: "grades", label: "Grades" });
    expect(await ctx.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, learner.id))).toEqual([
      expect.objectContaining({ category: "grades" }),
    ]);
  });

  it("refuses a forged or altered unsubscribe token", async () => {
    const { ctx } = suite;
    const mine = await ctx.makeUser();
    const theirs = await ctx.makeUser();
    const token = ctx.app.mail.tokens.tokenFor(mine.id, "grades");
    const forged = token.replace(`u1.${mine.id}.`, `u1.${theirs.id}.`);
    const otherCategory = token.replace(".grades.", ".renewals.");
    for (const t of [forged, otherCategory, "u1.1.grades.AAAAAAAAAAAAAAAAAAAAAA", "nonsense"]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/mail/unsubscribe/${t}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("this unsubscribe link is not valid");
    }
    expect(
      await ctx.db
        .select()
        .from(mailOptOuts)
        .where(inArray(mailOptOuts.userId, [mine.id, theirs.id])),
    ).toEqual([]);
  });

  describe("preferences API", () => {
    let me: TestUser;
    let you: TestUser;
    beforeAll(async () => {
      me = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      you = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    });

    it("lists every category on by default and the security mails as always on", async () => {
      const res = await suite.ctx.api("GET", "/api/user/notification-preferences", { token: me.token });
      expect(res.status).toBe(200);
      expect(
        res.body.preferences.map((p: { category: string; email: boolean }) => [p.category, p.email]),
      ).toEqual([
        ["live_sessions", true],
        ["grades", true],
        ["renewals", true],
        ["nudges", true],
      ]);
      expect(res.body.always_on).toEqual([
        "Set-password links for a new account",
        "Password reset links you ask for",
        "Your certificate when a program's certificate is issued",
      ]);
    });

    it("switches categories off and on for the caller only", async () => {
      const { ctx } = suite;
      const off = await ctx.api("PUT", "/api/user/notification-preferences", {
        token: you.token,
        body: { grades: false, renewals: false },
      });
      expect(off.status).toBe(200);
      const on = await ctx.api("PUT", "/api/user/notification-preferences", {
        token: you.token,
        body: { renewals: true },
      });
      expect(on.body.preferences.map((p: { email: boolean }) => p.email)).toEqual([true, false, true, true]);
      // My switches are untouched by yours.
      const mine = await ctx.api("GET", "/api/user/notification-preferences", { token: me.token });
      expect(mine.body.preferences.every((p: { email: boolean }) => p.email)).toBe(true);
    });

    it("refuses bodies it cannot read, naming the field, and callers without a login", async () => {
      const { ctx } = suite;
      // The whole answer (contract/mail.ts MailPreferencesBody): an unknown key is named as such and, the body
      // switching nothing it knows, also asks for one kind.
      const cases: [unknown, string][] = [
        [{}, "body: Choose at least one kind of email"],
        [{ grades: "no" }, "body.grades: Grades must be on or off"],
        [{ security: false }, "body: Unknown kind of email; body: Choose at least one kind of email"],
      ];
      for (const [body, message] of cases) {
        const res = await ctx.api("PUT", "/api/user/notification-preferences", { token: me.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
      }
      expect((await ctx.api("GET", "/api/user/notification-preferences")).status).toBe(401);
      expect(
        (await ctx.api("PUT", "/api/user/notification-preferences", { body: { grades: false } })).status,
      ).toBe(401);
    });
  });

  it("nudges greet once, name the program, take replies at the instructor and carry the unsubscribe line (issue 41)", async () => {
    const { ctx, admin } = suite;
    const kabir = await ctx.makeUser({ name: "Kabir Joshi", programs: ["FMEPGOLD"], steps: 3 });
    const asha = await ctx.makeUser({ name: "Asha Rao", programs: ["FMEPGOLD"], steps: 3 });
    const send = (user_ids: number[], message: string) =>
      ctx.api("POST", "/api/admin/analytics/nudge", {
        token: admin.token,
        body: { program: "FMEPGOLD", user_ids, subject: "We miss you in {program}", message },
      });
    expect((await send([kabir.id], "We have not seen you in {program} lately.")).status).toBe(200);
    expect((await send([asha.id], "Hello {first_name}, your {program} research is due.")).status).toBe(200);
    await sender(ctx.db).drain();

    const [toKabir] = receivedBy(kabir.email);
    expect(toKabir!.headers.subject).toBe("We miss you in FMEP Gold");
    expect(toKabir!.headers["reply-to"]).toBe(admin.email);
    expect(toKabir!.headers["list-unsubscribe"]).toMatch(/\/api\/mail\/unsubscribe\//);
    const kabirText = textOf(toKabir!);
    expect(kabirText.match(/Hello/g)).toHaveLength(1);
    expect(kabirText).toMatch(/^Hello Kabir Joshi,\r?\n\r?\nWe have not seen you in FMEP Gold lately\./);
    expect(kabirText).not.toContain("FMEPGOLD");
    expect(kabirText).toMatch(/Unsubscribe: https:\/\/learn\.example\.org\/unsubscribe\?token=/);
    expect(kabirText).toContain(
      "Choose which emails you get: https://learn.example.org/profile/notifications",
    );

    // A message that greets the learner itself is not greeted a second time.
    const ashaText = textOf(receivedBy(asha.email)[0]!);
    expect(ashaText.match(/Hello/g)).toHaveLength(1);
    expect(ashaText).toMatch(/^Hello Asha, your FMEP Gold research is due\./);
  });

  it("a learner who switched off grades, renewals and nudges gets none of them; an invitation still arrives (issue 46)", async () => {
    const { ctx, admin } = suite;
    const today = todayIst();
    const learner = await ctx.makeUser({
      name: "Rohan Mehta",
      programs: [{ program: "FAFMEP", plan: "FAGOLD", end: addDays(today, 14) }],
      steps: 3,
    });
    const off = await ctx.api("PUT", "/api/user/notification-preferences", {
      token: learner.token,
      body: { grades: false, renewals: false, nudges: false },
    });
    expect(off.status).toBe(200);
    peer.received.length = 0;
    // A grade, a renewal reminder and a nudge, each queued as usual.
    const created = await ctx.api("POST", "/api/admin/research", {
      token: admin.token,
      body: { email: learner.email, week: 3, company: "Bajaj Finance", text: "AUM growth and credit costs" },
    });
    expect(created.status).toBe(200);
    const graded = await ctx.api("POST", `/api/admin/research/${created.body.research.id as number}/grade`, {
      token: admin.token,
      body: { admin_points: 8 },
    });
    expect(graded.status).toBe(200);
    await ctx.app.mail.renewals.sweep();
    const nudged = await ctx.api("POST", "/api/admin/analytics/nudge", {
      token: admin.token,
      body: {
        program: "FAFMEP",
        user_ids: [learner.id],
        subject: "Research due",
        message: "Your research is due.",
      },
    });
    expect(nudged.status).toBe(200);
    await schedule(ctx, admin.token, 340, { title: "Opt-out check: reading a bank's balance sheet" });
    await sender(ctx.db).drain();

    const rows = await rowsFor(ctx, [learner.id]);
    const state = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => [r.state, r.lastError]);
    expect(state("grade")).toEqual([["dropped", `unsubscribed: "Grades" emails are switched off`]]);
    expect(state("renewal")).toEqual([["dropped", `unsubscribed: "Renewals" emails are switched off`]]);
    expect(state("nudge")).toEqual([
      ["dropped", `unsubscribed: "Messages from your instructors" emails are switched off`],
    ]);
    const received = receivedBy(learner.email).map((m) => m.headers.subject);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Opt-out check: reading a bank's balance sheet");
  });

  it("reports the outbox depth by state in /metrics", async () => {
    const { ctx } = suite;
    await ctx.db.delete(outbox);
    await enqueueMail(ctx.db, { kind: "test", to: "q1@x.in" });
    await enqueueMail(ctx.db, { kind: "test", to: "q2@x.in" });
    const [failed] = await ctx.db.select({ id: outbox.id }).from(outbox).limit(1);
    await ctx.db.update(outbox).set({ state: "failed" }).where(eq(outbox.id, failed!.id));
    const res = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('fincareer_mail_outbox_rows{state="pending"} 1');
    expect(res.body).toContain('fincareer_mail_outbox_rows{state="sending"} 0');
    expect(res.body).toContain('fincareer_mail_outbox_rows{state="failed"} 1');
  });
});
