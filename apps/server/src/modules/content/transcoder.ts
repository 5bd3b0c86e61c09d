// The transcoding worker (issue 42): claims jobs from video_jobs (video-jobs.ts), fetches the uploaded file from the
// storage into a local work folder, runs ffmpeg (ffmpeg.ts: the ladder, a poster, a sprite), stores every output
// under videos/hls/<name>/ through the same storage (local folder or S3), and records them on the video. Its lease
// is renewed while ffmpeg runs; a job canceled or taken over stops its ffmpeg. Progress (percent and pass) goes to
// the uploading admin's sockets as `video.job`, and to the job's row for /admin.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { contentVideos } from "../../db/schema.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { contentTypeOf } from "../../platform/storage/storage.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { hlsPrefixOf, uploadedVideoKey, uploadVideosDir } from "../../platform/media.ts";
import {
  FfmpegError,
  ffmpegMissing,
  filesUnder,
  ladderFor,
  makeImages,
  makeLadder,
  probe,
  toolsAt,
} from "./ffmpeg.ts";
import type { FfmpegTools } from "./ffmpeg.ts";
import { claimVideoJob, failVideoJob, finishVideoJob, heartbeat } from "./video-jobs.ts";
import type { ClaimedJob } from "./video-jobs.ts";

/** The socket event of a job's progress. */
export const VIDEO_JOB_EVENT = "video.job";

/** Options of a transcoder. */
export interface TranscoderOptions {
  db: Db;
  storage: ObjectStorage;
  realtime: Realtime;
  uploadsDir: string;
  ffmpegPath: string;
  /** Jobs run at once by this instance (VIDEO_TRANSCODE_CONCURRENCY; 0 = transcoding off here). */
  concurrency: number;
  logger?: Logger;
  /** How long a claim holds without a heartbeat (an instance that died loses its jobs after this). */
  leaseMs?: number;
  /** How often a running job renews its lease and writes its progress. */
  heartbeatMs?: number;
  /** How often an idle worker looks for a job. */
  pollMs?: number;
  /** A name for this worker (tests give two of them their own). */
  workerId?: string;
}

/** The transcoder's state for /admin. */
export interface TranscoderStatus {
  enabled: boolean;
  /** Why transcoding is off, in plain words; null when on. */
  reason: string | null;
  concurrency: number;
  running: number;
}

