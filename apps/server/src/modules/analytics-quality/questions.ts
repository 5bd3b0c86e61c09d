// Question quality (issue 24): facility, Moodle's discrimination index and the option breakdown of every video,
// eCode and IBEP question the learners of one program answered, in one set-based statement, kept as a stored report
// (service.ts) and read with the questions' current texts.
import { inArray, sql } from "drizzle-orm";
import type { QuestionStat } from "@fincareer/domain/contract/analytics-quality";
import { familyOf } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { correlationFromSums, facility, questionFlags } from "@fincareer/domain/question-stats";
import type { PairSums, QuestionSource } from "@fincareer/domain/question-stats";
import type { Db } from "../../db/client.ts";
import { contentModules, contentQuestions, contentVideos, gameQuestions } from "../../db/schema.ts";
import type { QuestionFigures } from "../../db/schema.ts";
import { rowsOf } from "../../db/rows.ts";

/** One group of answers to a question: those picking one option, right (x 1) or not, with their rest sums. */
interface GroupRow {
  source: QuestionSource;
  qid: number;
  choice: number;
  x: number;
  n: number;
  /** Of them, learners with another answer of the source (who have a rest-of-test score). */
  nr: number;
  /** Σ and Σ² of those learners' rest-of-test accuracy. */
  sr: number | null;
  srr: number | null;
}

/**
 * Per question and picked option: answers (first per learner, as Moodle counts by default) and the sums of the
 * learners' rest-of-test accuracy, in one pass over the answers (learners without another answer have no rest and
 * are left out of the index). "Learners of P": enrolled in P for video questions (of P's family), whose totals are
 * the content summary's (kept by triggers, migration 0019); the program a game set was started in for eCode and
 * IBEP, totals over their first answers.
 */
async function groupRows(db: Db, program: ProgramName): Promise<GroupRow[]> {
  const family = familyOf(program);
  // The first-answer sort of the game sets stays in memory.
  await db.execute(sql`set local work_mem = '32MB'`);
  const result = await db.execute(sql`
    with learners as (
      select e.user_id as uid from program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
      where e.program_name = ${program}
    ),
    video_totals as (
      select s.user_id as uid, sum(s.answers)::int as n, sum(s.answers_correct)::int as c
      from learner_content_summary s join learners l on l.uid = s.user_id
      where s.family = ${family} group by s.user_id
    ),
    video_answers as (
      select 'video'::text as source, a.question_id as qid, a.user_id as uid, a.choice_index as choice,
             a.correct::int as x
      from content_answers a join learners l on l.uid = a.user_id
      where a.question_id in (select q.id from content_questions q join content_videos v on v.id = q.video_id
                              join content_modules m on m.id = v.module_id and m.family = ${family})
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
    game_answers_kept as (select * from game_answers_first where qid is not null),
    game_totals as (
      select source, uid, count(*)::int as n, sum(x)::int as c from game_answers_kept group by source, uid
    ),
    scored as (
      select a.source, a.qid, a.choice, a.x, (t.c - a.x)::float8 / nullif(t.n - 1, 0) as rest
      from video_answers a join video_totals t on t.uid = a.uid
      union all
      select a.source, a.qid, a.choice, a.x, (t.c - a.x)::float8 / nullif(t.n - 1, 0)
      from game_answers_kept a join game_totals t on t.source = a.source and t.uid = a.uid
    )
    select source, qid, choice, x, count(*)::int as n, count(rest)::int as nr, sum(rest) as sr,
           sum(rest * rest) as srr
    from scored group by source, qid, choice, x`);
  return rowsOf<GroupRow>(result);
}

/** Folds the option groups of each question into its figures (Moodle's index from the rest sums). */
function figuresOf(rows: readonly GroupRow[]): QuestionFigures[] {
  const byQuestion = new Map<string, { figures: QuestionFigures; sums: PairSums }>();
  for (const row of rows) {
    const key = `${row.source}:${row.qid}`;
    let entry = byQuestion.get(key);
    if (!entry) {
      entry = {
        figures: {
          source: row.source,
          id: Number(row.qid),
          attempts: 0,
          right: 0,
          discrimination: null,
          chosen: {},
        },
        sums: { n: 0, sx: 0, sr: 0, srr: 0, sxr: 0 },
      };
      byQuestion.set(key, entry);
    }
    const n = Number(row.n);
    const x = Number(row.x);
    const sr = Number(row.sr ?? 0);
    entry.figures.attempts += n;
    entry.figures.right += x * n;
    const choice = String(row.choice);
    entry.figures.chosen[choice] = (entry.figures.chosen[choice] ?? 0) + n;
    entry.sums.n += Number(row.nr);
    entry.sums.sx += x * Number(row.nr);
    entry.sums.sr += sr;
    entry.sums.srr += Number(row.srr ?? 0);
    entry.sums.sxr += x * sr;
  }
  return [...byQuestion.values()]
    .map(({ figures, sums }) => ({ ...figures, discrimination: correlationFromSums(sums) }))
    .sort((a, b) => a.source.localeCompare(b.source) || a.id - b.id);
}

/** Computes every answered question's figures for the program's learners (the stored report's content). */
export async function computeQuestionFigures(db: Db, program: ProgramName): Promise<QuestionFigures[]> {
  return figuresOf(await groupRows(db, program));
}

/** How a question reads and where it is edited, per source and id. */
async function questionTexts(db: Db, rows: readonly QuestionFigures[]) {
  const ids = (source: QuestionSource) => rows.filter((r) => r.source === source).map((r) => r.id);
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

/** The questions report from stored figures: each question's current text, options and flags. */
export async function questionStatsOf(db: Db, figures: readonly QuestionFigures[]): Promise<QuestionStat[]> {
  const texts = await questionTexts(db, figures);
  return figures.flatMap((row): QuestionStat[] => {
    const text = texts.get(`${row.source}:${row.id}`);
    if (!text) return [];
    const stat = {
      attempts: row.attempts,
      facility: facility(row.attempts, row.right),
      discrimination: row.discrimination,
    };
    return [
      {
        id: row.id,
        source: row.source,
        text: text.prompt,
        ...stat,
        options: text.options.map((option, i) => ({ text: option, chosen: row.chosen[String(i)] ?? 0 })),
        flags: questionFlags(stat),
        edit_path: text.editPath,
      },
    ];
  });
}
