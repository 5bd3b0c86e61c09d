import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_COHORT_DOMAIN } from "@fincareer/domain/analytics";
import { activityEvents, auditLog, questionReports, users } from "../src/db/schema.ts";
import { rowsOf } from "../src/db/rows.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";

const DEMO = `%@${DEMO_COHORT_DOMAIN}`;

describe.each(BACKENDS)("the demo cohort on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  it("seeds 240 generated learners across FMEP Gold and Silver, with activity the analytics screens show", async () => {
    const { ctx, admin } = suite;
    const seeded = await ctx.api("POST", "/api/admin/seed", { token: admin.token, body: {} });
    expect(seeded.status).toBe(200);
    const demo = await ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, DEMO));
    expect(demo).toHaveLength(240);
    // Deterministic: the same generator gives the same first learner every time.
    expect(demo.map((d) => d.email).sort()[0]).toMatch(/@demo-batch\.test$/);
    for (const program of ["FMEPGOLD", "FMEPSILVER"]) {
      const o = await ctx.api("GET", `/api/admin/analytics/overview?program=${program}`, {
        token: admin.token,
      });
      expect(o.status).toBe(200);
      expect(o.body.kpis.enrolled).toBeGreaterThanOrEqual(120);
      expect(o.body.kpis.active_7d).toBeGreaterThan(40);
      expect(o.body.kpis.active_7d).toBeLessThan(o.body.kpis.enrolled);
      expect(o.body.kpis.average_grade).toBeGreaterThan(3);
      expect(o.body.cohorts.length).toBeGreaterThanOrEqual(3);
      const finished = o.body.videos.map((v: { finished: number }) => v.finished);
      expect(finished[0]).toBeGreaterThan(finished.at(-1));
      const risk = await ctx.api("GET", `/api/admin/analytics/at-risk?program=${program}`, {
        token: admin.token,
      });
      const codes = new Set(
        risk.body.learners.flatMap((l: { reasons: { code: string }[] }) => l.reasons.map((r) => r.code)),
      );
      for (const code of ["inactive", "no_first_login", "research_missed", "low_accuracy"])
        expect(codes).toContain(code);
    }
    // Seeding again adds no second cohort.
    await ctx.api("POST", "/api/admin/seed", { token: admin.token, body: {} });
    expect(await ctx.db.select({ id: users.id }).from(users).where(like(users.email, DEMO))).toHaveLength(
      240,
    );
  }, 300_000);

  it("removes the demo cohort and everything it did, keeping the documented demo accounts", async () => {
    const { ctx, admin } = suite;
    const demo = await ctx.db.select({ id: users.id }).from(users).where(like(users.email, DEMO));
    // A stored question report that counts the cohort's answers.
    expect(
      (await ctx.api("GET", "/api/admin/analytics/questions?program=FMEPGOLD", { token: admin.token }))
        .status,
    ).toBe(200);
    expect(await ctx.db.select().from(questionReports)).toHaveLength(1);
    const res = await ctx.api("POST", "/api/admin/demo/remove", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: 240 });
    expect(await ctx.db.select({ id: users.id }).from(users).where(like(users.email, DEMO))).toHaveLength(0);
    const [left] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(activityEvents);
    expect(left!.n).toBe(0);
    // Their summary rows went with them, and the cohort rollups count only who is left.
    const ids = `{${demo.map((d) => d.id).join(",")}}`;
    const [summaries] = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from learner_activity_summary where user_id = any(${ids}::int[])`,
      ),
    );
    expect(summaries!.n).toBe(0);
    const [rollups] = rowsOf<{ kept: number; scratch: number }>(
      await ctx.db.execute(sql`select
        (select coalesce(sum(learners), 0) from cohort_active_weeks)::int as kept,
        (select count(*) from program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
           join activity_weeks w on w.user_id = e.user_id)::int as scratch`),
    );
    expect(rollups!.kept).toBe(rollups!.scratch);
    expect(
      await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, "gold@demo.test")),
    ).toHaveLength(1);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "demo.remove"));
    expect(entry!.details).toEqual({ users: 240 });
    expect(await ctx.db.select().from(questionReports)).toHaveLength(0);
  }, 120_000);
});
