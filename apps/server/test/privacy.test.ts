// Learners' data rights (issue 43) on both databases, with files in the S3 server the tests start: the notice and
// consent, the export (a zip with every declared item), the erasure's 48 hours' notice and cancel with a set clock,
// a completed erasure that leaves no trace of the learner's email, name or phone in any text column of the
// database, the bucket, the outbox or the .eml folder, and the retention sweep.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import JSZip from "jszip";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { modules } from "../src/modules.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { ooxmlBytes, postMultipart } from "./helpers/research.ts";
import { startS3 } from "./helpers/s3.ts";
import type { TestS3 } from "./helpers/s3.ts";

const HOUR = 60 * 60_000;
const NAME = "Zorawar Quixley";
const EMAIL = "zorawar.quixley@example.in";
const PHONE = "+91 98765 43210";

/** Every declared item, as the privacy module is handed them. */
const DECLARED = Object.values(modules).flatMap((m) =>
  (m.personalData ?? []).map((item) => ({ ...item, module: m.name })),
);

/** Where any of the needles appears in any text, varchar, json(b) or array column of any table. */
async function traces(ctx: TestContext, needles: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await ctx.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
       where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
       order by c.table_name, c.column_name`),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const [row] = rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}
               where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
        ),
      );
      if (row!.n > 0) found.push(`${table_name}.${column_name} (${needle})`);
    }
  }
  return found;
}

describe.each(BACKENDS)("learners' data rights on $name", (backend) => {
  let s3: TestS3;
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;

  beforeAll(async () => {
    s3 = await startS3();
    ctx = await createTestContext(backend, { env: { ...s3.env, PRIVACY_SWEEP_MS: "0", MAIL_POLL_MS: "0" } });
    admin = await ctx.makeUser({ role: "admin", steps: 3, name: "Asha Admin" });
    learner = await ctx.makeUser({
      name: NAME,
      email: EMAIL,
      steps: 3,
      programs: [{ program: "DSGOLD", start: addDays(todayIst(), -30) }],
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await s3?.remove();
  });

  it("shows the itemised notice in English and Hindi, records consent and a one-click withdrawal", async () => {
    const notice = await ctx.api("GET", "/api/privacy/notice");
    expect(notice.status).toBe(200);
    expect(notice.body.version).toBe(1);
    expect(notice.body.notice.en.items.length).toBeGreaterThan(3);
    expect(notice.body.notice.hi.title).toBe("गोपनीयता सूचना");
    expect(notice.body.contact).toMatchObject({ name: "Grievance Officer", response_days: 30 });

    let me = await ctx.api("GET", "/api/privacy/me", { token: learner.token });
    expect(me.body).toMatchObject({ needs_consent: true, accepted_version: null });

    const stale = await ctx.api("POST", "/api/privacy/consent", {
      token: learner.token,
      body: { notice_version: 2, purposes: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("notice_changed");
    const bad = await ctx.api("POST", "/api/privacy/consent", {
      token: learner.token,
      body: { notice_version: 1, purposes: ["selling_data"] },
    });
    expect(bad.status).toBe(400);

    me = await ctx.api("POST", "/api/privacy/consent", {
      token: learner.token,
      body: { notice_version: 1, purposes: ["marketing_mail", "public_name"], language: "hi" },
    });
    expect(me.status).toBe(200);
    expect(me.body.needs_consent).toBe(false);
    expect(me.body.purposes).toEqual([
      { purpose: "marketing_mail", granted: true, at: expect.any(String) },
      { purpose: "cohort_comparison", granted: false, at: expect.any(String) },
      { purpose: "public_name", granted: true, at: expect.any(String) },
    ]);
    const off = await ctx.api("PUT", "/api/privacy/consent/marketing_mail", {
      token: learner.token,
      body: { granted: false },
    });
    expect(off.body.purposes[0]).toMatchObject({ purpose: "marketing_mail", granted: false });
    // The record keeps every act, with its time and the notice version.
    const acts = rowsOf<{ purpose: string; granted: boolean; notice_version: number }>(
      await ctx.db.execute(
        sql`select purpose, granted, notice_version from privacy_consents where user_id = ${learner.id} order by id`,
      ),
    );
    expect(acts.map((a) => `${a.purpose}:${a.granted}`)).toEqual([
      "notice:true",
      "marketing_mail:true",
      "cohort_comparison:false",
      "public_name:true",
      "marketing_mail:false",
    ]);

    // A notice whose items repeat an id, or an optional use, is refused, naming the item.
    type Notice = { en: { items: { id: string; purpose: string | null }[] }; hi: { items: unknown[] } };
    const current = notice.body.notice as Notice;
    const twice = structuredClone(current);
    twice.en.items[1]!.id = twice.en.items[0]!.id;
    const optional = twice.en.items.findIndex((i) => i.purpose !== null);
    twice.en.items[optional + 1]!.purpose = twice.en.items[optional]!.purpose;
    const repeated = await ctx.api("POST", "/api/admin/privacy/notice", { token: admin.token, body: twice });
    expect(repeated.status).toBe(400);
    expect(repeated.body.fields).toEqual(
      expect.arrayContaining([
        {
          path: "body.en.items.1.id",
          message: `Give each item its own id: ${current.en.items[0]!.id} is used twice`,
        },
        {
          path: `body.en.items.${optional + 1}.purpose`,
          message: "Each optional use has one item: this one is chosen above",
        },
      ]),
    );

    // A new version: the learner is asked again.
    const published = await ctx.api("POST", "/api/admin/privacy/notice", {
      token: admin.token,
      body: notice.body.notice,
    });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(2);
    me = await ctx.api("GET", "/api/privacy/me", { token: learner.token });
    expect(me.body).toMatchObject({ needs_consent: true, accepted_version: 1, notice_version: 2 });
    const learnerPublish = await ctx.api("POST", "/api/admin/privacy/notice", {
      token: learner.token,
      body: notice.body.notice,
    });
    expect(learnerPublish.status).toBe(403);
  });

  it("records the consent given at sign-up with the account, in its transaction; refuses a sign-up without it", async () => {
    const { body: current } = await ctx.api("GET", "/api/privacy/notice");
    const account = {
      name: "Meera Iyengar",
      email: "meera.iyengar@example.in",
      password: "monsoon-ledger-58",
    };
    const counts = async () =>
      rowsOf<{ consents: number; audits: number }>(
        await ctx.db.execute(sql`select (select count(*)::int from privacy_consents) as consents,
                                        (select count(*)::int from audit_log) as audits`),
      )[0];
    const before = { rows: await ctx.snapshot(), counts: await counts() };

    const refused = [
      [{ ...account }, 400, "validation_error"],
      [{ ...account, consent: { notice_version: current.version } }, 400, "validation_error"],
      [
        { ...account, consent: { notice_version: current.version, accepted: false } },
        400,
        "validation_error",
      ],
      [
        { ...account, consent: { notice_version: current.version, accepted: true, purposes: ["sell"] } },
        400,
        "validation_error",
      ],
      // Not the notice that is current: read the current one first.
      [
        { ...account, consent: { notice_version: current.version + 1, accepted: true } },
        409,
        "notice_changed",
      ],
      // Alike for a registered email, so the answer tells nothing about who is registered.
      [
        { ...account, email: EMAIL, consent: { notice_version: current.version + 1, accepted: true } },
        409,
        "notice_changed",
      ],
    ] as const;
    for (const [body, status, error] of refused) {
      const res = await ctx.api("POST", "/api/auth/signup", { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const missing = await ctx.api("POST", "/api/auth/signup", { body: account });
    expect(missing.body.fields).toEqual([
      {
        path: "body.consent",
        message:
          "Read the privacy notice and tick that you accept it: we need its required items to run your account",
      },
    ]);
    expect({ rows: await ctx.snapshot(), counts: await counts() }).toEqual(before);

    const ok = await ctx.api("POST", "/api/auth/signup", {
      body: {
        ...account,
        consent: {
          notice_version: current.version,
          accepted: true,
          purposes: ["cohort_comparison"],
          language: "hi",
        },
      },
    });
    expect(ok.status).toBe(200);
    const acts = rowsOf<{
      purpose: string;
      granted: boolean;
      notice_version: number;
      language: string;
      source: string;
      same_tx: boolean;
    }>(
      await ctx.db.execute(sql`
        select c.purpose, c.granted, c.notice_version, c.language, c.source, c.at = u.created_at as same_tx
          from privacy_consents c join users u on u.id = c.user_id
         where u.email = ${account.email} order by c.id`),
    );
    // One transaction: the consent rows carry the account's own timestamp (now() is the transaction's start).
    expect(acts).toEqual(
      [
        ["notice", true],
        ["marketing_mail", false],
        ["cohort_comparison", true],
        ["public_name", false],
      ].map(([purpose, granted]) => ({
        purpose,
        granted,
        notice_version: current.version,
        language: "hi",
        source: "signup",
        same_tx: true,
      })),
    );
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const me = await ctx.api("GET", "/api/privacy/me", { token: login.body.token });
    expect(me.body).toMatchObject({ needs_consent: false, accepted_version: current.version });
    expect(me.body.purposes.map((p: { granted: boolean }) => p.granted)).toEqual([false, true, false]);

    // A registered email with the current notice: the usual answer, and no consent is recorded for its owner.
    const consentsOfOwner = async () =>
      rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select count(*)::int as n from privacy_consents where user_id = ${learner.id}`,
        ),
      )[0]!.n;
    const ownerActs = await consentsOfOwner();
    const taken = await ctx.api("POST", "/api/auth/signup", {
      body: {
        ...account,
        email: EMAIL,
        consent: { notice_version: current.version, accepted: true, purposes: ["public_name"] },
      },
    });
    expect(taken.body).toEqual(ok.body);
    expect(await consentsOfOwner()).toBe(ownerActs);
  });

  it("exports every declared item as a zip (JSON per module plus the uploaded files), announced by mail", async () => {
    // What the learner gave: a phone, the questionnaire, a photo and a research file.
    await ctx.db.execute(
      sql`insert into user_profiles (user_id, phone, city) values (${learner.id}, ${PHONE}, 'Pune')`,
    );
    await ctx.db.execute(
      sql`insert into hr_answers (user_id, answers) values (${learner.id}, ${JSON.stringify({ mobile: "9876543210", college: "Fergusson College" })}::jsonb)`,
    );
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const photo = await postMultipart(ctx, "/api/user/profile/photo", learner.token, {}, [
      { field: "photo", name: "me.jpg", bytes: jpeg, type: "image/jpeg" },
    ]);
    expect(photo.status).toBe(200);
    const research = await postMultipart(
      ctx,
      "/api/ivepresearch",
      learner.token,
      { company: "Infosys", text: `DCF of Infosys by ${NAME}` },
      [{ name: "infosys-dcf.xlsx", bytes: await ooxmlBytes("xlsx") }],
    );
    expect(research.status).toBe(200);
    // Another learner's bell names this one (scrubbed at erasure).
    await ctx.db.execute(
      sql`insert into notifications (user_id, message) values (${admin.id}, ${`${NAME} asked a question`})`,
    );

    const asked = await ctx.api("POST", "/api/privacy/requests", {
      token: learner.token,
      body: { kind: "access" },
    });
    expect(asked.status).toBe(200);
    const request = asked.body.requests[0];
    expect(request).toMatchObject({ kind: "access", state: "preparing" });
    const again = await ctx.api("POST", "/api/privacy/requests", {
      token: learner.token,
      body: { kind: "access" },
    });
    expect(again.status).toBe(409);

    expect(await ctx.app.privacy.jobs.runDue()).toMatchObject({ exports: 1 });
    const me = await ctx.api("GET", "/api/privacy/me", { token: learner.token });
    const done = me.body.requests.find((r: { id: number }) => r.id === request.id);
    expect(done).toMatchObject({
      state: "done",
      download_path: `/api/privacy/requests/${request.id}/download`,
    });
    await ctx.app.mail.sender.drain();
    const mails = readdirSync(ctx.config.mail.dir).filter((n) => n.endsWith("privacy_export.eml"));
    expect(mails).toHaveLength(1);

    // Someone else cannot download it.
    const other = await ctx.makeUser({ programs: ["DSGOLD"], steps: 3 });
    expect((await ctx.api("GET", done.download_path, { token: other.token })).status).toBe(404);

    const res = await ctx.app.inject({
      method: "GET",
      url: done.download_path,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(res.rawPayload);
    for (const item of DECLARED) {
      const file = zip.file(`${item.module}.json`);
      expect(file, `${item.module}.json`).not.toBeNull();
      const section = JSON.parse(await file!.async("string")) as Record<string, unknown>;
      expect(section, `${item.module}.${item.id}`).toHaveProperty(item.id);
    }
    const account = JSON.parse(await zip.file("account.json")!.async("string"));
    expect(account.account[0]).toMatchObject({ email: EMAIL, name: NAME });
    expect(account.account[0]).not.toHaveProperty("password_hash");
    expect(account.profile[0]).toMatchObject({ phone: PHONE });
    // The uploaded files themselves, byte for byte as stored.
    expect(account.photo).toHaveLength(1);
    const researchJson = JSON.parse(await zip.file("research.json")!.async("string"));
    expect(researchJson.files).toHaveLength(1);
    for (const path of [...account.photo, ...researchJson.files]) {
      const key = String(path).slice("files/".length);
      expect(await s3.keys()).toContain(key);
      expect(zip.file(path), path).not.toBeNull();
    }
    const mail = JSON.parse(await zip.file("mail.json")!.async("string"));
    expect(Array.isArray(mail.eml)).toBe(true);
    expect(zip.file("data-map.json")).not.toBeNull();
  });

  it("gives 48 hours' notice before an erasure, which the learner can cancel (a set clock)", async () => {
    const t0 = new Date();
    const asked = await ctx.api("POST", "/api/privacy/requests", {
      token: learner.token,
      body: { kind: "erasure" },
    });
    expect(asked.status).toBe(200);
    const request = asked.body.requests.find((r: { kind: string }) => r.kind === "erasure");
    expect(request.state).toBe("scheduled");
    const scheduled = new Date(request.scheduled_for).getTime();
    expect(scheduled - t0.getTime()).toBeGreaterThanOrEqual(48 * HOUR - 5_000);
    expect(scheduled - t0.getTime()).toBeLessThanOrEqual(48 * HOUR + 5_000);
    const notice = rowsOf<{ to_address: string; data: { scheduled_for: string } }>(
      await ctx.db.execute(sql`select to_address, data from outbox where kind = 'privacy_erasure_notice'`),
    );
    expect(notice).toEqual([
      { to_address: EMAIL, data: expect.objectContaining({ scheduled_for: request.scheduled_for }) },
    ]);

    // 47 hours on: not yet.
    expect(await ctx.app.privacy.jobs.runDue(new Date(t0.getTime() + 47 * HOUR))).toMatchObject({
      erased: 0,
      waiting: 0,
    });
    expect((await ctx.userRow(learner.id))!.email).toBe(EMAIL);
    const cancel = await ctx.api("POST", `/api/privacy/requests/${request.id}/cancel`, {
      token: learner.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.state).toBe("cancelled");
    // After the 48 hours: nothing happens to a cancelled request.
    expect(await ctx.app.privacy.jobs.runDue(new Date(t0.getTime() + 49 * HOUR))).toMatchObject({
      erased: 0,
      waiting: 0,
    });
    expect((await ctx.userRow(learner.id))!.email).toBe(EMAIL);
    expect(
      (await ctx.api("POST", `/api/privacy/requests/${request.id}/cancel`, { token: learner.token })).status,
    ).toBe(409);
  });

  it("erases every declared item: no trace of the email, name or phone in the database, bucket, outbox or .eml", async () => {
    const before = await s3.keys();
    expect(before.some((k) => k.startsWith("userProfile/"))).toBe(true);
    // An admin files it on the learner's behalf.
    const t1 = new Date();
    const filed = await ctx.api("POST", "/api/admin/privacy/requests", {
      token: admin.token,
      body: { user_id: learner.id, request: { kind: "erasure", note: `Asked by phone from ${PHONE}` } },
    });
    expect(filed.status).toBe(200);
    await ctx.app.mail.sender.drain();
    const due = new Date(t1.getTime() + 48 * HOUR + 60_000);
    // The confirmation is queued; the erasure waits for it to be sent, then removes it.
    expect(await ctx.app.privacy.jobs.runDue(due)).toMatchObject({ erased: 0, waiting: 1 });
    expect((await ctx.api("GET", "/api/privacy/me", { token: learner.token })).status).toBe(401);
    expect(await ctx.app.mail.sender.drain()).toMatchObject({ sent: 1 });
    expect(await ctx.app.privacy.jobs.runDue(due)).toMatchObject({ erased: 1 });

    const admins = await ctx.api("GET", "/api/admin/privacy", { token: admin.token });
    const erasure = admins.body.requests.find((r: { id: number }) => r.id === filed.body.id);
    expect(erasure).toMatchObject({ state: "done", user_label: `erased learner #${learner.id}` });

    const needles = [EMAIL, NAME, "Quixley", PHONE, "98765 43210", "9876543210"];
    expect(await traces(ctx, needles)).toEqual([]);
    // The bucket: the photo, the research file and the export are gone.
    const after = await s3.keys();
    expect(
      after.filter(
        (k) => k.startsWith("userProfile/") || k.startsWith("research/") || k.startsWith("privacy-exports/"),
      ),
    ).toEqual([]);
    // The .eml folder.
    const dir = ctx.config.mail.dir;
    const left = existsSync(dir)
      ? readdirSync(dir).filter((n) => {
          const text = readFileSync(join(dir, n), "utf8").toLowerCase();
          return needles.some((x) => text.includes(x.toLowerCase()));
        })
      : [];
    expect(left).toEqual([]);
    // What the law asks to keep stays, without the person: the research grade record and the processing log.
    const kept = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from research_items where user_id = ${learner.id}`),
    );
    expect(kept[0]!.n).toBe(1);
    const log = rowsOf<{ action: string }>(
      await ctx.db.execute(sql`select action from audit_log where action like 'privacy.erase.%' order by id`),
    );
    expect(log.at(-1)!.action).toBe("privacy.erase.done");
    expect(log.length).toBeGreaterThan(20);
  });

  it("the retention sweep notifies learners whose last enrolment ended over 3 years ago and erases them (a set clock)", async () => {
    const now = new Date("2031-06-01T06:00:00Z");
    const old = await ctx.makeUser({
      name: "Purana Vidyarthi",
      programs: [{ program: "DSGOLD", start: "2026-01-01", end: "2028-01-01" }],
    });
    const recent = await ctx.makeUser({
      programs: [{ program: "DSGOLD", start: "2027-01-01", end: "2029-01-01" }],
    });
    const current = await ctx.makeUser({
      programs: [{ program: "DSGOLD", start: "2030-01-01", end: "2032-01-01" }],
    });
    // Learners made by other tests here have the factory's enrolment (ending in 11 months): over 3 years by then too.
    const filed = await ctx.app.privacy.jobs.retentionSweep(now);
    expect(await ctx.app.privacy.jobs.retentionSweep(now)).toBe(0);
    const requests = rowsOf<{ user_id: number; origin: string; scheduled_for: string }>(
      await ctx.db.execute(
        sql`select user_id, origin, scheduled_for from privacy_requests where origin = 'retention'`,
      ),
    );
    expect(requests).toHaveLength(filed);
    const ids = requests.map((r) => r.user_id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(current.id);
    expect(ids).not.toContain(admin.id);
    const request = requests.find((r) => r.user_id === old.id);
    expect(new Date(request!.scheduled_for).getTime()).toBe(now.getTime() + 48 * HOUR);
    const notice = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from outbox where kind = 'privacy_erasure_notice' and user_id = ${old.id}`,
      ),
    );
    expect(notice[0]!.n).toBe(1);
    expect(await ctx.app.privacy.jobs.runDue(new Date(now.getTime() + 47 * HOUR))).toMatchObject({
      erased: 0,
      waiting: 0,
    });
    await ctx.app.privacy.jobs.runDue(new Date(now.getTime() + 49 * HOUR));
    await ctx.app.mail.sender.drain();
    expect(await ctx.app.privacy.jobs.runDue(new Date(now.getTime() + 49 * HOUR))).toMatchObject({
      erased: filed,
    });
    expect((await ctx.userRow(old.id))!.email).toBe(`erased-${old.id}@erased.invalid`);
    expect((await ctx.userRow(recent.id))!.deactivatedAt).toBeNull();
    expect((await ctx.userRow(current.id))!.deactivatedAt).toBeNull();
  });

  it("resumes an erasure that stopped half-way at the step it stopped in (a set clock)", async () => {
    const u = await ctx.makeUser({ name: "Tanvi Kulkarni", programs: ["DSGOLD"], steps: 3 });
    const t = new Date();
    await ctx.api("POST", "/api/privacy/requests", { token: u.token, body: { kind: "erasure" } });
    const due = new Date(t.getTime() + 49 * HOUR);
    // A step fails half-way (its table is away, as a crash or an outage would leave it).
    await ctx.db.execute(sql`alter table market_watch rename to market_watch_away`);
    const errors: number[] = [];
    expect(await ctx.app.privacy.jobs.runDue(due, (_err, id) => errors.push(id))).toMatchObject({
      failed: 1,
    });
    await ctx.db.execute(sql`alter table market_watch_away rename to market_watch`);
    const state = async () =>
      rowsOf<{ id: number; state: string; step: number; step_name: string }>(
        await ctx.db.execute(
          sql`select id, state, step, step_name from privacy_requests where user_id = ${u.id} and kind = 'erasure'`,
        ),
      )[0]!;
    const stopped = await state();
    expect(errors).toEqual([stopped.id]);
    expect(stopped).toMatchObject({ state: "running", step_name: "market.watchlist" });
    expect(stopped.step).toBeGreaterThan(1);
    // Still claimed by the run that failed: a second run leaves it; once the claim has run out it goes on.
    expect(await ctx.app.privacy.jobs.runDue(due)).toMatchObject({ erased: 0, waiting: 0, failed: 0 });
    const later = new Date(due.getTime() + 6 * 60_000);
    expect(await ctx.app.privacy.jobs.runDue(later)).toMatchObject({ waiting: 1 });
    await ctx.app.mail.sender.drain();
    expect(await ctx.app.privacy.jobs.runDue(later)).toMatchObject({ erased: 1 });
    const steps = rowsOf<{ step: string }>(
      await ctx.db.execute(sql`select details->>'step' as step from audit_log
        where action = 'privacy.erase.step' and (details->>'id')::int = ${stopped.id} order by id`),
    ).map((r) => r.step);
    // Each step recorded once: the ones before the failure were not run again.
    expect(new Set(steps).size).toBe(steps.length);
    expect(steps.indexOf("market.watchlist")).toBe(stopped.step);
    expect((await ctx.userRow(u.id))!.name).toBe("Erased learner");
  });

  it("refuses another learner's request and bad input, changing nothing", async () => {
    const a = await ctx.makeUser({ programs: ["DSGOLD"], steps: 3 });
    const b = await ctx.makeUser({ programs: ["DSGOLD"], steps: 3 });
    const asked = await ctx.api("POST", "/api/privacy/requests", {
      token: a.token,
      body: { kind: "erasure" },
    });
    const id = asked.body.requests[0].id;
    expect((await ctx.api("POST", `/api/privacy/requests/${id}/cancel`, { token: b.token })).status).toBe(
      404,
    );
    expect((await ctx.api("GET", `/api/privacy/requests/${id}/download`, { token: b.token })).status).toBe(
      404,
    );
    expect((await ctx.api("GET", "/api/admin/privacy", { token: b.token })).status).toBe(403);
    const bad = await ctx.api("POST", "/api/privacy/requests", {
      token: b.token,
      body: { kind: "delete_everything" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("validation_error");
    const long = await ctx.api("POST", "/api/privacy/requests", {
      token: b.token,
      body: { kind: "grievance", message: "x".repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect((await ctx.api("GET", "/api/privacy/me", { token: b.token })).body.requests).toEqual([]);
    expect((await ctx.api("POST", `/api/privacy/requests/${id}/cancel`, { token: a.token })).status).toBe(
      200,
    );
  });

  it("makes a withdrawal take effect at once: the leaderboard name and renewal mails", async () => {
    const a = await ctx.makeUser({ name: "Kavya Menon", programs: ["FMEPPLATINUM"], steps: 3 });
    const b = await ctx.makeUser({
      name: "Rohan Deshpande",
      programs: [{ program: "FMEPPLATINUM", end: addDays(todayIst(), 5) }],
      steps: 3,
    });
    for (const u of [a, b]) await ctx.api("PATCH", "/api/portfolio/setup-done", { token: u.token });
    const names = async () =>
      (
        (await ctx.api("GET", "/api/portfolio/stats", { token: a.token })).body.leaderboard as {
          name: string;
        }[]
      )
        .map((r) => r.name)
        .sort();
    expect(await names()).toEqual(["Kavya M.", "Rohan D."]);
    await ctx.api("PUT", "/api/privacy/consent/public_name", { token: b.token, body: { granted: false } });
    expect(await names()).toEqual(["A classmate", "Kavya M."]);
    // Her own row still names her.
    const own = await ctx.api("GET", "/api/portfolio/stats", { token: b.token });
    expect(own.body.leaderboard.find((r: { is_me: boolean }) => r.is_me).name).toBe("Rohan D.");
    await ctx.api("PUT", "/api/privacy/consent/public_name", { token: b.token, body: { granted: true } });
    expect(await names()).toEqual(["Kavya M.", "Rohan D."]);

    // Renewal reminders are marketing mail: withdrawn, none is queued.
    await ctx.api("PUT", "/api/privacy/consent/marketing_mail", { token: b.token, body: { granted: false } });
    await ctx.app.mail.renewals.sweep();
    const renewals = async () =>
      rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select count(*)::int as n from outbox where kind = 'renewal' and user_id = ${b.id}`,
        ),
      )[0]!.n;
    expect(await renewals()).toBe(0);
    await ctx.api("PUT", "/api/privacy/consent/marketing_mail", { token: b.token, body: { granted: true } });
    await ctx.app.mail.renewals.sweep();
    expect(await renewals()).toBe(1);
  });

  it("takes corrections to an admin, who approves or refuses with a reason (audited)", async () => {
    const other = await ctx.makeUser({ programs: ["DSGOLD"], steps: 3 });
    const asked = await ctx.api("POST", "/api/privacy/requests", {
      token: other.token,
      body: { kind: "correction", field: "legal_name", value: "Meera Iyer", note: "as on my marksheet" },
    });
    expect(asked.status).toBe(200);
    const id = asked.body.requests[0].id;
    const noReason = await ctx.api("POST", `/api/admin/privacy/requests/${id}/decide`, {
      token: admin.token,
      body: { decision: "refuse" },
    });
    expect(noReason.status).toBe(400);
    const ok = await ctx.api("POST", `/api/admin/privacy/requests/${id}/decide`, {
      token: admin.token,
      body: { decision: "approve" },
    });
    expect(ok.body.state).toBe("done");
    const [name] = rowsOf<{ name: string }>(
      await ctx.db.execute(sql`select name from certificate_names where user_id = ${other.id}`),
    );
    expect(name!.name).toBe("Meera Iyer");
    const grievance = await ctx.api("POST", "/api/privacy/requests", {
      token: other.token,
      body: { kind: "grievance", message: "My export was missing my quiz answers" },
    });
    expect(grievance.body.requests[0]).toMatchObject({ kind: "grievance", state: "open" });
    const due =
      new Date(grievance.body.requests[0].due_at).getTime() -
      new Date(grievance.body.requests[0].created_at).getTime();
    expect(due).toBe(30 * 24 * HOUR);
    const audit = rowsOf<{ action: string }>(
      await ctx.db.execute(sql`select action from audit_log where target_user_id = ${other.id} order by id`),
    );
    expect(audit.map((a) => a.action)).toEqual(["privacy.request", "privacy.decide", "privacy.request"]);
  });
});
