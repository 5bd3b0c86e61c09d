// What the completion rules count, read from the tables where the work is kept (not from the analytics summaries,
// which count differently: a certificate needs the quizzes passed and the grades at the program's mark). One query
// serves one learner (the /progress check) and a whole program (the sweep): it gives per learner the videos of the
// family's main track finished, its video quizzes passed, the research weeks graded at the mark, the game sets done.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { CompletionCounts, CompletionRules } from "@fincareer/domain/certificates";
import { familyOf } from "@fincareer/domain/programs";
import { researchKindFor } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { programLearnersSql } from "../../platform/enrolments.ts";

interface CountRow {
  user_id: number;
  videos_finished: number;
  videos_total: number;
  quizzes_passed: number;
  quizzes_total: number;
  research_graded: number;
  games_played: number;
}

/**
 * The counts of the learners `who` selects (a query giving user_id) in `program` under `rules`: a quiz (one video's
 * questions) is passed when every question has an answer and at least quiz_pass_percent are right; research counts
 * distinct weeks of the program's kind graded by an instructor at or above research_mark_percent of 10 points; games
 * count finished sets started in the program.
 */
export async function completionCounts(
  db: Db,
  program: string,
  rules: Pick<CompletionRules, "quiz_pass_percent" | "research_mark_percent">,
  who: SQL,
): Promise<Map<number, CompletionCounts>> {
  const family = familyOf(program);
  const kind = researchKindFor(program);
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      with learners as (${who}),
      videos as materialized (
        select v.id from content_videos v join content_modules m on m.id = v.module_id
        where m.family = ${family} and m.track = 'main'
      ),
      quizzes as materialized (
        select q.video_id, count(*)::int as questions from content_questions q
        where q.video_id in (select id from videos) group by q.video_id
      )
      select l.user_id,
        (select count(*)::int from content_progress p
          where p.user_id = l.user_id and p.completed and p.video_id in (select id from videos)) as videos_finished,
        (select count(*)::int from videos) as videos_total,
        (select count(*)::int from (
           select q.video_id from content_answers a join content_questions q on q.id = a.question_id
           join quizzes z on z.video_id = q.video_id
           where a.user_id = l.user_id
           group by q.video_id, z.questions
           having count(*) = z.questions
              and count(*) filter (where a.correct) * 100 >= ${rules.quiz_pass_percent} * count(*)
         ) passed) as quizzes_passed,
        (select count(*)::int from quizzes) as quizzes_total,
        (select count(distinct r.week)::int from research_items r
          where r.user_id = l.user_id and r.program = ${program} and r.kind = ${kind}
            and r.graded_at is not null and r.admin_points is not null
            and r.admin_points * 10 >= ${rules.research_mark_percent}) as research_graded,
        (select count(*)::int from game_sessions g
          where g.user_id = l.user_id and g.program = ${program} and g.status <> 'open') as games_played
      from learners l`),
  );
  const out = new Map<number, CompletionCounts>();
  for (const r of rows) {
    out.set(Number(r.user_id), {
      videos: { finished: Number(r.videos_finished), total: Number(r.videos_total) },
      quizzes: { passed: Number(r.quizzes_passed), total: Number(r.quizzes_total) },
      research: { graded_at_mark: Number(r.research_graded) },
      games: { played: Number(r.games_played) },
    });
  }
  return out;
}

/** One learner's counts in a program. */
export async function learnerCounts(
  db: Db,
  userId: number,
  program: string,
  rules: Pick<CompletionRules, "quiz_pass_percent" | "research_mark_percent">,
): Promise<CompletionCounts> {
  const counts = await completionCounts(db, program, rules, sql`select ${userId}::int as user_id`);
  return counts.get(userId)!;
}

/**
 * The program's active learners (its cohort, platform/enrolments.ts, without deactivated accounts) who hold no certificate row of it yet:
 * those the sweep checks.
 */
export function learnersWithoutCertificate(program: string): SQL {
  return sql`
    select e.user_id from ${programLearnersSql(program)} and u.deactivated_at is null
      and not exists (select 1 from certificates c where c.user_id = e.user_id and c.program = ${program})`;
}
