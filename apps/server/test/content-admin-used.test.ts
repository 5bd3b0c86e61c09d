// Instructor content that learners have used: answered questions keep their options, answered or watched content is
// deleted only on purpose, edits and answers racing on PostgreSQL, progress reports, notes and the API document.
// Creating modules, videos and uploads: content-admin.test.ts.
import { describe, expect, it } from "vitest";
import { MAX_ID } from "@fincareer/domain/contract/common";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { createModule, inOpenTransaction } from "./helpers/content.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("instructor content learners used on $name", (backend) => {
  const suite = testSuite(backend, { admin: { steps: 3 } });
  const newModule = (family?: string, title?: string) => createModule(suite.ctx, suite.admin, family, title);

  it("fixes a question's options once answered (409) but lets the prompt change", async () => {
    const mod = await newModule("ML", "Trees");
    const video = await suite.ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: suite.admin.token,
      body: { title: "Splits", url: "https://cdn.example.com/trees.mp4" },
    });
    const q = await suite.ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
      token: suite.admin.token,
      body: {
        prompt: "Gini measures…",
        options: ["impurity", "depth", "bias"],
        correctIndex: 0,
        explanation: "Node impurity.",
      },
    });
    const learner = await suite.ctx.makeUser({ programs: ["ML"], steps: 1 });
    const answer = await suite.ctx.api("POST", `/api/resources/questions/${q.body.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: 0 },
    });
    expect(answer.body).toMatchObject({ correct: true, explanation: "Node impurity." });
    const before = await suite.ctx.snapshot();
    const change = await suite.ctx.api("PATCH", `/api/content/questions/${q.body.id}`, {
      token: suite.admin.token,
      body: { correctIndex: 1 },
    });
    expect(change.status).toBe(409);
    expect(fieldText(change.body)).toBe(
      "1 learner(s) have answered this question: its options and correct answer can no longer change (add a new question instead)",
    );
    expect(await suite.ctx.snapshot()).toEqual(before);
    const prompt = await suite.ctx.api("PATCH", `/api/content/questions/${q.body.id}`, {
      token: suite.admin.token,
      body: { prompt: "The Gini index measures…" },
    });
    expect(prompt.body).toMatchObject({ prompt: "The Gini index measures…", answerCount: 1 });
  });

  /** A module with one 100-second video and one question (correct answer 0) of a family. */
  async function moduleWithQuestion(family: string, title: string) {
    const mod = await newModule(family, title);
    const video = await suite.ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: suite.admin.token,
      body: { title: `${title} video`, url: "https://cdn.example.com/v.mp4", durationSeconds: 100 },
    });
    const question = await suite.ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
      token: suite.admin.token,
      body: { prompt: "Pick a", options: ["a", "b"], correctIndex: 0 },
    });
    return { mod, video: video.body, question: question.body };
  }

  it("refuses to delete content learners answered or watched (409) unless force=true", async () => {
    const { mod, video, question } = await moduleWithQuestion("BA", "Kept");
    const learner = await suite.ctx.makeUser({ programs: ["BA"], steps: 1 });
    const watcher = await suite.ctx.makeUser({ programs: ["BA"], steps: 1 });
    await suite.ctx.api("POST", `/api/resources/questions/${question.id}/answer`, {
      token: learner.token,
      body: { choiceIndex: 0 },
    });
    for (const u of [learner, watcher])
      await suite.ctx.api("PUT", `/api/resources/videos/${video.id}/progress`, {
        token: u.token,
        body: { positionSeconds: 10 },
      });

    const before = await suite.ctx.snapshot();
    const q = await suite.ctx.api("DELETE", `/api/content/questions/${question.id}`, {
      token: suite.admin.token,
    });
    expect(q.status).toBe(409);
    expect(q.body).toEqual({
      error: "learner_data",
      message: expect.stringMatching(/1 answer\(s\) of 1 learner\(s\).*force=true/),
    });
    const v = await suite.ctx.api("DELETE", `/api/content/videos/${video.id}`, { token: suite.admin.token });
    expect(v.status).toBe(409);
    expect(fieldText(v.body)).toBe(
      'deleting video "Kept video" would delete 1 answer(s) and 2 watch-progress record(s) of 2 learner(s); retry with ?force=true to delete them too',
    );
    const m = await suite.ctx.api("DELETE", `/api/content/modules/${mod.id}?force=false`, {
      token: suite.admin.token,
    });
    expect(m.status).toBe(409);
    expect(fieldText(m.body)).toBe(
      'deleting module "Kept" would delete 1 answer(s) and 2 watch-progress record(s) of 2 learner(s); retry with ?force=true to delete them too',
    );
    const bad = await suite.ctx.api("DELETE", `/api/content/modules/${mod.id}?force=yes`, {
      token: suite.admin.token,
    });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe("querystring.force: Force must be true or false");
    expect(await suite.ctx.snapshot()).toEqual(before);

    const forced = await suite.ctx.api("DELETE", `/api/content/questions/${question.id}?force=true`, {
      token: suite.admin.token,
    });
    expect(forced.body).toEqual({ deleted: question.id });
    const still = await suite.ctx.api("DELETE", `/api/content/modules/${mod.id}`, {
      token: suite.admin.token,
    });
    expect(still.status).toBe(409);
    expect(fieldText(still.body)).toBe(
      'deleting module "Kept" would delete 2 watch-progress record(s) of 2 learner(s); retry with ?force=true to delete them too',
    );
    const gone = await suite.ctx.api("DELETE", `/api/content/modules/${mod.id}?force=true`, {
      token: suite.admin.token,
    });
    expect(gone.body).toEqual({ deleted: mod.id });

    // Content nobody has touched needs no force.
    const fresh = await moduleWithQuestion("BA", "Untouched");
    expect(
      (
        await suite.ctx.api("DELETE", `/api/content/questions/${fresh.question.id}`, {
          token: suite.admin.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await suite.ctx.api("DELETE", `/api/content/modules/${fresh.mod.id}`, { token: suite.admin.token }))
        .status,
    ).toBe(200);
  });

  it("answers 400 for ids beyond a 32-bit integer, changing nothing", async () => {
    const { mod } = await moduleWithQuestion("SSEP", "Ids");
    const learner = await suite.ctx.makeUser({ programs: ["SSEP"], steps: 1 });
    const huge = 99_999_999_999;
    const before = await suite.ctx.snapshot();
    // The whole answer: which field, and contract/content.ts's message for an id beyond MAX_ID.
    const tooBig = (field: string) => `${field}: Must be at most ${MAX_ID}`;
    for (const [method, url, token, body, answer] of [
      ["GET", `/api/resources/videos/${huge}`, learner.token, undefined, tooBig("params.id")],
      [
        "PUT",
        `/api/resources/videos/${huge}/progress`,
        learner.token,
        { positionSeconds: 1 },
        tooBig("params.id"),
      ],
      [
        "POST",
        `/api/resources/questions/${huge}/answer`,
        learner.token,
        { choiceIndex: 0 },
        tooBig("params.id"),
      ],
      ["GET", `/api/resources/media/${huge}?sig=x`, undefined, undefined, tooBig("params.id")],
      ["PATCH", `/api/content/modules/${huge}`, suite.admin.token, { title: "x" }, tooBig("params.id")],
      [
        "DELETE",
        `/api/content/modules/${huge}?force=true`,
        suite.admin.token,
        undefined,
        tooBig("params.id"),
      ],
      [
        "POST",
        `/api/content/modules/${huge}/videos`,
        suite.admin.token,
        { title: "x", url: "https://a.example/b.mp4" },
        tooBig("params.id"),
      ],
      ["PATCH", `/api/content/videos/${huge}`, suite.admin.token, { title: "x" }, tooBig("params.id")],
      ["DELETE", `/api/content/videos/${huge}`, suite.admin.token, undefined, tooBig("params.id")],
      [
        "POST",
        `/api/content/videos/${huge}/questions`,
        suite.admin.token,
        { prompt: "p", options: ["a", "b"], correctIndex: 0 },
        tooBig("params.id"),
      ],
      ["PATCH", `/api/content/questions/${huge}`, suite.admin.token, { prompt: "x" }, tooBig("params.id")],
      ["DELETE", `/api/content/questions/${huge}`, suite.admin.token, undefined, tooBig("params.id")],
      ["PATCH", `/api/content/notes/${huge}`, suite.admin.token, { title: "x" }, tooBig("params.id")],
      ["DELETE", `/api/content/notes/${huge}`, suite.admin.token, undefined, tooBig("params.id")],
      [
        "PUT",
        "/api/content/modules/order",
        suite.admin.token,
        { family: "SSEP", ids: [mod.id, huge] },
        tooBig("body.ids.1"),
      ],
      [
        "PUT",
        `/api/content/modules/${mod.id}/videos/order`,
        suite.admin.token,
        { ids: [huge] },
        tooBig("body.ids.0"),
      ],
      [
        "PUT",
        "/api/content/notes/order",
        suite.admin.token,
        { family: "SSEP", ids: [huge] },
        tooBig("body.ids.0"),
      ],
    ] as const) {
      const res = await suite.ctx.api(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error, `${method} ${url}`).toBe("validation_error");
      expect(fieldText(res.body), `${method} ${url}`).toBe(answer);
    }
    expect(await suite.ctx.snapshot()).toEqual(before);
  });

  /** A question (correct answer 0) of a new DS module, and a DS learner, for the PostgreSQL races. */
  async function raceSetup(title: string) {
    const { question } = await moduleWithQuestion("DS", title);
    return { question, learner: await suite.ctx.makeUser({ programs: ["DS"], steps: 1 }) };
  }

  it.runIf(backend.name === "postgres")(
    "an edit of the correct answer waits for an answer being stored, then refuses it (409)",
    async () => {
      const { question, learner } = await raceSetup("Race A");
      await inOpenTransaction(suite.ctx, async (client) => {
        // A learner's answer, stored but not yet committed.
        await client.query(
          "insert into content_answers (user_id, question_id, choice_index, correct) values ($1, $2, 0, true)",
          [learner.id, question.id],
        );
        let settled = false;
        const edit = suite.ctx
          .api("PATCH", `/api/content/questions/${question.id}`, {
            token: suite.admin.token,
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
      });
    },
  );

  it.runIf(backend.name === "postgres")(
    "an answer waits for an edit of the correct answer in progress and is scored against the new one",
    async () => {
      const { question, learner } = await raceSetup("Race B");
      await inOpenTransaction(suite.ctx, async (client) => {
        // The instructor's edit (as updateQuestion does it), not yet committed: the correct answer becomes 1.
        await client.query("select id from content_questions where id = $1 for update", [question.id]);
        await client.query("update content_questions set correct_index = 1 where id = $1", [question.id]);
        const answer = suite.ctx.api("POST", `/api/resources/questions/${question.id}/answer`, {
          token: learner.token,
          body: { choiceIndex: 1 },
        });
        await new Promise((r) => setTimeout(r, 400));
        await client.query("commit");
        const res = await answer;
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ correct: true, correctIndex: 1 });
      });
    },
  );

  it("reports each learner's progress and score per module", async () => {
    const mod = await newModule("MREP", "Surveys");
    const video = await suite.ctx.api("POST", `/api/content/modules/${mod.id}/videos`, {
      token: suite.admin.token,
      body: { title: "Sampling", url: "https://cdn.example.com/s.mp4", durationSeconds: 100 },
    });
    const questions = [];
    for (const correctIndex of [0, 1]) {
      const q = await suite.ctx.api("POST", `/api/content/videos/${video.body.id}/questions`, {
        token: suite.admin.token,
        body: { prompt: `Q${correctIndex}`, options: ["a", "b"], correctIndex },
      });
      questions.push(q.body);
    }
    const keen = await suite.ctx.makeUser({ name: "Asha Keen", programs: ["MREPGOLD"], steps: 1 });
    await suite.ctx.makeUser({ name: "Zed Idle", programs: ["MREP"], steps: 1 });
    await suite.ctx.api("PUT", `/api/resources/videos/${video.body.id}/progress`, {
      token: keen.token,
      body: { positionSeconds: 95 },
    });
    for (const q of questions)
      await suite.ctx.api("POST", `/api/resources/questions/${q.id}/answer`, {
        token: keen.token,
        body: { choiceIndex: 0 },
      });

    const res = await suite.ctx.api("GET", "/api/content/progress?family=MREP", { token: suite.admin.token });
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
    const created = await suite.ctx.api("POST", "/api/content/notes", {
      token: suite.admin.token,
      body: { family: "SSEP", title: "Ratios", markdown: "## Margins\n\nEBITDA / revenue.\n" },
    });
    expect(created.status).toBe(200);
    const edited = await suite.ctx.api("PATCH", `/api/content/notes/${created.body.id}`, {
      token: suite.admin.token,
      body: { markdown: "## Margins\n\nEBITDA margin = EBITDA / revenue.\n" },
    });
    expect(edited.body.markdown).toMatch(/EBITDA margin/);
    const second = await suite.ctx.api("POST", "/api/content/notes", {
      token: suite.admin.token,
      body: { family: "SSEP", title: "Cash flow", markdown: "## Operating cash flow\n" },
    });
    await suite.ctx.api("PUT", "/api/content/notes/order", {
      token: suite.admin.token,
      body: { family: "SSEP", ids: [second.body.id, created.body.id] },
    });
    const learner = await suite.ctx.makeUser({ programs: ["SSEPGOLD"], steps: 1 });
    const notes = await suite.ctx.api("GET", "/api/notes", { token: learner.token });
    expect(notes.body).toMatchObject({ family: "SSEP", notesRoute: "/ssepnotes" });
    expect(notes.body.notes.map((n: { title: string }) => n.title)).toEqual(["Cash flow", "Ratios"]);

    const before = await suite.ctx.snapshot();
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
      const res = await suite.ctx.api(method, url, { token: suite.admin.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const badFamily = await suite.ctx.api("POST", "/api/content/notes", {
      token: suite.admin.token,
      body: { family: "FINANCE", title: "x", markdown: "" },
    });
    expect(badFamily.status).toBe(400);
    expect(fieldText(badFamily.body)).toBe(
      "body.family: Family must be a program family (FMEP, IBEP, BA, ...)",
    );
    expect(await suite.ctx.snapshot()).toEqual(before);
  });

  it("documents the content API in the OpenAPI document", async () => {
    const doc = await suite.ctx.api("GET", "/api/docs/json");
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
