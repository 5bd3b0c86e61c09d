// Certificates (issue 44): the rules against a learner's work, issuing on My progress and by the sweep, the name
// confirmed once, approval and decline, admin issues and name corrections (audited), and who may do what. The PDF,
// the badge and the public verification are in certificate-documents.test.ts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, gameSessions, notifications, outbox } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import { INSTITUTE, PUBLIC_URL, RULES, certificateFixture } from "./helpers/certificates.ts";

describe.each(BACKENDS)("certificates on $name", (backend) => {
  const { suite, ibepTrack, completeWork, learner, setRules, mine, auditOf } = certificateFixture(backend);

  describe("rules", () => {
    it("lets admins set, change and remove a program's rules, each audited, and refuses rules without a requirement", async () => {
      const { ctx, admin } = suite;
      const set = await setRules("SSEP", { ...RULES, games_count: null });
      expect(set.status).toBe(200);
      const ssep = set.body.programs.find((p: { program: string }) => p.program === "SSEP");
      expect(ssep).toMatchObject({ label: "SSEP", rules: { research_count: 1, games_count: null } });
      expect(ssep.criteria).toBe(
        "Finish 100% of the videos; pass 100% of the video quizzes (60% right); 1 project graded by an instructor " +
          "at 60% or more.",
      );
      const changed = await setRules("SSEP", { ...RULES, games_count: null, research_count: 3 });
      expect(changed.status).toBe(200);
      const [update] = await auditOf("certificate.rules.update");
      expect(update!.details).toMatchObject({
        program: "SSEP",
        changes: { research_count: { from: 1, to: 3 } },
      });
      const audit = await ctx.api("GET", "/api/admin/audit?kind=certificate", { token: admin.token });
      expect(audit.body.items[0].summary).toBe(
        "Ravi Admin changed the graded items needed of the certificate rules of SSEP from 1 to 3",
      );

      const none = await setRules("SSEP", {
        ...RULES,
        videos_percent: null,
        quizzes_percent: null,
        research_count: null,
        games_count: null,
      });
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/at least one requirement/);
      const bad = await setRules("SSEP", { ...RULES, videos_percent: 101 });
      expect(bad.status).toBe(400);
      expect((await setRules("NOPE")).status).toBe(400);

      const removed = await ctx.api("DELETE", "/api/admin/certificates/rules/SSEP", { token: admin.token });
      expect(removed.status).toBe(200);
      expect(removed.body.programs.find((p: { program: string }) => p.program === "SSEP").rules).toBeNull();
      expect((await auditOf("certificate.rules.delete"))[0]!.target).toBe("SSEP");
    });

    it("keeps learners out of every admin route", async () => {
      const me = await learner();
      for (const [method, url, body] of [
        ["GET", "/api/admin/certificates/rules"],
        ["PUT", "/api/admin/certificates/rules/IBEPGOLD", RULES],
        ["DELETE", "/api/admin/certificates/rules/IBEPGOLD"],
        ["GET", "/api/admin/certificates"],
        ["POST", "/api/admin/certificates", { email: "x@y.in", program: "IBEPGOLD", reason: "because" }],
        ["POST", "/api/admin/certificates/1/approve"],
        ["POST", "/api/admin/certificates/1/revoke", { reason: "because" }],
        ["PUT", "/api/admin/certificates/1/name", { name: "Mallory", reason: "because" }],
      ] as const) {
        const res = await suite.ctx.api(method, url, { token: me.token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    });
  });

  describe("issuing", () => {
    it("shows what is missing, then issues when the rules are met and the name is confirmed, with a mail and a bell notice", async () => {
      const { ctx } = suite;
      expect((await setRules("IBEPGOLD")).status).toBe(200);
      await ibepTrack();
      const me = await learner("Priya Sharma");
      const before = await mine(me);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({
        program: "IBEPGOLD",
        program_label: "IBEP Gold",
        certificate: null,
        name: { confirmed: null, suggested: "Priya Sharma" },
        certificates: [],
      });
      expect(before.body.progress.summary).toBe(
        "0 of 4 requirements met: videos 100% missing, 2 videos left; quizzes passed 100% missing, 2 quizzes left; " +
          "projects graded ≥ 60% missing, 1 project left; games missing, 1 game set left",
      );

      await completeWork(me, "IBEPGOLD", { skipGame: true });
      const almost = await mine(me);
      expect(almost.body.progress.summary).toBe("3 of 4 requirements met: games missing, 1 game set left");
      expect(almost.body.certificate).toBeNull();

      await ctx.db.insert(gameSessions).values({
        userId: me.id,
        game: "ibep",
        program: "IBEPGOLD",
        status: "lost",
        content: {},
        score: 1,
        maxScore: 5,
        finishedAt: new Date(),
      });
      // Met, but no confirmed name yet: the certificate waits for it.
      const met = await mine(me);
      expect(met.body.progress).toMatchObject({ complete: true, summary: "All 4 requirements met" });
      expect(met.body.certificate).toMatchObject({ status: "name_needed", code: null, verify_url: null });
      const waiting = await ctx.db.select().from(notifications).where(eq(notifications.userId, me.id));
      expect(waiting.map((n) => n.message)).toContain(
        "You have completed IBEP Gold! Confirm your name on My progress to receive your certificate.",
      );

      const confirmed = await ctx.api("POST", "/api/certificates/name", {
        token: me.token,
        body: { name: "  Priya   Sharma " },
      });
      expect(confirmed.status).toBe(200);
      const cert = confirmed.body.certificate;
      expect(cert).toMatchObject({
        status: "issued",
        name: "Priya Sharma",
        program_label: "IBEP Gold",
        issuer: INSTITUTE,
      });
      expect(cert.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const code = cert.code.replaceAll("-", "");
      expect(cert.verify_url).toBe(`${PUBLIC_URL}/verify/${code}`);
      const linkedin = new URL(cert.linkedin_url);
      expect(linkedin.origin + linkedin.pathname).toBe("https://www.linkedin.com/profile/add");
      expect(linkedin.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
      expect(linkedin.searchParams.get("name")).toBe("IBEP Gold Certificate of Completion");
      expect(linkedin.searchParams.get("organizationName")).toBe(INSTITUTE);
      expect(linkedin.searchParams.get("certUrl")).toBe(cert.verify_url);
      expect(linkedin.searchParams.get("certId")).toBe(cert.code);
      expect(confirmed.body.certificates).toHaveLength(1);

      const [mail] = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, me.id), eq(outbox.kind, "certificate")));
      expect(mail).toMatchObject({
        toAddress: me.email,
        data: { name: "Priya Sharma", program: "IBEP Gold", code: cert.code, verify_url: cert.verify_url },
      });
      const bell = await ctx.api("GET", "/api/notifications/list/5", { token: me.token });
      expect(bell.body.notifications[0].message).toBe(
        "Your IBEP Gold certificate is ready: download it or add it to LinkedIn from My progress.",
      );

      // Once issued, opening My progress again changes nothing.
      const again = await mine(me);
      expect(again.body.certificate.code).toBe(cert.code);
      expect(await ctx.db.select().from(certificates).where(eq(certificates.userId, me.id))).toHaveLength(1);

      // The name is confirmed once: a second try is refused.
      const twice = await ctx.api("POST", "/api/certificates/name", {
        token: me.token,
        body: { name: "Someone Else" },
      });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/already confirmed as "Priya Sharma".*ask your instructor/);
      const latin = await ctx.api("POST", "/api/certificates/name", {
        token: me.token,
        body: { name: "प्रिया" },
      });
      expect(latin.status).toBe(400);
    });

    it("codes are 16 Crockford base32 characters (80 bits) and differ", async () => {
      const { newCertificateCode } = await import("../src/modules/certificates/service.ts");
      const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
      expect(codes.size).toBe(200);
      for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    });

    it("the sweep issues the certificate of a learner who met the rules without opening My progress", async () => {
      const { ctx } = suite;
      await setRules("IBEPGOLD");
      const me = await learner("Arjun Rao");
      await ctx.api("POST", "/api/certificates/name", { token: me.token, body: { name: "Arjun Rao" } });
      const idle = await learner("Idle Learner");
      await completeWork(me);
      const result = await ctx.app.certificates.sweep();
      expect(result.started).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.db.select().from(certificates).where(eq(certificates.userId, me.id));
      expect(row).toMatchObject({ status: "issued", name: "Arjun Rao", issuedBy: null });
      expect(await ctx.db.select().from(certificates).where(eq(certificates.userId, idle.id))).toHaveLength(
        0,
      );
      // A second sweep finds nothing new for them.
      await ctx.app.certificates.sweep();
      expect(await ctx.db.select().from(certificates).where(eq(certificates.userId, me.id))).toHaveLength(1);
    });
  });

  describe("approval", () => {
    it("queues a certificate for approval when the program asks, and an admin approves or declines it (audited)", async () => {
      const { ctx, admin } = suite;
      await setRules("BAGOLD", {
        ...RULES,
        requires_approval: true,
        games_count: null,
        research_count: null,
      });
      // BA's main track has no videos in this database: a share of nothing counts as met.
      const me = await learner("Kavya Iyer", "BAGOLD");
      await ctx.api("POST", "/api/certificates/name", { token: me.token, body: { name: "Kavya Iyer" } });
      const queued = await mine(me);
      expect(queued.body.certificate).toMatchObject({ status: "pending", code: null });
      expect(queued.body.requires_approval).toBe(true);

      const list = await ctx.api("GET", "/api/admin/certificates?status=pending&program=BAGOLD", {
        token: admin.token,
      });
      expect(list.status).toBe(200);
      expect(list.body.certificates).toHaveLength(1);
      const id = list.body.certificates[0].id;
      expect(list.body.certificates[0]).toMatchObject({
        name: "Kavya Iyer",
        email: me.email,
        status: "pending",
      });

      const approved = await ctx.api("POST", `/api/admin/certificates/${id}/approve`, { token: admin.token });
      expect(approved.status).toBe(200);
      const issued = await mine(me);
      expect(issued.body.certificate.status).toBe("issued");
      const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, id));
      expect(row!.issuedBy).toBe(admin.id);
      expect((await auditOf("certificate.approve"))[0]).toMatchObject({ targetUserId: me.id });
      const again = await ctx.api("POST", `/api/admin/certificates/${id}/approve`, { token: admin.token });
      expect(again.status).toBe(409);

      const other = await learner("Rohan Das", "BAGOLD");
      await ctx.api("POST", "/api/certificates/name", { token: other.token, body: { name: "Rohan Das" } });
      const otherId = (await mine(other)).body.certificate.id;
      const declined = await ctx.api("POST", `/api/admin/certificates/${otherId}/decline`, {
        token: admin.token,
        body: { reason: "Project copied from a peer" },
      });
      expect(declined.status).toBe(200);
      const seen = await mine(other);
      expect(seen.body.certificate).toMatchObject({
        status: "declined",
        reason: "Project copied from a peer",
      });
      expect((await auditOf("certificate.decline"))[0]!.details).toMatchObject({
        program: "BAGOLD",
        reason: "Project copied from a peer",
      });
      // Declined stays declined: the sweep and My progress do not queue it again.
      await ctx.app.certificates.sweep();
      expect((await mine(other)).body.certificate.status).toBe("declined");
    });
  });

  describe("admin issue and name corrections", () => {
    it("issues an enrolled learner's certificate with a reason and corrects its name, both audited", async () => {
      const { ctx, admin } = suite;
      const me = await learner("Nikhil Jain", "FnO");
      const refused = await ctx.api("POST", "/api/admin/certificates", {
        token: admin.token,
        body: { email: me.email, program: "FnO", reason: "Completed the offline batch" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/enter the name to print/);
      const notEnrolled = await ctx.api("POST", "/api/admin/certificates", {
        token: admin.token,
        body: { email: me.email, program: "DS", name: "Nikhil Jain", reason: "Completed the offline batch" },
      });
      expect(notEnrolled.status).toBe(409);

      const issued = await ctx.api("POST", "/api/admin/certificates", {
        token: admin.token,
        body: { email: me.email, program: "FnO", name: "Nikhil Jian", reason: "Completed the offline batch" },
      });
      expect(issued.status).toBe(200);
      expect(issued.body).toMatchObject({ status: "issued", name: "Nikhil Jian", issued_by: "Ravi Admin" });
      const [issue] = await auditOf("certificate.issue");
      expect(issue).toMatchObject({
        targetUserId: me.id,
        details: { program: "FnO", reason: "Completed the offline batch" },
      });
      // The learner's name is now set: they cannot change it themselves.
      const own = await ctx.api("POST", "/api/certificates/name", {
        token: me.token,
        body: { name: "Nikhil Jain" },
      });
      expect(own.status).toBe(409);

      const fixed = await ctx.api("PUT", `/api/admin/certificates/${issued.body.id}/name`, {
        token: admin.token,
        body: { name: "Nikhil Jain", reason: "Typo in the surname" },
      });
      expect(fixed.status).toBe(200);
      const seen = await mine(me);
      expect(seen.body.name.confirmed).toBe("Nikhil Jain");
      expect(seen.body.certificates[0].name).toBe("Nikhil Jain");
      const audit = await ctx.api("GET", "/api/admin/audit?kind=certificate", { token: admin.token });
      expect(audit.body.items[0].summary).toBe(
        `Ravi Admin corrected the name on the FnO certificate of Nikhil Jain (${me.email}) from “Nikhil Jian” to ` +
          "“Nikhil Jain” (“Typo in the surname”)",
      );
      const again = await ctx.api("POST", "/api/admin/certificates", {
        token: admin.token,
        body: { email: me.email, program: "FnO", reason: "Completed the offline batch" },
      });
      expect(again.status).toBe(409);
    });
  });
});
