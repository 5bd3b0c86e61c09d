// The learner summaries and cohort rollups of migration 0019 are kept by triggers as learners act: after a mixed
// set of writes (through the API and straight to the tables, the same write twice at once, updates that move a
// time back or grade an item, deletes, content moved to another track, a role change, an enrolment moved to
// another month, an account deleted, position-only progress reports) they equal a recomputation from scratch.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentModules, contentQuestions, contentVideos, researchItems } from "../src/db/schema.ts";
import { rowsOf } from "../src/db/rows.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";

/** Every row of the summaries and rollups that counts something, in a fixed order (times as epoch ms). */
const SNAPSHOT = {
  activity: sql`select user_id, (extract(epoch from last_active_at) * 1000)::float8 as at, logins
    from learner_activity_summary where last_active_at is not null or logins <> 0 order by user_id`,
  content: sql`select * from learner_content_summary
    where videos_finished <> 0 or answers <> 0 or answers_correct <> 0 order by user_id, family, track`,
  research: sql`select * from learner_research_summary where items <> 0 order by user_id, program, kind`,
  games: sql`select * from learner_game_summary where sets_done <> 0 order by user_id, program`,
  videos: sql`select * from cohort_video_finishes where learners <> 0 order by program, month, video_id`,
  weeks: sql`select program, month, to_char(week, 'YYYY-MM-DD') as week, learners from cohort_active_weeks
    where learners <> 0 order by program, month, week`,
  activeWeeks: sql`select user_id, to_char(week, 'YYYY-MM-DD') as week from activity_weeks order by 1, 2`,
  researchWeeks: sql`select program, kind, week, on_time, late from research_week_counts
    where on_time <> 0 or late <> 0 order by 1, 2, 3`,
  grades: sql`select program, kind, points, items from research_grade_counts where items <> 0 order by 1, 2, 3`,
};

/** The rollups and active weeks as the source tables have them now. */
const FROM_SCRATCH = {
  videos: sql`select e.program_name as program, analytics_month(e.start_date) as month, p.video_id,
      count(*)::int as learners
    from program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
    join content_progress p on p.user_id = e.user_id and p.completed
    group by 1, 2, 3 order by 1, 2, 3`,
  weeks: sql`select e.program_name as program, analytics_month(e.start_date) as month,
      to_char(w.week, 'YYYY-MM-DD') as week, count(*)::int as learners
    from program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
    join activity_weeks w on w.user_id = e.user_id
    group by 1, 2, 3 order by 1, 2, 3`,
  activeWeeks: sql`select distinct user_id, to_char(date_trunc('week', at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week
    from (
      select user_id, at from activity_events union all select user_id, start_time from login_sessions
      union all select user_id, created_at from content_answers union all select user_id, created_at from research_items
      union all select rater_id, created_at from research_ratings union all select user_id, started_at from game_sessions
      union all select user_id, created_at from interviews union all select user_id, placed_at from market_orders
    ) t order by 1, 2`,
  researchWeeks: sql`select program, kind, week, count(*) filter (where created_at <= deadline)::int as on_time,
      count(*) filter (where created_at > deadline)::int as late
    from research_items group by 1, 2, 3 order by 1, 2, 3`,
  grades: sql`select program, kind, admin_points as points, count(*)::int as items from research_items
    where graded_at is not null and admin_points is not null group by 1, 2, 3 order by 1, 2, 3`,
};

