// Writing activity (issue 24): the events no other table keeps (logins, watching videos), each in the transaction
// of what it records, and the IST week the learner was active in (one activity_weeks row per learner and week,
// which the weekly-activity chart counts instead of scanning events).
import { sql } from "drizzle-orm";
import { VIDEO_PROGRESS_EVENT_MINUTES } from "@fincareer/domain/analytics";
import type { ActivityKind } from "@fincareer/domain/analytics";
import type { Db } from "../../db/client.ts";

/** The IST week (its Monday) of a timestamp expression, as SQL. */
export const istWeekOf = (at: ReturnType<typeof sql>) =>
  sql`date_trunc('week', (${at}) at time zone 'Asia/Kolkata')::date`;

async function markWeek(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into activity_weeks (user_id, week) values (${userId}, ${istWeekOf(sql`now()`)})
    on conflict do nothing`);
}

/** Records one activity event inside the caller's transaction. */
export async function recordActivity(
  tx: Db,
  event: { userId: number; kind: ActivityKind; program?: string | null; ref?: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into activity_events (user_id, kind, program, ref)
    values (${event.userId}, ${event.kind}, ${event.program ?? null}, ${event.ref ?? null})`);
  await markWeek(tx, event.userId);
}

/**
 * Records watching a video: a video_progress event unless one for this learner and video is younger than
 * VIDEO_PROGRESS_EVENT_MINUTES (the player posts every few seconds), and video_finished when it just became finished.
 */
export async function recordVideoProgress(
  tx: Db,
  progress: { userId: number; videoId: number; program: string | null; finishedNow: boolean },
): Promise<void> {
  const { userId, program } = progress;
  const ref = String(progress.videoId);
  await tx.execute(sql`
    insert into activity_events (user_id, kind, program, ref)
    select ${userId}, 'video_progress', ${program}, ${ref}
    where not exists (
      select 1 from activity_events
      where user_id = ${userId} and kind = 'video_progress' and ref = ${ref}
        and at > now() - make_interval(mins => ${VIDEO_PROGRESS_EVENT_MINUTES}))`);
  if (progress.finishedNow) {
    await tx.execute(sql`
      insert into activity_events (user_id, kind, program, ref) values (${userId}, 'video_finished', ${program}, ${ref})`);
  }
  await markWeek(tx, userId);
}
