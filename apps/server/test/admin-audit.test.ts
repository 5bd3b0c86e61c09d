// Every admin change is audited (issue 21 item 8): each admin write route, found from the app's own routes (so a new
// one without a case here fails), is called once and must leave exactly one audit row, with the right action and
// target, written in the change's transaction; a refused change leaves none.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditAction } from "@fincareer/domain/audit";
import { istDate, tradingDaysBefore } from "@fincareer/domain/ist";
import { auditLog } from "../src/db/schema.ts";
import { DEMO_VIDEOS_DIR } from "../src/modules/resources/media.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { sessionBody } from "./helpers/live.ts";
import { multipartBody } from "./helpers/research.ts";

const LEARNER = "priya.shah@example.com";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

const GAME_QUESTION = {
  bank: "ibep",
  topic: "valuation",
  prompt:
    "What is the enterprise value of a firm with ₹100 crore equity value, ₹40 crore debt and ₹10 crore cash?",
  options: ["₹130 crore", "₹150 crore", "₹110 crore", "₹140 crore"],
  answer: 1,
  explanation: "EV = equity value + debt − cash = 100 + 40 − 10 = ₹130 crore, the value of the operations.",
};
const GAME_CSV = [
  "topic,prompt,option_a,option_b,option_c,option_d,answer,explanation",
  `banking,"What does CASA stand for in Indian banking?",Current and savings accounts,Cash and securities assets,Capital adequacy and solvency,Credit and settlement accounts,A,"CASA is current account plus savings account deposits: low-cost funding that lowers a bank's cost of funds."`,
].join("\n");

/** True when a concrete URL (query left out) is an instance of a route pattern such as /api/x/:id/y. */
function matchesRoute(pattern: string, url: string): boolean {
  const re = new RegExp(`^${pattern.replace(/:[a-z_]+/gi, "[^/]+")}$`);
  return re.test(url.split("?")[0]!);
}

