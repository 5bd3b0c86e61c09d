// Question quality, raters and My progress (issue 24) on a constructed data set whose figures are worked out by
// hand below: facility, Moodle's discrimination index (item score against rest-of-test accuracy), a wrongly keyed
// question, rater gaps and flags, CSV injection, the admin role, and a learner's own progress against the median.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_COHORT_FOR_MEDIAN } from "@fincareer/domain/constants";
import { researchWeek } from "@fincareer/domain/research-rules";
import { eq } from "drizzle-orm";
import * as schema from "../src/db/schema.ts";
import { createAnalyticsQualityService } from "../src/modules/analytics-quality/service.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const OPTIONS = ["₹110 crore", "₹130 crore", "₹150 crore", "₹90 crore"];

// Video answers of six IBEPGOLD learners: 1 right, 0 wrong (Q4 is keyed to option B but the answer is A).
//        Q1 Q2 Q3 Q4 Q5 Q6   answered right
// L1      1  1  1  0  1  0   6        4
// L2      1  1  1  0  1  0   6        4
// L3      1  1  0  0  1  0   6        3
// L4      1  0  0  1  1  0   6        3
// L5      1  0  0  1  1  0   6        3
// L6      0  0  .  .  .  .   2        0
const ANSWERS: Record<string, number[]> = {
  // choice index per question (Q1..Q6; -1 = not answered); keys: Q1-Q3, Q5, Q6 option A (0), Q4 option B (1).
  L1: [0, 0, 0, 0, 0, 1],
  L2: [0, 0, 0, 0, 0, 2],
  L3: [0, 0, 2, 0, 0, 3],
  L4: [0, 1, 2, 1, 0, 1],
  L5: [0, 1, 3, 1, 0, 1],
  L6: [2, 1, -1, -1, -1, -1],
};
const KEYS = [0, 0, 0, 1, 0, 0];

