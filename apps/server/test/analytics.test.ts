import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordPushes } from "./helpers/sockets.ts";
import {
  activityEvents,
  activityWeeks,
  auditLog,
  contentModules,
  contentQuestions,
  contentVideos,
  loginSessions,
  notifications,
  outbox,
  researchItems,
  users,
} from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";

const HYPERLINK = '=HYPERLINK("http://x","y")';
const DAY = 86_400_000;

describe.each(BACKENDS)("cohort analytics on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });
  const today = todayIst();
  let videos: number[];
  let questions: number[];
  let active: TestUser;
  let silent: TestUser;
  let guesser: TestUser;
  let ending: TestUser;
  let future: TestUser;
  let other: TestUser;

  async function research(userId: number, week: number, points: number | null = null) {
    await suite.ctx.db.insert(researchItems).values({
      userId,
      kind: "research",
      program: "FMEPGOLD",
      family: "FMEP",
      ratingsList: "UpdatedRate",
      researchType: "NEW",
      week,
      deadline: new Date(),
      company: "Infosys",
      text: "Revenue grew 8% on large-deal wins; margins held at 21% despite wage hikes.",
      adminPoints: points,
      gradedAt: points === null ? null : new Date(),
    });
  }

  async function answer(user: TestUser, question: number, choiceIndex: number) {
    const res = await suite.ctx.api("POST", `/api/resources/questions/${question}/answer`, {
      token: user.token,
      body: { choiceIndex },
    });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    const { ctx } = suite;
    const [mod] = await ctx.db
      .insert(contentModules)
      .values({ family: "FMEP", title: "Reading an annual report", position: 0 })
      .returning();
    const vs = await ctx.db
      .insert(contentVideos)
      .values(
        ["Balance sheet", "Profit and loss", "Cash flow", "Ratios"].map((title, position) => ({
          moduleId: mod!.id,
          title,
          kind: "url" as const,
          url: `https://videos.example/${position}.mp4`,
          durationSeconds: 600,
          position,
        })),
      )
      .returning();
    videos = vs.map((v) => v.id);
    const qs = await ctx.db
      .insert(contentQuestions)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          videoId: videos[i % 4]!,
          prompt: `Which statement shows item ${i + 1}?`,
          options: ["Balance sheet", "P&L", "Cash flow"],
          correctIndex: 0,
          position: i,
        })),
      )
      .returning();
    questions = qs.map((q) => q.id);

    const start = (days: number) => addDays(today, -days);
    active = await ctx.makeUser({
      name: "Asha Active",
      programs: [{ program: "FMEPGOLD", start: start(30) }],
    });
    silent = await ctx.makeUser({ name: HYPERLINK, programs: [{ program: "FMEPGOLD", start: start(20) }] });
    guesser = await ctx.makeUser({
      name: "Gopal Guesser",
      programs: [{ program: "FMEPGOLD", start: start(10) }],
    });
    ending = await ctx.makeUser({
      name: "Esha Ending",
      programs: [{ program: "FMEPGOLD", start: start(12), end: addDays(today, 10) }],
    });
    future = await ctx.makeUser({
      name: "Farhan Future",
      programs: [{ program: "FMEPGOLD", start: addDays(today, 5) }],
    });
    other = await ctx.makeUser({ name: "Ira IBEP", programs: ["IBEPGOLD"] });

    // The silent learner never logged in: makeUser opened a session for the token.
    await ctx.db.delete(loginSessions).where(eq(loginSessions.userId, silent.id));
    // Asha logs in, watches two videos to the end and answers well; she submitted weeks 3 and 4 (now week 5).
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: active.email, password: active.password },
    });
    expect(login.status).toBe(200);
    for (const v of videos.slice(0, 2)) {
      const res = await ctx.api("PUT", `/api/resources/videos/${v}/progress`, {
        token: active.token,
        body: { positionSeconds: 600, ended: true },
      });
      expect(res.status).toBe(200);
    }
    await answer(active, questions[0]!, 0);
    await research(active.id, 3, 8);
    await research(active.id, 4);
    // Gopal answers 10 questions, 3 right (30 %), and submitted week 1.
    for (let i = 0; i < 10; i++) await answer(guesser, questions[i]!, i < 3 ? 0 : 1);
  }, 120_000);

  it("refuses learners (403) and callers without a token (401)", async () => {
    const { ctx } = suite;
    for (const url of [
      "/api/admin/analytics/overview?program=FMEPGOLD",
      "/api/admin/analytics/at-risk?program=FMEPGOLD",
      "/api/admin/analytics/at-risk.csv?program=FMEPGOLD",
      `/api/admin/analytics/learners/${active.id}`,
      `/api/admin/analytics/learners/${active.id}/activity.csv`,
      "/api/admin/analytics/overview.csv?program=FMEPGOLD&table=videos",
    ]) {
      expect((await ctx.api("GET", url, { token: active.token })).status).toBe(403);
      expect((await ctx.api("GET", url)).status).toBe(401);
    }
    const nudge = await ctx.api("POST", "/api/admin/analytics/nudge", {
      token: active.token,
      body: { program: "FMEPGOLD", user_ids: [silent.id], subject: "Hi", message: "Hi" },
    });
    expect(nudge.status).toBe(403);
  });

  it("records a login and throttles video progress to one event per video per 10 minutes", async () => {
    const { ctx } = suite;
    const events = await ctx.db.select().from(activityEvents).where(eq(activityEvents.userId, active.id));
    expect(events.filter((e) => e.kind === "login")).toHaveLength(1);
    expect(events.filter((e) => e.kind === "video_finished").map((e) => e.ref)).toEqual(
      videos.slice(0, 2).map(String),
    );
    const before = events.filter((e) => e.kind === "video_progress").length;
    for (const position of [10, 20, 30]) {
      await ctx.api("PUT", `/api/resources/videos/${videos[2]}/progress`, {
        token: active.token,
        body: { positionSeconds: position },
      });
    }
    const after = await ctx.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, active.id), eq(activityEvents.kind, "video_progress")));
    expect(after.length - before).toBe(1);
    const weeks = await ctx.db.select().from(activityWeeks).where(eq(activityWeeks.userId, active.id));
    expect(weeks).toHaveLength(1);
  });

  it("lists at-risk learners with exactly id, email, name, last_active, reasons and last_nudged, most urgent first", async () => {
    const { ctx } = suite;
    // Rohan's only recorded activity is today's video (his login predates the login log): active today, so never
    // also "has not logged in since enrolling" (issue 41). He leaves again, not to count in the overview.
    const returning = await ctx.makeUser({
      name: "Rohan Returning",
      programs: [{ program: "FMEPGOLD", start: addDays(today, -30) }],
    });
    await ctx.db.delete(loginSessions).where(eq(loginSessions.userId, returning.id));
    await ctx.db
      .insert(activityEvents)
      .values({ userId: returning.id, kind: "video_progress", program: "FMEPGOLD", ref: String(videos[0]) });
    const res = await suite.ctx.api("GET", "/api/admin/analytics/at-risk?program=FMEPGOLD", {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["learners"]);
    const byId = new Map(res.body.learners.map((l: { id: number }) => [l.id, l]));
    for (const l of res.body.learners) {
      expect(Object.keys(l).sort()).toEqual(["email", "id", "last_active", "last_nudged", "name", "reasons"]);
    }
    expect(byId.has(active.id)).toBe(false);
    expect(byId.has(future.id)).toBe(false);
    expect(byId.has(other.id)).toBe(false);
    const codes = (u: TestUser) =>
      (byId.get(u.id) as { reasons: { code: string }[] } | undefined)?.reasons.map((r) => r.code);
    expect(codes(silent)).toEqual(["no_first_login", "inactive", "research_missed"]);
    expect(byId.get(silent.id)).toMatchObject({ name: HYPERLINK, email: silent.email, last_active: null });
    expect(codes(guesser)).toEqual(["low_accuracy"]);
    expect((byId.get(guesser.id) as { reasons: { text: string }[] }).reasons[0]!.text).toBe(
      "Quiz accuracy 30% (3 of 10 right)",
    );
    expect(codes(ending)).toEqual(["ending_behind"]);
    // Active today, so not "has not logged in" nor inactive: only the research he missed.
    expect(codes(returning)).toEqual(["research_missed"]);
    // Sorted by the most severe reason: never logged in, enrolment ending behind, ..., low accuracy last.
    const order = res.body.learners.map((l: { id: number }) => l.id);
    expect(order).toEqual([silent.id, ending.id, returning.id, guesser.id]);
    await ctx.db.delete(users).where(eq(users.id, returning.id));
  });

  it("exports a learner's activity as CSV whose cells Excel never runs as formulas", async () => {
    const { ctx } = suite;
    // A company name is the learner's own text: it reaches the timeline inside "Submitted research week 9 (...)".
    await ctx.db.execute(
      sql`update research_items set company = ${HYPERLINK} where user_id = ${active.id} and week = 3`,
    );
    const res = await ctx.api("GET", `/api/admin/analytics/learners/${active.id}/activity.csv`, {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="activity-${active.id}.csv"`);
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe('"When (IST)","What"');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.some((l) => l.includes('(=HYPERLINK(""http://x"",""y""))'))).toBe(true);
    // No cell starts with a formula character outside quotes.
    for (const line of lines) expect(line).not.toMatch(/(^|,)[=+\-@]/);
    await ctx.db.execute(
      sql`update research_items set company = 'Infosys' where user_id = ${active.id} and week = 3`,
    );
  });

  it("exports the at-risk list as CSV that Excel opens safely", async () => {
    const res = await suite.ctx.api("GET", "/api/admin/analytics/at-risk.csv?program=FMEPGOLD", {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="at-risk-FMEPGOLD-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = String(res.body).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Last active (IST)","Reasons","Last nudged (IST)"');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")","${silent.email}","never",`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    // A learner who was active has an ISO date and a 24-hour IST time (issue 39).
    const active = lines.slice(1).filter((l) => l && !l.includes('"never"'));
    expect(active.length).toBeGreaterThan(0);
    for (const line of active) expect(line).toMatch(/,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/);
  });

  it("answers the overview: KPIs, funnel, 12 weeks of activity and drop-off per video in course order", async () => {
    const res = await suite.ctx.api("GET", "/api/admin/analytics/overview?program=FMEPGOLD", {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o.kpis).toMatchObject({
      enrolled: 5,
      // Everyone but the learner who never logged in (the factory's logins count).
      active_7d: 4,
      videos: 4,
      quiz_answers: 11,
      graded_items: 1,
      average_grade: 8,
    });
    // Asha finished 2 of 4 videos; the other four none: the median learner finished none.
    expect(o.kpis.median_videos_finished).toBe(0);
    expect(o.kpis.quiz_accuracy).toBeCloseTo(4 / 11, 4);
    // Research on time counts the last closed week, not the open one (issue 41): Asha (week 5) submitted week 4;
    // Farhan has not started and is not due.
    expect(o.kpis).toMatchObject({ research_due: 4, research_submitted: 1, research_this_week: 0.25 });
    expect(o.funnel.map((f: { step: string; learners: number }) => [f.step, f.learners])).toEqual([
      ["enrolled", 5],
      ["logged_in", 4],
      ["half_videos", 1],
      ["first_research", 1],
      ["graded", 1],
    ]);
    expect(o.weekly).toHaveLength(12);
    expect(o.weekly.at(-1).active).toBe(4);
    expect(o.videos.map((v: { title: string; finished: number }) => [v.title, v.finished])).toEqual([
      ["Balance sheet", 1],
      ["Profit and loss", 1],
      ["Cash flow", 0],
      ["Ratios", 0],
    ]);
    expect(o.cohorts.length).toBeGreaterThanOrEqual(1);
  });

  it("narrows the overview to a cohort month and refuses a malformed one in plain words", async () => {
    const { ctx } = suite;
    const month = addDays(today, 5).slice(0, 7);
    const res = await ctx.api("GET", `/api/admin/analytics/overview?program=FMEPGOLD&cohort=${month}`, {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.cohort).toBe(month);
    expect(res.body.kpis.enrolled).toBeGreaterThanOrEqual(1);
    const bad = await ctx.api("GET", "/api/admin/analytics/overview?program=FMEPGOLD&cohort=2026-13", {
      token: suite.admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Cohort must be a month written yyyy-mm/);
    const unknown = await ctx.api("GET", "/api/admin/analytics/overview?program=NOPE", {
      token: suite.admin.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Program must be a known program name/);
  });

  it("exports every overview table as CSV", async () => {
    for (const table of ["kpis", "funnel", "weekly", "videos"]) {
      const res = await suite.ctx.api(
        "GET",
        `/api/admin/analytics/overview.csv?program=FMEPGOLD&table=${table}`,
        {
          token: suite.admin.token,
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${table}-FMEPGOLD.csv"`);
    }
    const videosCsv = await suite.ctx.api(
      "GET",
      "/api/admin/analytics/overview.csv?program=FMEPGOLD&table=videos",
      {
        token: suite.admin.token,
      },
    );
    expect(String(videosCsv.body)).toContain('"Reading an annual report","Balance sheet",1,20\r\n');
  });

  it("nudges chosen learners: a notification, a queued nudge mail and an audit entry naming each", async () => {
    const { ctx } = suite;
    const pushes = recordPushes(ctx.realtime);
    const res = await ctx.api("POST", "/api/admin/analytics/nudge", {
      token: suite.admin.token,
      body: {
        program: "FMEPGOLD",
        user_ids: [guesser.id, ending.id, guesser.id],
        subject: "{program}: a plan for this week",
        message: "Hello {first_name}, rewatch the cash-flow video before answering.",
      },
    });
    pushes.stop();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2, skipped: 0 });
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, guesser.id));
    expect(note!.message).toBe(
      "FMEP Gold: a plan for this week: Hello Gopal, rewatch the cash-flow video before answering.",
    );
    // Each learner's push names their stored notice (a socket that reconnects catches up by id).
    expect(pushes.sent).toContainEqual({
      userId: guesser.id,
      event: "pupdate",
      payload: { msg: note!.message, id: note!.id },
    });
    expect(pushes.sent.map((p) => p.userId).sort()).toEqual([guesser.id, ending.id].sort());
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, "nudge"));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([guesser.email, ending.email].sort());
    expect(mails.find((m) => m.userId === ending.id)!.data).toMatchObject({
      subject: "FMEP Gold: a plan for this week",
      message: "Hello Esha, rewatch the cash-flow video before answering.",
      reply_to: suite.admin.email,
    });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "analytics.nudge"));
    expect(audits.map((a) => a.targetUserId).sort()).toEqual([guesser.id, ending.id].sort());
    for (const a of audits) {
      expect(a.details).toEqual({ program: "FMEPGOLD", subject: "FMEP Gold: a plan for this week" });
    }
    const log = await ctx.api("GET", "/api/admin/audit?kind=analytics", { token: suite.admin.token });
    expect(log.status).toBe(200);
    const sentences = log.body.items.map((i: { summary: string }) => i.summary).join("\n");
    expect(sentences).toMatch(/nudged Gopal Guesser \(\S+\) in FMEPGOLD: “FMEP Gold: a plan for this week”/);
    expect(sentences).not.toContain("{first_name}");

    // The at-risk list marks who was nudged, and when (persisted: read back from the log).
    const risk = await ctx.api("GET", "/api/admin/analytics/at-risk?program=FMEPGOLD", {
      token: suite.admin.token,
    });
    const nudged = new Map(
      risk.body.learners.map((l: { id: number; last_nudged: string | null }) => [l.id, l.last_nudged]),
    );
    expect(nudged.get(guesser.id)).toBe(
      audits.find((a) => a.targetUserId === guesser.id)!.createdAt.toISOString(),
    );
    expect(nudged.get(ending.id)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(nudged.get(silent.id)).toBeNull();
  });

  it("refuses a nudge to a learner outside the program, an unknown placeholder or too many learners", async () => {
    const { ctx } = suite;
    const send = (body: Record<string, unknown>) =>
      ctx.api("POST", "/api/admin/analytics/nudge", {
        token: suite.admin.token,
        body: { program: "FMEPGOLD", user_ids: [guesser.id], subject: "Hi", message: "Hello", ...body },
      });
    const before = await ctx.db.select().from(notifications);
    const outside = await send({ user_ids: [guesser.id, other.id] });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(`Learners: learner ${other.id} is not enrolled in FMEPGOLD`);
    const typo = await send({ message: "Hello {nmae}" });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/Message uses an unknown placeholder \{nmae\}/);
    const many = await send({ user_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/At most 500 learners/);
    expect(await ctx.db.select().from(notifications)).toHaveLength(before.length);
  });

  it("shows a learner's timeline newest first, and as CSV", async () => {
    const { ctx } = suite;
    const res = await ctx.api("GET", `/api/admin/analytics/learners/${active.id}`, {
      token: suite.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: active.id, email: active.email, name: "Asha Active" });
    const items = res.body.items as { at: string; kind: string; text: string }[];
    const times = items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = new Set(items.map((i) => i.kind));
    for (const k of [
      "login",
      "video_progress",
      "video_finished",
      "answer",
      "research_submitted",
      "research_graded",
    ]) {
      expect(kinds).toContain(k);
    }
    expect(items.map((i) => i.text)).toContain('Finished "Balance sheet"');
    expect(items.map((i) => i.text)).toContain("FMEPGOLD week 3 (Infosys) graded 8 / 10");
    const csv = await ctx.api("GET", `/api/admin/analytics/learners/${active.id}/activity.csv`, {
      token: suite.admin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="activity-${active.id}.csv"`);
    // ISO dates and a 24-hour clock in IST (issue 39): no dd/mm a spreadsheet in another locale would swap.
    const rows = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/);
    expect(
      (await ctx.api("GET", "/api/admin/analytics/learners/999999", { token: suite.admin.token })).status,
    ).toBe(404);
  });

  it("counts a learner active in the week of an old answer, not only in this one", async () => {
    const { ctx } = suite;
    // Move one of Gopal's answers three weeks back: that week now shows one active learner.
    await ctx.db.execute(sql`update content_answers set created_at = now() - interval '21 days'
      where user_id = ${guesser.id} and question_id = ${questions[0]!}`);
    const res = await ctx.api("GET", "/api/admin/analytics/overview?program=FMEPGOLD", {
      token: suite.admin.token,
    });
    const weeks = res.body.weekly as { week: string; active: number }[];
    const then = Date.now() - 21 * DAY;
    const start = (w: { week: string }) => Date.parse(`${w.week}T00:00:00+05:30`);
    const week = weeks.find((w) => start(w) <= then && then < start(w) + 7 * DAY);
    expect(week!.active).toBe(1);
  });
});
