// Question quality (issue 24): facility, Moodle's discrimination index and the option breakdown of every video,
// eCode and IBEP question the learners of one program answered, in one set-based statement.
import { inArray, sql } from "drizzle-orm";
import type { QuestionStat } from "@fincareer/domain/contract/analytics-quality";
import { familyOf } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { facility, questionFlags } from "@fincareer/domain/question-stats";
import type { QuestionSource } from "@fincareer/domain/question-stats";
import type { Db } from "../../db/client.ts";
import { contentModules, contentQuestions, contentVideos, gameQuestions } from "../../db/schema.ts";
import { rowsOf } from "../../db/rows.ts";

interface StatRow {
  source: QuestionSource;
  qid: number;
  attempts: number;
  right_count: number;
  discrimination: number | null;
  chosen: Record<string, number> | string;
}

/**
 * Per question: answers (first per learner, as Moodle counts by default), right answers, the correlation of the item
 * score with the rest-of-test accuracy (corr() leaves out learners without another answer: their rest is null), and
 * how often each option was picked. "Learners of P": enrolled in P for video questions (of P's family), the program
 * a game set was started in for eCode and IBEP.
 */
async function questionRows(db: Db, program: ProgramName): Promise<StatRow[]> {
  const family = familyOf(program);
  const result = await db.execute(sql`
    with video_answers as (
      select 'video'::text as source, a.question_id as qid, a.user_id as uid, a.choice_index as choice,
             a.correct::int as x
      from content_answers a
      join program_enrolments e on e.user_id = a.user_id and e.program_name = ${program}
      join users u on u.id = a.user_id and u.role = 'learner'
      join content_questions q on q.id = a.question_id
      join content_videos v on v.id = q.video_id
      join content_modules m on m.id = v.module_id and m.family = ${family}
    ),
    game_answers_first as (
      select distinct on (s.game, qid, s.user_id)
             s.game::text as source, (s.content -> 'questions' -> (g.round - 1) ->> 'id')::int as qid,
             s.user_id as uid, (g.pick #>> '{}')::int as choice, g.correct::int as x
      from game_sessions s
      join game_answers g on g.game_id = s.id
      join users u on u.id = s.user_id and u.role = 'learner'
      where s.program = ${program} and s.game in ('ecode', 'ibep')
      order by s.game, qid, s.user_id, g.answered_at, g.id
    ),
    answers as (
      select * from video_answers
      union all
      select * from game_answers_first where qid is not null
    ),
    totals as (
      select source, uid, count(*)::int as n, sum(x)::int as c from answers group by source, uid
    ),
    scored as (
      select a.source, a.qid, a.x,
             case when t.n > 1 then (t.c - a.x)::float8 / (t.n - 1) end as rest
      from answers a join totals t on t.source = a.source and t.uid = a.uid
    ),
    stats as (
      select source, qid, count(*)::int as attempts, sum(x)::int as right_count,
             corr(x::float8, rest) as discrimination
      from scored group by source, qid
    ),
    picks as (
      select source, qid, json_object_agg(choice, n) as chosen
      from (select source, qid, choice, count(*)::int as n from answers group by source, qid, choice) c
      group by source, qid
    )
    select s.source, s.qid, s.attempts, s.right_count, s.discrimination, p.chosen
    from stats s join picks p on p.source = s.source and p.qid = s.qid
    order by s.source, s.qid`);
  return rowsOf<StatRow>(result);
}

/** How a question reads and where it is edited, per source and id. */
async function questionTexts(db: Db, rows: readonly StatRow[]) {
  const ids = (source: QuestionSource) => rows.filter((r) => r.source === source).map((r) => Number(r.qid));
  const videoIds = ids("video");
  const gameIds = [...ids("ecode"), ...ids("ibep")];
  const video = videoIds.length
    ? await db
        .select({
          id: contentQuestions.id,
          prompt: contentQuestions.prompt,
          options: contentQuestions.options,
          family: contentModules.family,
          track: contentModules.track,
        })
        .from(contentQuestions)
        .innerJoin(contentVideos, sql`${contentVideos.id} = ${contentQuestions.videoId}`)
        .innerJoin(contentModules, sql`${contentModules.id} = ${contentVideos.moduleId}`)
        .where(inArray(contentQuestions.id, videoIds))
    : [];
  const games = gameIds.length
    ? await db
        .select({
          id: gameQuestions.id,
          bank: gameQuestions.bank,
          prompt: gameQuestions.prompt,
          options: gameQuestions.options,
        })
        .from(gameQuestions)
        .where(inArray(gameQuestions.id, gameIds))
    : [];
  const texts = new Map<string, { prompt: string; options: string[]; editPath: string }>();
  for (const q of video)
    texts.set(`video:${q.id}`, {
      prompt: q.prompt,
      options: q.options,
      editPath: `/admin/content?family=${q.family}&track=${q.track}&tab=modules`,
    });
  for (const q of games)
    texts.set(`${q.bank}:${q.id}`, {
      prompt: q.prompt,
      options: q.options,
      editPath: `/admin/games?tab=questions&bank=${q.bank}`,
    });
  return texts;
}

/** Every answered question of the program's learners with its statistics and flags. */
export async function questionStats(db: Db, program: ProgramName): Promise<QuestionStat[]> {
  const rows = await questionRows(db, program);
  const texts = await questionTexts(db, rows);
  return rows.flatMap((row): QuestionStat[] => {
    const id = Number(row.qid);
    const text = texts.get(`${row.source}:${id}`);
    if (!text) return [];
    const chosen: Record<string, number> =
      typeof row.chosen === "string" ? (JSON.parse(row.chosen) as Record<string, number>) : row.chosen;
    const attempts = Number(row.attempts);
    const stat = {
      attempts,
      facility: facility(attempts, Number(row.right_count)),
      // corr() can land a hair outside -1..1 in floating point.
      discrimination:
        row.discrimination === null ? null : Math.max(-1, Math.min(1, Number(row.discrimination))),
    };
    return [
      {
        id,
        source: row.source,
        text: text.prompt,
        ...stat,
        options: text.options.map((option, i) => ({ text: option, chosen: Number(chosen[String(i)] ?? 0) })),
        flags: questionFlags(stat),
        edit_path: text.editPath,
      },
    ];
  });
}
