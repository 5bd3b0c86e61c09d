// The transcoding queue (issue 42), in PostgreSQL like the mail outbox: a job is claimed in one statement
// (UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED)) and held for a lease that its worker renews while
// ffmpeg runs; two instances never claim the same job, and the job of an instance that died is claimed again once
// its lease ends. Every write of a running job checks the claim is still this worker's, so a job canceled or taken
// over meanwhile is left alone (and its ffmpeg stopped).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentVideos, videoJobs } from "../../db/schema.ts";
import type { VideoJobRow } from "../../db/schema.ts";
import { rowsOf } from "../../db/rows.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";

/** The wait before attempt `attempt + 1`: 30 s doubling, at most 30 minutes. */
export function jobRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 1_800_000);
}

/** A claimed job: its row as claimed (attempts already counted). */
export type ClaimedJob = Pick<VideoJobRow, "id" | "videoId" | "attempts" | "maxAttempts" | "createdBy">;

/** Queues a job for a video (in the caller's transaction, with the video's row). */
export async function enqueueVideoJob(tx: Db, videoId: number, createdBy: number | null): Promise<number> {
  const [row] = await tx.insert(videoJobs).values({ videoId, createdBy }).returning({ id: videoJobs.id });
  return row!.id;
}

/** Claims the oldest due job (queued and due, or running with an ended lease) for `worker`, or null. */
export async function claimVideoJob(db: Db, worker: string, leaseMs: number): Promise<ClaimedJob | null> {
  const result = await db.execute(sql`
    update video_jobs set state = 'running', claimed_by = ${worker}, attempts = attempts + 1,
      lease_until = now() + ${leaseMs} * interval '1 millisecond', pass = 'starting', percent = 0,
      updated_at = now()
    where id = (
      select id from video_jobs
      where (state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now())
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning id, video_id as "videoId", attempts, max_attempts as "maxAttempts", created_by as "createdBy"`);
  return rowsOf<ClaimedJob>(result)[0] ?? null;
}

/** Renews the lease and records progress; false when the job is no longer this worker's (canceled, taken over). */
export async function heartbeat(
  db: Db,
  jobId: number,
  worker: string,
  leaseMs: number,
  progress: { percent: number; pass: string },
): Promise<boolean> {
  const rows = await db
    .update(videoJobs)
    .set({
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      percent: progress.percent,
      pass: progress.pass,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videoJobs.id, jobId), eq(videoJobs.claimedBy, worker), eq(videoJobs.state, "running")))
    .returning({ id: videoJobs.id });
  return rows.length > 0;
}

/** Ends a job as done and records its outputs on the video, in one transaction; false when it was not ours. */
export async function finishVideoJob(
  db: Db,
  jobId: number,
  worker: string,
  video: { id: number; hlsPrefix: string; renditions: number[]; durationSeconds: number; hasSprite: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videoJobs)
      .set({
        state: "done",
        percent: 100,
        pass: "done",
        error: null,
        leaseUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(videoJobs.id, jobId), eq(videoJobs.claimedBy, worker), eq(videoJobs.state, "running")))
      .returning({ id: videoJobs.id });
    if (rows.length === 0) return false;
    await tx
      .update(contentVideos)
      .set({
        hlsPrefix: video.hlsPrefix,
        renditions: video.renditions,
        hasSprite: video.hasSprite,
        // The instructor's figure stands when given; else ffprobe's.
        durationSeconds: sql`coalesce(${contentVideos.durationSeconds}, ${video.durationSeconds})`,
      })
      .where(eq(contentVideos.id, video.id));
    return true;
  });
}

/**
 * Records a failed attempt: queued again after a backoff while attempts remain (and `retry` holds), else failed
 * with the reason. Returns the state written, or null when the job was no longer ours.
 */
export async function failVideoJob(
  db: Db,
  job: ClaimedJob,
  worker: string,
  reason: string,
  retry: boolean,
): Promise<"queued" | "failed" | null> {
  const again = retry && job.attempts < job.maxAttempts;
  const rows = await db
    .update(videoJobs)
    .set({
      state: again ? "queued" : "failed",
      error: reason.slice(0, 1000),
      pass: again ? "waiting" : "failed",
      leaseUntil: null,
      claimedBy: null,
      runAfter: again
        ? sql`now() + ${jobRetryDelayMs(job.attempts)} * interval '1 millisecond'`
        : sql`${videoJobs.runAfter}`,
      finishedAt: again ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videoJobs.id, job.id), eq(videoJobs.claimedBy, worker), eq(videoJobs.state, "running")))
    .returning({ id: videoJobs.id });
  return rows.length === 0 ? null : again ? "queued" : "failed";
}

/** Cancels a job that has not ended (its worker sees it at its next heartbeat); false when it had ended. */
export async function cancelVideoJob(db: Db, jobId: number): Promise<VideoJobRow | null> {
  const [row] = await db
    .update(videoJobs)
    .set({
      state: "canceled",
      pass: "canceled",
      leaseUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videoJobs.id, jobId), inArray(videoJobs.state, ["queued", "running"])))
    .returning();
  return row ?? null;
}

/** Queues an ended (failed or canceled) job again, from its first attempt. */
export async function retryVideoJob(db: Db, jobId: number): Promise<VideoJobRow | null> {
  const [row] = await db
    .update(videoJobs)
    .set({
      state: "queued",
      attempts: 0,
      pass: "waiting",
      percent: 0,
      error: null,
      claimedBy: null,
      leaseUntil: null,
      finishedAt: null,
      runAfter: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videoJobs.id, jobId), inArray(videoJobs.state, ["failed", "canceled"])))
    .returning();
  return row ?? null;
}

/** The latest jobs (newest first), with their video's title. */
export async function listVideoJobs(db: Db, limit = 50) {
  return db
    .select({ job: videoJobs, title: contentVideos.title })
    .from(videoJobs)
    .innerJoin(contentVideos, eq(contentVideos.id, videoJobs.videoId))
    .orderBy(desc(videoJobs.id))
    .limit(limit);
}

/** One job, or undefined. */
export async function readVideoJob(db: Db, jobId: number): Promise<VideoJobRow | undefined> {
  const [row] = await db.select().from(videoJobs).where(eq(videoJobs.id, jobId));
  return row;
}

/**
 * An admin's cancel or retry of a job, audited in the same transaction ("content.video.job" on the job's video);
 * null when the job is in no state for it (or does not exist), with nothing written.
 */
export async function actOnVideoJob(
  db: Db,
  actor: Actor,
  jobId: number,
  action: "cancel" | "retry",
): Promise<VideoJobRow | null> {
  return db.transaction(async (tx) => {
    const row = action === "cancel" ? await cancelVideoJob(tx, jobId) : await retryVideoJob(tx, jobId);
    if (!row) return null;
    const [video] = await tx
      .select({ id: contentVideos.id, title: contentVideos.title })
      .from(contentVideos)
      .where(eq(contentVideos.id, row.videoId));
    await recordAudit(tx, actor, {
      action: "content.video.job",
      object: { kind: "content_video", id: row.videoId, label: `video “${video?.title ?? row.videoId}”` },
      details: { action, job: jobId },
    });
    return row;
  });
}