describe.each(BACKENDS)("learner summaries on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });
  const today = todayIst();
  let videos: number[];
  let questions: number[];
  let asha: TestUser;
  let ravi: TestUser;
  let gone: TestUser;

  async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
    return rowsOf(await suite.ctx.db.execute(query));
  }

  async function snapshot() {
    const out: Record<string, unknown[]> = {};
    for (const [name, query] of Object.entries(SNAPSHOT)) out[name] = await rows(query);
    return out;
  }

  beforeAll(async () => {
    const { ctx } = suite;
    const mods = await ctx.db
      .insert(contentModules)
      .values([
        { family: "FMEP" as const, title: "Summary module", position: 0 },
        { family: "FMEP" as const, track: "beginner" as const, title: "Summary extras", position: 1 },
      ])
      .returning();
    const vs = await ctx.db
      .insert(contentVideos)
      .values(
        [0, 1, 2].map((position) => ({
          moduleId: mods[0]!.id,
          title: `Summary video ${position}`,
          kind: "url" as const,
          url: `https://videos.example/s${position}.mp4`,
          durationSeconds: 600,
          position,
        })),
      )
      .returning();
    videos = vs.map((v) => v.id);
    const qs = await ctx.db
      .insert(contentQuestions)
      .values(
        videos.map((videoId, position) => ({
          videoId,
          prompt: `Summary question ${position}`,
          options: ["A", "B"],
          correctIndex: 0,
          position,
        })),
      )
      .returning();
    questions = qs.map((q) => q.id);
    asha = await ctx.makeUser({
      name: "Asha",
      programs: [{ program: "FMEPGOLD", start: addDays(today, -40) }],
    });
    ravi = await ctx.makeUser({
      name: "Ravi",
      programs: [{ program: "FMEPGOLD", start: addDays(today, -20) }],
    });
    gone = await ctx.makeUser({
      name: "Gone",
      programs: [{ program: "FMEPGOLD", start: addDays(today, -10) }],
    });
  }, 120_000);

  it("equals a recomputation from scratch after a mixed set of writes", async () => {
    const { ctx } = suite;
    const twice = <T>(write: () => Promise<T>) => Promise.all([write(), write()]);
    const watch = (user: TestUser, video: number) =>
      ctx.api("PUT", `/api/resources/videos/${video}/progress`, {
        token: user.token,
        body: { positionSeconds: 600, ended: true },
      });
    const answer = (user: TestUser, question: number, choiceIndex: number) =>
      ctx.api("POST", `/api/resources/questions/${question}/answer`, {
        token: user.token,
        body: { choiceIndex },
      });
    for (const user of [asha, ravi, gone]) {
      const login = await ctx.api("POST", "/api/auth/login", {
        body: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
    }
    // The same write twice at once.
    for (const res of await twice(() => watch(asha, videos[0]!))) expect(res.status).toBe(200);
    // A question takes one answer: the second of two at once is refused and counts nothing.
    for (const [user, question, choice] of [
      [asha, questions[0]!, 0],
      [ravi, questions[1]!, 1],
    ] as const) {
      const statuses = (await twice(() => answer(user, question, choice))).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 409]);
    }
    expect((await watch(ravi, videos[1]!)).status).toBe(200);
    // Position-only reports (migration 0021's short path: only the last activity moves), the same at once, then
    // that video finished; and a stored report's time moved back (the full path).
    const seek = (user: TestUser, video: number, positionSeconds: number) =>
      ctx.api("PUT", `/api/resources/videos/${video}/progress`, {
        token: user.token,
        body: { positionSeconds, durationSeconds: 600 },
      });
    for (const position of [30, 60]) expect((await seek(ravi, videos[0]!, position)).status).toBe(200);
    for (const res of await twice(() => seek(ravi, videos[0]!, 90))) expect(res.status).toBe(200);
    expect((await watch(ravi, videos[0]!)).status).toBe(200);
    expect((await seek(gone, videos[0]!, 45)).status).toBe(200);
    await ctx.db.execute(sql`update content_progress set updated_at = updated_at - interval '3 days'
      where user_id = ${gone.id} and video_id = ${videos[0]!}`);
    expect((await watch(gone, videos[2]!)).status).toBe(200);
    expect((await answer(gone, questions[2]!, 0)).status).toBe(200);
    // Research: two weeks, one graded afterwards, one deleted; a peer rating; games; an interview.
    const items = await ctx.db
      .insert(researchItems)
      .values(
        [asha, asha, ravi, gone].map((user, i) => ({
          userId: user.id,
          kind: "research" as const,
          program: "FMEPGOLD",
          family: "FMEP",
          ratingsList: "UpdatedRate",
          researchType: "NEW" as const,
          week: i + 1,
          deadline: new Date(),
          company: "Infosys",
          text: "Revenue grew 8% on large-deal wins.",
        })),
      )
      .returning();
    await ctx.db.execute(
      sql`update research_items set admin_points = 7.5, graded_at = now() where id = ${items[0]!.id}`,
    );
    await ctx.db.execute(
      sql`update research_items set admin_points = 9, graded_at = now() where id = ${items[3]!.id}`,
    );
    await ctx.db.execute(sql`insert into research_ratings (research_id, rater_id, list, points, data)
      values (${items[0]!.id}, ${ravi.id}, 'UpdatedRate', 6, '{}')`);
    await ctx.db.execute(sql`delete from research_items where id = ${items[1]!.id}`);
    await ctx.db.execute(sql`insert into game_sessions (user_id, game, program, content, max_score)
      values (${asha.id}, 'g1', 'FMEPGOLD', '{}'::jsonb, 10), (${ravi.id}, 'g2', 'FMEPGOLD', '{}'::jsonb, 10)`);
    await ctx.db.execute(sql`update game_sessions set status = 'won' where user_id = ${asha.id}`);
    await ctx.db.execute(sql`insert into interviews (user_id, track, question_ids, day)
      values (${ravi.id}, 'equity-research', array['q1'], ${today})`);
    // A time moved back, a session deleted, a video moved to another track, an enrolment moved to another month,
    // a role changed and changed back, an account deleted.
    await ctx.db.execute(sql`update content_answers set created_at = now() - interval '30 days'
      where user_id = ${ravi.id}`);
    // A second session of Ravi's, deleted (his first still carries the report below).
    const extra = await ctx.login(ravi.id);
    await ctx.db.execute(sql`delete from login_sessions where id = ${extra.sid}`);
    await ctx.db.execute(sql`update content_videos set module_id = (select id from content_modules
      where title = 'Summary extras') where id = ${videos[1]!}`);
    await ctx.db.execute(
      sql`update program_enrolments set start_date = start_date - 31 where user_id = ${ravi.id}`,
    );
    await ctx.db.execute(sql`update users set role = 'admin' where id = ${gone.id}`);
    await ctx.db.execute(sql`update users set role = 'learner' where id = ${gone.id}`);
    // Single rows of activity in another week (the short path for activity-only tables): a login event and an
    // interview two weeks back.
    await ctx.db.execute(sql`insert into activity_events (user_id, kind, program, at)
      values (${asha.id}, 'login', 'FMEPGOLD', now() - interval '14 days')`);
    await ctx.db.execute(sql`insert into interviews (user_id, track, question_ids, day, created_at)
      values (${asha.id}, 'equity-research', array['q2'], ${today}, now() - interval '21 days')`);
    // The latest write a position-only report: the short path alone moves Ravi's last activity.
    expect((await seek(ravi, videos[0]!, 120)).status).toBe(200);
    const kept = await snapshot();
    expect(kept.content).toContainEqual({
      user_id: asha.id,
      family: "FMEP",
      track: "main",
      videos_finished: 1,
      answers: 1,
      answers_correct: 1,
    });
    expect(kept.research).toContainEqual(
      expect.objectContaining({ user_id: asha.id, items: 1, graded: 1, points: 7.5, weeks: [1] }),
    );
    await ctx.db.execute(sql`delete from users where id = ${gone.id}`);

    const maintained = await snapshot();
    expect(maintained.activity!.some((r) => (r as { user_id: number }).user_id === gone.id)).toBe(false);
    expect(maintained.videos).toEqual(await rows(FROM_SCRATCH.videos));
    expect(maintained.weeks).toEqual(await rows(FROM_SCRATCH.weeks));
    expect(maintained.activeWeeks).toEqual(await rows(FROM_SCRATCH.activeWeeks));
    expect(maintained.researchWeeks).toEqual(await rows(FROM_SCRATCH.researchWeeks));
    expect(maintained.grades).toEqual(await rows(FROM_SCRATCH.grades));
    await ctx.db.execute(sql`select analytics_summary_rebuild(null)`);
    expect(await snapshot()).toEqual(maintained);
  }, 120_000);
  // Issue 46: the four learner summaries are checked against a computation in TypeScript from the raw rows (not the
  // migration's SQL), after a seeded random run of writes, updates and deletes on every source table.
  it("equals an independent computation after a generated run of writes", async () => {
    const { ctx } = suite;
    let seed = 46;
    const random = () => {
      // mulberry32: the same run every time, so a failure can be replayed.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const people = [];
    for (const [i, program] of ["FMEPGOLD", "FMEPGOLD", "IBEPGOLD", "BA"].entries())
      people.push(
        await ctx.makeUser({
          name: `Generated ${i}`,
          programs: [{ program, start: addDays(today, -7 * i) }],
        }),
      );
    const ids = people.map((u) => u.id);
    const ago = () =>
      sql.raw(`now() - interval '${Math.floor(random() * 40)} days ${Math.floor(random() * 24)} hours'`);
    const operations: (() => Promise<unknown>)[] = [
      () =>
        ctx.db.execute(sql`insert into activity_events (user_id, kind, program, at)
          values (${pick(ids)}, ${pick(["login", "video", "notes"])}, 'FMEPGOLD', ${ago()})`),
      () =>
        ctx.db.execute(sql`insert into login_sessions (user_id, start_time) values (${pick(ids)}, ${ago()})`),
      () =>
        ctx.db.execute(sql`delete from login_sessions where id = (select max(id) from login_sessions
          where user_id = ${pick(ids)})`),
      () =>
        ctx.db.execute(sql`delete from activity_events where id = (select min(id) from activity_events
          where user_id = ${pick(ids)})`),
      () =>
        ctx.db
          .execute(sql`insert into content_progress (user_id, video_id, position_seconds, completed, updated_at)
          values (${pick(ids)}, ${pick(videos)}, 30, ${random() < 0.5}, ${ago()}) on conflict do nothing`),
      () =>
        ctx.db.execute(sql`update content_progress set completed = not completed, updated_at = ${ago()}
          where user_id = ${pick(ids)} and video_id = ${pick(videos)}`),
      () =>
        ctx.db.execute(
          sql`delete from content_progress where user_id = ${pick(ids)} and video_id = ${pick(videos)}`,
        ),
      () => {
        const choice = random() < 0.5 ? 0 : 1;
        return ctx.db
          .execute(sql`insert into content_answers (user_id, question_id, choice_index, correct, created_at)
          values (${pick(ids)}, ${pick(questions)}, ${choice}, ${choice === 0}, ${ago()}) on conflict do nothing`);
      },
      () =>
        ctx.db.execute(
          sql`delete from content_answers where user_id = ${pick(ids)} and question_id = ${pick(questions)}`,
        ),
      () =>
        ctx.db
          .insert(researchItems)
          .values({
            userId: pick(ids),
            kind: pick(["research", "project"] as const),
            program: pick(["FMEPGOLD", "BA"]),
            family: "FMEP",
            ratingsList: "UpdatedRate",
            researchType: "NEW" as const,
            week: 1 + Math.floor(random() * 6),
            deadline: new Date(Date.now() - Math.floor(random() * 10) * 86_400_000),
            company: "Tata Steel",
            text: "EBITDA margin fell 300 bp as coking coal costs rose.",
          })
          .onConflictDoNothing(),
      () =>
        ctx.db
          .execute(sql`update research_items set admin_points = ${pick([4, 6.5, 8, 10])}, graded_at = now()
          where id = (select min(id) from research_items where user_id = ${pick(ids)} and graded_at is null)`),
      () =>
        ctx.db.execute(sql`update research_items set created_at = ${ago()}
          where id = (select max(id) from research_items where user_id = ${pick(ids)})`),
      () =>
        ctx.db.execute(sql`delete from research_items
          where id = (select max(id) from research_items where user_id = ${pick(ids)})`),
      () =>
        ctx.db
          .execute(sql`insert into research_ratings (research_id, rater_id, list, points, data, created_at)
          select max(id), ${pick(ids)}, 'UpdatedRate', ${Math.floor(random() * 11)}, '{}', ${ago()}
          from research_items having max(id) is not null on conflict do nothing`),
      () =>
        ctx.db
          .execute(sql`insert into game_sessions (user_id, game, program, content, max_score, status, started_at)
          values (${pick(ids)}, ${pick(["g1", "g2", "ecode"])}, ${pick(["FMEPGOLD", "BA"])}, '{}'::jsonb, 10,
            ${pick(["open", "won", "lost"])}, ${ago()})`),
      () =>
        ctx.db.execute(sql`update game_sessions set status = ${pick(["open", "won", "lost"])}
          where id = (select max(id) from game_sessions where user_id = ${pick(ids)})`),
      () =>
        ctx.db.execute(sql`insert into interviews (user_id, track, question_ids, day, created_at)
          values (${pick(ids)}, 'equity-research', array['q1'], ${today}, ${ago()})`),
    ];
    for (let i = 0; i < 160; i++) await pick(operations)();
    await ctx.db.execute(sql`delete from users where id = ${ids[3]!}`);

    // The raw rows, times as epoch milliseconds the way the snapshot reads them.
    const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
    const times = (await rows(sql`
      select user_id, ${ms("at")} as at, (kind = 'login') as login from activity_events
      union all select user_id, ${ms("start_time")}, true from login_sessions
      union all select user_id, ${ms("created_at")}, false from content_answers
      union all select user_id, ${ms("updated_at")}, false from content_progress
      union all select user_id, ${ms("created_at")}, false from research_items
      union all select rater_id, ${ms("created_at")}, false from research_ratings
      union all select user_id, ${ms("started_at")}, false from game_sessions
      union all select user_id, ${ms("created_at")}, false from interviews
      union all select user_id, ${ms("placed_at")}, false from market_orders`)) as {
      user_id: number;
      at: number;
      login: boolean;
    }[];
    const users = (await rows(sql`select id from users order by id`)).map((r) => (r as { id: number }).id);
    const activity = users
      .map((id) => {
        const own = times.filter((t) => t.user_id === id);
        return {
          user_id: id,
          at: own.length === 0 ? null : Math.max(...own.map((t) => t.at)),
          logins: own.filter((t) => t.login).length,
        };
      })
      .filter((r) => r.at !== null || r.logins !== 0);

    const place = new Map(
      (
        (await rows(
          sql`select v.id, m.family, m.track from content_videos v join content_modules m on m.id = v.module_id`,
        )) as {
          id: number;
          family: string;
          track: string;
        }[]
      ).map((v) => [v.id, v]),
    );
    const questionVideo = new Map(
      (
        (await rows(sql`select id, video_id from content_questions`)) as { id: number; video_id: number }[]
      ).map((q) => [q.id, q.video_id]),
    );
    const content = new Map<
      string,
      {
        user_id: number;
        family: string;
        track: string;
        videos_finished: number;
        answers: number;
        answers_correct: number;
      }
    >();
    const contentRow = (userId: number, videoId: number) => {
      const v = place.get(videoId)!;
      const key = `${userId}/${v.family}/${v.track}`;
      let row = content.get(key);
      if (!row) {
        row = {
          user_id: userId,
          family: v.family,
          track: v.track,
          videos_finished: 0,
          answers: 0,
          answers_correct: 0,
        };
        content.set(key, row);
      }
      return row;
    };
    for (const p of (await rows(sql`select user_id, video_id from content_progress where completed`)) as {
      user_id: number;
      video_id: number;
    }[])
      contentRow(p.user_id, p.video_id).videos_finished++;
    for (const a of (await rows(sql`select user_id, question_id, correct from content_answers`)) as {
      user_id: number;
      question_id: number;
      correct: boolean;
    }[]) {
      const row = contentRow(a.user_id, questionVideo.get(a.question_id)!);
      row.answers++;
      if (a.correct) row.answers_correct++;
    }
    const research = new Map<
      string,
      {
        user_id: number;
        program: string;
        kind: string;
        items: number;
        graded: number;
        points: number;
        weeks: number[];
      }
    >();
    for (const r of (await rows(
      sql`select user_id, program, kind, week, admin_points from research_items`,
    )) as {
      user_id: number;
      program: string;
      kind: string;
      week: number;
      admin_points: number | null;
    }[]) {
      const key = `${r.user_id}/${r.program}/${r.kind}`;
      const row = research.get(key) ?? {
        user_id: r.user_id,
        program: r.program,
        kind: r.kind,
        items: 0,
        graded: 0,
        points: 0,
        weeks: [],
      };
      row.items++;
      if (r.admin_points !== null) {
        row.graded++;
        row.points += Number(r.admin_points);
      }
      row.weeks.push(r.week);
      research.set(key, row);
    }
    const games = new Map<string, { user_id: number; program: string; sets_done: number }>();
    for (const g of (await rows(sql`select user_id, program, status from game_sessions`)) as {
      user_id: number;
      program: string;
      status: string;
    }[]) {
      const key = `${g.user_id}/${g.program}`;
      const row = games.get(key) ?? { user_id: g.user_id, program: g.program, sets_done: 0 };
      if (g.status !== "open") row.sets_done++;
      games.set(key, row);
    }
    const order =
      (...keys: string[]) =>
      (a: Record<string, unknown>, b: Record<string, unknown>) => {
        for (const k of keys) {
          const x = a[k] as string | number;
          const y = b[k] as string | number;
          if (x !== y) return x < y ? -1 : 1;
        }
        return 0;
      };
    const kept = await snapshot();
    expect(activity.length).toBeGreaterThan(4);
    // The run touched every summary (a check that compares empty lists proves nothing).
    expect([content.size, research.size, games.size].every((n) => n > 0)).toBe(true);
    expect(kept.activity).toEqual(activity);
    expect(kept.content).toEqual(
      [...content.values()]
        .filter((r) => r.videos_finished !== 0 || r.answers !== 0 || r.answers_correct !== 0)
        .sort(order("user_id", "family", "track")),
    );
    expect(kept.research).toEqual(
      [...research.values()]
        .map((r) => ({ ...r, weeks: [...r.weeks].sort((a, b) => a - b) }))
        .sort(order("user_id", "program", "kind")),
    );
    expect(kept.games).toEqual(
      [...games.values()].filter((r) => r.sets_done !== 0).sort(order("user_id", "program")),
    );
    // The cohort rollups and weeks against their own recomputations, as in the test above.
    expect(kept.videos).toEqual(await rows(FROM_SCRATCH.videos));
    expect(kept.weeks).toEqual(await rows(FROM_SCRATCH.weeks));
    expect(kept.activeWeeks).toEqual(await rows(FROM_SCRATCH.activeWeeks));
    expect(kept.researchWeeks).toEqual(await rows(FROM_SCRATCH.researchWeeks));
    expect(kept.grades).toEqual(await rows(FROM_SCRATCH.grades));
  }, 180_000);
});
