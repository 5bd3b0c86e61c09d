// "My progress" (issue 24): what the learner has done in their current program, what comes next, and where they
// stand against the median learner of the program (no names: only the median leaves the server). Each section is
// given only when the program's menus open its area (the access table), so a program without videos, research or
// games gets a page without that section rather than numbers it cannot act on.
import { sql } from "drizzle-orm";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import type { TodayResponse } from "@fincareer/domain/contract/today";
import { MIN_COHORT_FOR_MEDIAN } from "@fincareer/domain/constants";
import { familyOf } from "@fincareer/domain/programs";
import { openResearchWeek, researchKindFor } from "@fincareer/domain/research-rules";
import { withdrawnSql } from "../../platform/privacy.ts";
import type { Db } from "../../db/client.ts";
import { reportTransaction, rowsOf } from "../../db/rows.ts";
import { medianSql } from "../../db/stats-sql.ts";
import { programLearnersSql } from "../../platform/enrolments.ts";
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
// A learner who withdrew "count my activity in the cohort's medians" (issue 43) is left out at once.
const cohort = (program: string) =>
  sql`select e.user_id from ${programLearnersSql(program)} and not ${withdrawnSql(sql`e.user_id`, "cohort_comparison")}`;

/** A learner's (`l.user_id`) summary rows for the program (migration 0019): content of its family, research, games. */
const summaries = (program: string) => sql`
  left join (
    select user_id, sum(videos_finished) filter (where track = 'main') as videos,
           sum(answers) as answers, sum(answers_correct) as correct
    from learner_content_summary where family = ${familyOf(program)} group by user_id
  ) cs on cs.user_id = l.user_id
  left join learner_research_summary rs
    on rs.user_id = l.user_id and rs.program = ${program} and rs.kind = ${researchKindFor(program)}
  left join learner_game_summary gs on gs.user_id = l.user_id and gs.program = ${program}`;

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
    cohortMedians.get(program, async () => {
      const m = await reportTransaction(db, (tx) => computeMedians(tx, program));
      // Below MIN_COHORT_FOR_MEDIAN learners there is no cohort to compare with (issue 41): no medians leave.
      return m.size >= MIN_COHORT_FOR_MEDIAN
        ? m
        : { size: m.size, videos: null, accuracy: null, research: null, games: null };
    });

  async function computeMedians(tx: Db, program: string): Promise<Medians> {
    const [row] = rowsOf<{
      size: number;
      videos: number | null;
      accuracy: number | null;
      research: number | null;
      games: number | null;
    }>(
      await tx.execute(sql`
        with per as materialized (
          select coalesce(cs.videos, 0) as videos, coalesce(rs.items, 0) as research,
                 coalesce(gs.sets_done, 0) as games,
                 case when cs.answers > 0 then (cs.correct::numeric / cs.answers)::float8 end as accuracy
          from (${cohort(program)}) l ${summaries(program)}
        )
        select count(*)::int as size, ${medianSql(sql`videos`)} as videos, ${medianSql(sql`accuracy`)} as accuracy,
               ${medianSql(sql`research`)} as research, ${medianSql(sql`games`)} as games
        from per`),
    );
    return {
      size: Number(row?.size ?? 0),
      videos: num(row?.videos),
      accuracy: num(row?.accuracy),
      research: num(row?.research),
      games: num(row?.games),
    };
  }

  /** The learner's own summary figures for the program. */
  async function mine(userId: number, program: string) {
    const [row] = rowsOf<{
      videos: number;
      answers: number;
      correct: number;
      submitted: number;
      graded: number;
      games: number;
    }>(
      await db.execute(sql`
        select coalesce(cs.videos, 0)::int as videos, coalesce(cs.answers, 0)::int as answers,
               coalesce(cs.correct, 0)::int as correct, coalesce(rs.items, 0)::int as submitted,
               coalesce(rs.graded, 0)::int as graded, coalesce(gs.sets_done, 0)::int as games
        from (select ${userId}::int as user_id) l ${summaries(program)}`),
    );
    return {
      videos: Number(row?.videos ?? 0),
      answers: Number(row?.answers ?? 0),
      correct: Number(row?.correct ?? 0),
      submitted: Number(row?.submitted ?? 0),
      graded: Number(row?.graded ?? 0),
      games: Number(row?.games ?? 0),
    };
  }

  type Mine = Awaited<ReturnType<typeof mine>>;

  /** Videos of the family's main track finished, the cohort median, and the first one not finished (in order). */
  async function videos(userId: number, program: string, my: Mine): Promise<ProgressResponse["videos"]> {
    const [row] = rowsOf<{ total: number }>(
      await db.execute(sql`
        select count(*)::int as total
        from content_videos v join content_modules m on m.id = v.module_id
        where m.family = ${familyOf(program)} and m.track = 'main'`),
    );
    return {
      finished: my.videos,
      total: Number(row?.total ?? 0),
      median_finished: (await medians(program)).videos,
      next: await nextVideo(userId, program),
    };
  }

  /** The first video of the family's main track (in order) the learner has not finished. */
  async function nextVideo(userId: number, program: string) {
    const [next] = rowsOf<{ id: number; title: string; module: string }>(
      await db.execute(sql`
        select v.id, v.title, m.title as module
        from content_videos v join content_modules m on m.id = v.module_id
        where m.family = ${familyOf(program)} and m.track = 'main'
          and not exists (select 1 from content_progress p
                          where p.video_id = v.id and p.user_id = ${userId} and p.completed)
        order by m.position, m.id, v.position, v.id
        limit 1`),
    );
    return next ? { id: Number(next.id), title: next.title, module: next.module } : null;
  }

  /** The next live session of the program that has not ended (the one on now first), not cancelled. */
  async function nextLive(program: string): Promise<TodayResponse["live"]> {
    const at = now();
    const [row] = rowsOf<{ id: number; title: string; start_time: string; live_now: boolean }>(
      await db.execute(sql`
        select id, title, start_time, start_time <= ${at.toISOString()}::timestamptz as live_now
        from live_sessions
        where ${program} = any(programs) and cancelled_at is null
          and start_time + make_interval(mins => duration_minutes) > ${at.toISOString()}::timestamptz
        order by start_time, id
        limit 1`),
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      title: row.title,
      start_time: iso(new Date(row.start_time)),
      live_now: Boolean(row.live_now),
    };
  }

  /** Answers to the family's video questions, right answers, and the median accuracy of learners who answered. */
  async function quiz(program: string, my: Mine): Promise<ProgressResponse["quiz"]> {
    return {
      answered: my.answers,
      correct: my.correct,
      accuracy: my.answers > 0 ? my.correct / my.answers : null,
      median_accuracy: (await medians(program)).accuracy,
    };
  }

  /** Items submitted and graded, the cohort median of submissions, and the open week (due, and whether it is in). */
  async function research(userId: number, program: string, my: Mine): Promise<ProgressResponse["research"]> {
    return {
      kind: researchKindFor(program),
      submitted: my.submitted,
      graded: my.graded,
      median_submitted: (await medians(program)).research,
      next_due: await openWeek(userId, program),
    };
  }

  /** The program's open research (or project) week for the learner: its deadline and whether theirs is in. */
  async function openWeek(
    userId: number,
    program: string,
  ): Promise<NonNullable<ProgressResponse["research"]>["next_due"]> {
    const kind = researchKindFor(program);
    const [row] = rowsOf<{ start_date: string | null; end_date: string | null }>(
      await db.execute(sql`
        select start_date::text as start_date, end_date::text as end_date from program_enrolments
        where user_id = ${userId} and program_name = ${program}`),
    );
    const open = openResearchWeek(
      { start_date: row?.start_date ?? null, end_date: row?.end_date ?? null },
      now(),
    );
    let nextDue: NonNullable<ProgressResponse["research"]>["next_due"] = null;
    if (open) {
      const [mineThisWeek] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from research_items
          where user_id = ${userId} and program = ${program} and kind = ${kind} and week = ${open.week}`),
      );
      nextDue = {
        week: open.week,
        deadline: iso(open.deadline),
        submitted: Number(mineThisWeek?.n ?? 0) > 0,
      };
    }
    return nextDue;
  }

  return {
    /** GET /api/progress/today: the home's "today" card (no cohort figures, so no pass over the cohort). */
    async today(
      userId: number,
      program: string | null,
      areas: ProgressAreas & { live: boolean },
    ): Promise<TodayResponse> {
      if (!program) return { program: null, lesson: null, due: null, live: null };
      const due = areas.research ? await openWeek(userId, program) : null;
      return {
        program,
        lesson: areas.resources ? await nextVideo(userId, program) : null,
        due: due ? { kind: researchKindFor(program), ...due } : null,
        live: areas.live ? await nextLive(program) : null,
      };
    },

    /** GET /api/progress for the caller's current program; every section null without a program. */
    async forLearner(
      userId: number,
      program: string | null,
      areas: ProgressAreas,
    ): Promise<ProgressResponse> {
      if (!program)
        return { program: null, cohort: 0, videos: null, quiz: null, research: null, games: null };
      const my = await mine(userId, program);
      const cohortMedians = await medians(program);
      return {
        program,
        cohort: cohortMedians.size,
        videos: areas.resources ? await videos(userId, program, my) : null,
        quiz: areas.resources ? await quiz(program, my) : null,
        research: areas.research ? await research(userId, program, my) : null,
        // Finished game sets started in this program, and the cohort median.
        games: areas.games ? { played: my.games, median_played: cohortMedians.games } : null,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
