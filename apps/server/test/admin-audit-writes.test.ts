// Every admin change is audited (issue 21 item 8): each admin write route, found from the app's own routes (so a new
// one without a case here fails), is called once and must leave exactly one audit row, with the right action and
// target, written in the change's transaction; the log then shows those entries as sentences and filters them.
// The cases are in helpers/admin-audit-cases*.ts; what must leave no row (or one, not two) is in
// admin-audit-refusals.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import {
  READS_BY_POST,
  WRITES_WITHOUT_OWN_ROW,
  WRITE_METHODS,
  auditRowsAfter,
  callAsAdmin,
  lastAuditIdIn,
  matchesRoute,
  newAuditScene,
  openAuditScene,
} from "./helpers/admin-audit.ts";
import { adminWriteCases } from "./helpers/admin-audit-cases.ts";

describe.each(BACKENDS)("the audit log of admin changes on $name", (backend) => {
  const scene = newAuditScene();
  const { ids } = scene;
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    await openAuditScene(scene, backend);
    ({ ctx, admin, learner } = scene);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const lastAuditId = () => lastAuditIdIn(scene);
  const auditAfter = (id: number) => auditRowsAfter(scene, id);
  const cases = adminWriteCases(scene);

  it("has a case for every admin write route the app registers (a new route without one fails here)", () => {
    const routes = ctx.app.accessRoutes
      .filter((r) => r.access === "admin" && WRITE_METHODS.includes(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !READS_BY_POST.includes(r) && !WRITES_WITHOUT_OWN_ROW.includes(r));
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
      const res = await callAsAdmin(scene, call);
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
});
