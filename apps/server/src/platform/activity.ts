// Writing activity (issue 24): the events no other table keeps (logins, watching videos), each in the transaction
// of what it records, and the IST week the learner was active in (one activity_weeks row per learner and week,
// which the weekly-activity chart counts instead of scanning events).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { VIDEO_PROGRESS_EVENT_MINUTES } from "@fincareer/domain/analytics";
import { DISPLAY_TIME_ZONE } from "@fincareer/domain/constants";
import type { ActivityKind } from "@fincareer/domain/analytics";
import type { Db } from "../db/client.ts";

/** The IST week (its Monday) of a timestamp expression, as SQL (DISPLAY_TIME_ZONE, written into the text). */
export const istWeekOf = (at: ReturnType<typeof sql>) =>
  sql`date_trunc('week', (${at}) at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})::date`;

/** Records one activity event inside the caller's transaction (its trigger marks the week, migration 0019). */
export async function recordActivity(
  tx: Db,
  event: { userId: number; kind: ActivityKind; program?: string | null; ref?: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into activity_events (user_id, kind, program, ref)
    values (${event.userId}, ${event.kind}, ${event.program ?? null}, ${event.ref ?? null})`);
}

/**
 * Records watching a video, as common table expressions for the statement that stores the progress (so a report is
 * one round trip): a video_progress event unless one for this learner and video is younger than
 * VIDEO_PROGRESS_EVENT_MINUTES (the player posts every few seconds), video_finished when it just became finished,
 * and the week. `stored` names the statement's CTE that has a row when the progress was stored (none: nothing is
 * recorded); the other fields are SQL expressions over the statement's CTEs (no parameters of their own).
 */
export function videoProgressActivityCtes(progress: {
  user: SQL;
  ref: SQL;
  stored: SQL;
  program: SQL;
  finishedNow: SQL;
}): SQL {
  const { user, ref, stored, program } = progress;
  return sql`
    watched_event as (
      insert into activity_events (user_id, kind, program, ref)
      select ${user}, 'video_progress', ${program}, ${ref} from ${stored}
      where not exists (
        select 1 from activity_events
        where user_id = ${user} and kind = 'video_progress' and ref = ${ref}
          and at > now() - make_interval(mins => ${sql.raw(String(VIDEO_PROGRESS_EVENT_MINUTES))}))),
    finished_event as (
      insert into activity_events (user_id, kind, program, ref)
      select ${user}, 'video_finished', ${program}, ${ref} from ${stored}
      where ${progress.finishedNow}),
    active_week as (
      insert into activity_weeks (user_id, week)
      select ${user}, ${istWeekOf(sql`now()`)} from ${stored}
      on conflict do nothing)`;
}
