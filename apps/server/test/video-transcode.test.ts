// Issue 42: a video sent through the resumable (tus) upload, interrupted and resumed, becomes a transcoding job
// that ffmpeg turns into an HLS ladder stored through the storage (local folder or the S3 server the test starts);
// a learner of the program plays it through session-bound signed URLs, which answer 403 to another learner, without
// the media cookie, and after logout. The job queue: one claim per job across two workers, a dead worker's job taken
// over, retries with backoff, cancel, and a failure's reason in plain words. On PGlite and PostgreSQL.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVideos, videoJobs } from "../src/db/schema.ts";
import {
  claimVideoJob,
  enqueueVideoJob,
  failVideoJob,
  heartbeat,
} from "../src/modules/content/video-jobs.ts";
import { ladderFor, spriteVtt } from "../src/modules/content/ffmpeg.ts";
import { signPlaylist } from "../src/platform/media.ts";
import { createLocalStorage } from "../src/platform/storage/local.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { createModule } from "./helpers/content.ts";
import { startS3 } from "./helpers/s3.ts";
import type { TestS3 } from "./helpers/s3.ts";

const work = mkdtempSync(join(tmpdir(), "fincareer-video-"));
const clip = join(work, "clip.mp4");
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => {
  // 4 s of 640x360 with motion and a tone, made by ffmpeg itself (never downloaded).
  execFileSync("/usr/bin/ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x360:rate=25:duration=4",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=4",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-c:a",
    "aac",
    "-shortest",
    clip,
  ]);
});

const TUS = { "tus-resumable": "1.0.0" };

/** Sends a file through the tus protocol in two chunks, asking the offset in between (a dropped connection). */
async function resumableUpload(ctx: TestContext, admin: TestUser, bytes: Buffer): Promise<string> {
  const auth = { authorization: `Bearer ${admin.token}` };
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/content/uploads",
    headers: {
      ...auth,
      ...TUS,
      "upload-length": String(bytes.length),
      "upload-metadata": `filename ${Buffer.from("clip.mp4").toString("base64")}`,
    },
  });
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  expect(location).toMatch(/^\/api\/content\/uploads\/[0-9a-f]{32}$/);
  const half = Math.floor(bytes.length / 2);
  const chunk = (from: number, to: number) =>
    ctx.app.inject({
      method: "PATCH",
      url: location,
      headers: {
        ...auth,
        ...TUS,
        "upload-offset": String(from),
        "content-type": "application/offset+octet-stream",
      },
      payload: bytes.subarray(from, to),
    });
  expect((await chunk(0, half)).statusCode).toBe(204);
  // The connection dropped: the browser asks how much arrived and continues from there.
  const head = await ctx.app.inject({ method: "HEAD", url: location, headers: { ...auth, ...TUS } });
  expect(head.statusCode).toBe(200);
  expect(Number(head.headers["upload-offset"])).toBe(half);
  // A chunk sent from the wrong offset is refused (409), nothing written twice.
  expect((await chunk(0, 10)).statusCode).toBe(409);
  const rest = await chunk(half, bytes.length);
  expect(rest.statusCode).toBe(204);
  expect(Number(rest.headers["upload-offset"])).toBe(bytes.length);
  return location.split("/").pop()!;
}

const STORAGES = [{ storage: "local" as const }, { storage: "s3" as const }];

