import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, programEnrolments, users } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("admin user screens API on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ email: "head.admin@example.com", role: "admin" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const as = (token: string) => ({
    get: (url: string) => ctx.api("GET", url, { token }),
    post: (url: string, body: unknown) => ctx.api("POST", url, { token, body }),
    patch: (url: string, body: unknown) => ctx.api("PATCH", url, { token, body }),
  });

  async function lastAudit() {
    const res = await as(admin.token).get("/api/admin/audit?limit=1");
    return res.body.items[0];
  }

  it("refuses learners (403) and anonymous callers (401) on every new route, changing nothing", async () => {
    const learner = await ctx.makeUser();
    const before = await ctx.snapshot();
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/admin/users/${learner.id}`],
      ["POST", "/api/admin/users/status", { email: learner.email, deactivated: true }],
      ["POST", "/api/admin/users/reset-link", { email: learner.email }],
      ["POST", "/api/admin/users/import", { csv: "email,name,program\na@b.in,A,FMEPGOLD" }],
      ["GET", "/api/admin/enrolments/ending"],
      ["GET", "/api/admin/audit"],
      ["POST", "/api/admin/users/admin", { email: learner.email }],
    ];
    for (const [method, url, body] of calls) {
      expect((await ctx.api(method as "GET", url, { token: learner.token, body })).status).toBe(403);
      expect((await ctx.api(method as "GET", url, { body })).status).toBe(401);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("searches users by email or name, with filters and paging", async () => {
    await ctx.makeUser({ email: "priya.menon@example.com", name: "Priya Menon", programs: ["FMEPGOLD"] });
    await ctx.makeUser({ email: "rohit.priyadarshi@example.com", name: "Rohit P" });
    const found = await as(admin.token).get("/api/admin/users?q=priya");
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.users.map((u: { email: string }) => u.email).sort()).toEqual([
      "priya.menon@example.com",
      "rohit.priyadarshi@example.com",
    ]);
    expect(found.body.users[0]).toMatchObject({
      deactivated: false,
      research_type: "NEW",
      programs: ["FMEPGOLD"],
    });
    const page = await as(admin.token).get("/api/admin/users?q=priya&limit=1&offset=1");
    expect(page.body).toMatchObject({ total: 2, users: [{ email: "rohit.priyadarshi@example.com" }] });
    const admins = await as(admin.token).get("/api/admin/users?role=admin");
    expect(admins.body.users.map((u: { email: string }) => u.email)).toEqual(["head.admin@example.com"]);
    const wildcard = await as(admin.token).get("/api/admin/users?q=%25");
    expect(wildcard.body.total).toBe(0);
    expect((await as(admin.token).get("/api/admin/users?limit=500")).status).toBe(400);
  });

  it("creates a learner enrolled in the same request, refusing a plan of another program and changing nothing (issue 41)", async () => {
    const before = await ctx.snapshot();
    for (const [enrol, message] of [
      [
        { program: "FMEPGOLD", plan: "EDMPGOLD" },
        "body.enrol.plan: FMEP Gold has no plans: leave the plan empty",
      ],
      [
        { program: "FAFMEP", plan: "BAEXCELBASIC" },
        "body.enrol.plan: BAEXCELBASIC is not a plan of FA FMEP: choose FAGOLD or EDMPGOLD, or none",
      ],
    ] as const) {
      const res = await as(admin.token).post("/api/admin/users", {
        email: "kabir.joshi@example.com",
        name: "Kabir Joshi",
        enrol,
      });
      expect(res.status).toBe(400);
      expect(fieldText(res.body)).toBe(message);
    }
    const enrolOther = await as(admin.token).post("/api/admin/enrolments", {
      email: "head.admin@example.com",
      program: "FMEPGOLD",
      plan: "FnO",
    });
    expect(enrolOther.status).toBe(400);
    expect(fieldText(enrolOther.body)).toBe("body.plan: FMEP Gold has no plans: leave the plan empty");
    expect(await ctx.snapshot()).toEqual(before);

    const created = await as(admin.token).post("/api/admin/users", {
      email: "kabir.joshi@example.com",
      name: "Kabir Joshi",
      enrol: { program: "FAFMEP", plan: "FAGOLD", start: "2026-11-01" },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ cprogram: "FAFMEP", programs: ["FAFMEP"] });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, created.body.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["enrolment.create", "user.create"]);
  });

  it("creates a learner without a password (a reset link instead), enrols, changes fields; each is audited", async () => {
    const created = await as(admin.token).post("/api/admin/users", {
      email: "Sana.Khan@Example.com",
      name: "Sana Khan",
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      email: "sana.khan@example.com",
      reset_link: { url: expect.stringMatching(/^\/reset-password\?token=/) },
    });
    expect(await lastAudit()).toMatchObject({
      actor: "head.admin@example.com",
      actor_id: admin.id,
      action: "user.create",
      target: "sana.khan@example.com",
      target_user_id: created.body.id,
    });
    expect(JSON.stringify(await lastAudit())).not.toContain(created.body.reset_link.url.split("=")[1]);

    const weak = await as(admin.token).post("/api/admin/users", {
      email: "weak@example.com",
      name: "W",
      password: "password1234",
    });
    expect(weak).toMatchObject({ status: 400, body: { error: "weak_password" } });

    const enrol = await as(admin.token).post("/api/admin/enrolments", {
      email: "sana.khan@example.com",
      program: "FAFMEP",
      plan: "FAGOLD",
      start: "2026-11-01",
      end: "2027-10-31",
    });
    expect(enrol.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "enrolment.create",
      details: { program: "FAFMEP", plan: "FAGOLD", start: "2026-11-01", end: "2027-10-31" },
    });
    const set = await as(admin.token).patch("/api/admin/users", {
      email: "sana.khan@example.com",
      planned: "p199",
      research_type: "OLD",
      steps: 2,
    });
    expect(set.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "user.update",
      details: {
        changes: {
          planned: { from: null, to: "p199" },
          researchType: { from: "NEW", to: "OLD" },
          postSignupSteps: { from: 0, to: 2 },
        },
      },
    });
    const detail = await as(admin.token).get(`/api/admin/users/${created.body.id}`);
    expect(detail.body).toMatchObject({
      planned: "p199",
      research_type: "OLD",
      post_signup_steps: 2,
      cprogram: "FAFMEP",
      enrolments: [{ program_name: "FAFMEP", comment: "FAGOLD", end_date: "2027-10-31" }],
      active_sessions: 0,
    });
    expect((await as(admin.token).get("/api/admin/users/999999")).status).toBe(404);
  });

  it("deactivates: the user cannot log in, existing tokens stop at once, reset links die; reactivation restores login", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const link = await as(admin.token).post("/api/admin/users/reset-link", { email: user.email });
    expect((await ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(200);
    const off = await as(admin.token).post("/api/admin/users/status", {
      email: user.email,
      deactivated: true,
    });
    expect(off).toMatchObject({ status: 200, body: { deactivated: true } });
    expect(await lastAudit()).toMatchObject({ action: "user.deactivate", details: { ended_sessions: 1 } });
    expect((await ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(401);
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: user.email, password: "password123" },
    });
    expect(login).toMatchObject({ status: 403, body: { error: "account_deactivated" } });
    const wrong = await ctx.api("POST", "/api/auth/login", {
      body: { email: user.email, password: "not-the-one" },
    });
    expect(wrong.status).toBe(401);
    const token = new URL(link.body.url, "http://x").searchParams.get("token");
    const reset = await ctx.api("POST", "/api/auth/reset-password", {
      body: { token, password: "lotus-harbour-31" },
    });
    expect(reset.status).toBe(400);
    expect((await as(admin.token).post("/api/admin/users/reset-link", { email: user.email })).status).toBe(
      409,
    );
    const self = await as(admin.token).post("/api/admin/users/status", {
      email: admin.email,
      deactivated: true,
    });
    expect(self).toMatchObject({ status: 400, body: { error: "own_account" } });

    const on = await as(admin.token).post("/api/admin/users/status", {
      email: user.email,
      deactivated: false,
    });
    expect(on.body.deactivated).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "user.reactivate" });
    const again = await ctx.api("POST", "/api/auth/login", {
      body: { email: user.email, password: "password123" },
    });
    expect(again.status).toBe(200);
  });

  it("grants and revokes admin (the revoked token loses the admin API at once), never one's own", async () => {
    const other = await ctx.makeUser({ email: "second.admin@example.com" });
    expect((await as(admin.token).post("/api/admin/users/admin", { email: other.email })).body.role).toBe(
      "admin",
    );
    expect(await lastAudit()).toMatchObject({ action: "user.admin.grant", target: other.email });
    expect((await as(other.token).get("/api/admin/audit")).status).toBe(200);
    const revoked = await as(admin.token).post("/api/admin/users/admin", {
      email: other.email,
      revoke: true,
    });
    expect(revoked.body.role).toBe("learner");
    expect(await lastAudit()).toMatchObject({
      action: "user.admin.revoke",
      details: { changes: { role: { from: "admin", to: "learner" } } },
    });
    expect((await as(other.token).get("/api/admin/audit")).status).toBe(403);
    const self = await as(admin.token).post("/api/admin/users/admin", { email: admin.email, revoke: true });
    expect(self).toMatchObject({ status: 400, body: { error: "own_role" } });
  });

  it("imports a cohort CSV: new accounts with set-password links, existing ones enrolled, one audit entry", async () => {
    await ctx.makeUser({ email: "existing.learner@example.com", name: "Existing Learner" });
    const csv = [
      "Email,Name,Program,Plan,Start,End",
      "arjun.nair@example.com,Arjun Nair,FMEPGOLD,,2026-11-01,2027-10-31",
      '"EXISTING.learner@example.com","Learner, Existing",IBEPGOLD,,2026-11-01,2027-04-30',
      "divya.rao@example.com,Divya Rao,FAFMEP,FAGOLD,2026-11-01,",
    ].join("\r\n");
    const dry = await as(admin.token).post("/api/admin/users/import", { csv, dry_run: true });
    expect(dry.body).toMatchObject({
      applied: false,
      rows: [{ created: true }, { created: false }, { created: true }],
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, "arjun.nair@example.com"))).toEqual([]);

    const res = await as(admin.token).post("/api/admin/users/import", { csv });
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
    expect(res.body.rows).toMatchObject([
      {
        row: 2,
        email: "arjun.nair@example.com",
        program: "FMEPGOLD",
        created: true,
        reset_link: { email: "arjun.nair@example.com" },
      },
      {
        row: 3,
        email: "existing.learner@example.com",
        program: "IBEPGOLD",
        created: false,
        reset_link: null,
      },
      { row: 4, email: "divya.rao@example.com", program: "FAFMEP", created: true },
    ]);
    const [divya] = await ctx.db.select().from(users).where(eq(users.email, "divya.rao@example.com"));
    expect(divya).toMatchObject({ name: "Divya Rao", cprogram: "FAFMEP" });
    const [enrolment] = await ctx.db
      .select()
      .from(programEnrolments)
      .where(eq(programEnrolments.userId, divya!.id));
    expect(enrolment).toMatchObject({ comment: "FAGOLD", startDate: "2026-11-01", endDate: null });
    expect(await lastAudit()).toMatchObject({ action: "user.import", details: { rows: 3, created: 2 } });
  });

  it("applies nothing from a CSV with a bad row, and names every bad row and field", async () => {
    const before = await ctx.snapshot();
    const audits = await ctx.db.select().from(auditLog);
    const csv = [
      "email,name,program,plan,start,end",
      "good.one@example.com,Good One,FMEPGOLD,,2026-11-01,2027-10-31",
      "not-an-email,Bad Email,GOLDX,,2026-02-30,",
      "good.two@example.com,,BA,PLATINUMX,2026-11-01,2026-10-01",
      "good.one@example.com,Good One,FMEPGOLD,,,",
    ].join("\n");
    const res = await as(admin.token).post("/api/admin/users/import", { csv });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("import_invalid");
    expect(fieldText(res.body)).toBe(
      "3 rows have problems, nothing was imported. line 3: email: Enter a valid email address, like name@example.com, program: must be a known program name, e.g. FMEPGOLD, start: 2026-02-30 is not a real date: February 2026 has 28 days; line 4: name: is required, plan: must be empty or one of FAGOLD, EDMPGOLD, FnO, BAEXCELBASIC, MREPGOLD&EXCEL, MREP&EXCEL, end: must not be before start; line 5: repeats line 2 (same email and program)",
    );
    expect(res.body.rows).toEqual([
      {
        row: 3,
        errors: [
          "email: Enter a valid email address, like name@example.com",
          "program: must be a known program name, e.g. FMEPGOLD",
          "start: 2026-02-30 is not a real date: February 2026 has 28 days",
        ],
      },
      {
        row: 4,
        errors: [
          "name: is required",
          expect.stringMatching(/^plan: must be empty or one of/),
          "end: must not be before start",
        ],
      },
      { row: 5, errors: ["repeats line 2 (same email and program)"] },
    ]);
    expect(await ctx.snapshot()).toEqual(before);
    expect(await ctx.db.select().from(auditLog)).toEqual(audits);
    const header = await as(admin.token).post("/api/admin/users/import", { csv: "mail,name\nx@y.in,X" });
    expect(header).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/missing column email, program; unknown column mail/) },
    });
    const empty = await as(admin.token).post("/api/admin/users/import", { csv: "email,name,program\n" });
    expect(fieldText(empty.body)).toBe("the file has a header but no rows");
  });

  it("imports dates written dd-mm-yyyy, dd/mm/yyyy and as Excel serial numbers under a quoted header", async () => {
    const csv = [
      '"Email","Name","Program","Plan","Start","End"',
      "dash.date@example.com,Dash Date,FMEPGOLD,,01-12-2026,31-05-2027",
      "",
      "slash.date@example.com,Slash Date,FMEPGOLD,,31/12/2026,1/6/2027",
      'serial.date@example.com,"Serial, Date",BA,,46357,46538',
    ].join("\r\n");
    const res = await as(admin.token).post("/api/admin/users/import", { csv });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { row: number }) => r.row)).toEqual([2, 4, 5]);
    const enrolmentOf = async (email: string) => {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      const [row] = await ctx.db
        .select()
        .from(programEnrolments)
        .where(eq(programEnrolments.userId, user!.id));
      return { name: user!.name, start: row!.startDate, end: row!.endDate };
    };
    expect(await enrolmentOf("dash.date@example.com")).toEqual({
      name: "Dash Date",
      start: "2026-12-01",
      end: "2027-05-31",
    });
    expect(await enrolmentOf("slash.date@example.com")).toMatchObject({
      start: "2026-12-31",
      end: "2027-06-01",
    });
    expect(await enrolmentOf("serial.date@example.com")).toEqual({
      name: "Serial, Date",
      start: "2026-12-01",
      end: "2027-05-31",
    });
  });

  it("answers a day the month lacks and a date that is no date with their line and reason, importing nothing", async () => {
    const before = await ctx.snapshot();
    for (const [date, reason] of [
      ["31-02-2026", "start: 31-02-2026 is not a real date: February 2026 has 28 days"],
      ["soon", 'start: "soon" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd'],
      ["2026-13-45", "start: 2026-13-45 is not a real date: there is no month 13"],
    ]) {
      const csv = [
        "email,name,program,start",
        "fine.row@example.com,Fine Row,FMEPGOLD,01-12-2026",
        "",
        `bad.date@example.com,Bad Date,FMEPGOLD,${date}`,
      ].join("\n");
      const res = await as(admin.token).post("/api/admin/users/import", { csv });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: "import_invalid",
        message: `1 row has problems, nothing was imported. line 4: ${reason}`,
        rows: [{ row: 4, errors: [reason] }],
      });
    }
    const broken = await as(admin.token).post("/api/admin/users/import", {
      csv: 'email,name,program\nfine.row@example.com,"Fine Row,FMEPGOLD\n',
    });
    expect(broken).toMatchObject({
      status: 422,
      body: {
        message:
          "the file could not be read, nothing was imported. " +
          'line 2: a quoted field is never closed: a double quote (") is missing',
        rows: [{ row: 2, errors: [expect.stringMatching(/quoted field is never closed/)] }],
      },
    });
    const wide = await as(admin.token).post("/api/admin/users/import", {
      csv: "email,name,program\nfine.row@example.com,Fine Row,FMEPGOLD,extra",
    });
    expect(wide.body.rows).toEqual([{ row: 2, errors: ["has 4 fields but the header has 3"] }]);
    const twice = await as(admin.token).post("/api/admin/users/import", {
      csv: '"email","name","email","program"\nfine.row@example.com,Fine Row,x@y.in,FMEPGOLD',
    });
    expect(twice.body.rows).toEqual([{ row: 1, errors: ["column email appears more than once"] }]);
    const twoLines = await as(admin.token).post("/api/admin/users/import", {
      csv: 'email,name,program\nfine.row@example.com,"Fine\nRow",FMEPGOLD',
    });
    expect(twoLines.body.rows).toEqual([
      {
        row: 2,
        errors: [
          "name: Name must be one line of text, without line breaks, tabs or other control characters",
        ],
      },
    ]);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("answers the same import posted twice at once with 200 or 409, never 500, and enrols once", async () => {
    const csv =
      "email,name,program\nrace.one@example.com,Race One,FMEPGOLD\nrace.two@example.com,Race Two,BA";
    const answers = await Promise.all(
      [1, 2].map(() => as(admin.token).post("/api/admin/users/import", { csv })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const created = await ctx.db.select().from(users).where(eq(users.email, "race.one@example.com"));
    expect(created).toHaveLength(1);
    expect(
      await ctx.db.select().from(programEnrolments).where(eq(programEnrolments.userId, created[0]!.id)),
    ).toHaveLength(1);
  });

  it("lists active enrolments ending within 30 days, soonest first", async () => {
    const today = todayIst();
    const soon = await ctx.makeUser({
      email: "ending.soon@example.com",
      programs: [{ program: "BA", end: addDays(today, 5) }],
    });
    await ctx.makeUser({
      email: "ending.later@example.com",
      programs: [{ program: "BA", end: addDays(today, 45) }],
    });
    await ctx.makeUser({
      email: "ended@example.com",
      programs: [{ program: "BA", end: addDays(today, -1) }],
    });
    await ctx.makeUser({ email: "ending.today@example.com", programs: [{ program: "DS", end: today }] });
    const res = await as(admin.token).get("/api/admin/enrolments/ending");
    const emails = res.body.enrolments.map((e: { email: string }) => e.email);
    // Only this test's own learners are compared: learners imported by earlier tests have fixed end dates (in 2027)
    // that fall inside the 30 days on some days of the year and may rightly sort ahead of them.
    const own = [
      "ending.today@example.com",
      "ending.soon@example.com",
      "ending.later@example.com",
      "ended@example.com",
    ];
    expect(emails.filter((e: string) => own.includes(e))).toEqual([
      "ending.today@example.com",
      "ending.soon@example.com",
    ]);
    const days = res.body.enrolments.map((e: { days_left: number }) => e.days_left);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(
      res.body.enrolments.find((e: { email: string }) => e.email === "ending.soon@example.com"),
    ).toMatchObject({
      user_id: soon.id,
      program_name: "BA",
      days_left: 5,
    });
    const wide = await as(admin.token).get("/api/admin/enrolments/ending?days=60");
    expect(wide.body.enrolments.map((e: { email: string }) => e.email)).toContain("ending.later@example.com");
  });

  it("pages the audit log newest first and filters it; the CLI's operator token is logged as the operator", async () => {
    await ctx.api("POST", "/api/admin/notify", {
      token: ctx.operatorToken(),
      body: { email: "priya.menon@example.com", message: "Your cohort starts Monday" },
    });
    const first = await as(admin.token).get("/api/admin/audit?limit=2");
    expect(first.body.items[0]).toMatchObject({
      actor: "operator (CLI)",
      actor_id: null,
      action: "user.notify",
    });
    const second = await as(admin.token).get("/api/admin/audit?limit=2&offset=2");
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    const revokes = await as(admin.token).get("/api/admin/audit?q=revoke");
    expect(revokes.body.items.every((i: { action: string }) => i.action === "user.admin.revoke")).toBe(true);
    expect(revokes.body.total).toBe(1);
  });
});
