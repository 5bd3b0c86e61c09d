// What the audit log of admin changes must not hold (issue 21 item 8): no row for a refused change (a learner, a
// missing id, a rule broken inside the change's transaction, which rolls back with it), and one row, not two, when
// the same change is asked for twice at once. Every change that succeeds writes its row: admin-audit-writes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { auditRowsAfter, lastAuditIdIn, newAuditScene, openAuditScene } from "./helpers/admin-audit.ts";
import { runCases } from "./helpers/admin-audit-cases.ts";
import { GAME_QUESTION } from "./helpers/admin-audit-cases-programs.ts";

describe.each(BACKENDS)("the audit log of admin changes on $name", (backend) => {
  const scene = newAuditScene();
  const { ids } = scene;
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    await openAuditScene(scene, backend);
    ({ ctx, admin, learner } = scene);
    // What the refused changes below break a rule of, made as the admin write cases make it: a graded case project,
    // a cancelled live session and a revoked game permission.
    await runCases(scene, [
      "POST /api/admin/research",
      "POST /api/admin/research/:id/ratings",
      "POST /api/admin/research/:id/grade",
      "POST /api/admin/live",
      "POST /api/admin/live/:id/cancel",
      "POST /api/admin/games/permissions",
      "POST /api/admin/games/permissions/:id/revoke",
    ]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const lastAuditId = () => lastAuditIdIn(scene);
  const auditAfter = (id: number) => auditRowsAfter(scene, id);

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
