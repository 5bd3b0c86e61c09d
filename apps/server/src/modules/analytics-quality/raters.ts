// Research and projects for one program (issue 24): submissions per program week (on time, late, missing), the
// instructor's grade distribution, and how far each peer rater sits from the instructor on the items both scored.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { RatersResponse, RaterStat } from "@fincareer/domain/contract/analytics-quality";
import { ADMIN_SCORE_OUT_OF, WEEKLY_FULL_RATING_FROM_WEEK } from "@fincareer/domain/constants";
import type { ProgramName } from "@fincareer/domain/programs";
import {
  GRADE_BUCKETS,
  RATER_FAR_FRACTION,
  gradeBucket,
  raterAgreementFromSums,
} from "@fincareer/domain/question-stats";
import {
  RESEARCH_WEEK_DAYS,
  itemVariant,
  maxRatingPoints,
  researchKindFor,
} from "@fincareer/domain/research-rules";
import type { ResearchStyleName } from "@fincareer/domain/research-rules";
import { isRatingsList } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { todayIst } from "../../lib/dates.ts";
import { programLearnersSql } from "../../platform/enrolments.ts";

/**
 * Per program week: items in by their deadline, items after it, and learners whose week has ended (its last day
 * is before today, IST; within the enrolment) without an item. Weeks count from each learner's own start date, as
 * the research pages do. The items per week are the research_week_counts rollup; a learner's weeks submitted are
 * their learner_research_summary row (migration 0019), so the statement reads one row per learner.
 */
async function timeliness(db: Db, program: ProgramName, kind: string, today: string) {
  const result = await db.execute(sql`
    with enr as materialized (
      select e.user_id,
             least((${today}::date - e.start_date) / ${RESEARCH_WEEK_DAYS},
                   case when e.end_date is null then 2147483647
                        else (e.end_date - e.start_date) / ${RESEARCH_WEEK_DAYS} + 1 end) as due_weeks
      from ${programLearnersSql(program)} and e.start_date is not null
    ),
    by_due as (select due_weeks, count(*) as n from enr where due_weeks >= 1 group by due_weeks),
    due as (
      select w as week, (select sum(n) from by_due where due_weeks >= w)::int as n
      from generate_series(1, (select max(due_weeks) from by_due)) w
    ),
    matched as (
      select w as week, count(*)::int as n
      from enr e
      join learner_research_summary s on s.user_id = e.user_id and s.program = ${program} and s.kind = ${kind},
      unnest(s.weeks) w
      where w between 1 and e.due_weeks
      group by w
    ),
    items as (
      select week, on_time, late from research_week_counts
      where program = ${program} and kind = ${kind} and (on_time <> 0 or late <> 0)
    )
    select coalesce(d.week, i.week) as week, coalesce(i.on_time, 0)::int as on_time, coalesce(i.late, 0)::int as late,
           (coalesce(d.n, 0) - coalesce(m.n, 0))::int as missing
    from due d full join items i on i.week = d.week left join matched m on m.week = coalesce(d.week, i.week)
    order by 1`);
  return rowsOf<{ week: number; on_time: number; late: number; missing: number }>(result).map((r) => ({
    week: Number(r.week),
    on_time: Number(r.on_time),
    late: Number(r.late),
    missing: Number(r.missing),
  }));
}

/** The instructor's grades in GRADE_BUCKETS (the research_grade_counts rollup, bucketed by the domain rule). */
async function grades(db: Db, program: ProgramName, kind: string) {
  const result = await db.execute(sql`
    select points, items as n from research_grade_counts
    where program = ${program} and kind = ${kind} and items <> 0`);
  const counts = GRADE_BUCKETS.map(() => 0);
  for (const row of rowsOf<{ points: number; n: number }>(result))
    counts[gradeBucket(Number(row.points))]! += Number(row.n);
  return GRADE_BUCKETS.map((b, i) => ({ ...b, count: counts[i]! }));
}