/** Creates a transcoder (start() begins polling; drain() runs due jobs now, for tests and the CLI). */
export function createTranscoder(opts: TranscoderOptions) {
  const { db, storage, realtime, logger } = opts;
  const tools: FfmpegTools = toolsAt(opts.ffmpegPath);
  const leaseMs = opts.leaseMs ?? 60_000;
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  const pollMs = opts.pollMs ?? 3_000;
  const worker = opts.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let missing: string | null | undefined;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let claiming = false;
  const controllers = new Set<AbortController>();

  async function offReason(): Promise<string | null> {
    if (opts.concurrency <= 0) return "VIDEO_TRANSCODE_CONCURRENCY is 0 on this instance";
    if (missing === undefined) missing = await ffmpegMissing(tools);
    return missing;
  }

  function push(job: ClaimedJob, payload: Record<string, unknown>) {
    if (job.createdBy)
      realtime.toUser(job.createdBy, VIDEO_JOB_EVENT, { id: job.id, videoId: job.videoId, ...payload });
  }

  /** Removes a ladder stored for a video deleted while it was being made (its deletion found no files yet). */
  async function dropIfDeleted(videoId: number, prefix: string): Promise<void> {
    const [row] = await db
      .select({ id: contentVideos.id })
      .from(contentVideos)
      .where(eq(contentVideos.id, videoId));
    if (!row)
      await storage.deleteFolder(prefix).catch((err: unknown) => logger?.warn({ err }, "ladder left"));
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const controller = new AbortController();
    controllers.add(controller);
    const work = join(uploadVideosDir(opts.uploadsDir), `.job-${job.id}-${randomUUID().slice(0, 8)}`);
    let progress = { percent: 0, pass: "starting" };
    let lost = false;
    const beat = async () => {
      const ours = await heartbeat(db, job.id, worker, leaseMs, progress).catch((err: unknown) => {
        logger?.warn({ err, job: job.id }, "video job heartbeat failed");
        return true;
      });
      if (!ours && !lost) {
        lost = true;
        controller.abort();
      }
      push(job, { state: lost ? "canceled" : "running", ...progress });
    };
    const interval = setInterval(() => void beat(), heartbeatMs);
    interval.unref();
    const set = (pass: string, percent: number) => {
      progress = { pass, percent: Math.round(percent * 10) / 10 };
    };
    let prefix: string | null = null;
    try {
      const [video] = await db.select().from(contentVideos).where(eq(contentVideos.id, job.videoId));
      if (!video?.fileName || video.kind !== "upload")
        throw new FfmpegError("the video has no uploaded file");
      await mkdir(join(work, "out"), { recursive: true });
      set("fetching", 0);
      const source = join(work, "source");
      const object = await storage.get(uploadedVideoKey(video.fileName));
      if (!object) throw new FfmpegError("the uploaded file is missing from the storage");
      await pipeline(object.stream, createWriteStream(source), { signal: controller.signal });
      set("probing", 1);
      const info = await probe(tools, source, controller.signal);
      const rungs = ladderFor(info.height);
      set("ladder", 2);
      await beat();
      await makeLadder(
        tools,
        source,
        join(work, "out"),
        info,
        rungs,
        (share) => set("ladder", 2 + share * 88),
        controller.signal,
      );
      set("poster", 90);
      const lowest = join(work, "out", `${rungs[0]!.height}p`, "index.m3u8");
      await makeImages(tools, source, join(work, "out"), info, controller.signal, lowest);
      set("storing", 95);
      prefix = hlsPrefixOf(video.fileName);
      const files = await filesUnder(join(work, "out"));
      // The master playlist last: once it is stored, every file it names is there.
      const ordered = [...files.filter((f) => f !== "master.m3u8"), "master.m3u8"];
      for (const [i, file] of ordered.entries()) {
        if (controller.signal.aborted) throw new FfmpegError("stopped");
        const key = `${prefix}/${file}`;
        await storage.putFile(key, join(work, "out", file), { contentType: contentTypeOf(key) });
        set("storing", 95 + (5 * (i + 1)) / ordered.length);
      }
      const done = await finishVideoJob(db, job.id, worker, {
        id: video.id,
        hlsPrefix: prefix,
        renditions: rungs.map((r) => r.height),
        durationSeconds: Math.round(info.durationSeconds * 10) / 10,
        hasSprite: files.includes("sprite.vtt"),
      });
      if (done) push(job, { state: "done", percent: 100, pass: "done" });
      else await dropIfDeleted(job.videoId, prefix);
      logger?.info({ job: job.id, video: video.id, rungs: rungs.length }, "video transcoded");
    } catch (err) {
      if (lost && prefix) await dropIfDeleted(job.videoId, prefix);
      if (lost || stopping) {
        // Canceled or taken over (nothing to write), or this instance is stopping: its lease ends and another
        // instance (or this one after a restart) takes the job over.
        logger?.info({ job: job.id }, lost ? "video job canceled or taken over" : "video job left for later");
      } else {
        const reason =
          err instanceof FfmpegError ? err.message : `transcoding failed: ${(err as Error).message}`;
        const permanent =
          err instanceof FfmpegError && /no video picture|no uploaded file|missing/.test(reason);
        const state = await failVideoJob(db, job, worker, reason, !permanent).catch(() => null);
        push(job, {
          state: state ?? "failed",
          percent: progress.percent,
          pass: progress.pass,
          error: reason,
        });
        logger?.warn({ job: job.id, reason, state }, "video job failed");
      }
    } finally {
      clearInterval(interval);
      controllers.delete(controller);
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Claims and starts jobs while there are free slots; resolves when the jobs started have ended. */
  async function drain(): Promise<number> {
    if (claiming || (await offReason())) return 0;
    const started: Promise<void>[] = [];
    claiming = true;
    try {
      while (!stopping && running.size < opts.concurrency) {
        const job = await claimVideoJob(db, worker, leaseMs);
        if (!job) break;
        push(job, { state: "running", percent: 0, pass: "starting" });
        const p = runJob(job).finally(() => running.delete(p));
        running.add(p);
        started.push(p);
      }
    } finally {
      claiming = false;
    }
    await Promise.all(started);
    return started.length;
  }

  return {
    workerId: worker,
    /** Looks for jobs every pollMs (a listening server only). */
    start(): void {
      if (timer) return;
      const tick = () => {
        if (running.size >= opts.concurrency) return;
        void drain().catch((err: unknown) => logger?.error({ err }, "video transcoder failed"));
      };
      timer = setInterval(tick, pollMs);
      timer.unref();
      void offReason().then((reason) => {
        if (reason) logger?.warn({ reason }, "video transcoding is off");
      });
      tick();
    },
    /** Stops polling and ffmpeg; running jobs keep their row (their lease ends and they are taken over). */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const c of controllers) c.abort();
      await Promise.allSettled([...running]);
    },
    drain,
    async status(): Promise<TranscoderStatus> {
      const reason = await offReason();
      return { enabled: reason === null, reason, concurrency: opts.concurrency, running: running.size };
    },
  };
}

/** A transcoder. */
export type Transcoder = ReturnType<typeof createTranscoder>;