describe.each(BACKENDS)("question quality, raters and progress on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  const L: Record<string, TestUser> = {};
  let qids: number[] = [];
  let videoIds: number[] = [];
  let ibepQuestion = 0;
  const start = addDays(todayIst(), -30);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
    for (const name of Object.keys(ANSWERS))
      L[name] = await ctx.makeUser({ name, programs: [{ program: "IBEPGOLD", start }], steps: 2 });
    const [mod] = await ctx.db
      .insert(schema.contentModules)
      .values({ family: "IBEP", title: "Valuation basics", position: 0 })
      .returning();
    const videos = await ctx.db
      .insert(schema.contentVideos)
      .values(
        ["Enterprise value", "Equity bridge", "DCF in a page"].map((title, position) => ({
          moduleId: mod!.id,
          title,
          kind: "url" as const,
          url: `https://videos.example/${position}.mp4`,
          position,
        })),
      )
      .returning();
    videoIds = videos.map((v) => v.id);
    const questions = await ctx.db
      .insert(schema.contentQuestions)
      .values(
        KEYS.map((correctIndex, i) => ({
          videoId: videos[0]!.id,
          prompt: `Q${i + 1}: equity value ₹100 crore, debt ₹40 crore, cash ₹10 crore: what is the EV?`,
          options: OPTIONS,
          correctIndex,
          position: i,
        })),
      )
      .returning();
    qids = questions.map((q) => q.id);
    for (const [name, choices] of Object.entries(ANSWERS))
      for (const [i, choice] of choices.entries())
        if (choice >= 0)
          await ctx.db.insert(schema.contentAnswers).values({
            userId: L[name]!.id,
            questionId: qids[i]!,
            choiceIndex: choice,
            correct: choice === KEYS[i],
          });
    // Someone of another program and an admin answer Q1 wrongly: neither counts for IBEPGOLD.
    const other = await ctx.makeUser({ programs: ["IBEPSILVER"], steps: 2 });
    await ctx.enrol(admin.id, "IBEPGOLD");
    for (const u of [other, admin])
      await ctx.db
        .insert(schema.contentAnswers)
        .values({ userId: u.id, questionId: qids[0]!, choiceIndex: 3, correct: false });

    // Videos finished: L1 1 (the first), L2 3, L3 2, L4 1, L5 0, L6 0 -> sorted 0,0,1,1,2,3: median 1.
    const finished: Record<string, number[]> = { L1: [0], L2: [0, 1, 2], L3: [0, 1], L4: [1] };
    for (const [name, idx] of Object.entries(finished))
      for (const i of idx)
        await ctx.db
          .insert(schema.contentProgress)
          .values({ userId: L[name]!.id, videoId: videoIds[i]!, positionSeconds: 100, completed: true });

    // An IBEP game question: L1 misses it in a first set and gets it in a second (only the first counts), L2 and
    // L3 get it; an IBEPSILVER learner's set does not count.
    const [gq] = await ctx.db
      .insert(schema.gameQuestions)
      .values({
        bank: "ibep",
        topic: "valuation",
        prompt: "Which multiple compares enterprise value with operating profit before depreciation?",
        options: ["EV/EBITDA", "P/E", "P/B", "Dividend yield"],
        answer: 0,
        explanation: "EV/EBITDA sets the value of the whole firm against its operating cash profit.",
      })
      .returning();
    ibepQuestion = gq!.id;
    const content = { questions: [{ id: gq!.id, topic: "valuation", prompt: "", options: [], answer: 0 }] };
    const sets: [TestUser, string, number, Date][] = [
      [L.L1!, "IBEPGOLD", 2, new Date(Date.now() - 3 * 86_400_000)],
      [L.L1!, "IBEPGOLD", 0, new Date(Date.now() - 86_400_000)],
      [L.L2!, "IBEPGOLD", 0, new Date(Date.now() - 86_400_000)],
      [L.L3!, "IBEPGOLD", 0, new Date(Date.now() - 86_400_000)],
      [other, "IBEPSILVER", 1, new Date(Date.now() - 86_400_000)],
    ];
    for (const [user, program, pick, at] of sets) {
      const [s] = await ctx.db
        .insert(schema.gameSessions)
        .values({
          userId: user.id,
          game: "ibep",
          program,
          status: pick === 0 ? "won" : "lost",
          content,
          score: pick === 0 ? 1 : 0,
          maxScore: 1,
          startedAt: at,
          finishedAt: at,
        })
        .returning();
      await ctx.db.insert(schema.gameAnswers).values({
        gameId: s!.id,
        round: 1,
        pick,
        points: pick === 0 ? 1 : 0,
        correct: pick === 0,
        answeredAt: at,
      });
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("refuses the admin analytics routes to learners (403) and to anonymous callers (401)", async () => {
    for (const url of [
      "/api/admin/analytics/questions?program=IBEPGOLD",
      "/api/admin/analytics/questions.csv?program=IBEPGOLD",
      "/api/admin/analytics/raters?program=IBEPGOLD",
      "/api/admin/analytics/raters.csv?program=IBEPGOLD",
    ]) {
      expect((await ctx.api("GET", url, { token: L.L1!.token })).status, url).toBe(403);
      expect((await ctx.api("GET", url)).status, url).toBe(401);
    }
  });

  it("names the field of a bad program in plain words", async () => {
    const res = await ctx.api("GET", "/api/admin/analytics/questions?program=NOPE", { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/program/i);
  });

  it("computes facility and Moodle's discrimination index as worked out by hand", async () => {
    const res = await ctx.api("GET", "/api/admin/analytics/questions?program=IBEPGOLD", {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const video = (n: number) =>
      res.body.questions.find(
        (q: { source: string; id: number }) => q.source === "video" && q.id === qids[n - 1],
      );
    for (const q of res.body.questions)
      expect(Object.keys(q).sort()).toEqual(
        [
          "attempts",
          "discrimination",
          "edit_path",
          "facility",
          "flags",
          "id",
          "options",
          "source",
          "text",
        ].sort(),
      );

    // Q1: six answers, five right. Rest-of-test accuracy (right minus this item over answered minus one):
    // L1 3/5 = .6, L2 .6, L3 2/5 = .4, L4 .4, L5 .4, L6 0/1 = 0. x = 1,1,1,1,1,0 (mean 5/6), y mean .4:
    // deviations dx = 1/6 (five times), -5/6; dy = .2, .2, 0, 0, 0, -.4. sxy = (1/6)(.4) + (-5/6)(-.4) = .4,
    // sxx = 5/36 + 25/36 = 30/36, syy = .04 + .04 + .16 = .24 -> r = .4 / sqrt(.2) = .8944.
    expect(video(1)).toMatchObject({ attempts: 6, flags: [] });
    expect(video(1).facility).toBeCloseTo(5 / 6, 10);
    expect(video(1).discrimination).toBeCloseTo(0.4 / Math.sqrt(0.2), 6);
    // The other program's learner and the admin chose option D: not counted.
    expect(video(1).options).toEqual([
      { text: OPTIONS[0], chosen: 5 },
      { text: OPTIONS[1], chosen: 0 },
      { text: OPTIONS[2], chosen: 1 },
      { text: OPTIONS[3], chosen: 0 },
    ]);
    expect(video(1).edit_path).toBe("/admin/content?family=IBEP&track=main&tab=modules");

    // Q2: 3 of 6 right; x = 1,1,1,0,0,0 against y = .6,.6,.4,.6,.6,0 -> r = .3015.
    expect(video(2).facility).toBeCloseTo(0.5, 10);
    expect(video(2).discrimination).toBeCloseTo(0.30151134457776363, 6);

    // Q3: everyone who answered has the same rest score (.6): no correlation, no "check the key".
    expect(video(3)).toMatchObject({ attempts: 5, discrimination: null, flags: [] });
    expect(video(3).options.map((o: { chosen: number }) => o.chosen)).toEqual([2, 0, 2, 1]);

    // Q4, keyed to B while the strong learners pick A: x = 0,0,0,1,1 (mean .4), y = .8,.8,.6,.4,.4 (mean .6):
    // sxy = -.4, sxx = 1.2, syy = .16 -> r = -.4 / sqrt(.192) = -.9129: negative, "check the key".
    expect(video(4).facility).toBeCloseTo(0.4, 10);
    expect(video(4).discrimination).toBeCloseTo(-0.4 / Math.sqrt(0.192), 6);
    expect(video(4).flags).toEqual(["check_key"]);
    expect(video(4).options.map((o: { chosen: number }) => o.chosen)).toEqual([3, 2, 0, 0]);

    // Q5 all right (facility 1 > .95), Q6 all wrong (0 < .2).
    expect(video(5)).toMatchObject({ facility: 1, flags: ["too_easy"] });
    expect(video(6)).toMatchObject({ facility: 0, flags: ["too_hard"] });

    // The IBEP question: first answers only (L1 wrong, L2 and L3 right); IBEPSILVER's set left out; 3 answers
    // are below the 5 needed for a flag.
    const ibep = res.body.questions.find((q: { source: string }) => q.source === "ibep");
    expect(ibep).toMatchObject({
      id: ibepQuestion,
      attempts: 3,
      flags: [],
      edit_path: "/admin/games?tab=questions&bank=ibep",
    });
    expect(ibep.facility).toBeCloseTo(2 / 3, 10);
    expect(ibep.options.map((o: { chosen: number }) => o.chosen)).toEqual([2, 0, 1, 0]);
  });

  it("downloads the questions as CSV with a flag column", async () => {
    const res = await ctx.api("GET", "/api/admin/analytics/questions.csv?program=IBEPGOLD", {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^text\/csv/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"source","id","question","attempts","facility","discrimination","flags","options (times chosen)","edit at"',
    );
    expect(lines.find((l) => l.startsWith(`"video",${qids[3]},`))).toContain(
      ',5,0.4,-0.913,"check the key",',
    );
  });

  it("keeps the report and its time: stored within the refresh period, recomputed after it or on recalculate", async () => {
    let clock = new Date("2026-11-27T04:00:00Z").getTime();
    const failures: unknown[] = [];
    const service = createAnalyticsQualityService({
      db: ctx.db,
      now: () => new Date(clock),
      questionsRefreshMs: 600_000,
      onError: (err) => failures.push(err),
    });
    const q1 = (r: { questions: { source: string; id: number; attempts: number }[] }) =>
      r.questions.find((q) => q.source === "video" && q.id === qids[0])!.attempts;
    // The routes of the earlier tests stored theirs (refresh 0: computed and stored on every call): none yet here.
    await ctx.db.delete(schema.questionReports).where(eq(schema.questionReports.program, "IBEPGOLD"));
    const first = await service.questions("IBEPGOLD");
    expect(first.computed_at).toBe("2026-11-27T04:00:00.000Z");
    expect(q1(first)).toBe(6);

    // A seventh learner answers Q1: within the refresh period the stored report stands, texts read fresh.
    const late = await ctx.makeUser({ programs: [{ program: "IBEPGOLD", start }], steps: 2 });
    await ctx.db
      .insert(schema.contentAnswers)
      .values({ userId: late.id, questionId: qids[0]!, choiceIndex: 0, correct: true });
    clock += 300_000;
    const stored = await service.questions("IBEPGOLD");
    expect(stored.computed_at).toBe(first.computed_at);
    expect(q1(stored)).toBe(6);

    // Past the period: the stored report is answered and a new one computed behind it.
    clock += 400_000;
    const stale = await service.questions("IBEPGOLD");
    expect(stale.computed_at).toBe(first.computed_at);
    await service.settle();
    const refreshed = await service.questions("IBEPGOLD");
    expect(refreshed.computed_at).toBe("2026-11-27T04:11:40.000Z");
    expect(q1(refreshed)).toBe(7);

    // Recalculate now: computed at once, and the API's other instances read the same stored row.
    // (The seventh learner leaves again, with their answer: the progress tests below count six.)
    await ctx.db.delete(schema.users).where(eq(schema.users.id, late.id));
    clock += 60_000;
    const now = await service.recalculateQuestions({ id: admin.id }, "IBEPGOLD");
    expect(now.computed_at).toBe("2026-11-27T04:12:40.000Z");
    expect(q1(now)).toBe(6);
    const [row] = await ctx.db
      .select()
      .from(schema.questionReports)
      .where(eq(schema.questionReports.program, "IBEPGOLD"));
    expect(row!.computedAt.toISOString()).toBe(now.computed_at);

    // Nobody looked for over six periods: computed before answering.
    clock += 7 * 600_000;
    expect((await service.questions("IBEPGOLD")).computed_at).toBe("2026-11-27T05:22:40.000Z");
    expect(failures).toEqual([]);
  });

  it("recalculates on POST for an admin only, answering the GET's shape", async () => {
    const url = "/api/admin/analytics/questions/recalculate?program=IBEPGOLD";
    expect((await ctx.api("POST", url, { token: L.L1!.token })).status).toBe(403);
    expect((await ctx.api("POST", url)).status).toBe(401);
    expect(
      (
        await ctx.api("POST", "/api/admin/analytics/questions/recalculate?program=NOPE", {
          token: admin.token,
        })
      ).status,
    ).toBe(400);
    const res = await ctx.api("POST", url, { token: admin.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["computed_at", "questions"]);
    expect(Date.now() - new Date(res.body.computed_at).getTime()).toBeLessThan(60_000);
    expect(res.body.questions.length).toBeGreaterThan(6);
  });

  describe("raters", () => {
    let r1: TestUser;
    const bStart = addDays(todayIst(), -30);
    beforeAll(async () => {
      const a1 = await ctx.makeUser({ programs: [{ program: "BAGOLD", start: bStart }], steps: 2 });
      const a2 = await ctx.makeUser({ programs: [{ program: "BAGOLD", start: bStart }], steps: 2 });
      r1 = await ctx.makeUser({
        name: '=HYPERLINK("http://x","y")',
        programs: [{ program: "BAGOLD", start: bStart }],
        steps: 2,
      });
      const r2 = await ctx.makeUser({
        name: "Close Rater",
        programs: [{ program: "BAGOLD", start: bStart }],
        steps: 2,
      });
      // [author, week, late, admin points or null]
      const items: [TestUser, number, boolean, number | null][] = [
        [a1, 1, false, 4],
        [a1, 2, true, 8],
        [a1, 3, false, 6],
        [a1, 4, false, 5],
        [a2, 1, false, 8],
        [a2, 2, false, null],
      ];
      const ids: number[] = [];
      for (const [author, week, late, points] of items) {
        const { deadline } = researchWeek(bStart, week);
        const [row] = await ctx.db
          .insert(schema.researchItems)
          .values({
            userId: author.id,
            kind: "project",
            program: "BAGOLD",
            family: "BA",
            ratingsList: "BARate",
            week,
            deadline,
            company: "Tata Motors",
            text: "Working capital cycle of Tata Motors, FY24",
            adminPoints: points,
            gradedAt: points === null ? null : new Date(),
            gradedBy: points === null ? null : admin.id,
            createdAt: new Date(deadline.getTime() + (late ? 3_600_000 : -86_400_000)),
          })
          .returning();
        ids.push(row!.id);
      }
      // R1: 9 vs 4 (.5), 2 vs 8 (.6), 10 vs 6 (.4), 5 vs 5 (0): 3 items more than 25 % apart, mean 37.5 %;
      // its rating of the ungraded item does not count. R2: 5 vs 4 (.1), 7 vs 8 (.1): mean 10 %.
      const ratings: [TestUser, number, number][] = [
        [r1, 0, 9],
        [r1, 1, 2],
        [r1, 2, 10],
        [r1, 3, 5],
        [r1, 5, 0],
        [r2, 0, 5],
        [r2, 4, 7],
      ];
      for (const [rater, item, points] of ratings)
        await ctx.db.insert(schema.researchRatings).values({
          researchId: ids[item]!,
          raterId: rater.id,
          list: "BARate",
          points,
          data: JSON.stringify({ rate_res: "Clear cash conversion cycle" }),
        });
    });

    it("counts submissions per week, buckets the grades and flags a rater far from the instructor", async () => {
      const res = await ctx.api("GET", "/api/admin/analytics/raters?program=BAGOLD", { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.kind).toBe("project");
      // Four learners, 30 days in: weeks 1-4 have ended for each.
      expect(res.body.weeks).toEqual([
        { week: 1, on_time: 2, late: 0, missing: 2 },
        { week: 2, on_time: 1, late: 1, missing: 2 },
        { week: 3, on_time: 1, late: 0, missing: 3 },
        { week: 4, on_time: 1, late: 0, missing: 3 },
      ]);
      expect(res.body.grades.map((g: { count: number }) => g.count)).toEqual([0, 0, 2, 1, 2]);
      expect(res.body.raters).toEqual([
        {
          id: r1.id,
          name: '=HYPERLINK("http://x","y")',
          email: r1.email,
          items: 4,
          mean_gap_pct: 37.5,
          far_items: 3,
          flagged: true,
        },
        expect.objectContaining({
          name: "Close Rater",
          items: 2,
          mean_gap_pct: 10,
          far_items: 0,
          flagged: false,
        }),
      ]);
    });

    it("neutralises a formula in a name in the raters CSV", async () => {
      const res = await ctx.api("GET", "/api/admin/analytics/raters.csv?program=BAGOLD", {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      expect(String(res.headers["content-disposition"])).toContain('filename="raters-BAGOLD.csv"');
      const rows = String(res.body)
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      expect(rows[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")","${r1.email}",4,37.5,3,yes`);
    });
  });

  describe("My progress", () => {
    it("gives a learner their numbers, what is next and the program's medians", async () => {
      await ctx.db.insert(schema.researchItems).values({
        userId: L.L1!.id,
        kind: "project",
        program: "IBEPGOLD",
        family: "IBEP",
        ratingsList: "Rate",
        week: 1,
        deadline: researchWeek(start, 1).deadline,
        company: "Infosys",
        text: "Infosys: margin drivers",
        adminPoints: 7,
        gradedAt: new Date(),
      });
      // Cohort: L1-L6 and the admin's enrolment is not a learner's. Six is below MIN_COHORT_FOR_MEDIAN (issue 41):
      // the learner's own figures come, the medians do not.
      const small = await ctx.api("GET", "/api/progress", { token: L.L1!.token });
      expect(small.status).toBe(200);
      expect(small.body).toMatchObject({ program: "IBEPGOLD", cohort: 6 });
      expect(small.body.videos).toMatchObject({ finished: 1, median_finished: null });
      expect(small.body.quiz).toMatchObject({ answered: 6, correct: 4, median_accuracy: null });
      expect(small.body.research).toMatchObject({ submitted: 1, median_submitted: null });
      expect(small.body.games).toEqual({ played: 2, median_played: null });

      // Four more learners who have done nothing yet make the cohort ten: the medians come.
      for (const n of [7, 8, 9, 10])
        await ctx.makeUser({ name: `L${n}`, programs: [{ program: "IBEPGOLD", start }], steps: 2 });
      expect(MIN_COHORT_FOR_MEDIAN).toBe(10);
      const res = await ctx.api("GET", "/api/progress", { token: L.L1!.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ program: "IBEPGOLD", cohort: 10 });
      // Videos finished: 1, 3, 2, 1 and six learners with none -> 0,0,0,0,0,0,1,1,2,3: median 0.
      expect(res.body.videos).toEqual({
        finished: 1,
        total: 3,
        median_finished: 0,
        next: { id: videoIds[1], title: "Equity bridge", module: "Valuation basics" },
      });
      // Accuracy of learners who answered: L1 4/6; per learner 4/6, 4/6, 3/6, 3/6, 3/6, 0/2 -> median .5.
      expect(res.body.quiz).toMatchObject({ answered: 6, correct: 4, median_accuracy: 0.5 });
      expect(res.body.quiz.accuracy).toBeCloseTo(4 / 6, 10);
      // 30 days in: week 5 is open and not yet in.
      expect(res.body.research).toEqual({
        kind: "project",
        submitted: 1,
        graded: 1,
        median_submitted: 0,
        next_due: { week: 5, deadline: researchWeek(start, 5).deadline.toISOString(), submitted: false },
      });
      // Finished sets: L1 2, L2 1, L3 1, seven with none -> median 0.
      expect(res.body.games).toEqual({ played: 2, median_played: 0 });
    });

    it("gives the home's today card: the lesson to resume, the open week and the next live session", async () => {
      const soon = new Date(Date.now() + 2 * 86_400_000);
      await ctx.db.insert(schema.liveSessions).values([
        { title: "Reading a balance sheet", programs: ["IBEPGOLD"], startTime: soon, durationMinutes: 60 },
        // Cancelled, ended, or for another program: none of these is next.
        {
          title: "Cancelled",
          programs: ["IBEPGOLD"],
          startTime: new Date(Date.now() + 86_400_000),
          cancelledAt: new Date(),
        },
        { title: "Ended", programs: ["IBEPGOLD"], startTime: new Date(Date.now() - 3 * 3_600_000) },
        { title: "Other", programs: ["BAGOLD"], startTime: new Date(Date.now() + 3_600_000) },
      ]);
      const res = await ctx.api("GET", "/api/progress/today", { token: L.L1!.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        program: "IBEPGOLD",
        lesson: { id: videoIds[1], title: "Equity bridge", module: "Valuation basics" },
        due: {
          kind: "project",
          week: 5,
          deadline: researchWeek(start, 5).deadline.toISOString(),
          submitted: false,
        },
        live: {
          id: expect.any(Number),
          title: "Reading a balance sheet",
          start_time: soon.toISOString(),
          live_now: false,
        },
      });
      // FMEPGOLD has no Live Sessions item and p199 no Research or Resource: nothing to suggest from those areas.
      const p199 = await ctx.makeUser({ programs: ["FMEPGOLD"], planned: "p199", steps: 3 });
      expect((await ctx.api("GET", "/api/progress/today", { token: p199.token })).body).toEqual({
        program: "FMEPGOLD",
        lesson: null,
        due: null,
        live: null,
      });
      const none = await ctx.makeUser({});
      expect((await ctx.api("GET", "/api/progress/today", { token: none.token })).body).toEqual({
        program: null,
        lesson: null,
        due: null,
        live: null,
      });
      expect((await ctx.api("GET", "/api/progress/today")).status).toBe(401);
    });

    it("leaves out what the program's menus do not offer", async () => {
      const p199 = await ctx.makeUser({ programs: ["FMEPGOLD"], planned: "p199", steps: 3 });
      const res = await ctx.api("GET", "/api/progress", { token: p199.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ program: "FMEPGOLD", videos: null, quiz: null, research: null });
      // A cohort of one: no median to compare with.
      expect(res.body.games).toEqual({ played: 0, median_played: null });
      const ds = await ctx.makeUser({ programs: ["DS"], steps: 2 });
      const dsRes = await ctx.api("GET", "/api/progress", { token: ds.token });
      expect(dsRes.body).toMatchObject({
        program: "DS",
        games: null,
        videos: { finished: 0, total: 0, next: null },
      });
      const none = await ctx.makeUser({});
      expect((await ctx.api("GET", "/api/progress", { token: none.token })).body).toEqual({
        program: null,
        cohort: 0,
        videos: null,
        quiz: null,
        research: null,
        games: null,
      });
    });
  });
});
