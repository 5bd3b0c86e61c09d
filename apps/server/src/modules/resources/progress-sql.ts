// PUT /api/resources/videos/{id}/progress as one SQL statement: the video player reports every few seconds, so a
// cohort watching makes this the busiest write of a morning (the cohort benchmark: ten reports per learner). The
// statement checks the video is visible to the learner (canSee), applies nextProgress to the stored row under its
// lock (ON CONFLICT), records the activity (analytics/record.ts) and reads what the answer needs: one round trip,
// no transaction of many reads. The rules are the domain's (packages/domain/src/content.ts), restated in SQL with
// the same constants; test/content-resources.test.ts checks them through the route.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { ENDED_TOLERANCE_SECONDS, WATCHED_RATIO } from "@fincareer/domain/content";
import type { ProgressBody } from "@fincareer/domain/contract/content";
import { videoProgressActivityCtes } from "../analytics/record.ts";
import { canSeeSql } from "../enrolments/service.ts";

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
 * nextProgress's position and completion for a duration expression (null when unknown), as SQL: the position is
 * clamped to the duration; completion comes from an `ended` report near the end or from reaching WATCHED_RATIO.
 */
function nextFields(body: ProgressBody, duration: SQL) {
  const reported = sql`${body.positionSeconds}::float8`;
  const position = sql`greatest(0, case when ${duration} is null then ${reported} else least(${reported}, ${duration}) end)`;
  const ended = sql`(${body.ended === true}::boolean and (${duration} is null or ${position} >= ${duration} - ${ENDED_TOLERANCE_SECONDS}::float8))`;
  const watched = sql`coalesce(${duration} > 0 and ${position} >= ${duration} * ${WATCHED_RATIO}::float8, false)`;
  return { position, completed: sql`(${ended} or ${watched})` };
}

/** The statement: one row (see SavedProgressRow). */
export function saveProgressSql(userId: number, videoId: number, body: ProgressBody): SQL {
  const positive = (x: SQL) => sql`(case when ${x} > 0 then ${x} end)`;
  // What nextProgress reads before the stored row: the video's own duration (the instructor's) wins, then the
  // player's. On conflict, the stored row's duration comes last.
  const first = sql`coalesce(${positive(sql`video.known`)}, ${positive(sql`${body.durationSeconds ?? null}::float8`)})`;
  const fresh = nextFields(body, sql`x.duration`);
  const merged = sql`coalesce(excluded.duration_seconds, ${positive(sql`content_progress.duration_seconds`)})`;
  const update = nextFields(body, merged);
  return sql`
    with viewer as (
      select u.cprogram as program from users u where u.id = ${userId}::int),
    video as (
      select v.id, v.duration_seconds as known
      from content_videos v join content_modules m on m.id = v.module_id
      where v.id = ${videoId}::int and ${canSeeSql(userId, sql`m.family`)}),
    prev as (
      select p.completed from content_progress p where p.user_id = ${userId}::int and p.video_id = ${videoId}::int),
    stored as (
      insert into content_progress
        (user_id, video_id, position_seconds, duration_seconds, completed, updated_at)
      select ${userId}::int, x.id, ${fresh.position}, x.duration, ${fresh.completed}, now()
      from (select video.id, ${first} as duration from video) x
      on conflict (user_id, video_id) do update set
        position_seconds = ${update.position},
        duration_seconds = ${merged},
        completed = content_progress.completed or ${update.completed},
        updated_at = now()
      returning position_seconds, duration_seconds, completed, updated_at),
    ${videoProgressActivityCtes({
      userId,
      videoId,
      stored: sql`stored`,
      program: sql`(select program from viewer)`,
      finishedNow: sql`stored.completed and not coalesce((select completed from prev), false)`,
    })}
    select
      exists (select 1 from viewer) as viewer_found,
      (select known from video) as known_duration,
      stored.position_seconds, stored.duration_seconds, stored.completed,
      (extract(epoch from stored.updated_at) * 1000)::float8 as updated_ms,
      (select count(*) from content_questions q where q.video_id = ${videoId}::int)::int as questions,
      count(a.id)::int as answered,
      count(a.id) filter (where a.correct)::int as correct
    from (select 1) one
    left join stored on true
    left join content_answers a
      on a.user_id = ${userId}::int
      and a.question_id in (select q.id from content_questions q where q.video_id = ${videoId}::int)
    group by stored.position_seconds, stored.duration_seconds, stored.completed, stored.updated_at`;
}