describe.each(BACKENDS.flatMap((b) => STORAGES.map((s) => ({ ...b, ...s }))))(
  "video upload, transcoding and protected playback on $name with $storage storage",
  (backend) => {
    let ctx: TestContext;
    let s3: TestS3 | null = null;
    let admin: TestUser;
    let learner: TestUser;
    let other: TestUser;
    let videoId: number;
    beforeAll(async () => {
      if (backend.storage === "s3") s3 = await startS3();
      ctx = await createTestContext(backend, { env: { ...(s3?.env ?? {}) } });
      admin = await ctx.makeUser({ role: "admin" });
      learner = await ctx.makeUser({ programs: ["DS"] });
      other = await ctx.makeUser({ programs: ["FMEPGOLD"] });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await s3?.remove();
    });

    it("takes a resumed upload, checks it and queues a job", async () => {
      const module = await createModule(ctx, admin, "DS", "Valuation");
      const uploadId = await resumableUpload(ctx, admin, readFileSync(clip));
      // Another admin cannot take this admin's upload; a wrong id is 400.
      const otherAdmin = await ctx.makeUser({ role: "admin" });
      const stolen = await ctx.api("POST", `/api/content/modules/${module.id}/videos/resumable`, {
        token: otherAdmin.token,
        body: { uploadId, title: "DCF in 4 seconds" },
      });
      expect(stolen.status).toBe(404);
      const bad = await ctx.api("POST", `/api/content/modules/${module.id}/videos/resumable`, {
        token: admin.token,
        body: { uploadId: "../../etc/passwd", title: "x" },
      });
      expect(bad.status).toBe(400);
      const added = await ctx.api("POST", `/api/content/modules/${module.id}/videos/resumable`, {
        token: admin.token,
        body: { uploadId, title: "DCF in 4 seconds" },
      });
      expect(added.status).toBe(200);
      expect(added.body.kind).toBe("upload");
      videoId = added.body.id;
      const jobs = await ctx.api("GET", "/api/content/video-jobs", { token: admin.token });
      expect(jobs.status).toBe(200);
      expect(jobs.body.transcoding).toEqual({ enabled: true, reason: null, concurrency: 1 });
      expect(jobs.body.jobs[0]).toMatchObject({ videoId, state: "queued", pass: "waiting", attempts: 0 });
      // The upload was taken: a second add of it is 404.
      const again = await ctx.api("POST", `/api/content/modules/${module.id}/videos/resumable`, {
        token: admin.token,
        body: { uploadId, title: "again" },
      });
      expect(again.status).toBe(404);
      // A learner cannot use the upload route.
      const refused = await ctx.app.inject({
        method: "POST",
        url: "/api/content/uploads",
        headers: { authorization: `Bearer ${learner.token}`, ...TUS, "upload-length": "10" },
      });
      expect(refused.statusCode).toBe(403);
    });

    it("transcodes into a ladder never above the source, with poster, sprite and duration", async () => {
      expect(await ctx.app.videoTranscoder.drain()).toBe(1);
      const [job] = await ctx.db.select().from(videoJobs).where(eq(videoJobs.videoId, videoId));
      expect(job).toMatchObject({ state: "done", percent: 100, pass: "done", error: null });
      const [video] = await ctx.db.select().from(contentVideos).where(eq(contentVideos.id, videoId));
      expect(video!.renditions).toEqual([240, 360]);
      expect(video!.hasSprite).toBe(true);
      expect(video!.durationSeconds).toBeCloseTo(4, 0);
      expect(video!.hlsPrefix).toMatch(/^videos\/hls\/[0-9a-f-]+$/);
      if (s3) {
        const keys = await s3.keys();
        expect(keys).toContain(`${video!.hlsPrefix}/master.m3u8`);
        expect(keys).toContain(`${video!.hlsPrefix}/360p/seg_0000.ts`);
      }
    });

    it("plays for the learner through signed, session-bound addresses only", async () => {
      const detail = await ctx.api("GET", `/api/resources/videos/${videoId}`, { token: learner.token });
      expect(detail.status).toBe(200);
      expect(detail.body.format).toBe("hls");
      expect(detail.body.watermark).toBe(learner.email);
      expect(detail.body.durationSeconds).toBeCloseTo(4, 0);
      const { stream } = detail.body;
      expect(stream.renditions).toEqual([240, 360]);
      expect(detail.body.playbackUrl).toBe(stream.masterUrl);
      // No object address reaches the browser: only this app's media route.
      expect(stream.masterUrl).toMatch(/^\/api\/resources\/media\/\d+\/hls\/master\.m3u8\?sig=/);
      const cookie = String(detail.headers["set-cookie"]).split(";")[0]!;
      expect(String(detail.headers["set-cookie"])).toMatch(/HttpOnly/i);

      const get = (url: string, headers: Record<string, string> = { cookie }) =>
        ctx.app.inject({ method: "GET", url, headers });
      const master = await get(stream.masterUrl);
      expect(master.statusCode).toBe(200);
      expect(master.headers["content-type"]).toMatch(/mpegurl/);
      const variants = master.body.split("\n").filter((l) => l && !l.startsWith("#"));
      expect(variants).toHaveLength(2);
      for (const v of variants) expect(v).toMatch(/^\d+p\/index\.m3u8\?sig=/);
      const base = stream.masterUrl.slice(0, stream.masterUrl.indexOf("master.m3u8"));
      const variant = await get(base + variants[0]);
      expect(variant.statusCode).toBe(200);
      const segments = variant.body.split("\n").filter((l) => l && !l.startsWith("#"));
      expect(segments.length).toBeGreaterThanOrEqual(1);
      const segment = await get(base + variants[0]!.split("/")[0] + "/" + segments[0]);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers["content-type"]).toBe("video/mp2t");
      expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
      const poster = await get(stream.posterUrl);
      expect(poster.statusCode).toBe(200);
      expect(poster.headers["content-type"]).toBe("image/jpeg");
      const sprite = await get(stream.thumbnailsUrl);
      expect(sprite.body).toMatch(/sprite\.jpg\?sig=[^#]+#xywh=0,0,160,90/);

      // The same URL: without the media cookie (copied elsewhere), 403.
      expect((await get(stream.masterUrl, {})).statusCode).toBe(403);
      // Another learner, without the enrolment, with a cookie of their own: 403 on the same URLs.
      const theirs = await ctx.api("GET", `/api/resources/videos/${videoId}`, { token: other.token });
      expect(theirs.status).toBe(404);
      const otherCookie = `fc_media=${ctx.app.jwt.sign({ mediaSession: other.sid, viewer: other.id })}`;
      expect((await get(stream.masterUrl, { cookie: otherCookie })).statusCode).toBe(403);
      expect((await get(base + variants[0], { cookie: otherCookie })).statusCode).toBe(403);
      // A file name outside the ladder, or a path trying to leave it: 400 before anything is read.
      expect((await get(`${base}../../../master.m3u8?sig=x`)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await get(`/api/resources/media/${videoId}/hls/secret.txt?sig=x`)).statusCode).toBe(400);
      // A forged sig: 403.
      expect((await get(`/api/resources/media/${videoId}/hls/master.m3u8?sig=abc`)).statusCode).toBe(403);

      // Logged out: the session is over, and so is the stream.
      const out = await ctx.api("POST", "/api/auth/logout", { token: learner.token });
      expect(out.status).toBeLessThan(300);
      const after = await get(stream.masterUrl);
      expect(after.statusCode).toBe(403);
      expect(JSON.parse(after.body)).toMatchObject({ error: "forbidden" });
    });

    it("gives each job to one worker; takes over a dead worker's job; retries and cancels", async () => {
      const [video] = await ctx.db.select().from(contentVideos).where(eq(contentVideos.id, videoId));
      const jobId = await enqueueVideoJob(ctx.db, video!.id, admin.id);
      const [a, b] = await Promise.all([
        claimVideoJob(ctx.db, "worker-a", 60_000),
        claimVideoJob(ctx.db, "worker-b", 60_000),
      ]);
      expect([a?.id, b?.id].filter(Boolean)).toEqual([jobId]);
      const holder = a ? "worker-a" : "worker-b";
      const stranger = a ? "worker-b" : "worker-a";
      // While the lease holds, nobody else claims it; the stranger's heartbeat is refused.
      expect(await claimVideoJob(ctx.db, stranger, 60_000)).toBeNull();
      expect(await heartbeat(ctx.db, jobId, stranger, 60_000, { percent: 5, pass: "ladder" })).toBe(false);
      // The holder dies: its lease runs out, and the other worker takes the job over (attempt 2).
      await ctx.db
        .update(videoJobs)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(videoJobs.id, jobId));
      const taken = await claimVideoJob(ctx.db, stranger, 60_000);
      expect(taken).toMatchObject({ id: jobId, attempts: 2 });
      expect(await heartbeat(ctx.db, jobId, holder, 60_000, { percent: 9, pass: "ladder" })).toBe(false);
      // A failure is retried later (backoff), then given up with its reason.
      expect(await failVideoJob(ctx.db, taken!, stranger, "ffmpeg exited with code 1: disk full", true)).toBe(
        "queued",
      );
      const [queued] = await ctx.db.select().from(videoJobs).where(eq(videoJobs.id, jobId));
      expect(queued!.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(await claimVideoJob(ctx.db, holder, 60_000)).toBeNull();
      await ctx.db
        .update(videoJobs)
        .set({ runAfter: sql`now()` })
        .where(eq(videoJobs.id, jobId));
      const third = await claimVideoJob(ctx.db, holder, 60_000);
      expect(third?.attempts).toBe(3);
      expect(await failVideoJob(ctx.db, third!, holder, "ffmpeg exited with code 1: disk full", true)).toBe(
        "failed",
      );
      const list = await ctx.api("GET", "/api/content/video-jobs", { token: admin.token });
      expect(list.body.jobs[0]).toMatchObject({
        id: jobId,
        state: "failed",
        error: "ffmpeg exited with code 1: disk full",
      });
      // Queued again by the admin, then canceled: the worker's next heartbeat finds it is no longer its own.
      expect(
        (await ctx.api("POST", `/api/content/video-jobs/${jobId}/retry`, { token: admin.token })).body.state,
      ).toBe("queued");
      const mine = await claimVideoJob(ctx.db, holder, 60_000);
      expect(mine?.id).toBe(jobId);
      const canceled = await ctx.api("POST", `/api/content/video-jobs/${jobId}/cancel`, {
        token: admin.token,
      });
      expect(canceled.body.state).toBe("canceled");
      expect(await heartbeat(ctx.db, jobId, holder, 60_000, { percent: 50, pass: "ladder" })).toBe(false);
      expect(
        (await ctx.api("POST", `/api/content/video-jobs/${jobId}/cancel`, { token: admin.token })).status,
      ).toBe(409);
      expect(
        (await ctx.api("POST", `/api/content/video-jobs/${jobId}/stop`, { token: admin.token })).status,
      ).toBe(400);
    });

    it("fails a job whose file is missing with a plain reason, without retrying", async () => {
      // The row names a file the storage does not have (lost in a botched restore).
      await ctx.db
        .update(contentVideos)
        .set({ fileName: "00000000-0000-0000-0000-000000000000.mp4" })
        .where(eq(contentVideos.id, videoId));
      const jobId = await enqueueVideoJob(ctx.db, videoId, admin.id);
      await ctx.app.videoTranscoder.drain();
      const [job] = await ctx.db.select().from(videoJobs).where(eq(videoJobs.id, jobId));
      expect(job).toMatchObject({ state: "failed", attempts: 1 });
      expect(job!.error).toMatch(/missing/);
    });

    it("deletes the video's ladder, poster and sprite from the storage with the video", async () => {
      const [video] = await ctx.db.select().from(contentVideos).where(eq(contentVideos.id, videoId));
      const prefix = video!.hlsPrefix!;
      const local = createLocalStorage(ctx.config.uploadsDir);
      const stored = async () => {
        const keys = s3 ? await s3.keys() : [];
        if (!s3) for await (const o of local.list()) keys.push(o.key);
        return keys.filter((k) => k.startsWith(`${prefix}/`));
      };
      const before = await stored();
      for (const file of ["master.m3u8", "poster.jpg", "sprite.jpg", "sprite.vtt", "240p/index.m3u8"])
        expect(before).toContain(`${prefix}/${file}`);
      expect(before.filter((k) => k.endsWith(".ts")).length).toBeGreaterThanOrEqual(2);
      const deleted = await ctx.api("DELETE", `/api/content/videos/${videoId}?force=true`, {
        token: admin.token,
      });
      expect(deleted.status).toBe(200);
      expect(await stored()).toEqual([]);
      if (!s3) expect(existsSync(join(ctx.config.uploadsDir, prefix))).toBe(false);
    });
  },
);

describe("ladder, playlists and sprite index", () => {
  it("never goes above the source", () => {
    expect(ladderFor(1080).map((r) => r.height)).toEqual([240, 360, 540, 720]);
    expect(ladderFor(480).map((r) => r.height)).toEqual([240, 360]);
    expect(ladderFor(180).map((r) => r.height)).toEqual([180]);
  });
  it("signs every address of a playlist, before a fragment", () => {
    expect(signPlaylist("#EXTM3U\n#EXTINF:4,\nseg_0000.ts\n", "a b")).toBe(
      "#EXTM3U\n#EXTINF:4,\nseg_0000.ts?sig=a%20b\n",
    );
    const vtt = spriteVtt(25, "sprite.jpg");
    expect(vtt).toContain("00:00:00.000 --> 00:00:02.000\nsprite.jpg#xywh=0,0,160,90");
    expect(signPlaylist(vtt, "s")).toContain("sprite.jpg?sig=s#xywh=160,0,160,90");
  });
});
