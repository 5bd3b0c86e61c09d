// Files in an S3-compatible bucket (STORAGE_URL=s3://...): a real S3 server (s3rver) started by the test, two app
// instances with separate DATA_DIRs sharing the database and the bucket (uploaded through one, read through the
// other), range requests, failed uploads leaving no object, storage:migrate, and readiness naming the storage.
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { AbortMultipartUploadCommand, CreateMultipartUploadCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { App } from "../src/app.ts";
import { runCli } from "../src/cli/run-cli.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { createS3Storage } from "../src/platform/storage/s3.ts";
import { StorageTooLarge } from "../src/platform/storage/storage.ts";
import { researchFilesDir } from "../src/modules/research/files.ts";
import { DEMO_VIDEOS_DIR, uploadVideosDir } from "../src/platform/media.ts";
import { startServer } from "../src/server.ts";
import { BACKENDS, TEST_SECRET, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { createModule } from "./helpers/content.ts";
import { multipartBody, ooxmlBytes, pdfBytes } from "./helpers/research.ts";
import { startS3 } from "./helpers/s3.ts";
import type { TestS3 } from "./helpers/s3.ts";
import { until } from "./helpers/wait.ts";

const MiB = 1024 * 1024;
const CLIP = readFileSync(join(DEMO_VIDEOS_DIR, "train-test.mp4"));
/** An MP4 of 12 MiB (the clip's header, then padding): three 5 MB parts of a multipart upload. */
const BIG_CLIP = Buffer.concat([CLIP, Buffer.alloc(12 * MiB - CLIP.length, 7)]);
const ENV = { VIDEO_UPLOAD_MAX_MB: "16" };

/** Files (not temporary ones) under a local folder, recursively. */
function localFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith("."))
    .map((e) => e.name);
}

