// The analytics queries: each a few set-based statements over a program's (or cohort's) learners, never one query
// per learner. A learner's facts are one row of each summary of migration 0019 (kept by triggers as learners
// act); the weekly chart counts the activity_weeks rollup.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { ACTIVITY_CHART_WEEKS, RESEARCH_MISSED_WEEKS } from "@fincareer/domain/analytics";
import { researchKindFor } from "@fincareer/domain/research-rules";
import { familyOf } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { istWeekOf } from "../../platform/activity.ts";
import { programLearnersSql } from "../../platform/enrolments.ts";

/** Rows of a raw statement (both drivers answer { rows }). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // The execute result's type is the driver's (unknown here); both drivers answer { rows }.
  const result: { rows: T[] } = (await db.execute(query)) as never;
  return result.rows;
}

/** Which learners: a program's, optionally those whose enrolment started in one month (yyyy-mm). */
export interface Scope {
  program: string;
  cohort?: string | null;
  /** Only enrolments running today (the at-risk list). */
  runningOn?: string;
}

function nextMonth(cohort: string): string {
  const [y, m] = cohort.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** The scope's learners (not admins) with their enrolment and its current research week on `today`. */
function cohortCte(scope: Scope, today: string): SQL {
  const month = scope.cohort
    ? sql`and e.start_date >= ${`${scope.cohort}-01`}::date and e.start_date < ${nextMonth(scope.cohort)}::date`
    : sql``;
  const running = scope.runningOn
    ? sql`and (e.start_date is null or e.start_date <= ${scope.runningOn}::date)
          and (e.end_date is null or e.end_date >= ${scope.runningOn}::date)`
    : sql``;
  return sql`cohort as materialized (
    select e.user_id, u.email, u.name, u.deactivated_at, e.start_date, e.end_date,
      case when e.start_date is null or e.start_date > ${today}::date then 0
           else ((${today}::date - e.start_date) / 7) + 1 end as week
    from ${programLearnersSql(scope.program)} ${month} ${running}
  )`;
}

/** The program's videos: the main track of its family, in course order. */
function videosCte(program: string): SQL {
  return sql`vids as materialized (
    select v.id, v.title, m.title as module, m.position as mpos, m.id as mid, v.position as vpos
    from content_videos v join content_modules m on m.id = v.module_id
    where m.family = ${familyOf(program)} and m.track = 'main'
  )`;
}

/** One learner's facts as the statement answers them. */
export interface FactRow {
  id: number;
  email: string;
  name: string;
  start: string | null;
  end: string | null;
  week: number;
  last_active: number | null;
  logged_in: boolean;
  videos_finished: number;
  answers: number;
  correct: number;
  recent: number;
  /** Items submitted for the last closed research week (the one before the current). */
  last_week: number;
  items: number;
  graded: number;
  points: number;
}

/**
 * Every learner of the scope with what the KPIs, funnel and at-risk rules need, by name: one row of each summary
 * per learner (migration 0019 keeps them in the transaction of every write they count).
 */
export async function learnerFacts(db: Db, scope: Scope, today: string): Promise<FactRow[]> {
  const kind = researchKindFor(scope.program);
  return rowsOf<FactRow>(
    db,
    sql`with ${cohortCte(scope, today)}
    select c.user_id as id, c.email, c.name,
      to_char(c.start_date, 'YYYY-MM-DD') as start, to_char(c.end_date, 'YYYY-MM-DD') as "end", c.week,
      (extract(epoch from s.last_active_at) * 1000)::float8 as last_active,
      coalesce(s.logins, 0) > 0 as logged_in,
      coalesce(cs.videos_finished, 0)::int as videos_finished,
      coalesce(cs.answers, 0)::int as answers, coalesce(cs.answers_correct, 0)::int as correct,
      coalesce((select count(*) from unnest(rs.weeks) w
                where w between c.week - ${RESEARCH_MISSED_WEEKS} and c.week - 1), 0)::int as recent,
      coalesce((select count(*) from unnest(rs.weeks) w where w = c.week - 1), 0)::int as last_week,
      coalesce(rs.items, 0)::int as items, coalesce(rs.graded, 0)::int as graded,
      coalesce(rs.points, 0)::float8 as points
    from cohort c
    left join learner_activity_summary s on s.user_id = c.user_id
    left join learner_content_summary cs
      on cs.user_id = c.user_id and cs.family = ${familyOf(scope.program)} and cs.track = 'main'
    left join learner_research_summary rs
      on rs.user_id = c.user_id and rs.program = ${scope.program} and rs.kind = ${kind}
    order by c.name, c.user_id`,
  );
}

/** How many videos the program has. */
export async function videoCount(db: Db, program: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with ${videosCte(program)} select count(*)::int as n from vids`,
  );
  return row?.n ?? 0;
}

/** The rollup rows (migration 0019) of the scope: its program and, for a cohort, its enrolment month. */
const rollupOf = (scope: Scope) =>
  sql`r.program = ${scope.program} ${scope.cohort ? sql`and r.month = ${scope.cohort}` : sql``}`;

/**
 * Learners of the scope active in each of the last ACTIVITY_CHART_WEEKS IST weeks, oldest first, from the
 * cohort_active_weeks rollup (learners per program, enrolment month and week, kept as activity_weeks changes).
 */
export async function weeklyActivity(db: Db, scope: Scope): Promise<{ week: string; active: number }[]> {
  return rowsOf(
    db,
    sql`with bounds as (
      select (${istWeekOf(sql`now()`)} - ${7 * (ACTIVITY_CHART_WEEKS - 1)}::int)::date as first, ${istWeekOf(sql`now()`)} as last
    ),
    weeks as (
      select generate_series((select first from bounds), (select last from bounds), interval '7 days')::date as week
    ),
    active as (
      select r.week, sum(r.learners)::int as n from cohort_active_weeks r
      where ${rollupOf(scope)} and r.week >= (select first from bounds) group by r.week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(a.n, 0)::int as active
    from weeks w left join active a on a.week = w.week
    order by w.week`,
  );
}

/** Each video of the program in course order with how many of the scope's learners finished it (the rollup). */
export async function videoDropOff(
  db: Db,
  scope: Scope,
): Promise<{ id: number; module: string; title: string; finished: number }[]> {
  return rowsOf(
    db,
    sql`with ${videosCte(scope.program)},
    done as (
      select r.video_id, sum(r.learners)::int as n from cohort_video_finishes r
      where ${rollupOf(scope)} group by r.video_id
    )
    select vids.id, vids.module, vids.title, coalesce(done.n, 0)::int as finished
    from vids left join done on done.video_id = vids.id
    order by vids.mpos, vids.mid, vids.vpos, vids.id`,
  );
}

/** The months (yyyy-mm) enrolments in the program started in, newest first. */
export async function cohortMonths(db: Db, program: string): Promise<string[]> {
  const rows = await rowsOf<{ month: string }>(
    db,
    sql`select distinct to_char(start_date, 'YYYY-MM') as month from program_enrolments
        where program_name = ${program} and start_date is not null order by month desc`,
  );
  return rows.map((r) => r.month);
}

/** One raw timeline entry; the service words it. */
export interface TimelineRow {
  at: number;
  kind: string;
  a: string | null;
  b: string | null;
  n1: number | null;
  n2: number | null;
}

/** A learner's latest `limit` entries from every table that records what they did, newest first. */
export async function timelineRows(db: Db, userId: number, limit: number): Promise<TimelineRow[]> {
  // Each branch is cut to `limit` on its own index before the union, so a learner with years of orders costs
  // no more than one with a week of them.
  return rowsOf(
    db,
    sql`select (extract(epoch from t.at) * 1000)::float8 as at, t.kind, t.a, t.b, t.n1::float8 as n1, t.n2::float8 as n2
    from (
      (select e.at, e.kind, v.title as a, null::text as b, null::numeric as n1, null::numeric as n2
        from activity_events e
        left join content_videos v on v.id = (case when e.kind <> 'login' and e.ref ~ '^[0-9]{1,9}$' then e.ref::int end)
        where e.user_id = ${userId} order by e.at desc limit ${limit})
      union all
      (select x.created_at, 'answer', v.title, q.prompt, case when x.correct then 1 else 0 end, null
        from content_answers x join content_questions q on q.id = x.question_id
        join content_videos v on v.id = q.video_id
        where x.user_id = ${userId} order by x.created_at desc limit ${limit})
      union all
      (select r.created_at, 'research_submitted', r.company, r.program, r.week, null
        from research_items r where r.user_id = ${userId} order by r.created_at desc limit ${limit})
      union all
      (select r.graded_at, 'research_graded', r.company, r.program, r.week, r.admin_points
        from research_items r where r.user_id = ${userId} and r.graded_at is not null
        order by r.graded_at desc limit ${limit})
      union all
      (select rr.created_at, 'rating', ri.company, ri.program, ri.week, rr.points
        from research_ratings rr join research_items ri on ri.id = rr.research_id
        where rr.rater_id = ${userId} order by rr.created_at desc limit ${limit})
      union all
      (select g.started_at, 'game', g.game, g.status, g.score, g.max_score
        from game_sessions g where g.user_id = ${userId} order by g.started_at desc limit ${limit})
      union all
      (select i.created_at, 'interview', i.track, i.status, null, null
        from interviews i where i.user_id = ${userId} order by i.created_at desc limit ${limit})
      union all
      (select o.placed_at, 'order', s.name, o.action || ' ' || o.typ || ' ' || o.status, o.qty, null
        from market_orders o join market_scrips s on s.id = o.scrip_id
        where o.user_id = ${userId} order by o.id desc limit ${limit})
    ) t
    order by t.at desc limit ${limit}`,
  );
}

/**
 * When each learner of the program was last nudged about it (ISO), from the audit log's per-learner nudge entries
 * (the target index), for the learners enrolled in it whose enrolment runs `today`.
 */
export async function lastNudges(db: Db, program: string, today: string): Promise<Map<number, string>> {
  const rows = await rowsOf<{ id: number; at: number }>(
    db,
    sql`with ${cohortCte({ program, runningOn: today }, today)}
    select a.target_user_id as id, (extract(epoch from max(a.created_at)) * 1000)::float8 as at from audit_log a
    join cohort c on c.user_id = a.target_user_id
    where a.action = 'analytics.nudge' and a.details->>'program' = ${program}
    group by a.target_user_id`,
  );
  return new Map(rows.map((r) => [r.id, new Date(r.at).toISOString()]));
}