/**
 * raterGap (packages/domain/src/question-stats.ts) as SQL over three numeric expressions, the one SQL text of the
 * raters' gap: each score as a share of its own scale, held to 0-1, and the absolute difference of the two shares.
 * test/rules-in-sql.test.ts holds it equal to raterGap on generated ratings.
 */
export function raterGapSql(peerPoints: SQL, peerMax: SQL, adminPoints: SQL): SQL {
  const share = (points: SQL, max: SQL) => sql`least(1, greatest(0, (${points})::float8 / (${max})::float8))`;
  return sql`abs(${share(peerPoints, peerMax)} - ${share(adminPoints, sql`${ADMIN_SCORE_OUT_OF}`)})`;
}

/**
 * Each peer rater against the instructor on graded items. The peer scale of each kind of item (ratings list, style,
 * early weeks or not) comes from the research rules, a handful of rows; each rating's gap (raterGapSql over every
 * rating) is then summed per rater in the database, so the statement returns one row per rater.
 */
async function raters(db: Db, program: ProgramName, kind: string): Promise<RaterStat[]> {
  const graded = sql`i.program = ${program} and i.kind = ${kind} and i.graded_at is not null and i.admin_points is not null`;
  const kinds = rowsOf<{ ratings_list: string; research_type: ResearchStyleName | null; week: number }>(
    await db.execute(sql`
      select i.ratings_list, i.research_type, min(i.week)::int as week from research_items i
      where ${graded}
      group by i.ratings_list, i.research_type, (i.week < ${WEEKLY_FULL_RATING_FROM_WEEK})`),
  );
  if (kinds.length === 0) return [];
  const scales = kinds.map((row) => {
    const list = isRatingsList(row.ratings_list) ? row.ratings_list : "Rate";
    const week = Number(row.week);
    return {
      list: row.ratings_list,
      style: row.research_type,
      early: week < WEEKLY_FULL_RATING_FROM_WEEK,
      peer_max: maxRatingPoints(itemVariant(list, row.research_type), week),
    };
  });
  const result = await db.execute(sql`
    with scales as (
      select * from json_to_recordset(${JSON.stringify(scales)}::json)
        as s(list text, style text, early boolean, peer_max float8)
    ),
    gaps as (
      select r.rater_id,
             ${raterGapSql(sql`r.points`, sql`s.peer_max`, sql`i.admin_points`)} as gap
      from research_ratings r
      join research_items i on i.id = r.research_id
      join scales s on s.list = i.ratings_list and s.style is not distinct from i.research_type
        and s.early = (i.week < ${WEEKLY_FULL_RATING_FROM_WEEK})
      where ${graded}
    ),
    per_rater as (
      select rater_id, count(*)::int as items, sum(gap) as gap_sum,
             count(*) filter (where gap > ${RATER_FAR_FRACTION}::float8)::int as far
      from gaps group by rater_id
    )
    select p.rater_id, u.name, u.email, p.items, p.gap_sum, p.far
    from per_rater p join users u on u.id = p.rater_id`);
  return rowsOf<{
    rater_id: number;
    name: string;
    email: string;
    items: number;
    gap_sum: number;
    far: number;
  }>(result)
    .map((row) => ({
      id: Number(row.rater_id),
      name: row.name,
      email: row.email,
      ...raterAgreementFromSums(Number(row.items), Number(row.gap_sum), Number(row.far)),
    }))
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.mean_gap_pct - a.mean_gap_pct || a.id - b.id);
}

/** The raters report of a program (research for FMEP programs, projects for the others). */
export async function ratersReport(db: Db, program: ProgramName, now: Date): Promise<RatersResponse> {
  const kind = researchKindFor(program);
  return {
    kind,
    weeks: await timeliness(db, program, kind, todayIst(now)),
    grades: await grades(db, program, kind),
    raters: await raters(db, program, kind),
  };
}
