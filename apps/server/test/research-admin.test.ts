import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "@fincareer/domain/contract/common";
import { ELIGIBILITY_CALLS } from "@fincareer/domain/programs";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("instructor grading and eligibility on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const learner = (program: string, daysAgo = 30) =>
    ctx.makeUser({ steps: 3, programs: [{ program, start: addDays(todayIst(), -daysAgo) }] });

  const create = (email: string, week: number, extra: Record<string, unknown> = {}) =>
    ctx.api("POST", "/api/admin/research", {
      token: admin.token,
      body: { email, week, company: "Reliance", text: "Refining margins", ...extra },
    });

  const rate = (id: number, email: string, points: number, rate_res = "ok") =>
    ctx.api("POST", `/api/admin/research/${id}/ratings`, {
      token: admin.token,
      body: { email, points, rate_res },
    });

  it("admin-only routes refuse learners and anonymous callers, changing nothing", async () => {
    const l = await learner("IBEP");
    const item = await create(l.email, 1);
    expect(item.status).toBe(200);
    const id = item.body.research.id as number;
    const before = await ctx.snapshot();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/research"],
      ["GET", `/api/admin/research/${id}`],
      ["GET", `/api/admin/research/${id}/file`],
      ["POST", `/api/admin/research/${id}/grade`, { admin_points: 9 }],
      ["POST", "/api/admin/research", { email: l.email, week: 2, company: "A", text: "b" }],
      ["POST", `/api/admin/research/${id}/ratings`, { email: l.email, points: 1, rate_res: "x" }],
    ];
    for (const [method, url, body] of calls) {
      const asLearner = await ctx.api(method, url, { token: l.token, body });
      expect(asLearner.status, url).toBe(403);
      expect(fieldText(asLearner.body)).toBe("this route needs the admin role");
      expect((await ctx.api(method as "GET", url, { body })).status, url).toBe(401);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("grading replaces the peer total with admin_points out of 10 and notifies the learner with pupdate", async () => {
    const author = await learner("IBEPSILVER");
    const peers = [await learner("IBEPSILVER"), await learner("IBEPSILVER")];
    // The author submits through the learner API; two peers rate it.
    const sub = await ctx.api("POST", "/api/ivepresearch", {
      token: author.token,
      body: { company: "Tata Motors", text: "EV strategy" },
    });
    const id = sub.body.research.id as number;
    for (const [i, p] of peers.entries()) {
      await ctx.api("POST", "/api/ivepresearch", { token: p.token, body: { company: "X", text: "Y" } });
      const list = await ctx.api("GET", "/api/ivepresearch/rate-research", { token: p.token });
      expect(list.body.research.map((r: { id: number }) => r.id)).toContain(id);
      const r = await ctx.api("POST", "/api/ivepresearch/rate-research", {
        token: p.token,
        body: { research_id: id, points: [6, 9][i], rate_res: `peer ${i}` },
      });
      expect(r.status).toBe(200);
    }
    const peerScore = await ctx.api("GET", "/api/ivepresearch", { token: author.token });
    expect(peerScore.body.research[0]).toMatchObject({ score: "15/33", awaiting_ratings: 1 });
    await ctx.api("POST", "/api/ivepresearch/pnotify_score", { token: author.token });

    const detail = await ctx.api("GET", `/api/admin/research/${id}`, { token: admin.token });
    expect(detail.status).toBe(200);
    expect(detail.body.author).toMatchObject({ id: author.id, email: author.email });
    expect(detail.body.research.Rate).toHaveLength(2);
    expect(detail.body.research.Rate[0]).toMatchObject({
      rater_id: peers[0]!.id,
      points: 6,
      rate_res: "peer 0",
    });

    const sent: { userId: number; event: string; payload: unknown }[] = [];
    const original = ctx.realtime.toUser.bind(ctx.realtime);
    ctx.realtime.toUser = (userId, event, payload) => {
      sent.push({ userId, event, payload });
      original(userId, event, payload);
    };
    let graded;
    try {
      graded = await ctx.api("POST", `/api/admin/research/${id}/grade`, {
        token: admin.token,
        body: { admin_points: 7.5, admin_comment: "Solid, cite sources" },
      });
    } finally {
      ctx.realtime.toUser = original;
    }
    expect(graded.status).toBe(200);
    expect(graded.body.research).toMatchObject({
      admin_points: 7.5,
      admin_comment: "Solid, cite sources",
      score: "7.5/10",
      score_detail: { source: "admin", out_of: 10 },
      awaiting_ratings: 0,
    });
    expect(sent).toEqual([
      {
        userId: author.id,
        event: "pupdate",
        payload: { msg: expect.stringMatching(/graded.*7\.5\/10/), id: expect.any(Number) },
      },
    ]);
    const mine = await ctx.api("GET", "/api/ivepresearch", { token: author.token });
    expect(mine.body.research[0]).toMatchObject({ score: "7.5/10", admin_comment: "Solid, cite sources" });
    const notice = await ctx.api("GET", "/api/ivepresearch/notify_score", { token: author.token });
    expect(notice.body.scores).toEqual([
      expect.objectContaining({
        id,
        score: "7.5/10",
        admin_points: 7.5,
        admin_comment: "Solid, cite sources",
      }),
    ]);
    const bell = await ctx.api("GET", "/api/notifications/list/5", { token: author.token });
    expect(bell.body.notifications[0].message).toMatch(/graded by an instructor: 7\.5\/10/);
    // It opens the graded item's page on "My submissions" (issue 41).
    expect(bell.body.notifications[0].link).toMatch(
      /^\/(research|newresearch|faresearch|ivepresearch)\?tab=mine$/,
    );
    // Graded items are no longer offered to new raters.
    const late = await learner("IBEPSILVER");
    await ctx.api("POST", "/api/ivepresearch", { token: late.token, body: { company: "X", text: "Y" } });
    const lateList = await ctx.api("GET", "/api/ivepresearch/rate-research", { token: late.token });
    expect(lateList.body.research.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("refuses bad grades with a message, changing nothing", async () => {
    const l = await learner("DS");
    const id = (await create(l.email, 2)).body.research.id as number;
    const before = await ctx.snapshot();
    // The whole answer (contract/research.ts AdminGradeBody and ResearchIdParam, research/admin-service.ts).
    const cases: [string, unknown, number, string][] = [
      [
        `/api/admin/research/${id}/grade`,
        { admin_points: 11 },
        400,
        "body.admin_points: Give admin points from 0 to 10",
      ],
      [
        `/api/admin/research/${id}/grade`,
        { admin_points: -1 },
        400,
        "body.admin_points: Give admin points from 0 to 10",
      ],
      [
        `/api/admin/research/${id}/grade`,
        { admin_points: 7.3 },
        400,
        "body.admin_points: Give admin points in halves, e.g. 7 or 7.5",
      ],
      [
        `/api/admin/research/${id}/grade`,
        { admin_points: "8" },
        400,
        "body.admin_points: Enter a number for admin points",
      ],
      [
        `/api/admin/research/${id}/grade`,
        { admin_points: 5, extra_points: 3 },
        400,
        "body.extra_points: Must be between 0 and 2 for this item",
      ],
      ["/api/admin/research/999999/grade", { admin_points: 5 }, 404, "research 999999 not found"],
      ["/api/admin/research/abc/grade", { admin_points: 5 }, 400, "params.id: Id must be a whole number"],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await ctx.api("POST", url, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
    }
    expect((await rate(id, l.email, 5)).status).toBe(403);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("queues by program and week with flagged items first: waited 7 days, or ratings far apart", async () => {
    const [a, b, c, d, r1, r2] = await Promise.all(Array.from({ length: 6 }, () => learner("MREP", 60))).then(
      (u) => u,
    );
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const fresh = (await create(a!.email, 3)).body.research.id as number;
    const waiting = (await create(b!.email, 3, { createdAt: old })).body.research.id as number;
    const split = (await create(c!.email, 3)).body.research.id as number;
    await rate(split, r1!.email, 2);
    await rate(split, r2!.email, 9);
    const agreed = (await create(d!.email, 3, { createdAt: old })).body.research.id as number;
    for (const r of [r1!, r2!, a!]) await rate(agreed, r.email, 7);
    const other = await create(a!.email, 4);
    expect(other.status).toBe(200);

    const q = await ctx.api("GET", "/api/admin/research?program=MREP&week=3", { token: admin.token });
    expect(q.status).toBe(200);
    const ids = q.body.items.map((i: { id: number }) => i.id);
    expect(ids.slice(0, 2).sort()).toEqual([waiting, split].sort());
    expect(ids.slice(2).sort()).toEqual([fresh, agreed].sort());
    expect(q.body).toMatchObject({ total: 4, flagged: 2 });
    const byId = new Map(q.body.items.map((i: { id: number; flags: string[] }) => [i.id, i]));
    expect(byId.get(waiting)).toMatchObject({ flags: ["waiting"], ratings: 0, ratings_needed: 3 });
    expect(byId.get(split)).toMatchObject({ flags: ["disagreement"], score: "11/32" });
    expect(byId.get(agreed)).toMatchObject({ flags: [], score: "21/32" });
    // Family filter and status filter.
    const fam = await ctx.api("GET", "/api/admin/research?family=MREP&status=all", { token: admin.token });
    expect(fam.body.total).toBe(5);
    await ctx.api("POST", `/api/admin/research/${split}/grade`, {
      token: admin.token,
      body: { admin_points: 6 },
    });
    const after = await ctx.api("GET", "/api/admin/research?program=MREP&week=3", { token: admin.token });
    expect(after.body.items.map((i: { id: number }) => i.id)).not.toContain(split);
    const graded = await ctx.api("GET", "/api/admin/research?program=MREP&status=graded", {
      token: admin.token,
    });
    expect(graded.body.items.map((i: { id: number }) => i.id)).toEqual([split]);
    expect(graded.body.items[0].flags).toEqual([]);
    for (const [bad, message] of [
      ["program=NOPE", "querystring.program: Unknown program NOPE"],
      ["family=XX", "querystring.family: Unknown family XX"],
      ["week=0", "querystring.week: Week must be 1 or more"],
      ["status=maybe", "querystring.status: Choose status from the list"],
      ["kind=thing", "querystring.kind: Choose kind from the list"],
    ]) {
      const res = await ctx.api("GET", `/api/admin/research?${bad}`, { token: admin.token });
      expect(res.status, bad).toBe(400);
      expect(fieldText(res.body), bad).toBe(message);
    }
  });

  it("eligibility counts the case projects passed per program; the learner is told on every call", async () => {
    const l = await ctx.makeUser({
      steps: 3,
      programs: [
        { program: "EXCEL", start: addDays(todayIst(), -60) },
        { program: "BABASIC", start: addDays(todayIst(), -60) },
      ],
    });
    const peers = await Promise.all([learner("EXCEL"), learner("EXCEL")]);
    const elig = async (call: string) =>
      (await ctx.api("GET", `/api/user/${call}`, { token: l.token })).body.eligible as number;
    expect(await elig("exceleligible")).toBe(0);
    // Week 1: graded 8/10 -> passed.
    const w1 = (await create(l.email, 1)).body.research.id as number;
    await ctx.api("POST", `/api/admin/research/${w1}/grade`, {
      token: admin.token,
      body: { admin_points: 8 },
    });
    // Week 2: graded 4/10 -> failed.
    const w2 = (await create(l.email, 2)).body.research.id as number;
    await ctx.api("POST", `/api/admin/research/${w2}/grade`, {
      token: admin.token,
      body: { admin_points: 4 },
    });
    // Week 3: both counted peer ratings in (top-two, /23), 9 + 8 = 17 -> passed.
    const w3 = (await create(l.email, 3)).body.research.id as number;
    await rate(w3, peers[0].email, 9);
    await rate(w3, peers[1].email, 8);
    // Week 4: one high peer rating only: not final yet.
    const w4 = (await create(l.email, 4)).body.research.id as number;
    await rate(w4, peers[0].email, 10);
    expect(await elig("exceleligible")).toBe(2);
    // BABASIC has its own call; passes there do not count for Excel.
    const b1 = (await create(l.email, 1, { program: "BABASIC" })).body.research.id as number;
    await ctx.api("POST", `/api/admin/research/${b1}/grade`, {
      token: admin.token,
      body: { admin_points: 5 },
    });
    expect(await elig("babasiceligible")).toBe(1);
    expect(await elig("exceleligible")).toBe(2);
    for (const call of ELIGIBILITY_CALLS) {
      const res = await ctx.api("GET", `/api/user/${call}`, { token: l.token });
      expect(res.status, call).toBe(200);
      expect(res.body, call).toEqual({
        eligible: call === "exceleligible" ? 2 : call === "babasiceligible" ? 1 : 0,
      });
    }
  });

  it("the admin creation route validates its input", async () => {
    const l = await learner("CMEPGOLD");
    const before = await ctx.snapshot();
    // The whole answer (contract/research.ts AdminCreateResearchBody, research/admin-service.ts adminCreate).
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { email: "nobody@test.example", week: 1, company: "A", text: "b" },
        404,
        "no user with email nobody@test.example",
      ],
      [{ email: l.email, week: 0, company: "A", text: "b" }, 400, "body.week: Week must be 1 or more"],
      [
        { email: l.email, week: 1, company: "A", text: "b", program: "FMEPGOLD" },
        400,
        `${l.email} is not enrolled in FMEPGOLD`,
      ],
      [
        { email: l.email, week: 1, company: "A", text: "b", program: "WHAT" },
        400,
        "body.program: WHAT is not a program name",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await ctx.api("POST", "/api/admin/research", { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
    }
    expect(await ctx.snapshot()).toEqual(before);
    expect((await create(l.email, 1)).status).toBe(200);
    const dup = await create(l.email, 1);
    expect(dup.status).toBe(409);
  });

  it("answers 400 for ids and weeks beyond a 32-bit integer, and for numbers that are not numbers, changing nothing", async () => {
    const l = await learner("IBEP");
    const fm = await learner("FMEPGOLD");
    const item = await create(l.email, 1);
    const id = item.body.research.id as number;
    const huge = 99_999_999_999;
    const before = await ctx.snapshot();
    // The whole answer: the field and contract/research.ts's message (wholeNumber, Id, AdminCreateResearchBody).
    const idTooBig = `params.id: Id must be at most ${MAX_ID}`;
    const idNotWhole = "params.id: Id must be a whole number";
    const calls: [string, string, string, unknown, string][] = [
      ["GET", `/api/ivepresearch/item/${huge}`, l.token, undefined, idTooBig],
      ["GET", `/api/ivepresearch/file/${huge}`, l.token, undefined, idTooBig],
      ["GET", `/api/research/item/${huge}`, fm.token, undefined, idTooBig],
      [
        "POST",
        "/api/ivepresearch/rate-research",
        l.token,
        { research_id: huge, points: 5, rate_res: "x" },
        `body.research_id: Must be at most ${MAX_ID}`,
      ],
      [
        "POST",
        "/api/ivepresearch/pnotify_score",
        l.token,
        { ids: [id, huge] },
        `body.ids.1: Must be at most ${MAX_ID}`,
      ],
      [
        "GET",
        `/api/admin/research?week=${huge}`,
        admin.token,
        undefined,
        `querystring.week: Week must be at most ${MAX_ID}`,
      ],
      ["GET", `/api/admin/research/${huge}`, admin.token, undefined, idTooBig],
      ["GET", `/api/admin/research/${huge}/file`, admin.token, undefined, idTooBig],
      ["POST", `/api/admin/research/${huge}/grade`, admin.token, { admin_points: 5 }, idTooBig],
      [
        "POST",
        `/api/admin/research/${huge}/ratings`,
        admin.token,
        { email: l.email, points: 1, rate_res: "x" },
        idTooBig,
      ],
      [
        "POST",
        "/api/admin/research",
        admin.token,
        { email: l.email, week: huge, company: "A", text: "b" },
        `body.week: Week must be at most ${MAX_ID}`,
      ],
      // Strict numbers: digits only in the query and path, no spaces, exponents or decimals.
      [
        "GET",
        "/api/admin/research?week=%205",
        admin.token,
        undefined,
        "querystring.week: Week must be a whole number",
      ],
      [
        "GET",
        "/api/admin/research?limit=1e2",
        admin.token,
        undefined,
        "querystring.limit: Limit must be a whole number",
      ],
      [
        "GET",
        "/api/admin/research?week=true",
        admin.token,
        undefined,
        "querystring.week: Week must be a whole number",
      ],
      ["GET", `/api/admin/research/${id}.0`, admin.token, undefined, idNotWhole],
      ["GET", `/api/admin/research/%20${id}`, admin.token, undefined, idNotWhole],
    ];
    for (const [method, url, token, body, message] of calls) {
      const res = await ctx.api(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error, `${method} ${url}`).toBe("validation_error");
      expect(fieldText(res.body), `${method} ${url}`).toBe(message);
    }
    expect(await ctx.snapshot()).toEqual(before);
    // Digits alone are still numbers.
    const queue = await ctx.api("GET", "/api/admin/research?week=1&limit=5&status=all", {
      token: admin.token,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await ctx.api("GET", `/api/admin/research/${id}`, { token: admin.token })).status).toBe(200);
  });

  it("an operator token (the CLI) may grade", async () => {
    const l = await learner("GenAI");
    const id = (await create(l.email, 1)).body.research.id as number;
    const res = await ctx.api("POST", `/api/admin/research/${id}/grade`, {
      token: ctx.operatorToken(),
      body: { admin_points: 10, admin_comment: "Excellent" },
    });
    expect(res.status).toBe(200);
    expect(res.body.research.score).toBe("10/10");
  });
});
