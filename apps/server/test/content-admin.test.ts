import type * as FsPromises from "node:fs/promises";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DEMO_VIDEOS_DIR, uploadVideosDir } from "../src/platform/media.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { createModule } from "./helpers/content.ts";
import { synced } from "./helpers/fsync-spy.ts";
import { fieldText } from "./helpers/field-text.ts";

// Every path whose handle was fsynced (the real fs otherwise): uploads must sync the file and its folder.
vi.mock("node:fs/promises", async (importOriginal) =>
  (await import("./helpers/fsync-spy.ts")).spySync(await importOriginal<typeof FsPromises>()),
);

const CLIP = readFileSync(join(DEMO_VIDEOS_DIR, "train-test.mp4"));
// A real PNG header: a file named .mp4 whose bytes are an image must be refused.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(200, 1),
]);

/** A multipart/form-data body with text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = "----content-test-boundary";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(BACKENDS)("instructor content on $name", (backend) => {
  // A 64 KB upload limit so the oversize case needs no large file (two demo clips are bigger).
  const suite = testSuite(backend, { env: { VIDEO_UPLOAD_MAX_MB: "0.0625" }, admin: { steps: 3 } });

  async function upload(
    moduleId: number,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) {
    const body = multipart(fields, file);
    const res = await suite.ctx.app.inject({
      method: "POST",
      url: `/api/content/modules/${moduleId}/videos/upload`,
      headers: { ...body.headers, authorization: `Bearer ${suite.admin.token}` },
      payload: body.payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  const newModule = (family?: string, title?: string) => createModule(suite.ctx, suite.admin, family, title);

  it("is for admins only", async () => {
    const learner = await suite.ctx.makeUser({ programs: ["DS"], steps: 1 });
    const res = await suite.ctx.api("GET", "/api/content/modules?family=DS", { token: learner.token });
    expect(res.status).toBe(403);
    expect((await suite.ctx.api("GET", "/api/content/modules?family=DS")).status).toBe(401);
  });

  it("creates modules, videos from addresses and questions, and orders them", async () => {
    const a = await newModule("GenAI", "Prompting");
    const b = await newModule("GenAI", "Retrieval");
    expect([a.position, b.position]).toEqual([0, 1]);
    const hls = await suite.ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: suite.admin.token,
      body: { title: "Stream", url: "https://cdn.example.com/live/master.m3u8?x=1" },
    });
    expect(hls.body).toMatchObject({
      kind: "url",
      format: "hls",
      previewUrl: "https://cdn.example.com/live/master.m3u8?x=1",
    });
    const mp4 = await suite.ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: suite.admin.token,
      body: { title: "File", url: "https://cdn.example.com/a.mp4", durationSeconds: 300 },
    });
    expect(mp4.body).toMatchObject({ format: "file", durationSeconds: 300, position: 1 });
    const badUrl = await suite.ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: suite.admin.token,
      body: { title: "Bad", url: "javascript:alert(1)" },
    });
    expect(badUrl.status).toBe(400);
    expect(fieldText(badUrl.body)).toBe(
      "body.url: Enter the video address as a full web address starting with https://, of an MP4 file or an HLS playlist (.m3u8)",
    );

    const q = await suite.ctx.api("POST", `/api/content/videos/${hls.body.id}/questions`, {
      token: suite.admin.token,
      body: { prompt: "Which temperature suits extraction?", options: ["0.1", "1.5"], correctIndex: 0 },
    });
    expect(q.body).toMatchObject({ correctIndex: 0, answerCount: 0, explanation: "" });
    const badQ = await suite.ctx.api("POST", `/api/content/videos/${hls.body.id}/questions`, {
      token: suite.admin.token,
      body: { prompt: "?", options: ["only one"], correctIndex: 3 },
    });
    expect(badQ.status).toBe(400);

    const ordered = await suite.ctx.api("PUT", "/api/content/modules/order", {
      token: suite.admin.token,
      body: { family: "GenAI", ids: [b.id, a.id] },
    });
    expect(ordered.body.modules.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    const videos = await suite.ctx.api("PUT", `/api/content/modules/${a.id}/videos/order`, {
      token: suite.admin.token,
      body: { ids: [mp4.body.id, hls.body.id] },
    });
    expect(videos.body.videos.map((v: { title: string }) => v.title)).toEqual(["File", "Stream"]);

    const before = await suite.ctx.snapshot();
    const partial = await suite.ctx.api("PUT", "/api/content/modules/order", {
      token: suite.admin.token,
      body: { family: "GenAI", ids: [a.id] },
    });
    expect(partial.status).toBe(400);
    expect(fieldText(partial.body)).toMatch(/exactly once/);
    expect(await suite.ctx.snapshot()).toEqual(before);

    const learner = await suite.ctx.makeUser({ programs: ["GenAIGOLD"], steps: 1 });
    const list = await suite.ctx.api("GET", "/api/resources", { token: learner.token });
    expect(list.body.modules.map((m: { title: string }) => m.title)).toEqual(["Retrieval", "Prompting"]);
    expect(list.body.modules[1].videos.map((v: { format: string }) => v.format)).toEqual(["file", "hls"]);
  });

  it("drops a typed 'Module n:' from module titles, which the screens number themselves", async () => {
    const created = await newModule("GenAI", "Module 3: Agents");
    expect(created.title).toBe("Agents");
    const renamed = await suite.ctx.api("PATCH", `/api/content/modules/${created.id}`, {
      token: suite.admin.token,
      body: { title: "module 4 - Tool use" },
    });
    expect(renamed.body.title).toBe("Tool use");
  });

  it("edits a video's timed transcript, which learners get as cues and WebVTT captions", async () => {
    const mod = await newModule("SSEP", "Survey design");
    const video = await suite.ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: suite.admin.token,
      body: { title: "Sampling", url: "https://cdn.example.com/sampling.mp4", durationSeconds: 30 },
    });
    expect(video.body.transcript).toBe("");
    const url = `/api/content/videos/${video.body.id}`;
    const bad = await suite.ctx.api("PATCH", url, {
      token: suite.admin.token,
      body: { transcript: "0:05 Quota samples.\n0:02 Earlier line" },
    });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe("body.transcript: Line 2: 0:02 is not after the line before");
    const ok = await suite.ctx.api("PATCH", url, {
      token: suite.admin.token,
      body: { transcript: "0:00 A sample stands in for the population.\n0:12 Random sampling avoids bias." },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.transcript).toBe(
      "0:00 A sample stands in for the population.\n0:12 Random sampling avoids bias.",
    );

    const learner = await suite.ctx.makeUser({ programs: ["SSEP"], steps: 1 });
    const detail = await suite.ctx.api("GET", `/api/resources/videos/${video.body.id}`, {
      token: learner.token,
    });
    expect(detail.body.transcript).toEqual([
      { start: 0, end: 12, text: "A sample stands in for the population." },
      { start: 12, end: 30, text: "Random sampling avoids bias." },
    ]);
    const vtt = await suite.ctx.app.inject({ method: "GET", url: detail.body.captionsUrl });
    expect(vtt.body).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.000\nA sample stands in for the population.\n\n" +
        "2\n00:00:12.000 --> 00:00:30.000\nRandom sampling avoids bias.\n",
    );
    // An emptied transcript removes the captions track.
    await suite.ctx.api("PATCH", url, { token: suite.admin.token, body: { transcript: "" } });
    const none = await suite.ctx.api("GET", `/api/resources/videos/${video.body.id}`, {
      token: learner.token,
    });
    expect(none.body).toMatchObject({ transcript: [], captionsUrl: null });
    expect((await suite.ctx.app.inject({ method: "GET", url: detail.body.captionsUrl })).statusCode).toBe(
      404,
    );
  });

  it("stores an uploaded MP4 under a generated name and streams it to learners of that family", async () => {
    const mod = await newModule("DS", "Uploads");
    const res = await upload(
      mod.id,
      { title: "Clip", description: "d", durationSeconds: "12" },
      {
        name: "../../evil name.mp4",
        type: "video/mp4",
        data: CLIP.subarray(0, 50_000),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: "upload",
      mimeType: "video/mp4",
      sizeBytes: 50_000,
      durationSeconds: 12,
    });
    const dir = uploadVideosDir(suite.ctx.config.uploadsDir);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    // Durable before the row points at it: the bytes were synced, and the folder after the rename.
    expect(synced.some((p) => p.startsWith(join(dir, ".upload-")))).toBe(true);
    expect(synced).toContain(dir);

    const learner = await suite.ctx.makeUser({ programs: ["DSGOLD"], steps: 1 });
    const detail = await suite.ctx.api("GET", `/api/resources/videos/${res.body.id}`, {
      token: learner.token,
    });
    const media = await suite.ctx.app.inject({
      method: "GET",
      url: detail.body.playbackUrl,
      headers: { range: "bytes=0-9" },
    });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.equals(CLIP.subarray(0, 10))).toBe(true);
    const outsider = await suite.ctx.makeUser({ programs: ["BA"], steps: 1 });
    expect(
      (await suite.ctx.api("GET", `/api/resources/videos/${res.body.id}`, { token: outsider.token })).status,
    ).toBe(404);

    const deleted = await suite.ctx.api("DELETE", `/api/content/videos/${res.body.id}`, {
      token: suite.admin.token,
    });
    expect(deleted.body).toEqual({ deleted: res.body.id });
    expect(existsSync(join(dir, files[0]!))).toBe(false);
  });

  it("refuses a file that is not a video (by its content), an oversize one, and a missing one, keeping nothing", async () => {
    const mod = await newModule("DS", "Refusals");
    const dir = uploadVideosDir(suite.ctx.config.uploadsDir);
    const before = await suite.ctx.snapshot();
    const filesBefore = existsSync(dir) ? readdirSync(dir) : [];

    const image = await upload(
      mod.id,
      { title: "Not a video" },
      { name: "lecture.mp4", type: "video/mp4", data: PNG },
    );
    expect(image.status).toBe(415);
    expect(fieldText(image.body)).toBe(
      "body.file: Not a video we can play (detected image/png); upload an MP4 or WebM file",
    );
    expect(image.body.message).toMatch(/^Not a video we can play/);
    const text = await upload(
      mod.id,
      { title: "Text" },
      {
        name: "lecture.mp4",
        type: "video/mp4",
        data: Buffer.from("just some text, not a video at all"),
      },
    );
    expect(text.status).toBe(415);
    const big = await upload(
      mod.id,
      { title: "Too big" },
      // Two demo clips back to back: over the 64 KB limit whatever the length of one clip.
      { name: "big.mp4", type: "video/mp4", data: Buffer.concat([CLIP, CLIP]) },
    );
    expect(big.status).toBe(413);
    expect(fieldText(big.body)).toBe("the video is larger than the 0.1 MB limit");
    const none = await upload(mod.id, { title: "No file" });
    expect(none.status).toBe(400);
    expect(fieldText(none.body)).toBe("body.file: Choose a video file to upload");
    expect(none.body.message).toBe("Choose a video file to upload");
    const noTitle = await upload(
      mod.id,
      {},
      { name: "a.mp4", type: "video/mp4", data: CLIP.subarray(0, 20_000) },
    );
    expect(noTitle.status).toBe(400);
    expect(fieldText(noTitle.body)).toBe("body.title: Fill in title");
    const json = await suite.ctx.api("POST", `/api/content/modules/${mod.id}/videos/upload`, {
      token: suite.admin.token,
      body: { title: "x" },
    });
    expect(json.status).toBe(415);
    const unknown = await upload(
      999999,
      { title: "x" },
      { name: "a.mp4", type: "video/mp4", data: CLIP.subarray(0, 20_000) },
    );
    expect(unknown.status).toBe(404);

    expect(await suite.ctx.snapshot()).toEqual(before);
    expect(readdirSync(dir)).toEqual(filesBefore);
  });

  it("limits video uploads to 30 a minute per admin, as every upload route; the 31st is 429 and keeps nothing", async () => {
    const mod = await newModule("DS", "Rate limited");
    const admin = await suite.ctx.makeUser({ role: "admin", steps: 3 });
    const send = async (data: Buffer) => {
      const body = multipart({ title: "Clip" }, { name: "a.mp4", type: "video/mp4", data });
      const res = await suite.ctx.app.inject({
        method: "POST",
        url: `/api/content/modules/${mod.id}/videos/upload`,
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
        payload: body.payload,
      });
      return res.statusCode;
    };
    for (let i = 0; i < 30; i++) expect(await send(Buffer.from("not a video\n".repeat(50)))).toBe(415);
    const before = await suite.ctx.snapshot();
    expect(await send(CLIP.subarray(0, 20_000))).toBe(429);
    expect(await suite.ctx.snapshot()).toEqual(before);
    // Counted per admin: the suite's admin still uploads.
    expect(
      (await upload(mod.id, { title: "Clip" }, { name: "a.mp4", type: "video/mp4", data: CLIP })).status,
    ).toBe(200);
  });
});
