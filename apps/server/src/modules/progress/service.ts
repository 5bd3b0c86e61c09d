// "My progress" (issue 24): what the learner has done in their current program, what comes next, and where they
// stand against the median learner of the program (no names: only the median leaves the server). Each section is
// given only when the program's menus open its area (the access table), so a program without videos, research or
// games gets a page without that section rather than numbers it cannot act on.
import { sql } from "drizzle-orm";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { familyOf } from "@fincareer/domain/programs";
import { openResearchWeek, researchKindFor } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { reportTransaction, rowsOf } from "../../db/rows.ts";
import { ttlCache } from "../../lib/ttl-cache.ts";
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

/** The family's main-track videos, as the CTE `vids`. */
const vidsCte = (family: string) => sql`vids as (
  select v.id from content_videos v join content_modules m on m.id = v.module_id
  where m.family = ${family} and m.track = 'main'
)`;

/** Every answer to the family's video questions, as the CTE `answers`. */
const familyAnswersCte = (family: string) => sql`answers as (
  select a.user_id, a.correct
  from content_answers a
  join content_questions q on q.id = a.question_id
  join content_videos v on v.id = q.video_id
  join content_modules m on m.id = v.module_id and m.family = ${family}
)`;

/** The cohort's size and medians (null without learners who count). */
interface Medians {
  size: number;
  videos: number | null;
  accuracy: number | null;
  research: number | null;
  games: number | null;
}

/** Creates the progress service. */
export function createProgressService(deps: { db: Db; now?: () => Date; cacheMs?: number }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cohortMedians = ttlCache<Medians>(deps.cacheMs ?? 0);

  /**
   * The program's size and median learner (videos finished, quiz accuracy, items submitted, sets played), computed
   * over the whole cohort in one read transaction and kept cacheMs (ANALYTICS_CACHE_SECONDS): every learner's page
   * shows the same medians, and each costs a pass over the cohort's rows.
   */
  const medians = (program: string) =>
    cohortMedians.get(program, () => reportTransaction(db, (tx) => computeMedians(tx, program)));

  async function computeMedians(tx: Db, program: string): Promise<Medians> {
    const family = familyOf(program);
    const kind = researchKindFor(program);
    const [row] = rowsOf<{
      size: number;
      videos: number | null;
      accuracy: number | null;
      research: number | null;
      games: number | null;
    }>(
      await tx.execute(sql`
        with learners as materialized (${cohort(program)}),
        ${vidsCte(family)},
        ${familyAnswersCte(family)},
        videos_per as (
          select l.user_id, count(p.id)::int as n
          from learners l
          left join content_progress p
            on p.user_id = l.user_id and p.completed and p.video_id in (select id from vids)
          group by l.user_id
        ),
        accuracy_per as (
          select a.user_id, avg(a.correct::int)::float8 as accuracy
          from answers a where a.user_id in (select user_id from learners) group by a.user_id
        ),
        research_per as (
          select l.user_id, count(i.id)::int as n
          from learners l
          left join research_items i on i.user_id = l.user_id and i.program = ${program} and i.kind = ${kind}
          group by l.user_id
        ),
        games_per as (
          select l.user_id, count(s.id)::int as n
          from learners l
          left join game_sessions s on s.user_id = l.user_id and s.program = ${program} and s.status <> 'open'
          group by l.user_id
        )
        select (select count(*) from learners)::int as size,
               (select percentile_cont(0.5) within group (order by n) from videos_per) as videos,
               (select percentile_cont(0.5) within group (order by accuracy) from accuracy_per) as accuracy,
               (select percentile_cont(0.5) within group (order by n) from research_per) as research,
               (select percentile_cont(0.5) within group (order by n) from games_per) as games`),
    );
    return {
      size: Number(row?.size ?? 0),
      videos: num(row?.videos),
      accuracy: num(row?.accuracy),
      research: num(row?.research),
      games: num(row?.games),
    };
  }

  /** Videos of the family's main track finished, the cohort median, and the first one not finished (in order). */
  async function videos(userId: number, program: string): Promise<ProgressResponse["videos"]> {
    const family = familyOf(program);
    const [row] = rowsOf<{ total: number; mine: number }>(
      await db.execute(sql`
        with ${vidsCte(family)}
        select (select count(*) from vids)::int as total,
               (select count(*) from content_progress p
                 where p.user_id = ${userId} and p.completed and p.video_id in (select id from vids))::int as mine`),
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
      median_finished: (await medians(program)).videos,
      next: next ? { id: Number(next.id), title: next.title, module: next.module } : null,
    };
  }

  /** Answers to the family's video questions, right answers, and the median accuracy of learners who answered. */
  async function quiz(userId: number, program: string): Promise<ProgressResponse["quiz"]> {
    const family = familyOf(program);
    const [row] = rowsOf<{ answered: number; correct: number }>(
      await db.execute(sql`
        with ${familyAnswersCte(family)}
        select count(*)::int as answered, count(*) filter (where correct)::int as correct
        from answers where user_id = ${userId}`),
    );
    const answered = Number(row?.answered ?? 0);
    const correct = Number(row?.correct ?? 0);
    return {
      answered,
      correct,
      accuracy: answered > 0 ? correct / answered : null,
      median_accuracy: (await medians(program)).accuracy,
    };
  }

  /** Items submitted and graded, the cohort median of submissions, and the open week (due, and whether it is in). */
  async function research(userId: number, program: string): Promise<ProgressResponse["research"]> {
    const kind = researchKindFor(program);
    const [row] = rowsOf<{
      submitted: number;
      graded: number;
      start_date: string | null;
      end_date: string | null;
    }>(
      await db.execute(sql`
        with items as (
          select graded_at from research_items where user_id = ${userId} and program = ${program} and kind = ${kind}
        )
        select (select count(*) from items)::int as submitted,
               (select count(*) from items where graded_at is not null)::int as graded,
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
      median_submitted: (await medians(program)).research,
      next_due: nextDue,
    };
  }

  /** Finished game sets started in this program, and the cohort median. */
  async function games(userId: number, program: string): Promise<ProgressResponse["games"]> {
    const [row] = rowsOf<{ mine: number }>(
      await db.execute(sql`
        select count(*)::int as mine from game_sessions
        where user_id = ${userId} and program = ${program} and status <> 'open'`),
    );
    return { played: Number(row?.mine ?? 0), median_played: (await medians(program)).games };
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
        cohort: (await medians(program)).size,
        videos: areas.resources ? await videos(userId, program) : null,
        quiz: areas.resources ? await quiz(userId, program) : null,
        research: areas.research ? await research(userId, program) : null,
        games: areas.games ? await games(userId, program) : null,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
