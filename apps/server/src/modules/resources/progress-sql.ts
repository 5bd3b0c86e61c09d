// PUT /api/resources/videos/{id}/progress as one SQL statement: the video player reports every few seconds, so a
// cohort watching makes this the busiest write of a morning (the cohort benchmark: ten reports per learner). The
// statement checks the video is visible to the learner (canSee), applies nextProgress to the stored row under its
// lock (ON CONFLICT), records the activity (platform/activity.ts) and reads what the answer needs: one round trip,
// no transaction of many reads. The rules are the domain's (packages/domain/src/content.ts), restated in SQL with
// the same constants; test/content-resources.test.ts checks them through the route.
// The report's own transaction commits with synchronous_commit off (set_config local to it): it does not wait for
// the WAL to reach the disk, which PostgreSQL does within a fifth of a second; only a crash of the database server in
// that moment could lose a position, and the player reports again five seconds later (docs/decisions.md).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { ENDED_TOLERANCE_SECONDS, WATCHED_RATIO } from "@fincareer/domain/content";
import type { ProgressBody } from "@fincareer/domain/contract/content";
import { videoProgressActivityCtes } from "../../platform/activity.ts";
import { canSeeSql } from "../../platform/enrolments.ts";

/** The statement's one row. `updated_ms` is null when nothing was stored (no such video, or not visible). */
export interface SavedProgressRow {
  viewer_found: boolean;
  known_duration: number | null;
  position_seconds: number;
  duration_seconds: number | null;
  completed: boolean;
  updated_ms: number | null;
  questions: number;
  answered: number;
  correct: number;
}

/**
 * nextProgress's position and completion for a duration expression (null when unknown), as SQL over the report's
 * position and `ended`: the position is clamped to the duration; completion comes from an `ended` report near the
 * end or from reaching WATCHED_RATIO.
 */
function nextFields(reported: SQL, ended: SQL, duration: SQL) {
  const position = sql`greatest(0, case when ${duration} is null then ${reported} else least(${reported}, ${duration}) end)`;
  const near = sql`(${ended} and (${duration} is null or ${position} >= ${duration} - ${sql.raw(String(ENDED_TOLERANCE_SECONDS))}))`;
  const watched = sql`coalesce(${duration} > 0 and ${position} >= ${duration} * ${sql.raw(String(WATCHED_RATIO))}, false)`;
  return { position, completed: sql`(${near} or ${watched})` };
}

const positive = (x: SQL) => sql`(case when ${x} > 0 then ${x} end)`;
/** The report's fields from the statement's one-row `input` CTE, in a place where it is not joined. */
const input = (field: string) => sql.raw(`(select ${field} from input)`);

// What nextProgress reads before the stored row: the video's own duration (the instructor's) wins, then the
// player's. On conflict, the stored row's duration comes last.
const first = sql`coalesce(${positive(sql`video.known`)}, ${positive(sql`input.duration`)})`;
const fresh = nextFields(sql`input.reported`, sql`input.ended`, sql`x.duration`);
const merged = sql`coalesce(excluded.duration_seconds, ${positive(sql`content_progress.duration_seconds`)})`;
const update = nextFields(input("reported"), input("ended"), merged);

// Everything after the `input` CTE, rendered to text once: it has no parameters, so a report only binds its five.
const BODY = (() => {
  const body = sql`
    viewer as (
      select u.cprogram as program from users u, input where u.id = input.user_id),
    video as (
      select v.id, v.duration_seconds as known
      from input, content_videos v join content_modules m on m.id = v.module_id
      where v.id = input.video_id and ${canSeeSql(sql`input.user_id`, sql`m.family`)}),
    prev as (
      select p.completed from content_progress p, input
      where p.user_id = input.user_id and p.video_id = input.video_id),
    stored as (
      insert into content_progress
        (user_id, video_id, position_seconds, duration_seconds, completed, updated_at)
      select input.user_id, x.id, ${fresh.position}, x.duration, ${fresh.completed}, now()
      from input, (select video.id, ${first} as duration from video, input) x
      on conflict (user_id, video_id) do update set
        position_seconds = ${update.position},
        duration_seconds = ${merged},
        completed = content_progress.completed or ${update.completed},
        updated_at = now()
      returning position_seconds, duration_seconds, completed, updated_at),
    ${videoProgressActivityCtes({
      user: input("user_id"),
      ref: sql.raw("(select video_id::text from input)"),
      stored: sql`stored`,
      program: sql`(select program from viewer)`,
      finishedNow: sql`stored.completed and not coalesce((select completed from prev), false)`,
    })}
    select
      exists (select 1 from viewer) as viewer_found,
      (select known from video) as known_duration,
      stored.position_seconds, stored.duration_seconds, stored.completed,
      (extract(epoch from stored.updated_at) * 1000)::float8 as updated_ms,
      (select count(*) from content_questions q, input where q.video_id = input.video_id)::int as questions,
      count(a.id)::int as answered,
      count(a.id) filter (where a.correct)::int as correct
    from input
    left join stored on true
    left join content_answers a
      on a.user_id = input.user_id
      and a.question_id in (select q.id from content_questions q where q.video_id = input.video_id)
    group by stored.position_seconds, stored.duration_seconds, stored.completed, stored.updated_at`;
  const rendered = new PgDialect().sqlToQuery(body);
  if (rendered.params.length > 0) throw new Error("the progress statement's body must have no parameters");
  return sql.raw(rendered.sql);
})();

/** The statement: one row (see SavedProgressRow). */
export function saveProgressSql(userId: number, videoId: number, body: ProgressBody): SQL {
  return sql`
    with input as (
      select ${userId}::int as user_id, ${videoId}::int as video_id, ${body.positionSeconds}::float8 as reported,
        ${body.durationSeconds ?? null}::float8 as duration, ${body.ended === true}::boolean as ended,
        set_config('synchronous_commit', 'off', true) as unflushed),
    ${BODY}`;
}