describe.each(BACKENDS)("the audit log of admin changes on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  let rater: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({
      email: "ravi.kumar@example.com",
      name: "Ravi Kumar",
      role: "admin",
      steps: 3,
    });
    learner = await ctx.makeUser({ email: LEARNER, name: "Priya Shah", programs: ["IBEPGOLD"], steps: 3 });
    rater = await ctx.makeUser({ name: "Rater One", programs: ["IBEPGOLD"], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function lastAuditId(): Promise<number> {
    const rows = await ctx.db.select({ id: auditLog.id }).from(auditLog);
    return rows.reduce((m, r) => Math.max(m, r.id), 0);
  }
  const auditAfter = (id: number) => ctx.db.select().from(auditLog).where(gt(auditLog.id, id));

  // Ids created by earlier cases and used by later ones (the cases run in order).
  const ids: Record<string, number> = {};
  interface Call {
    method: string;
    url: string;
    body?: unknown;
    multipart?: ReturnType<typeof multipartBody>;
  }
  interface Case {
    route: string;
    call: () => Call | Promise<Call>;
    action: AuditAction;
    /** The entry's target text. */
    target: string | RegExp | null;
    /** Keeps an id from the answer for later cases. */
    keep?: (body: Record<string, unknown>) => void;
  }

  const cases: Case[] = [
    {
      route: "POST /api/admin/users",
      call: () => ({
        method: "POST",
        url: "/api/admin/users",
        body: { name: "Neha Rao", email: "neha@example.com" },
      }),
      action: "user.create",
      target: "neha@example.com",
    },
    {
      route: "PATCH /api/admin/users",
      call: () => ({
        method: "PATCH",
        url: "/api/admin/users",
        body: { email: learner.email, research_type: "OLD" },
      }),
      action: "user.update",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/users/admin",
      call: () => ({ method: "POST", url: "/api/admin/users/admin", body: { email: "neha@example.com" } }),
      action: "user.admin.grant",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/enrolments",
      call: () => ({
        method: "POST",
        url: "/api/admin/enrolments",
        body: { email: "neha@example.com", program: "FMEPGOLD" },
      }),
      action: "enrolment.create",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/notify",
      call: () => ({
        method: "POST",
        url: "/api/admin/notify",
        body: { email: learner.email, message: "Welcome aboard" },
      }),
      action: "user.notify",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/users/reset-link",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/reset-link",
        body: { email: "neha@example.com" },
      }),
      action: "user.reset_link",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/mail/test",
      call: () => ({ method: "POST", url: "/api/admin/mail/test", body: { to: "ops@example.com" } }),
      action: "mail.test",
      target: null,
    },
    {
      route: "POST /api/admin/demo/remove",
      call: () => ({ method: "POST", url: "/api/admin/demo/remove" }),
      action: "demo.remove",
      target: null,
    },
    {
      route: "POST /api/admin/analytics/nudge",
      call: () => ({
        method: "POST",
        url: "/api/admin/analytics/nudge",
        body: {
          program: "IBEPGOLD",
          user_ids: [learner.id],
          subject: "This week",
          message: "Hello {first_name}",
        },
      }),
      action: "analytics.nudge",
      target: null,
    },
    {
      route: "POST /api/admin/analytics/questions/recalculate",
      call: () => ({ method: "POST", url: "/api/admin/analytics/questions/recalculate?program=IBEPGOLD" }),
      action: "analytics.recalculate",
      target: null,
    },
    {
      route: "POST /api/admin/users/status",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/status",
        body: { email: "neha@example.com", deactivated: true },
      }),
      action: "user.deactivate",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/users/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/import",
        body: { csv: "email,name,program\nimp@example.com,Imp,FMEPGOLD" },
      }),
      action: "user.import",
      target: null,
    },
    {
      route: "POST /api/admin/research",
      call: () => ({
        method: "POST",
        url: "/api/admin/research",
        body: { email: learner.email, week: 1, company: "Reliance", text: "Refining margins" },
      }),
      action: "research.create",
      target: "Priya Shah's case project for week 1 (Reliance)",
      keep: (b) => (ids.research = (b.research as { id: number }).id),
    },
    {
      route: "POST /api/admin/research/:id/ratings",
      call: () => ({
        method: "POST",
        url: `/api/admin/research/${ids.research}/ratings`,
        body: { email: rater.email, points: 1, rate_res: "clear" },
      }),
      action: "research.rating.add",
      target: "Priya Shah's case project for week 1 (Reliance)",
    },
    {
      route: "POST /api/admin/research/:id/grade",
      call: () => ({
        method: "POST",
        url: `/api/admin/research/${ids.research}/grade`,
        body: { admin_points: 8 },
      }),
      action: "research.grade",
      target: "Priya Shah's case project for week 1 (Reliance)",
    },
    {
      route: "POST /api/content/modules",
      call: () => ({
        method: "POST",
        url: "/api/content/modules",
        body: { family: "DS", title: "Regression" },
      }),
      action: "content.module.create",
      target: "module “Regression” (DS main)",
      keep: (b) => (ids.module = b.id as number),
    },
    {
      route: "PATCH /api/content/modules/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/modules/${ids.module}`,
        body: { title: "Linear regression" },
      }),
      action: "content.module.update",
      target: "module “Regression” (DS main)",
    },
    {
      route: "PUT /api/content/modules/order",
      call: async () => {
        const list = await ctx.api("GET", "/api/content/modules?family=DS", { token: admin.token });
        const all = (list.body.modules as { id: number }[]).map((m) => m.id).reverse();
        return { method: "PUT", url: "/api/content/modules/order", body: { family: "DS", ids: all } };
      },
      action: "content.module.reorder",
      target: "DS main",
    },
    {
      route: "POST /api/content/modules/:id/videos",
      call: () => ({
        method: "POST",
        url: `/api/content/modules/${ids.module}/videos`,
        body: { title: "OLS by hand", url: "https://cdn.example.com/ols.mp4" },
      }),
      action: "content.video.create",
      target: "video “OLS by hand”",
      keep: (b) => (ids.video = b.id as number),
    },
    {
      route: "POST /api/content/modules/:id/videos/upload",
      call: () => ({
        method: "POST",
        url: `/api/content/modules/${ids.module}/videos/upload`,
        multipart: multipartBody({ title: "Uploaded clip" }, [
          {
            name: "clip.mp4",
            type: "video/mp4",
            bytes: readFileSync(join(DEMO_VIDEOS_DIR, "train-test.mp4")),
          },
        ]),
      }),
      action: "content.video.create",
      target: "video “Uploaded clip”",
      keep: (b) => (ids.uploaded = b.id as number),
    },
    {
      route: "PATCH /api/content/videos/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/videos/${ids.video}`,
        body: { title: "OLS, by hand" },
      }),
      action: "content.video.update",
      target: "video “OLS by hand”",
    },
    {
      route: "PUT /api/content/modules/:id/videos/order",
      call: () => ({
        method: "PUT",
        url: `/api/content/modules/${ids.module}/videos/order`,
        body: { ids: [ids.uploaded, ids.video] },
      }),
      action: "content.video.reorder",
      target: "module “Linear regression” (DS main)",
    },
    {
      route: "POST /api/content/videos/:id/questions",
      call: () => ({
        method: "POST",
        url: `/api/content/videos/${ids.video}/questions`,
        body: {
          prompt: "What does OLS minimise?",
          options: ["Squared residuals", "Absolute residuals"],
          correctIndex: 0,
        },
      }),
      action: "content.question.create",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
      keep: (b) => (ids.question = b.id as number),
    },
    {
      route: "PUT /api/content/videos/:id/questions/order",
      call: () => ({
        method: "PUT",
        url: `/api/content/videos/${ids.video}/questions/order`,
        body: { ids: [ids.question] },
      }),
      action: "content.question.reorder",
      target: "video “OLS, by hand”",
    },
    {
      route: "PATCH /api/content/questions/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/questions/${ids.question}`,
        body: { correctIndex: 1 },
      }),
      action: "content.question.update",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
    },
    {
      route: "DELETE /api/content/questions/:id",
      call: () => ({ method: "DELETE", url: `/api/content/questions/${ids.question}` }),
      action: "content.question.delete",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
    },
    {
      route: "DELETE /api/content/videos/:id",
      call: () => ({ method: "DELETE", url: `/api/content/videos/${ids.uploaded}` }),
      action: "content.video.delete",
      target: "video “Uploaded clip”",
    },
    {
      route: "DELETE /api/content/modules/:id",
      call: () => ({ method: "DELETE", url: `/api/content/modules/${ids.module}` }),
      action: "content.module.delete",
      target: "module “Linear regression” (DS main)",
    },
    {
      route: "POST /api/content/notes",
      call: () => ({
        method: "POST",
        url: "/api/content/notes",
        body: { family: "DS", title: "Pandas basics", markdown: "# Pandas\n\nDataFrames." },
      }),
      action: "content.note.create",
      target: "note “Pandas basics” (DS)",
      keep: (b) => (ids.note = b.id as number),
    },
    {
      route: "PUT /api/content/notes/order",
      call: async () => {
        const list = await ctx.api("GET", "/api/content/notes?family=DS", { token: admin.token });
        const all = (list.body.notes as { id: number }[]).map((n) => n.id).reverse();
        return { method: "PUT", url: "/api/content/notes/order", body: { family: "DS", ids: all } };
      },
      action: "content.note.reorder",
      target: "the DS notes",
    },
    {
      route: "PATCH /api/content/notes/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/notes/${ids.note}`,
        body: { title: "Pandas, the basics" },
      }),
      action: "content.note.update",
      target: "note “Pandas basics” (DS)",
    },
    {
      route: "DELETE /api/content/notes/:id",
      call: () => ({ method: "DELETE", url: `/api/content/notes/${ids.note}` }),
      action: "content.note.delete",
      target: "note “Pandas, the basics” (DS)",
    },
    {
      route: "POST /api/admin/live",
      call: () => ({ method: "POST", url: "/api/admin/live", body: sessionBody(120) }),
      action: "live.create",
      target: "live session “DCF clinic: valuing Infosys”",
      keep: (b) => (ids.live = b.id as number),
    },
    {
      route: "PATCH /api/admin/live/:id",
      call: () => ({ method: "PATCH", url: `/api/admin/live/${ids.live}`, body: { duration_minutes: 90 } }),
      action: "live.update",
      target: "live session “DCF clinic: valuing Infosys”",
    },
    {
      route: "POST /api/admin/live/:id/cancel",
      call: () => ({
        method: "POST",
        url: `/api/admin/live/${ids.live}/cancel`,
        body: { reason: "Speaker unwell" },
      }),
      action: "live.cancel",
      target: "live session “DCF clinic: valuing Infosys”",
    },
    {
      route: "POST /api/admin/faq",
      call: () => ({
        method: "POST",
        url: "/api/admin/faq",
        body: {
          category: "Getting started",
          question: "Is there a mobile app?",
          answer: "Not yet: use the website.",
        },
      }),
      action: "faq.create",
      target: "the FAQ “Is there a mobile app?”",
      keep: (b) => (ids.faq = b.id as number),
    },
    {
      route: "PUT /api/admin/faq/:id",
      call: () => ({
        method: "PUT",
        url: `/api/admin/faq/${ids.faq}`,
        body: { category: "Getting started", question: "Is there a mobile app?", answer: "Yes, on Android." },
      }),
      action: "faq.update",
      target: "the FAQ “Is there a mobile app?”",
    },
    {
      route: "DELETE /api/admin/faq/:id",
      call: () => ({ method: "DELETE", url: `/api/admin/faq/${ids.faq}` }),
      action: "faq.delete",
      target: "the FAQ “Is there a mobile app?”",
    },
    {
      route: "POST /api/admin/games/questions",
      call: () => ({ method: "POST", url: "/api/admin/games/questions", body: GAME_QUESTION }),
      action: "game.question.create",
      target: /^IBEP question \d+$/,
      keep: (b) => (ids.gameQuestion = b.id as number),
    },
    {
      route: "PUT /api/admin/games/questions/:id",
      call: () => ({
        method: "PUT",
        url: `/api/admin/games/questions/${ids.gameQuestion}`,
        body: { ...GAME_QUESTION, answer: 2 },
      }),
      action: "game.question.update",
      target: /^IBEP question \d+$/,
    },
    {
      route: "POST /api/admin/games/questions/:id/retire",
      call: () => ({
        method: "POST",
        url: `/api/admin/games/questions/${ids.gameQuestion}/retire`,
        body: { retired: true },
      }),
      action: "game.question.retire",
      target: /^IBEP question \d+$/,
    },
    {
      route: "POST /api/admin/games/questions/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/games/questions/import",
        body: { bank: "ecode", csv: GAME_CSV },
      }),
      action: "game.question.import",
      target: null,
    },
    {
      route: "POST /api/admin/market/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/market/import",
        multipart: multipartBody({}, [
          {
            name: "prices.csv",
            type: "text/csv",
            bytes: Buffer.from(
              `date,symbol,open,high,low,close,volume\n${tradingDaysBefore(istDate(), 1)[0]},INFY,1500,1520,1490,1510,100000\n`,
            ),
          },
        ]),
      }),
      action: "market.import",
      target: "prices.csv",
    },
    {
      route: "POST /api/admin/games/permissions",
      call: () => ({
        method: "POST",
        url: "/api/admin/games/permissions",
        body: {
          email: learner.email,
          starts_at: new Date().toISOString(),
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
      action: "game.permission.grant",
      target: LEARNER,
      keep: (b) => (ids.permission = b.id as number),
    },
    {
      route: "POST /api/admin/games/permissions/:id/revoke",
      call: () => ({ method: "POST", url: `/api/admin/games/permissions/${ids.permission}/revoke` }),
      action: "game.permission.revoke",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/seed",
      call: () => ({ method: "POST", url: "/api/admin/seed", body: {} }),
      action: "demo.seed",
      target: null,
    },
  ];

  it("has a case for every admin write route the app registers (a new route without one fails here)", () => {
    const routes = ctx.app.accessRoutes
      .filter((r) => r.access === "admin" && WRITE_METHODS.includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(routes).size).toBeGreaterThan(30);
    expect(cases.map((c) => c.route).sort()).toEqual([...new Set(routes)].sort());
  });

  it.each(cases.map((c) => [c.route, c] as const))(
    "%s writes one audit row with its action and target",
    async (_route, c) => {
      const call = await c.call();
      const [method, pattern] = c.route.split(" ") as [string, string];
      expect(call.method).toBe(method);
      expect(matchesRoute(pattern, call.url)).toBe(true);
      const before = await lastAuditId();
      const res = call.multipart
        ? await ctx.app.inject({
            method: call.method as "POST",
            url: call.url,
            headers: { ...call.multipart.headers, authorization: `Bearer ${admin.token}` },
            payload: call.multipart.payload,
          })
        : await ctx.app.inject({
            method: call.method as "POST",
            url: call.url,
            headers: { authorization: `Bearer ${admin.token}` },
            ...(call.body !== undefined ? { payload: call.body as object } : {}),
          });
      expect(res.statusCode, res.body).toBe(200);
      c.keep?.(JSON.parse(res.body) as Record<string, unknown>);
      const rows = await auditAfter(before);
      expect(rows.map((r) => r.action)).toEqual([c.action]);
      expect(rows[0]).toMatchObject({ actorId: admin.id, actor: admin.email });
      if (c.target instanceof RegExp) expect(rows[0]!.target).toMatch(c.target);
      else expect(rows[0]!.target).toBe(c.target);
    },
    60_000,
  );

  it("shows each entry as a sentence, with before -> after for answer keys, and filters by kind and actor", async () => {
    const token = admin.token;
    const games = await ctx.api("GET", "/api/admin/audit?kind=game&limit=100", { token });
    expect(games.status).toBe(200);
    expect(games.body.items.every((i: { action: string }) => i.action.startsWith("game."))).toBe(true);
    const key = games.body.items.find((i: { action: string }) => i.action === "game.question.update");
    expect(key.summary).toBe(
      `Ravi Kumar changed the answer key of IBEP question ${ids.gameQuestion} from B to C`,
    );
    const user = (await ctx.api("GET", "/api/admin/audit?kind=user&q=update", { token })).body.items[0];
    expect(user.summary).toBe(
      `Ravi Kumar changed the research type of the account of Priya Shah (${learner.email}) from NEW to OLD`,
    );
    const live = (await ctx.api("GET", "/api/admin/audit?kind=live", { token })).body.items;
    expect(live.map((i: { summary: string }) => i.summary)).toContain(
      "Ravi Kumar changed the duration (minutes) of live session “DCF clinic: valuing Infosys” from 60 to 90",
    );
    const mine = await ctx.api("GET", `/api/admin/audit?actor=${encodeURIComponent(admin.email)}&limit=100`, {
      token,
    });
    expect(mine.body.total).toBe(cases.length);
    expect(mine.body.actors).toContainEqual({ actor: admin.email, name: "Ravi Kumar" });
    const nobody = await ctx.api("GET", "/api/admin/audit?actor=nobody%40example.com", { token });
    expect(nobody.body).toMatchObject({ total: 0, items: [] });
    expect((await ctx.api("GET", "/api/admin/audit?kind=settings", { token })).status).toBe(400);
  });

  it("writes no row for a refused change: a learner, a missing id, a rule broken inside the transaction", async () => {
    const before = await lastAuditId();
    const snapshot = await ctx.snapshot();
    const refused: [TestUser, "POST" | "PUT" | "PATCH", string, unknown][] = [
      [
        learner,
        "POST",
        "/api/admin/faq",
        { category: "Getting started", question: "Sneaky?", answer: "Sneaky answer" },
      ],
      [
        learner,
        "POST",
        "/api/admin/games/permissions",
        {
          email: learner.email,
          starts_at: new Date().toISOString(),
          ends_at: new Date(Date.now() + 1e6).toISOString(),
        },
      ],
      [admin, "PUT", "/api/admin/games/questions/999999", GAME_QUESTION],
      [admin, "PATCH", "/api/content/notes/999999", { title: "Nothing here" }],
      [admin, "POST", `/api/admin/live/${ids.live}/cancel`, { reason: "twice" }],
      [admin, "POST", `/api/admin/games/permissions/${ids.permission}/revoke`, undefined],
      [admin, "POST", `/api/admin/research/${ids.research}/grade`, { admin_points: 5, extra_points: 99 }],
      [admin, "PUT", "/api/content/notes/order", { family: "DS", ids: [999999] }],
    ];
    for (const [who, method, url, body] of refused) {
      const res = await ctx.api(method, url, { token: who.token, body });
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    }
    expect(await auditAfter(before)).toEqual([]);
    expect(await ctx.snapshot()).toEqual(snapshot);
  });

  it("audits a change once when the same request comes twice at once", async () => {
    const grant = await ctx.api("POST", "/api/admin/games/permissions", {
      token: admin.token,
      body: {
        program: "IBEPGOLD",
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + 1e6).toISOString(),
      },
    });
    expect(grant.status).toBe(200);
    expect(grant.body).toMatchObject({ email: null, program: "IBEPGOLD" });
    const before = await lastAuditId();
    const url = `/api/admin/games/permissions/${grant.body.id}/revoke`;
    const answers = await Promise.all([1, 2].map(() => ctx.api("POST", url, { token: admin.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await auditAfter(before);
    expect(rows).toMatchObject([{ action: "game.permission.revoke", target: "every IBEPGOLD learner" }]);
  });
});
