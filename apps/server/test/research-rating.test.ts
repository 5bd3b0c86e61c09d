import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { researchAssignments, researchRatings } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("peer rating on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const learner = (program: string, daysAgo = 30, researchType: "OLD" | "NEW" = "NEW") =>
    ctx.makeUser({ steps: 3, researchType, programs: [{ program, start: addDays(todayIst(), -daysAgo) }] });

  async function cohort(program: string, n: number, base = "/api/ivepresearch", daysAgo = 30) {
    const users: TestUser[] = [];
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const u = await learner(program, daysAgo);
      const res = await ctx.api("POST", base, {
        token: u.token,
        body: { company: `Company ${i}`, text: `Analysis ${i}` },
      });
      expect(res.status).toBe(200);
      users.push(u);
      ids.push(res.body.research.id as number);
    }
    return { users, ids };
  }

  const rateList = (u: TestUser, base = "/api/ivepresearch") =>
    ctx.api("GET", `${base}/rate-research`, { token: u.token });

  it("assigns each learner peers of the same family and week, never their own, and balances the load", async () => {
    const { users, ids } = await cohort("CMEPGOLD", 5);
    // Someone of another family and another week of the same family are never assigned.
    const other = await cohort("MREP", 1);
    const lateWeek = await cohort("CMEPSILVER", 1, "/api/ivepresearch", 3);
    const assignedTo = new Map<number, number>();
    for (const [i, u] of users.entries()) {
      const res = await rateList(u);
      expect(res.status).toBe(200);
      const got = res.body.research.map((r: { id: number }) => r.id) as number[];
      expect(got).toHaveLength(3);
      expect(got).not.toContain(ids[i]);
      expect(new Set(got).size).toBe(3);
      for (const id of got) {
        expect(ids).toContain(id);
        assignedTo.set(id, (assignedTo.get(id) ?? 0) + 1);
      }
      expect(res.body).toMatchObject({ pending: 3, rated: 0 });
      expect(res.body.research[0]).toMatchObject({ ratings_list: "CMEPRate", max_points: 10, rated: false });
      expect(res.body.research[0]).not.toHaveProperty("CMEPRate");
      // Asking again assigns nothing more.
      expect((await rateList(u)).body.research).toHaveLength(3);
    }
    // 5 learners x 3 = 15 assignments over 5 items: each item gets exactly its 3 raters.
    expect([...assignedTo.values()]).toEqual([3, 3, 3, 3, 3]);
    expect(assignedTo.has(other.ids[0]!)).toBe(false);
    expect(assignedTo.has(lateWeek.ids[0]!)).toBe(false);
    // CMEPSILVER is the same family (CMEP) but week 1: its learner has no peer that week.
    expect((await rateList(lateWeek.users[0]!)).body.research).toEqual([]);
  });

  it("gives every submission exactly its raters whatever order the learners ask in", async () => {
    const { users, ids } = await cohort("BAGOLD", 7);
    const counts = new Map<number, number>();
    for (const i of [3, 6, 0, 5, 1, 4, 2]) {
      const res = await rateList(users[i]!);
      expect(res.body.research).toHaveLength(3);
      for (const r of res.body.research as { id: number }[]) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    }
    expect(ids.map((id) => counts.get(id))).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it("a learner who has not submitted that week is assigned nothing", async () => {
    await cohort("GenAIGOLD", 2);
    const idle = await learner("GenAIGOLD");
    expect((await rateList(idle)).body).toEqual({ research: [], pending: 0, rated: 0 });
  });

  it("rates an assigned item once; the author sees points and comment, notified by pupdate", async () => {
    const { users, ids } = await cohort("DSGOLD", 2);
    const [a, b] = users as [TestUser, TestUser];
    await rateList(b);
    const sent: { userId: number; event: string; payload: unknown }[] = [];
    const original = ctx.realtime.toUser.bind(ctx.realtime);
    ctx.realtime.toUser = (userId, event, payload) => {
      sent.push({ userId, event, payload });
      original(userId, event, payload);
    };
    let res;
    try {
      res = await ctx.api("POST", "/api/ivepresearch/rate-research", {
        token: b.token,
        body: { research_id: ids[0], points: 8, data: JSON.stringify({ rate_res: "Clear thesis" }) },
      });
    } finally {
      ctx.realtime.toUser = original;
    }
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      ratings_list: "DSRate",
      rating: { points: 8, rate_res: "Clear thesis" },
    });
    expect(sent).toEqual([
      {
        userId: a.id,
        event: "pupdate",
        payload: { msg: expect.stringMatching(/8\/10/), id: expect.any(Number) },
      },
    ]);
    // One rating of three counted: the notice calls the total provisional, never a plain "score 8/32".
    expect((sent[0]!.payload as { msg: string }).msg).toContain(
      "Your provisional score is 8/32 (1 of 3 peer ratings received so far).",
    );
    const mine = await ctx.api("GET", "/api/ivepresearch", { token: a.token });
    expect(mine.body.research[0]).toMatchObject({
      ratings_list: "DSRate",
      DSRate: [{ points: 8, data: '{"rate_res":"Clear thesis"}', rate_res: "Clear thesis" }],
      score: "8/32",
      awaiting_ratings: 2,
    });
    // The rate-research list reloads with the rating in it.
    const after = await rateList(b);
    expect(after.body).toMatchObject({ pending: 0, rated: 1 });
    expect(after.body.research[0].my_rating).toMatchObject({ points: 8 });
    // A plain rate_res comment is accepted too, and the rating is stored in the family's list.
    const [row] = await ctx.db.select().from(researchRatings).where(eq(researchRatings.researchId, ids[0]!));
    expect(row).toMatchObject({ list: "DSRate", raterId: b.id, points: 8 });
    // Rating twice is refused and changes nothing.
    const before = await ctx.snapshot();
    const twice = await ctx.api("POST", "/api/ivepresearch/rate-research", {
      token: b.token,
      body: { research_id: ids[0], points: 2, rate_res: "again" },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("already_rated");
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("refuses own work, unassigned items, points outside 0..max and bad data, changing nothing", async () => {
    const { users, ids } = await cohort("FnO", 3);
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    // b is assigned a's and c's items; c is not yet assigned anything.
    await rateList(b);
    const before = await ctx.snapshot();
    // The week of a's item, which the points message names.
    const week = (await ctx.api("GET", `/api/ivepresearch/item/${ids[0]}`, { token: a.token })).body.research
      .week as number;
    // The whole answer: contract/research.ts RateResearchBody, research/ratings.ts and learner-service.ts rate.
    const cases: [TestUser, Record<string, unknown>, number, string, string][] = [
      [
        a,
        { research_id: ids[0], points: 5, rate_res: "mine" },
        403,
        "own_research",
        "you cannot rate your own work",
      ],
      [
        c,
        { research_id: ids[0], points: 5, rate_res: "x" },
        403,
        "not_assigned",
        `research ${ids[0]} is not assigned to you for rating`,
      ],
      [
        b,
        { research_id: ids[0], points: 11, rate_res: "x" },
        400,
        "invalid_points",
        `body.points: Must be between 0 and 10 for week ${week}`,
      ],
      [
        b,
        { research_id: ids[0], points: -1, rate_res: "x" },
        400,
        "validation_error",
        "body.points: Give 0 points or more",
      ],
      [
        b,
        { research_id: ids[0], points: 2.5, rate_res: "x" },
        400,
        "validation_error",
        "body.points: Give whole points",
      ],
      [
        b,
        { research_id: ids[0], points: 5, data: "not json" },
        400,
        "validation_error",
        'body.data: Must be JSON text like {"rate_res": "your comment"}',
      ],
      [
        b,
        { research_id: ids[0], points: 5, data: '{"other":1}' },
        400,
        "validation_error",
        "body.data.rate_res: Fill in rate res",
      ],
      [
        b,
        { research_id: ids[0], points: 5 },
        400,
        "validation_error",
        "body.data: Write a comment for the author",
      ],
      [
        b,
        { research_id: ids[0], points: 5, rate_res: "  " },
        400,
        "validation_error",
        "body.data.rate_res: Write a comment for the author",
      ],
      [b, { research_id: 999999, points: 5, rate_res: "x" }, 404, "not_found", "research 999999 not found"],
    ];
    for (const [u, body, status, code, message] of cases) {
      const res = await ctx.api("POST", "/api/ivepresearch/rate-research", { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toBe(code);
      expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
    }
    // A project cannot be rated through the research API (not this program's area).
    const wrong = await ctx.api("POST", "/api/research/rate-research", {
      token: b.token,
      body: { research_id: ids[0], points: 5, rate_res: "x" },
    });
    expect(wrong.status).toBe(403);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("weekly research allows 5 points per rating before week 4 and counts two ratings", async () => {
    const { users, ids } = await cohort("FMEPSILVER", 3, "/api/research", 10);
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    for (const u of [b, c]) {
      const list = await rateList(u, "/api/research");
      expect(list.body.research).toHaveLength(2);
      expect(list.body.research[0].max_points).toBe(5);
    }
    const over = await ctx.api("POST", "/api/research/rate-research", {
      token: b.token,
      body: { research_id: ids[0], points: 6, rate_res: "x" },
    });
    expect(over.status).toBe(400);
    expect(fieldText(over.body)).toBe("body.points: Must be between 0 and 5 for week 2");
    for (const [u, p] of [
      [b, 4],
      [c, 5],
    ] as const) {
      const res = await ctx.api("POST", "/api/research/rate-research", {
        token: u.token,
        body: { research_id: ids[0], points: p, rate_res: "ok" },
      });
      expect(res.status).toBe(200);
    }
    const mine = await ctx.api("GET", "/api/research", { token: a.token });
    expect(mine.body.research[0]).toMatchObject({
      score: "9/12",
      awaiting_ratings: 0,
      UpdatedRate: [{}, {}],
    });
  });

  it("closes editing once a peer has rated a submission (409), and keeps the rated content", async () => {
    const { users, ids } = await cohort("SSEP", 2);
    const [a, b] = users as [TestUser, TestUser];
    // Before any rating the author may edit, and the item says so.
    const draft = await ctx.api("POST", "/api/ivepresearch", {
      token: a.token,
      body: { company: "Company 0", text: "Analysis 0, revised" },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.research).toMatchObject({ editable: true, edit_state: "open" });
    await rateList(b);
    await ctx.api("POST", "/api/ivepresearch/rate-research", {
      token: b.token,
      body: { research_id: ids[0], points: 6, rate_res: "Read the revised version" },
    });
    const before = await ctx.snapshot();
    const edit = await ctx.api("POST", "/api/ivepresearch", {
      token: a.token,
      body: { company: "Company 0", text: "A different analysis after the rating" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      error: "rating_started",
      message:
        "Editing is closed: a peer has already rated this submission, and ratings count for the version they read.",
    });
    expect(await ctx.snapshot()).toEqual(before);
    const mine = await ctx.api("GET", "/api/ivepresearch", { token: a.token });
    expect(mine.body.research[0]).toMatchObject({
      text: "Analysis 0, revised",
      editable: false,
      edit_state: "rated",
      SSEPRate: [{ points: 6 }],
    });
    // The other learner, not yet rated, still edits freely.
    const other = await ctx.api("POST", "/api/ivepresearch", {
      token: b.token,
      body: { company: "Company 1", text: "Analysis 1, revised" },
    });
    expect(other.status).toBe(200);
  });

  it("notify_score lists unseen score changes and pnotify_score marks them seen", async () => {
    const { users, ids } = await cohort("MREPGOLD", 2);
    const [a, b] = users as [TestUser, TestUser];
    expect((await ctx.api("GET", "/api/ivepresearch/notify_score", { token: a.token })).body).toEqual({
      scores: [],
      count: 0,
    });
    await rateList(b);
    await ctx.api("POST", "/api/ivepresearch/rate-research", {
      token: b.token,
      body: { research_id: ids[0], points: 7, rate_res: "good" },
    });
    const n = await ctx.api("GET", "/api/ivepresearch/notify_score", { token: a.token });
    expect(n.body.count).toBe(1);
    expect(n.body.scores[0]).toMatchObject({
      id: ids[0],
      week: 5,
      score: "7/32",
      score_detail: { total: 7 },
    });
    // The research area is not this program's.
    expect((await ctx.api("GET", "/api/research/notify_score", { token: a.token })).status).toBe(403);
    const seen = await ctx.api("POST", "/api/ivepresearch/pnotify_score", { token: a.token });
    expect(seen.body).toEqual({ count: 1 });
    expect((await ctx.api("GET", "/api/ivepresearch/notify_score", { token: a.token })).body.count).toBe(0);
    expect(
      (await ctx.api("POST", "/api/ivepresearch/pnotify_score", { token: a.token, body: {} })).body,
    ).toEqual({
      count: 0,
    });
    const bad = await ctx.api("POST", "/api/ivepresearch/pnotify_score", {
      token: a.token,
      body: { ids: ["x"] },
    });
    expect(bad.status).toBe(400);
  });

  it("does not assign the same item to a learner twice even when asked concurrently", async () => {
    const { users } = await cohort("SSEPGOLD", 4);
    const u = users[0]!;
    await Promise.all([rateList(u), rateList(u), rateList(u)]);
    const rows = await ctx.db.select().from(researchAssignments).where(eq(researchAssignments.raterId, u.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.researchId)).size).toBe(3);
  });
});
