import type * as FsPromises from "node:fs/promises";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_VIDEOS_DIR, uploadVideosDir } from "../src/modules/resources/media.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

// Every path whose handle was fsynced (the real fs otherwise): uploads must sync the file and its folder.
const synced = vi.hoisted(() => [] as string[]);
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open = (async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      synced.push(String(args[0]));
      return sync();
    };
    return handle;
  }) as typeof actual.open;
  return { ...actual, open, default: { ...actual, open } };
});

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
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    // A 64 KB upload limit so the oversize case needs no large file (the demo clip is bigger).
    ctx = await createTestContext(backend, { env: { VIDEO_UPLOAD_MAX_MB: "0.0625" } });
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function upload(
    moduleId: number,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) {
    const body = multipart(fields, file);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/content/modules/${moduleId}/videos/upload`,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
      payload: body.payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  async function newModule(family = "DS", title = "Module") {
    const res = await ctx.api("POST", "/api/content/modules", {
      token: admin.token,
      body: { family, title },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  it("is for admins only", async () => {
    const learner = await ctx.makeUser({ programs: ["DS"], steps: 1 });
    const res = await ctx.api("GET", "/api/content/modules?family=DS", { token: learner.token });
    expect(res.status).toBe(403);
    expect((await ctx.api("GET", "/api/content/modules?family=DS")).status).toBe(401);
  });

  it("creates modules, videos from addresses and questions, and orders them", async () => {
    const a = await newModule("GenAI", "Prompting");
    const b = await newModule("GenAI", "Retrieval");
    expect([a.position, b.position]).toEqual([0, 1]);
    const hls = await ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: admin.token,
      body: { title: "Stream", url: "https://cdn.example.com/live/master.m3u8?x=1" },
    });
    expect(hls.body).toMatchObject({
      kind: "url",
      format: "hls",
      previewUrl: "https://cdn.example.com/live/master.m3u8?x=1",
    });
    const mp4 = await ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: admin.token,
      body: { title: "File", url: "https://cdn.example.com/a.mp4", durationSeconds: 300 },
    });
    expect(mp4.body).toMatchObject({ format: "file", durationSeconds: 300, position: 1 });
    const badUrl = await ctx.api("POST", `/api/content/modules/${a.id}/videos`, {
      token: admin.token,
      body: { title: "Bad", url: "javascript:alert(1)" },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toMatch(/body\.url/);

    const q = await ctx.api("POST", `/api/content/videos/${hls.body.id}/questions`, {
      token: admin.token,
      body: { prompt: "Which temperature suits extraction?", options: ["0.1", "1.5"], correctIndex: 0 },
    });
    expect(q.body).toMatchObject({ correctIndex: 0, answerCount: 0, explanation: "" });
    const badQ = await ctx.api("POST", `/api/content/videos/${hls.body.id}/questions`, {
      token: admin.token,
      body: { prompt: "?", options: ["only one"], correctIndex: 3 },
    });
    expect(badQ.status).toBe(400);

    const ordered = await ctx.api("PUT", "/api/content/modules/order", {
      token: admin.token,
      body: { family: "GenAI", ids: [b.id, a.id] },
    });
    expect(ordered.body.modules.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    const videos = await ctx.api("PUT", `/api/content/modules/${a.id}/videos/order`, {
      token: admin.token,
      body: { ids: [mp4.body.id, hls.body.id] },
    });
    expect(videos.body.videos.map((v: { title: string }) => v.title)).toEqual(["File", "Stream"]);

    const before = await ctx.snapshot();
    const partial = await ctx.api("PUT", "/api/content/modules/order", {
      token: admin.token,
      body: { family: "GenAI", ids: [a.id] },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/exactly once/);
    expect(await ctx.snapshot()).toEqual(before);

    const learner = await ctx.makeUser({ programs: ["GenAIGOLD"], steps: 1 });
    const list = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(list.body.modules.map((m: { title: string }) => m.title)).toEqual(["Retrieval", "Prompting"]);
    expect(list.body.modules[1].videos.map((v: { format: string }) => v.format)).toEqual(["file", "hls"]);
  });

  it("stores an uploaded MP4 under a generated name and streams it to learners of that family", async () => {
    const mod = await newModule("DS", "Uploads");
    const res = await upload(
      mod.id,
      { title: "Clip", description: "d", durationSeconds: "12" },
      {
        name: "../../evil name.mp4",
        type: "video/mp4",
        data: CLIP.subarray(0, 60_000),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: "upload",
      mimeType: "video/mp4",
      sizeBytes: 60_000,
      durationSeconds: 12,
    });
    const dir = uploadVideosDir(ctx.config.uploadsDir);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    // Durable before the row points at it: the bytes were synced, and the folder after the rename.
    expect(synced.some((p) => p.startsWith(join(dir, ".upload-")))).toBe(true);
    expect(synced).toContain(dir);

    const learner = await ctx.makeUser({ programs: ["DSGOLD"], steps: 1 });
    const detail = await ctx.api("GET", `/api/resources/videos/${res.body.id}`, { token: learner.token });
    const media = await ctx.app.inject({
      method: "GET",
      url: detail.body.playbackUrl,
      headers: { range: "bytes=0-9" },
    });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.equals(CLIP.subarray(0, 10))).toBe(true);
    const outsider = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    expect(
      (await ctx.api("GET", `/api/resources/videos/${res.body.id}`, { token: outsider.token })).status,
    ).toBe(404);

    const deleted = await ctx.api("DELETE", `/api/content/videos/${res.body.id}`, { token: admin.token });
    expect(deleted.body).toEqual({ deleted: res.body.id });
    expect(existsSync(join(dir, files[0]!))).toBe(false);
  });

  it("refuses a file that is not a video (by its content), an oversize one, and a missing one, keeping nothing", async () => {
    const mod = await newModule("DS", "Refusals");
    const dir = uploadVideosDir(ctx.config.uploadsDir);
    const before = await ctx.snapshot();
    const filesBefore = existsSync(dir) ? readdirSync(dir) : [];

    const image = await upload(
      mod.id,
      { title: "Not a video" },
      { name: "lecture.mp4", type: "video/mp4", data: PNG },
    );
    expect(image.status).toBe(415);
    expect(image.body.message).toMatch(/not a video.*image\/png/);
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
      { name: "big.mp4", type: "video/mp4", data: CLIP },
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/larger than the 0\.1 MB limit/);
    const none = await upload(mod.id, { title: "No file" });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/file: is required/);
    const noTitle = await upload(
      mod.id,
      {},
      { name: "a.mp4", type: "video/mp4", data: CLIP.subarray(0, 20_000) },
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/title/);
    const json = await ctx.api("POST", `/api/content/modules/${mod.id}/videos/upload`, {
      token: admin.token,
      body: { title: "x" },
    });
    expect(json.status).toBe(415);
    const unknown = await upload(
      999999,
      { title: "x" },
      { name: "a.mp4", type: "video/mp4", data: CLIP.subarray(0, 20_000) },
    );
    expect(unknown.status).toBe(404);

    expect(await ctx.snapshot()).toEqual(before);
    expect(readdirSync(dir)).toEqual(filesBefore);
  });

  it("fixes a question's options once answered (409) but lets the prompt change", async () => {
    const mod = await newModule("ML", "Trees");
    const video = await ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: admin.token,
      body: { title: "Splits", url: "https://cdn.example.com/trees.mp4" },
    });
    const q = await ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
      token: admin.token,
      body: {
        prompt: "Gini measures…",
        options: ["impurity", "depth", "bias"],
        correctIndex: 0,
        explanation: "Node impurity.",
      },
    });
    const learner = await ctx.makeUser({ programs: ["ML"], steps: 1 });
    const answer = await ctx.api("POST", `/api/resources/questions/${q.body.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: 0 },
    });
    expect(answer.body).toMatchObject({ correct: true, explanation: "Node impurity." });
    const before = await ctx.snapshot();
    const change = await ctx.api("PATCH", `/api/content/questions/${q.body.id}`, {
      token: admin.token,
      body: { correctIndex: 1 },
    });
    expect(change.status).toBe(409);
    expect(change.body.message).toMatch(/answered/);
    expect(await ctx.snapshot()).toEqual(before);
    const prompt = await ctx.api("PATCH", `/api/content/questions/${q.body.id}`, {
      token: admin.token,
      body: { prompt: "The Gini index measures…" },
    });
    expect(prompt.body).toMatchObject({ prompt: "The Gini index measures…", answerCount: 1 });
  });

  /** A module with one 100-second video and one question (correct answer 0) of a family. */
  async function moduleWithQuestion(family: string, title: string) {
    const mod = await newModule(family, title);
    const video = await ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: admin.token,
      body: { title: `${title} video`, url: "https://cdn.example.com/v.mp4", durationSeconds: 100 },
    });
    const question = await ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
      token: admin.token,
      body: { prompt: "Pick a", options: ["a", "b"], correctIndex: 0 },
    });
    return { mod, video: video.body, question: question.body };
  }

  it("refuses to delete content learners answered or watched (409) unless force=true", async () => {
    const { mod, video, question } = await moduleWithQuestion("BA", "Kept");
    const learner = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    const watcher = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    await ctx.api("POST", `/api/resources/questions/${question.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: 0 },
    });
    for (const u of [learner, watcher])
      await ctx.api("PUT", `/api/resources/videos/${video.id}/progress`, {
        token: u.token,
        body: { positionSeconds: 10 },
      });

    const before = await ctx.snapshot();
    const q = await ctx.api("DELETE", `/api/content/questions/${question.id}`, { token: admin.token });
    expect(q.status).toBe(409);
    expect(q.body).toEqual({
      error: "learner_data",
      message: expect.stringMatching(/1 answer\(s\) of 1 learner\(s\).*force=true/),
    });
    const v = await ctx.api("DELETE", `/api/content/videos/${video.id}`, { token: admin.token });
    expect(v.status).toBe(409);
    expect(v.body.message).toMatch(/1 answer\(s\) and 2 watch-progress record\(s\) of 2 learner\(s\)/);
    const m = await ctx.api("DELETE", `/api/content/modules/${mod.id}?force=false`, { token: admin.token });
    expect(m.status).toBe(409);
    expect(m.body.message).toMatch(/module "Kept".*of 2 learner\(s\)/);
    const bad = await ctx.api("DELETE", `/api/content/modules/${mod.id}?force=yes`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/querystring\.force/);
    expect(await ctx.snapshot()).toEqual(before);

    const forced = await ctx.api("DELETE", `/api/content/questions/${question.id}?force=true`, {
      token: admin.token,
    });
    expect(forced.body).toEqual({ deleted: question.id });
    const still = await ctx.api("DELETE", `/api/content/modules/${mod.id}`, { token: admin.token });
    expect(still.status).toBe(409);
    expect(still.body.message).toMatch(/2 watch-progress record\(s\) of 2 learner\(s\)/);
    const gone = await ctx.api("DELETE", `/api/content/modules/${mod.id}?force=true`, { token: admin.token });
    expect(gone.body).toEqual({ deleted: mod.id });

    // Content nobody has touched needs no force.
    const fresh = await moduleWithQuestion("BA", "Untouched");
    expect(
      (await ctx.api("DELETE", `/api/content/questions/${fresh.question.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await ctx.api("DELETE", `/api/content/modules/${fresh.mod.id}`, { token: admin.token })).status,
    ).toBe(200);
  });

  it("answers 400 for ids beyond a 32-bit integer, changing nothing", async () => {
    const { mod } = await moduleWithQuestion("SSEP", "Ids");
    const learner = await ctx.makeUser({ programs: ["SSEP"], steps: 1 });
    const huge = 99_999_999_999;
    const before = await ctx.snapshot();
    for (const [method, url, token, body] of [
      ["GET", `/api/resources/videos/${huge}`, learner.token, undefined],
      ["PUT", `/api/resources/videos/${huge}/progress`, learner.token, { positionSeconds: 1 }],
      ["POST", `/api/resources/questions/${huge}/answer`, learner.token, { choiceIndex: 0 }],
      ["GET", `/api/resources/media/${huge}?sig=x`, undefined, undefined],
      ["PATCH", `/api/content/modules/${huge}`, admin.token, { title: "x" }],
      ["DELETE", `/api/content/modules/${huge}?force=true`, admin.token, undefined],
      [
        "POST",
        `/api/content/modules/${huge}/videos`,
        admin.token,
        { title: "x", url: "https://a.example/b.mp4" },
      ],
      ["PATCH", `/api/content/videos/${huge}`, admin.token, { title: "x" }],
      ["DELETE", `/api/content/videos/${huge}`, admin.token, undefined],
      [
        "POST",
        `/api/content/videos/${huge}/questions`,
        admin.token,
        { prompt: "p", options: ["a", "b"], correctIndex: 0 },
      ],
      ["PATCH", `/api/content/questions/${huge}`, admin.token, { prompt: "x" }],
      ["DELETE", `/api/content/questions/${huge}`, admin.token, undefined],
      ["PATCH", `/api/content/notes/${huge}`, admin.token, { title: "x" }],
      ["DELETE", `/api/content/notes/${huge}`, admin.token, undefined],
      ["PUT", "/api/content/modules/order", admin.token, { family: "SSEP", ids: [mod.id, huge] }],
      ["PUT", `/api/content/modules/${mod.id}/videos/order`, admin.token, { ids: [huge] }],
      ["PUT", "/api/content/notes/order", admin.token, { family: "SSEP", ids: [huge] }],
    ] as const) {
      const res = await ctx.api(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error, `${method} ${url}`).toBe("validation_error");
      expect(res.body.message, `${method} ${url}`).toMatch(
        /(params\.id|body\.ids\.\d): must be at most 2147483647/,
      );
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it.runIf(backend.name === "postgres")(
    "an edit of the correct answer waits for an answer being stored, then refuses it (409)",
    async () => {
      const { question } = await moduleWithQuestion("DS", "Race A");
      const learner = await ctx.makeUser({ programs: ["DS"], steps: 1 });
      const client = new pg.Client({ connectionString: ctx.dbUrl! });
      await client.connect();
      try {
        // A learner's answer, stored but not yet committed.
        await client.query("begin");
        await client.query(
          "insert into content_answers (user_id, question_id, choice_index, correct) values ($1, $2, 0, true)",
          [learner.id, question.id],
        );
        let settled = false;
        const edit = ctx
          .api("PATCH", `/api/content/questions/${question.id}`, {
            token: admin.token,
            body: { correctIndex: 1 },
          })
          .finally(() => {
            settled = true;
          });
        await new Promise((r) => setTimeout(r, 400));
        expect(settled).toBe(false);
        await client.query("commit");
        const res = await edit;
        expect(res.status).toBe(409);
        expect(res.body.error).toBe("question_answered");
      } finally {
        await client.query("rollback").catch(() => undefined);
        await client.end();
      }
    },
  );

  it.runIf(backend.name === "postgres")(
    "an answer waits for an edit of the correct answer in progress and is scored against the new one",
    async () => {
      const { question } = await moduleWithQuestion("DS", "Race B");
      const learner = await ctx.makeUser({ programs: ["DS"], steps: 1 });
      const client = new pg.Client({ connectionString: ctx.dbUrl! });
      await client.connect();
      try {
        // The instructor's edit (as updateQuestion does it), not yet committed: the correct answer becomes 1.
        await client.query("begin");
        await client.query("select id from content_questions where id = $1 for update", [question.id]);
        await client.query("update content_questions set correct_index = 1 where id = $1", [question.id]);
        const answer = ctx.api("POST", `/api/resources/questions/${question.id}/answer`, {
          token: learner.token,
          body: { choiceIndex: 1 },
        });
        await new Promise((r) => setTimeout(r, 400));
        await client.query("commit");
        const res = await answer;
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ correct: true, correctIndex: 1 });
      } finally {
        await client.query("rollback").catch(() => undefined);
        await client.end();
      }
    },
  );

  it("reports each learner's progress and score per module", async () => {
    const mod = await newModule("MREP", "Surveys");
    const video = await ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: admin.token,
      body: { title: "Sampling", url: "https://cdn.example.com/s.mp4", durationSeconds: 100 },
    });
    const questions = [];
    for (const correctIndex of [0, 1]) {
      const q = await ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
        token: admin.token,
        body: { prompt: `Q${correctIndex}`, options: ["a", "b"], correctIndex },
      });
      questions.push(q.body);
    }
    const keen = await ctx.makeUser({ name: "Asha Keen", programs: ["MREPGOLD"], steps: 1 });
    await ctx.makeUser({ name: "Zed Idle", programs: ["MREP"], steps: 1 });
    await ctx.api("PUT", `/api/resources/videos/${video.body.id}/progress`, {
      token: keen.token,
      body: { positionSeconds: 95 },
    });
    for (const q of questions)
      await ctx.api("POST", `/api/resources/questions/${q.id}/answer`, {
        token: keen.token,
        body: { choiceIndex: 0 },
      });

    const res = await ctx.api("GET", "/api/content/progress?family=MREP", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.modules).toEqual([{ id: mod.id, title: "Surveys", videos: 1, questions: 2 }]);
    const [asha, zed] = res.body.learners;
    expect(asha).toMatchObject({ name: "Asha Keen", programs: ["MREPGOLD"] });
    expect(asha.modules[0]).toMatchObject({
      moduleId: mod.id,
      completedVideos: 1,
      answered: 2,
      correct: 1,
      scorePercent: 50,
    });
    expect(asha.lastActivity).toEqual(expect.stringMatching(/Z$/));
    expect(zed).toMatchObject({ name: "Zed Idle", lastActivity: null });
    expect(zed.overall).toMatchObject({ completedVideos: 0, answered: 0, percentComplete: 0 });
  });

  it("edits notes and learners see the change; unknown ids are 404", async () => {
    const created = await ctx.api("POST", "/api/content/notes", {
      token: admin.token,
      body: { family: "SSEP", title: "Ratios", markdown: "## Margins\n\nEBITDA / revenue.\n" },
    });
    expect(created.status).toBe(200);
    const edited = await ctx.api("PATCH", `/api/content/notes/${created.body.id}`, {
      token: admin.token,
      body: { markdown: "## Margins\n\nEBITDA margin = EBITDA / revenue.\n" },
    });
    expect(edited.body.markdown).toMatch(/EBITDA margin/);
    const second = await ctx.api("POST", "/api/content/notes", {
      token: admin.token,
      body: { family: "SSEP", title: "Cash flow", markdown: "## Operating cash flow\n" },
    });
    await ctx.api("PUT", "/api/content/notes/order", {
      token: admin.token,
      body: { family: "SSEP", ids: [second.body.id, created.body.id] },
    });
    const learner = await ctx.makeUser({ programs: ["SSEPGOLD"], steps: 1 });
    const notes = await ctx.api("GET", "/api/notes", { token: learner.token });
    expect(notes.body).toMatchObject({ family: "SSEP", notesRoute: "/ssepnotes" });
    expect(notes.body.notes.map((n: { title: string }) => n.title)).toEqual(["Cash flow", "Ratios"]);

    const before = await ctx.snapshot();
    for (const [method, url, body] of [
      ["PATCH", "/api/content/notes/999999", { title: "x" }],
      ["DELETE", "/api/content/notes/999999", undefined],
      ["PATCH", "/api/content/modules/999999", { title: "x" }],
      ["DELETE", "/api/content/modules/999999", undefined],
      ["POST", "/api/content/modules/999999/videos", { title: "x", url: "https://a.example/b.mp4" }],
      ["PATCH", "/api/content/videos/999999", { title: "x" }],
      ["DELETE", "/api/content/videos/999999", undefined],
      ["POST", "/api/content/videos/999999/questions", { prompt: "p", options: ["a", "b"], correctIndex: 0 }],
      ["PATCH", "/api/content/questions/999999", { prompt: "x" }],
      ["DELETE", "/api/content/questions/999999", undefined],
    ] as const) {
      const res = await ctx.api(method, url, { token: admin.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const badFamily = await ctx.api("POST", "/api/content/notes", {
      token: admin.token,
      body: { family: "FINANCE", title: "x", markdown: "" },
    });
    expect(badFamily.status).toBe(400);
    expect(badFamily.body.message).toMatch(/body\.family/);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("documents the content API in the OpenAPI document", async () => {
    const doc = await ctx.api("GET", "/api/docs/json");
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      "/api/resources/",
      "/api/resources/videos/{id}",
      "/api/resources/videos/{id}/progress",
      "/api/resources/questions/{id}/answer",
      "/api/resources/media/{id}",
      "/api/notes/",
      "/api/content/modules",
      "/api/content/modules/{id}/videos/upload",
      "/api/content/progress",
    ]) {
      expect(paths, p).toContain(p);
    }
    for (const p of [
      "/api/content/modules/{id}",
      "/api/content/videos/{id}",
      "/api/content/questions/{id}",
    ]) {
      const force = doc.body.paths[p].delete.parameters.find((x: { name: string }) => x.name === "force");
      expect(force, p).toMatchObject({ in: "query", required: false });
      expect(force.description, p).toMatch(/409 learner_data/);
    }
  });
});
