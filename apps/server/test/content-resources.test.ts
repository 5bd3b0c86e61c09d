import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityEvents, contentModules, contentQuestions, contentVideos } from "../src/db/schema.ts";
import { rowsOf } from "../src/db/rows.ts";
import { demoLesson, seedContent } from "../src/modules/content/seed.ts";
import { DEMO_VIDEOS_DIR } from "../src/platform/media.ts";
import { saveProgressSql } from "../src/modules/resources/progress-sql.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("learner resources and notes on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.db.transaction((tx) => seedContent(tx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The first video of the learner's first module, with its questions (correct indexes from the database). */
  async function firstVideo(token: string) {
    const list = await ctx.api("GET", "/api/resources", { token });
    expect(list.status).toBe(200);
    const video = list.body.modules[0].videos[0];
    const questions = await ctx.db
      .select()
      .from(contentQuestions)
      .where(eq(contentQuestions.videoId, video.id))
      .orderBy(contentQuestions.position);
    return { list: list.body, video, questions };
  }

  it("seeding twice adds nothing the second time", async () => {
    const again = await ctx.db.transaction((tx) => seedContent(tx));
    expect(again).toEqual({ modules: 0, notes: 0 });
  });

  it("lists the current program family's modules with zero progress and resumes at the first video", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const res = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      program: "CMEPGOLD",
      family: "CMEP",
      track: "main",
      hasBeginnerTrack: false,
    });
    expect(res.body.modules.map((m: { title: string }) => m.title)).toEqual([
      "Accounting foundations",
      "Valuation",
    ]);
    const video = res.body.modules[0].videos[0];
    expect(video).toMatchObject({
      title: "What is a balance sheet?",
      kind: "demo",
      format: "file",
      durationSeconds: 60,
    });
    expect(video.progress).toMatchObject({ positionSeconds: 0, completed: false, questions: 3, answered: 0 });
    expect(res.body.modules[0].progress).toMatchObject({
      videos: 1,
      completedVideos: 0,
      questions: 3,
      scorePercent: 0,
    });
    expect(res.body.resume).toEqual({
      moduleId: res.body.modules[0].id,
      videoId: video.id,
      positionSeconds: 0,
    });
  });

  it("has a For Beginner track for FnO and ML only", async () => {
    const fno = await ctx.makeUser({ programs: ["FnO"], steps: 1 });
    const beginner = await ctx.api("GET", "/api/resources?track=beginner", { token: fno.token });
    expect(beginner.body).toMatchObject({ family: "FnO", track: "beginner", hasBeginnerTrack: true });
    expect(beginner.body.modules[0].title).toBe("Markets from zero");
    const ba = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    // BA's menu has no For Beginner: the access table refuses the track.
    const none = await ctx.api("GET", "/api/resources?track=beginner", { token: ba.token });
    expect(none).toMatchObject({ status: 403, body: { error: "not_in_program" } });
    const bad = await ctx.api("GET", "/api/resources?track=advanced", { token: ba.token });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe("querystring.track: Track must be 'main' or 'beginner'");
  });

  it("scores answers, keeps them, and shows the score per video and module", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { video, questions } = await firstVideo(learner.token);
    const [q1, q2] = questions;
    const right = await ctx.api("POST", `/api/resources/questions/${q1!.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: q1!.correctIndex },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ questionId: q1!.id, correct: true, correctIndex: q1!.correctIndex });
    expect(right.body.explanation).not.toBe("");
    const wrongChoice = (q2!.correctIndex + 1) % q2!.options.length;
    const wrong = await ctx.api("POST", `/api/resources/questions/${q2!.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: wrongChoice },
    });
    expect(wrong.body).toMatchObject({
      correct: false,
      choiceIndex: wrongChoice,
      correctIndex: q2!.correctIndex,
    });
    // 1 of the video's 3 questions right: 33%.
    expect(wrong.body.progress).toMatchObject({ questions: 3, answered: 2, correct: 1, scorePercent: 33 });

    const detail = await ctx.api("GET", `/api/resources/videos/${video.id}`, { token: learner.token });
    expect(detail.status).toBe(200);
    expect(detail.body.questions[0].answer).toMatchObject({ choiceIndex: q1!.correctIndex, correct: true });
    expect(detail.body.questions[1].answer).toMatchObject({ choiceIndex: wrongChoice, correct: false });
    // Unanswered questions do not reveal their answer.
    expect(detail.body.questions[2].answer).toBeNull();
    expect(JSON.stringify(detail.body.questions[2])).not.toMatch(/correct/);

    const list = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(list.body.modules[0].progress).toMatchObject({
      questions: 3,
      answered: 2,
      correct: 1,
      scorePercent: 33,
    });
    expect(list.body.progress).toMatchObject({ questions: 5, answered: 2, correct: 1, scorePercent: 20 });
  });

  it("refuses a second answer to the same question with 409 and changes nothing", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { questions } = await firstVideo(learner.token);
    const q = questions[0]!;
    const wrong = (q.correctIndex + 1) % q.options.length;
    await ctx.api("POST", `/api/resources/questions/${q.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: wrong },
    });
    const before = await ctx.snapshot();
    const again = await ctx.api("POST", `/api/resources/questions/${q.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: q.correctIndex },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "already_answered",
      message: expect.stringMatching(/already answered/),
    });
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("answers 400 for a choice outside the options and for a missing choice", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { questions } = await firstVideo(learner.token);
    const before = await ctx.snapshot();
    const out = await ctx.api("POST", `/api/resources/questions/${questions[0]!.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: 4 },
    });
    expect(out.status).toBe(400);
    expect(fieldText(out.body)).toBe("body.choiceIndex: This question has 4 options (0 to 3)");
    const missing = await ctx.api("POST", `/api/resources/questions/${questions[0]!.id}/answer`, {
      token: learner.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(fieldText(missing.body)).toBe("body.choiceIndex: Choose one of the options");
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("keeps the watched position, marks the video watched at 90%, and never un-watches it", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { list, video } = await firstVideo(learner.token);
    const url = `/api/resources/videos/${video.id}/progress`;
    const part = await ctx.api("PUT", url, {
      token: learner.token,
      body: { positionSeconds: 5.5, durationSeconds: 60 },
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ positionSeconds: 5.5, completed: false, resumeAt: 5.5 });
    const listed = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(listed.body.resume).toEqual({
      moduleId: list.modules[0].id,
      videoId: video.id,
      positionSeconds: 5.5,
    });

    const near = await ctx.api("PUT", url, { token: learner.token, body: { positionSeconds: 55 } });
    expect(near.body).toMatchObject({ completed: true, resumeAt: 0 });
    const back = await ctx.api("PUT", url, { token: learner.token, body: { positionSeconds: 2 } });
    expect(back.body).toMatchObject({ positionSeconds: 2, completed: true, resumeAt: 2 });
    // A position past the end is clamped to the duration.
    const past = await ctx.api("PUT", url, { token: learner.token, body: { positionSeconds: 400 } });
    expect(past.body.positionSeconds).toBe(60);

    const after = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(after.body.modules[0].progress).toMatchObject({ completedVideos: 1, videos: 1 });
    // The next unfinished video (first of module 2) is where to continue.
    expect(after.body.resume.videoId).toBe(list.modules[1].videos[0].id);

    const bad = await ctx.api("PUT", url, { token: learner.token, body: { positionSeconds: -1 } });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe("body.positionSeconds: Must be 0 or more");
  });

  it("commits a progress report without waiting for the disk, for that report's transaction only", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { video } = await firstVideo(learner.token);
    const durability = sql`select current_setting('synchronous_commit') as value`;
    const during = await ctx.db.transaction(async (tx) => {
      await tx.execute(saveProgressSql(learner.id, video.id, { positionSeconds: 3 }));
      return rowsOf<{ value: string }>(await tx.execute(durability))[0]!.value;
    });
    expect(during).toBe("off");
    // The connection goes back to the pool as it was: orders and answers still wait for the flush.
    const after = await ctx.db.transaction(async (tx) =>
      rowsOf<{ value: string }>(await tx.execute(durability)),
    );
    expect(after[0]!.value).toBe("on");
    const stored = await ctx.api("GET", `/api/resources/videos/${video.id}`, { token: learner.token });
    expect(stored.body.progress.positionSeconds).toBe(3);
  });

  it("does not let a client fake completion: the video's own duration wins and `ended` must be near its end", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { video } = await firstVideo(learner.token);
    // A 12-second video, so that a few seconds before the end is still below the 90% mark.
    await ctx.db.update(contentVideos).set({ durationSeconds: 12 }).where(eq(contentVideos.id, video.id));
    const url = `/api/resources/videos/${video.id}/progress`;
    const fake = await ctx.api("PUT", url, {
      token: learner.token,
      body: { positionSeconds: 1, durationSeconds: 1 },
    });
    expect(fake.status).toBe(200);
    expect(fake.body).toMatchObject({ positionSeconds: 1, durationSeconds: 12, completed: false });
    const early = await ctx.api("PUT", url, {
      token: learner.token,
      body: { positionSeconds: 2, durationSeconds: 2, ended: true },
    });
    expect(early.body).toMatchObject({ positionSeconds: 2, durationSeconds: 12, completed: false });
    const list = await ctx.api("GET", "/api/resources", { token: learner.token });
    expect(list.body.modules[0].progress.completedVideos).toBe(0);
    // Within a few seconds of the real end (and below the 90% mark), the end of playback counts.
    const ended = await ctx.api("PUT", url, {
      token: learner.token,
      body: { positionSeconds: 8, ended: true },
    });
    expect(ended.body).toMatchObject({ positionSeconds: 8, durationSeconds: 12, completed: true });
    await ctx.db.update(contentVideos).set({ durationSeconds: 60 }).where(eq(contentVideos.id, video.id));
  });

  it("takes progress on any family the learner is enrolled in, and records a finished video once", async () => {
    // Current program CMEPGOLD, also enrolled in IBEPGOLD: IBEP's videos are theirs to watch too.
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD", "IBEPGOLD"], steps: 1 });
    const [ibepModule] = await ctx.db.select().from(contentModules).where(eq(contentModules.family, "IBEP"));
    const [ibepVideo] = await ctx.db
      .select()
      .from(contentVideos)
      .where(eq(contentVideos.moduleId, ibepModule!.id));
    const url = `/api/resources/videos/${ibepVideo!.id}/progress`;
    const report = (body: object) => ctx.api("PUT", url, { token: learner.token, body });
    const first = await report({ positionSeconds: 3, durationSeconds: 100 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      positionSeconds: 3,
      completed: false,
      answered: 0,
      scorePercent: null,
    });
    expect(Date.parse(first.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Finished, then reported again (and back at the start): still finished, and finished once in the activity.
    // The video's own duration (seeded) wins over the player's 100 s; a position past it is clamped to it.
    const known = ibepVideo!.durationSeconds!;
    expect((await report({ positionSeconds: 5000 })).body).toMatchObject({
      positionSeconds: known,
      durationSeconds: known,
      completed: true,
    });
    expect((await report({ positionSeconds: known, ended: true })).body.completed).toBe(true);
    expect((await report({ positionSeconds: 0 })).body).toMatchObject({
      positionSeconds: 0,
      completed: true,
    });
    const events = await ctx.db.select().from(activityEvents).where(eq(activityEvents.userId, learner.id));
    expect(events.filter((e) => e.kind === "video_finished")).toMatchObject([
      { ref: String(ibepVideo!.id), program: "CMEPGOLD" },
    ]);
    expect(events.filter((e) => e.kind === "video_progress")).toHaveLength(1);
  });

  it("answers 404 for unknown ids and for another family's videos and questions, changing nothing", async () => {
    const ba = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    const [ibepModule] = await ctx.db.select().from(contentModules).where(eq(contentModules.family, "IBEP"));
    const [ibepVideo] = await ctx.db
      .select()
      .from(contentVideos)
      .where(eq(contentVideos.moduleId, ibepModule!.id));
    const [ibepQuestion] = await ctx.db
      .select()
      .from(contentQuestions)
      .where(eq(contentQuestions.videoId, ibepVideo!.id));
    const before = await ctx.snapshot();
    for (const [method, url, body] of [
      ["GET", "/api/resources/videos/999999", undefined],
      ["GET", `/api/resources/videos/${ibepVideo!.id}`, undefined],
      ["PUT", "/api/resources/videos/999999/progress", { positionSeconds: 1 }],
      ["PUT", `/api/resources/videos/${ibepVideo!.id}/progress`, { positionSeconds: 1 }],
      ["POST", "/api/resources/questions/999999/answer", { choiceIndex: 0 }],
      ["POST", `/api/resources/questions/${ibepQuestion!.id}/answer`, { choiceIndex: 0 }],
    ] as const) {
      const res = await ctx.api(method, url, { token: ba.token, body });
      expect(res.status, url).toBe(404);
      expect(res.body.error).toBe("not_found");
    }
    const bad = await ctx.api("GET", "/api/resources/videos/abc", { token: ba.token });
    expect(bad.status).toBe(400);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("streams a demo clip through its signed URL, with byte ranges", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { video } = await firstVideo(learner.token);
    const detail = await ctx.api("GET", `/api/resources/videos/${video.id}`, { token: learner.token });
    const playback = detail.body.playbackUrl as string;
    expect(playback).toMatch(new RegExp(`^/api/resources/media/${video.id}\\?sig=`));
    const file = readFileSync(join(DEMO_VIDEOS_DIR, "balance-sheet.mp4"));

    const whole = await ctx.app.inject({ method: "GET", url: playback });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(file)).toBe(true);

    const part = await ctx.app.inject({ method: "GET", url: playback, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${file.length}`);
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);

    const tail = await ctx.app.inject({ method: "GET", url: playback, headers: { range: "bytes=-50" } });
    expect(tail.rawPayload.equals(file.subarray(file.length - 50))).toBe(true);

    const beyond = await ctx.app.inject({
      method: "GET",
      url: playback,
      headers: { range: `bytes=${file.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${file.length}`);
  });

  it("refuses media without a valid signature for that video", async () => {
    const learner = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const { list } = await firstVideo(learner.token);
    const [a, b] = [list.modules[0].videos[0], list.modules[1].videos[0]];
    const detail = await ctx.api("GET", `/api/resources/videos/${a.id}`, { token: learner.token });
    const sig = new URL(detail.body.playbackUrl, "http://x").searchParams.get("sig")!;
    expect((await ctx.api("GET", `/api/resources/media/${b.id}?sig=${encodeURIComponent(sig)}`)).status).toBe(
      403,
    );
    expect((await ctx.api("GET", `/api/resources/media/${a.id}?sig=forged`)).status).toBe(403);
    const missing = await ctx.api("GET", `/api/resources/media/${a.id}`);
    expect(missing.status).toBe(400);
    expect(fieldText(missing.body)).toBe("querystring.sig: Fill in sig");
    // A media signature is not a login token.
    expect((await ctx.api("GET", "/api/resources", { token: sig })).status).toBe(401);
  });

  it("gives every seeded lesson a transcript, a captions track and its own title card, distinct per program", async () => {
    const firstTitles = new Map<string, string[]>();
    for (const program of ["FAFMEP", "IBEPGOLD", "BA", "DSFUSION", "EXCEL"]) {
      const learner = await ctx.makeUser({ programs: [program], steps: 1 });
      const list = await ctx.api("GET", "/api/resources", { token: learner.token });
      const videos = list.body.modules.flatMap((m: { videos: { id: number; title: string }[] }) => m.videos);
      firstTitles.set(
        program,
        videos.map((v: { title: string }) => v.title),
      );
      for (const v of videos) {
        const detail = await ctx.api("GET", `/api/resources/videos/${v.id}`, { token: learner.token });
        expect(detail.body.transcript.length, v.title).toBeGreaterThanOrEqual(6);
        expect(detail.body.transcript[0]).toMatchObject({ start: 0 });
        const last = detail.body.transcript.at(-1);
        expect(last.end, v.title).toBe(detail.body.durationSeconds);
        expect(detail.body.captionsUrl).toMatch(
          new RegExp(`^/api/resources/media/${v.id}/captions\\.vtt\\?sig=`),
        );
      }
    }
    // Each program opens on its own lessons.
    expect(firstTitles.get("FAFMEP")![0]).toBe("Reading a P&L statement");
    expect(firstTitles.get("IBEPGOLD")![0]).toBe("M&A: accretive or dilutive?");
    expect(firstTitles.get("BA")![0]).toBe("SQL joins without surprises");
    expect(firstTitles.get("DSFUSION")![0]).toBe("Linear regression: fit and read it");
    expect(firstTitles.get("EXCEL")![0]).toBe("Lookups: XLOOKUP and INDEX-MATCH");
    // Every demo lesson has its own clip, as long as the lesson says.
    const rows = await ctx.db.select().from(contentVideos).where(eq(contentVideos.kind, "demo"));
    const files = new Set(rows.map((r) => r.fileName));
    expect(files.size).toBeGreaterThanOrEqual(13);
    for (const row of rows) {
      expect(row.fileName).toBe(`${demoLesson(row.fileName!.replace(/\.mp4$/, "")).file}`);
      expect(readFileSync(join(DEMO_VIDEOS_DIR, row.fileName!)).length).toBeGreaterThan(10_000);
    }
  });

  it("serves a lesson's captions as WebVTT under the same signature as its video", async () => {
    const learner = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    const { list } = await firstVideo(learner.token);
    const [a, b] = [list.modules[0].videos[0], list.modules[1].videos[0]];
    const detail = await ctx.api("GET", `/api/resources/videos/${a.id}`, { token: learner.token });
    const res = await ctx.app.inject({ method: "GET", url: detail.body.captionsUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, max-age=3600");
    expect(res.body).toMatch(
      /^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:08\.000\nJoins combine the rows of two tables/,
    );
    expect(res.body.split("-->").length - 1).toBe(detail.body.transcript.length);

    // Another video's signature, a forged one, or none: refused like the video itself.
    const sig = new URL(detail.body.captionsUrl, "http://x").searchParams.get("sig")!;
    const other = `/api/resources/media/${b.id}/captions.vtt?sig=${encodeURIComponent(sig)}`;
    expect((await ctx.api("GET", other)).status).toBe(403);
    expect((await ctx.api("GET", `/api/resources/media/${a.id}/captions.vtt?sig=forged`)).status).toBe(403);
    expect((await ctx.api("GET", `/api/resources/media/${a.id}/captions.vtt`)).status).toBe(400);
    // Another family's learner gets neither the video nor a signature for it.
    const fno = await ctx.makeUser({ programs: ["FnO"], steps: 1 });
    expect((await ctx.api("GET", `/api/resources/videos/${a.id}`, { token: fno.token })).status).toBe(404);
  });

  it("serves the notes of the current program's family with the page they belong on", async () => {
    const python = await ctx.makeUser({ programs: ["PYTHON"], steps: 1 });
    const res = await ctx.api("GET", "/api/notes", { token: python.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ program: "PYTHON", family: "PYTHON", notesRoute: "/DSNOTES" });
    expect(res.body.notes.map((n: { title: string }) => n.title)).toEqual([
      "Python foundations for analysts",
      "pandas first steps",
    ]);
    // The chapter title is taken out of the Markdown; its sections remain.
    expect(res.body.notes[0].markdown).not.toMatch(/^# /m);
    expect(res.body.notes[0].markdown).toMatch(/^## Functions$/m);
    // ... and each chapter comes rendered as the page shows it: the section heading with its anchor.
    expect(res.body.notes[0].html).toContain('<h2 id="functions">Functions</h2>');

    const cmep = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const other = await ctx.api("GET", "/api/notes", { token: cmep.token });
    expect(other.body).toMatchObject({ family: "CMEP", notesRoute: "/MLNOTES" });
    expect(other.body.notes[0].title).toBe("Capital markets: how securities are issued and traded");
  });

  it("serves another family's notes page the program may open, and refuses a barred one", async () => {
    // DSFUSION bars only /EXCELNOTES, /MREPNOTES and /GenAINOTES: its /note shows the IBEP notes, not a dead end.
    const fusion = await ctx.makeUser({ programs: ["DSFUSION"], steps: 1 });
    const ibep = await ctx.api("GET", "/api/notes?route=/note", { token: fusion.token });
    expect(ibep.status).toBe(200);
    expect(ibep.body).toMatchObject({ program: "DSFUSION", family: "IBEP", notesRoute: "/note" });
    expect(ibep.body.notes[0].title).toBe("Discounted cash flow valuation");
    const ml = await ctx.api("GET", "/api/notes?route=/MLNOTES", { token: fusion.token });
    expect(ml.body).toMatchObject({ family: "ML", notesRoute: "/MLNOTES" });
    const own = await ctx.api("GET", "/api/notes?route=/DSNOTES", { token: fusion.token });
    expect(own.body).toMatchObject({ family: "DS", notesRoute: "/DSNOTES" });
    const barred = await ctx.api("GET", "/api/notes?route=/GenAINOTES", { token: fusion.token });
    expect(barred.status).toBe(403);
    expect(barred.body.error).toBe("not_in_program");

    // BA may open only its own notes page.
    const ba = await ctx.makeUser({ programs: ["BA"], steps: 1 });
    expect((await ctx.api("GET", "/api/notes?route=/note", { token: ba.token })).status).toBe(403);
    expect((await ctx.api("GET", "/api/notes?route=/BANotes", { token: ba.token })).body).toMatchObject({
      family: "BA",
    });

    // CMEP and FMEP read their own family's notes on the shared /MLNOTES page.
    const cmep = await ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    expect((await ctx.api("GET", "/api/notes?route=/MLNOTES", { token: cmep.token })).body).toMatchObject({
      family: "CMEP",
      notesRoute: "/MLNOTES",
    });
    expect((await ctx.api("GET", "/api/notes?route=/nowhere", { token: cmep.token })).status).toBe(400);
  });

  it("has demo notes with several sections for every family but Excel (whose notes page is the Excel course)", async () => {
    for (const program of [
      "IBEP",
      "BA",
      "SSEP",
      "FnO",
      "DS",
      "ML",
      "PYTHON",
      "MREP",
      "GenAI",
      "CMEPGOLD",
      "FMEPGOLD",
      "NORMAL",
    ]) {
      const user = await ctx.makeUser({ programs: [program], steps: 1 });
      const res = await ctx.api("GET", "/api/notes", { token: user.token });
      expect(res.body.notes.length, program).toBeGreaterThan(0);
      const sections = (res.body.notes[0].markdown as string).match(/^## /gm) ?? [];
      expect(sections.length, program).toBeGreaterThanOrEqual(4);
    }
  });

  it("needs a login", async () => {
    expect((await ctx.api("GET", "/api/resources")).status).toBe(401);
    expect((await ctx.api("GET", "/api/resources/videos/1")).status).toBe(401);
    expect((await ctx.api("GET", "/api/notes")).status).toBe(401);
  });
});
