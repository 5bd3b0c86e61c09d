// "My progress" (issue 24): what the learner has done in their current program, what comes next, and where they
// stand against the median learner of the program (no names: only the median leaves the server). Each section is
// given only when the program's menus open its area (the access table), so a program without videos, research or
// games gets a page without that section rather than numbers it cannot act on.
import { sql } from "drizzle-orm";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { familyOf } from "@fincareer/domain/programs";
import { openResearchWeek, researchKindFor } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { iso } from "../../lib/dates.ts";

/** Which sections the caller's program opens. */
export interface ProgressAreas {
  resources: boolean;
  research: boolean;
  games: boolean;
}

const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));

// The program's learners (the cohort of the medians): enrolled in it, learner role.
const cohort = (program: string) => sql`
  select e.user_id from program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
  where e.program_name = ${program}`;

/** Creates the progress service. */
export function createProgressService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function cohortSize(program: string): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (${cohort(program)}) c`),
    );
    return Number(row?.n ?? 0);
  }

  /** Videos of the family's main track finished, the cohort median, and the first one not finished (in order). */
  async function videos(userId: number, program: string): Promise<ProgressResponse["videos"]> {
    const family = familyOf(program);
    const [row] = rowsOf<{ total: number; mine: number; median: number | null }>(
      await db.execute(sql`
        with learners as (${cohort(program)}),
        vids as (
          select v.id from content_videos v join content_modules m on m.id = v.module_id
          where m.family = ${family} and m.track = 'main'
        ),
        per as (
          select l.user_id, count(p.id)::int as n
          from learners l
          left join content_progress p
            on p.user_id = l.user_id and p.completed and p.video_id in (select id from vids)
          group by l.user_id
        )
        select (select count(*) from vids)::int as total,
               (select count(*) from content_progress p
                 where p.user_id = ${userId} and p.completed and p.video_id in (select id from vids))::int as mine,
               (select percentile_cont(0.5) within group (order by n) from per) as median`),
    );
    const [next] = rowsOf<{ id: number; title: string; module: string }>(
      await db.execute(sql`
        select v.id, v.title, m.title as module
        from content_videos v join content_modules m on m.id = v.module_id
        where m.family = ${family} and m.track = 'main'
          and not exists (select 1 from content_progress p
                          where p.video_id = v.id and p.user_id = ${userId} and p.completed)
        order by m.position, m.id, v.position, v.id
        limit 1`),
    );
    return {
      finished: Number(row?.mine ?? 0),
      total: Number(row?.total ?? 0),
      median_finished: num(row?.median),
      next: next ? { id: Number(next.id), title: next.title, module: next.module } : null,
    };
  }

  /** Answers to the family's video questions, right answers, and the median accuracy of learners who answered. */
  async function quiz(userId: number, program: string): Promise<ProgressResponse["quiz"]> {
    const family = familyOf(program);
    const [row] = rowsOf<{ answered: number; correct: number; median: number | null }>(
      await db.execute(sql`
        with learners as (${cohort(program)}),
        answers as (
          select a.user_id, a.correct
          from content_answers a
          join content_questions q on q.id = a.question_id
          join content_videos v on v.id = q.video_id
          join content_modules m on m.id = v.module_id and m.family = ${family}
        ),
        per as (
          select a.user_id, avg(a.correct::int)::float8 as accuracy
          from answers a where a.user_id in (select user_id from learners) group by a.user_id
        )
        select (select count(*) from answers where user_id = ${userId})::int as answered,
               (select count(*) from answers where user_id = ${userId} and correct)::int as correct,
               (select percentile_cont(0.5) within group (order by accuracy) from per) as median`),
    );
    const answered = Number(row?.answered ?? 0);
    const correct = Number(row?.correct ?? 0);
    return {
      answered,
      correct,
      accuracy: answered > 0 ? correct / answered : null,
      median_accuracy: num(row?.median),
    };
  }

  /** Items submitted and graded, the cohort median of submissions, and the open week (due, and whether it is in). */
  async function research(userId: number, program: string): Promise<ProgressResponse["research"]> {
    const kind = researchKindFor(program);
    const [row] = rowsOf<{
      submitted: number;
      graded: number;
      median: number | null;
      start_date: string | null;
      end_date: string | null;
    }>(
      await db.execute(sql`
        with learners as (${cohort(program)}),
        items as (select user_id, week, graded_at from research_items where program = ${program} and kind = ${kind}),
        per as (
          select l.user_id, count(i.user_id)::int as n
          from learners l left join items i on i.user_id = l.user_id group by l.user_id
        )
        select (select count(*) from items where user_id = ${userId})::int as submitted,
               (select count(*) from items where user_id = ${userId} and graded_at is not null)::int as graded,
               (select percentile_cont(0.5) within group (order by n) from per) as median,
               (select start_date::text from program_enrolments
                 where user_id = ${userId} and program_name = ${program}) as start_date,
               (select end_date::text from program_enrolments
                 where user_id = ${userId} and program_name = ${program}) as end_date`),
    );
    const open = openResearchWeek(
      { start_date: row?.start_date ?? null, end_date: row?.end_date ?? null },
      now(),
    );
    let nextDue: NonNullable<ProgressResponse["research"]>["next_due"] = null;
    if (open) {
      const [mine] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from research_items
          where user_id = ${userId} and program = ${program} and kind = ${kind} and week = ${open.week}`),
      );
      nextDue = { week: open.week, deadline: iso(open.deadline), submitted: Number(mine?.n ?? 0) > 0 };
    }
    return {
      kind,
      submitted: Number(row?.submitted ?? 0),
      graded: Number(row?.graded ?? 0),
      median_submitted: num(row?.median),
      next_due: nextDue,
    };
  }

  /** Finished game sets started in this program, and the cohort median. */
  async function games(userId: number, program: string): Promise<ProgressResponse["games"]> {
    const [row] = rowsOf<{ mine: number; median: number | null }>(
      await db.execute(sql`
        with learners as (${cohort(program)}),
        per as (
          select l.user_id, count(s.id)::int as n
          from learners l
          left join game_sessions s on s.user_id = l.user_id and s.program = ${program} and s.status <> 'open'
          group by l.user_id
        )
        select (select count(*) from game_sessions
                 where user_id = ${userId} and program = ${program} and status <> 'open')::int as mine,
               (select percentile_cont(0.5) within group (order by n) from per) as median`),
    );
    return { played: Number(row?.mine ?? 0), median_played: num(row?.median) };
  }

  return {
    /** GET /api/progress for the caller's current program; every section null without a program. */
    async forLearner(
      userId: number,
      program: string | null,
      areas: ProgressAreas,
    ): Promise<ProgressResponse> {
      if (!program)
        return { program: null, cohort: 0, videos: null, quiz: null, research: null, games: null };
      return {
        program,
        cohort: await cohortSize(program),
        videos: areas.resources ? await videos(userId, program) : null,
        quiz: areas.resources ? await quiz(userId, program) : null,
        research: areas.research ? await research(userId, program) : null,
        games: areas.games ? await games(userId, program) : null,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