describe.each(BACKENDS)("S3 storage on $name", (backend) => {
  let s3: TestS3;
  let one: TestContext;
  let two: App;
  let admin: TestUser;
  let learner: TestUser;

  beforeAll(async () => {
    s3 = await startS3();
    one = await createTestContext(backend, { env: { ...ENV, ...s3.env } });
    // A second instance: its own DATA_DIR (another machine), the same database and bucket.
    two = await buildApp({ config: testConfig({ ...ENV, ...s3.env }), db: one.handle });
    await two.ready();
    admin = await one.makeUser({ role: "admin", steps: 3 });
    learner = await one.makeUser({
      steps: 3,
      researchType: "NEW",
      programs: [{ program: "DSGOLD", start: addDays(todayIst(), -30) }],
    });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await s3?.remove();
  });

  /** A multipart POST through an instance. */
  async function post(
    app: App,
    url: string,
    token: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1],
  ) {
    const { payload, headers } = multipartBody(fields, files);
    const res = await app.inject({
      method: "POST",
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  it("keeps a research file in the bucket: uploaded through one instance, downloaded through the other", async () => {
    const bytes = await ooxmlBytes("xlsx");
    const res = await post(one.app, "/api/ivepresearch", learner.token, { company: "Infosys", text: "DCF" }, [
      { name: "infosys-dcf.xlsx", bytes },
    ]);
    expect(res.status).toBe(200);
    const keys = await s3.keys();
    expect(keys.filter((k) => k.startsWith("research/"))).toEqual([
      expect.stringMatching(/^research\/[0-9a-f-]{36}\.xlsx$/),
    ]);
    // Nothing on either instance's disk.
    expect(localFiles(researchFilesDir(one.config.uploadsDir))).toEqual([]);
    const dl = await two.inject({
      method: "GET",
      url: res.body.research.file.url,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(dl.headers["content-length"]).toBe(String(bytes.length));
    expect(dl.rawPayload.equals(bytes)).toBe(true);
  });

  it("keeps a profile photo in the bucket and serves it from the other instance", async () => {
    const user = await one.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const res = await post(one.app, "/api/user/profile/photo", user.token, {}, [
      { field: "photo", name: "me.jpg", bytes: jpeg, type: "image/jpeg" },
    ]);
    expect(res.status).toBe(200);
    const name = String(res.body.photo).split("/").pop();
    expect(await s3.keys()).toContain(`userProfile/${name}`);
    const img = await two.inject({ method: "GET", url: res.body.photo });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
    expect((await sharp(img.rawPayload).metadata()).width).toBe(512);
  });

  it("stores an uploaded video in parts and serves ranges of it from the other instance (206, Content-Range)", async () => {
    const mod = await createModule(one, admin, "DS", "Valuation");
    const res = await post(
      one.app,
      `/api/content/modules/${mod.id}/videos/upload`,
      admin.token,
      { title: "DCF in 12 minutes", description: "Free cash flow to firm", durationSeconds: "720" },
      [{ name: "dcf.mp4", bytes: BIG_CLIP, type: "video/mp4" }],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "upload", mimeType: "video/mp4", sizeBytes: BIG_CLIP.length });
    expect((await s3.keys()).filter((k) => k.startsWith("videos/"))).toHaveLength(1);
    // The temporary file was streamed to the bucket and removed; no video stays on the disk.
    expect(readdirSync(uploadVideosDir(one.config.uploadsDir))).toEqual([]);

    const detail = await two.inject({
      method: "GET",
      url: `/api/resources/videos/${res.body.id}`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(detail.statusCode).toBe(200);
    const url = JSON.parse(detail.body).playbackUrl as string;
    // Across the boundary of the first two 5 MiB parts.
    const start = 5 * MiB - 1000;
    const end = 5 * MiB + 999;
    const part = await two.inject({ method: "GET", url, headers: { range: `bytes=${start}-${end}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes ${start}-${end}/${BIG_CLIP.length}`);
    expect(part.headers["content-length"]).toBe("2000");
    expect(part.rawPayload.equals(BIG_CLIP.subarray(start, end + 1))).toBe(true);
    const tail = await two.inject({ method: "GET", url, headers: { range: "bytes=-500" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(BIG_CLIP.subarray(BIG_CLIP.length - 500))).toBe(true);
    const beyond = await two.inject({ method: "GET", url, headers: { range: `bytes=${BIG_CLIP.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${BIG_CLIP.length}`);
    const whole = await two.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(BIG_CLIP)).toBe(true);

    // Deleting the video deletes its object.
    const del = await one.api("DELETE", `/api/content/videos/${res.body.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect((await s3.keys()).filter((k) => k.startsWith("videos/"))).toEqual([]);
    // The three-part upload was completed, so none is left open.
    expect(await s3.unfinishedUploads()).toEqual([]);
  });

  it("leaves no object behind when an upload fails: too big, a bad Office file, not a video", async () => {
    const before = await s3.keys();
    const big = await post(one.app, "/api/ivepresearch", learner.token, { company: "TCS", text: "x" }, [
      { name: "big.pdf", bytes: pdfBytes(10 * MiB) },
    ]);
    expect(big.status).toBe(413);
    const docx = await ooxmlBytes("docx");
    const misnamed = await post(one.app, "/api/ivepresearch", learner.token, { company: "TCS", text: "x" }, [
      { name: "model.xlsx", bytes: docx },
    ]);
    expect(misnamed.status).toBe(400);
    const mod = await createModule(one, admin, "DS", "Refused");
    const url = `/api/content/modules/${mod.id}/videos/upload`;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const notVideo = await post(one.app, url, admin.token, { title: "T", durationSeconds: "10" }, [
      { name: "clip.mp4", bytes: png, type: "video/mp4" },
    ]);
    expect(notVideo.status).toBe(415);
    const tooLong = await post(one.app, url, admin.token, { title: "T", durationSeconds: "10" }, [
      { name: "clip.mp4", bytes: Buffer.concat([CLIP, Buffer.alloc(16 * MiB)]), type: "video/mp4" },
    ]);
    expect(tooLong.status).toBe(413);
    expect(await s3.keys()).toEqual(before);
    expect(await s3.unfinishedUploads()).toEqual([]);
  });

  it("leaves no object behind when the client disconnects halfway through a video upload", async () => {
    const before = await s3.keys();
    const mod = await createModule(one, admin, "DS", "Aborted");
    const server = await startServer({
      config: { ...one.config, port: 0 },
      logger: one.app.log as never,
      db: one.handle,
    });
    const dir = uploadVideosDir(one.config.uploadsDir);
    const tmp = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".tmp")) : []);
    try {
      const boundary = "----abort";
      const socket = connect(server.port, "127.0.0.1");
      await once(socket, "connect");
      socket.write(
        `POST /api/content/modules/${mod.id}/videos/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${admin.token}\r\nContent-Length: ${8 * MiB}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n` +
          `Content-Type: video/mp4\r\n\r\n`,
      );
      socket.write(BIG_CLIP.subarray(0, 6 * MiB));
      // The upload is under way: its temporary file exists and has received the first MiB of the video.
      await until(
        () => tmp().length === 1 && statSync(join(dir, tmp()[0]!)).size >= MiB,
        "1 MiB in the upload's temporary file",
        { ms: 30_000 },
      );
      socket.destroy();
      await until(() => tmp().length === 0, "the temporary file to be removed after the disconnect", {
        ms: 30_000,
      });
    } finally {
      await server.close();
    }
    expect(tmp()).toEqual([]);
    expect(await s3.keys()).toEqual(before);
    expect(await s3.unfinishedUploads()).toEqual([]);
  });

  it("aborts a put whose body fails or grows past its cap mid-stream, keeping no object", async () => {
    const storage = createS3Storage(s3.config);
    const before = await s3.keys();
    // The listing sees an upload left open (so an empty one below means none was left), and abort closes it.
    const open = await s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: "videos/open.mp4" }),
    );
    expect(await s3.unfinishedUploads()).toEqual(["videos/open.mp4"]);
    await s3.client.send(
      new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: "videos/open.mp4", UploadId: open.UploadId }),
    );
    expect(await s3.unfinishedUploads()).toEqual([]);
    try {
      // Fails after two 4 MiB chunks, once the bucket lists its multipart upload as begun (it must not complete).
      let chunks = 0;
      const failing = new Readable({
        read() {
          chunks += 1;
          if (chunks <= 2) this.push(Buffer.alloc(4 * MiB, 1));
          else if (chunks === 3)
            until(
              async () => (await s3.unfinishedUploads()).includes("videos/failing.mp4"),
              "the bucket to list the multipart upload of videos/failing.mp4",
              { ms: 30_000 },
            ).then(
              () => this.destroy(new Error("the learner's connection dropped")),
              (err: Error) => this.destroy(err),
            );
        },
      });
      await expect(storage.put("videos/failing.mp4", failing, { contentType: "video/mp4" })).rejects.toThrow(
        "the learner's connection dropped",
      );
      const endless = Readable.from(
        (function* () {
          for (let i = 0; i < 8; i++) yield Buffer.alloc(2 * MiB, 2);
        })(),
      );
      await expect(
        storage.put("videos/capped.mp4", endless, { contentType: "video/mp4", maxBytes: 11 * MiB }),
      ).rejects.toBeInstanceOf(StorageTooLarge);
      expect(await s3.keys()).toEqual(before);
      // Both puts had begun a multipart upload (the capped one after its first 5 MiB part); each was aborted.
      expect(await s3.unfinishedUploads()).toEqual([]);
      expect(await storage.head("videos/failing.mp4")).toBeNull();
    } finally {
      await storage.close();
    }
  });

  it("storage:migrate copies DATA_DIR/uploads into the bucket, skips what is there when run again, and shows progress", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fincareer-migrate-"));
    const uploads = join(dataDir, "uploads");
    const files: Record<string, Buffer> = {
      "research/0b6f1c9e-2f57-4a57-9d0b-8f5e2b8f1a11.pdf": pdfBytes(3000),
      "userProfile/7d3c2a10-5b1e-4c9f-8a77-1e2d3c4b5a69.webp": Buffer.from("RIFF....WEBPVP8 "),
      "videos/c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8.mp4": CLIP,
    };
    for (const [key, bytes] of Object.entries(files)) {
      mkdirSync(join(uploads, key, ".."), { recursive: true });
      writeFileSync(join(uploads, key), bytes);
    }
    // A half-written upload is never copied.
    writeFileSync(join(uploads, "videos", ".upload-1.mp4.tmp"), "half");
    const prefix = `migrated-${backend.name}`;
    const env = {
      ...s3.env,
      STORAGE_URL: s3.env.STORAGE_URL!.replace("?", `/${prefix}?`),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRET,
    };
    const run = async (e: NodeJS.ProcessEnv) => {
      let out = "";
      let err = "";
      const code = await runCli(["storage:migrate"], {
        env: e,
        out: (t) => (out += t),
        err: (t) => (err += t),
      });
      return { code, out, err };
    };
    const first = await run(env);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain("[1/3] copied research/0b6f1c9e-2f57-4a57-9d0b-8f5e2b8f1a11.pdf");
    expect(first.out).toMatch(
      /\[3\/3\] copied videos\/c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8\.mp4 \(.+; .+ of .+\)/,
    );
    expect(first.out).toContain(`copied 3 file(s)`);
    const keys = (await s3.keys()).filter((k) => k.startsWith(`${prefix}/`));
    expect(keys).toEqual(
      Object.keys(files)
        .map((k) => `${prefix}/${k}`)
        .sort(),
    );

    const again = await run(env);
    expect(again.code).toBe(0);
    expect(again.out).toContain("[2/3] skipped userProfile/7d3c2a10-5b1e-4c9f-8a77-1e2d3c4b5a69.webp");
    expect(again.out).toContain("copied 0 file(s)");
    expect(again.out).toContain("skipped 3 already there");

    // Copied objects read back whole, with the type their extension names, through an app on the bucket.
    const storage = createS3Storage({ ...s3.config, prefix: `${prefix}/` });
    try {
      const video = await storage.get("videos/c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8.mp4");
      expect(video?.contentType).toBe("video/mp4");
      const chunks: Buffer[] = [];
      for await (const c of video!.stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(CLIP)).toBe(true);
    } finally {
      await storage.close();
    }

    const local = await run({ DATA_DIR: dataDir, JWT_SECRET: TEST_SECRET });
    expect(local.code).toBe(1);
    expect(local.err).toMatch(/STORAGE_URL is not set to one/);
  });

  it("readiness checks the bucket, and names the storage with 503 once the S3 server stops", async () => {
    const ok = await one.api("GET", "/api/health/ready");
    expect(ok.status).toBe(200);
    expect(ok.body.checks).toContainEqual({ part: "storage", ok: true });
    await s3.stop();
    const down = await two.inject({ method: "GET", url: "/api/health/ready" });
    expect(down.statusCode).toBe(503);
    const body = JSON.parse(down.body);
    expect(body.message).toMatch(/^not ready: .*storage/);
    expect(body.checks).toContainEqual(expect.objectContaining({ part: "storage", ok: false }));
  });
});
