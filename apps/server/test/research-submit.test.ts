import type * as FsPromises from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RESEARCH_FILE_MAX_BYTES, RESEARCH_TEXT_MAX } from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { buildApp } from "../src/app.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { researchFilesDir } from "../src/modules/research/files.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { synced } from "./helpers/fsync-spy.ts";
import { ooxmlBytes, pdfBytes, postMultipart } from "./helpers/research.ts";
import { fieldText } from "./helpers/field-text.ts";

// Every path whose handle was fsynced (the real fs otherwise): a stored file's folder must be synced after the rename.
vi.mock("node:fs/promises", async (importOriginal) =>
  (await import("./helpers/fsync-spy.ts")).spySync(await importOriginal<typeof FsPromises>()),
);

describe.each(BACKENDS)("research submissions on $name", (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<TestContext["makeUser"]>>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A learner whose program started `daysAgo` days ago (30: week 5 is open). */
  const learner = (program = "IBEPGOLD", daysAgo = 30, researchType: "OLD" | "NEW" = "NEW") =>
    ctx.makeUser({
      steps: 3,
      researchType,
      programs: [{ program, start: addDays(todayIst(), -daysAgo) }],
    });

  it("submits the open week's case project as JSON and lists it with its score and awaited ratings", async () => {
    const me = await learner();
    const res = await ctx.api("POST", "/api/ivepresearch", {
      token: me.token,
      body: { company: "Infosys", text: "DCF valuation of Infosys" },
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(true);
    expect(res.body.research).toMatchObject({
      week: 5,
      kind: "project",
      program: "IBEPGOLD",
      company: "Infosys",
      ratings_list: "Rate",
      Rate: [],
      admin_points: null,
      score: "0/33",
      score_detail: { total: 0, out_of: 33, variant: "general", source: "peers" },
      awaiting_ratings: 3,
      editable: true,
      file: null,
    });
    const list = await ctx.api("GET", "/api/ivepresearch", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.research).toHaveLength(1);
    expect(list.body.open_week).toMatchObject({ week: 5 });
    expect(list.body.maxresearch).toBe(5);
    expect(list.body.ratings_list).toBe("Rate");
    const max = await ctx.api("GET", "/api/ivepresearch/maxresearch", { token: me.token });
    expect(max.body).toMatchObject({ maxresearch: 5, open: true });
  });

  it("edits the same week's item until the deadline instead of adding a second one", async () => {
    const me = await learner("BA");
    const first = await ctx.api("POST", "/api/ivepresearch", {
      token: me.token,
      body: { company: "TCS", text: "draft" },
    });
    const second = await ctx.api("POST", "/api/ivepresearch", {
      token: me.token,
      body: { company: "TCS", text: "final", week: 5 },
    });
    expect(second.status).toBe(200);
    expect(second.body.created).toBe(false);
    expect(second.body.research.id).toBe(first.body.research.id);
    expect(second.body.research.text).toBe("final");
    expect(second.body.research.ratings_list).toBe("BARate");
    const list = await ctx.api("GET", "/api/ivepresearch", { token: me.token });
    expect(list.body.research).toHaveLength(1);
  });

  it("FMEP research uses UpdatedRate: NEW is weekly (/12 before week 4), OLD general, FAFMEP weekly", async () => {
    const fresh = await learner("FMEPGOLD", 10, "NEW");
    const res = await ctx.api("POST", "/api/research", {
      token: fresh.token,
      body: { company: "HDFC Bank", text: "Bank analysis" },
    });
    expect(res.status).toBe(200);
    expect(res.body.research).toMatchObject({
      week: 2,
      research_type: "NEW",
      ratings_list: "UpdatedRate",
      UpdatedRate: [],
      score: "0/12",
      max_points: 5,
      ratings_needed: 2,
    });
    const old = await learner("FMEPGOLD", 10, "OLD");
    const o = await ctx.api("POST", "/api/research", {
      token: old.token,
      body: { company: "ITC", text: "x" },
    });
    expect(o.body.research).toMatchObject({ research_type: "OLD", score: "0/33", max_points: 10 });
    const fa = await learner("FAFMEP", 40, "OLD");
    const f = await ctx.api("POST", "/api/research", {
      token: fa.token,
      body: { company: "ITC", text: "x" },
    });
    expect(f.body.research).toMatchObject({ research_type: "FAFMEP", week: 6, score: "0/22" });
  });

  it("keeps each area to its programs", async () => {
    const fmep = await learner("FMEPGOLD");
    const ibep = await learner("IBEPGOLD");
    const before = await ctx.snapshot();
    const a = await ctx.api("POST", "/api/ivepresearch", {
      token: fmep.token,
      body: { company: "A", text: "b" },
    });
    expect(a.status).toBe(403);
    expect(a.body).toMatchObject({ error: "not_in_program", message: expect.stringMatching(/projects/) });
    const b = await ctx.api("POST", "/api/research", {
      token: ibep.token,
      body: { company: "A", text: "b" },
    });
    expect(b.status).toBe(403);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("refuses a week that is not open, a program not started, and submissions of an ended one, changing nothing", async () => {
    const me = await learner();
    const notYet = await ctx.makeUser({ programs: [{ program: "BA", start: addDays(todayIst(), 3) }] });
    const ended = await ctx.makeUser({
      programs: [{ program: "BA", start: addDays(todayIst(), -90), end: addDays(todayIst(), -1) }],
    });
    // The open week and its deadline, which the refusal names (research/learner-service.ts submit).
    const open = (await ctx.api("GET", "/api/ivepresearch/maxresearch", { token: me.token })).body as {
      maxresearch: number;
      deadline: string;
    };
    const before = await ctx.snapshot();
    for (const week of [4, 6]) {
      const res = await ctx.api("POST", "/api/ivepresearch", {
        token: me.token,
        body: { company: "A", text: "b", week },
      });
      expect(res.status, `week ${week}`).toBe(400);
      expect(res.body.error).toBe("week_not_open");
      expect(fieldText(res.body)).toBe(
        `body.week: Week ${week} is not open: submit to week ${open.maxresearch}, open until ${formatDateTime(open.deadline)} IST`,
      );
    }
    const early = await ctx.api("POST", "/api/ivepresearch", {
      token: notYet.token,
      body: { company: "A", text: "b" },
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe("week_not_open");
    expect(fieldText(early.body)).toBe("no week of BA is open for submissions now");
    // An ended enrolment is read-only (the access table): its submissions are refused before any week check.
    const late = await ctx.api("POST", "/api/ivepresearch", {
      token: ended.token,
      body: { company: "A", text: "b" },
    });
    expect(late).toMatchObject({ status: 403, body: { error: "enrolment_ended" } });
    expect((await ctx.api("GET", "/api/ivepresearch/maxresearch", { token: notYet.token })).body).toEqual({
      maxresearch: 0,
      open: false,
      deadline: null,
    });
    expect(
      (await ctx.api("GET", "/api/ivepresearch/maxresearch", { token: ended.token })).body,
    ).toMatchObject({
      maxresearch: 13,
      open: false,
    });
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("validates the body with messages naming the field", async () => {
    const me = await learner();
    const before = await ctx.snapshot();
    // The whole message of contract/research.ts ResearchSubmitBody (or field-words.ts where it writes none).
    const cases: [unknown, string][] = [
      [{ text: "b" }, "body.company: Fill in company"],
      [{ company: "  ", text: "b" }, "body.company: Enter the company or topic"],
      [{ company: "A" }, "body.text: Fill in your research"],
      [
        { company: "A", text: "x".repeat(RESEARCH_TEXT_MAX + 1) },
        `body.text: Shorten your analysis to ${RESEARCH_TEXT_MAX} characters or fewer`,
      ],
      [{ company: "A", text: "b", week: 0 }, "body.week: Choose a week of 1 or more"],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.api("POST", "/api/ivepresearch", { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("takes the week as a JSON number or a string of digits only", async () => {
    const me = await learner("SSEP");
    const before = await ctx.snapshot();
    for (const week of [" 5", "5 ", "5.0", "0x5", "", true, [5], { n: 5 }, 5.5]) {
      const res = await ctx.api("POST", "/api/ivepresearch", {
        token: me.token,
        body: { company: "A", text: "b", week },
      });
      expect(res.status, JSON.stringify(week)).toBe(400);
      expect(fieldText(res.body), JSON.stringify(week)).toBe("body.week: Week must be a whole number");
    }
    const spaced = await postMultipart(ctx, "/api/ivepresearch", me.token, {
      company: "A",
      text: "b",
      week: " 5",
    });
    expect(spaced.status).toBe(400);
    expect(fieldText(spaced.body)).toBe("body.week: Week must be a whole number");
    expect(await ctx.snapshot()).toEqual(before);
    // Multipart parts are text: "5" is week 5; JSON may send "5" or 5.
    const form = await postMultipart(ctx, "/api/ivepresearch", me.token, {
      company: "A",
      text: "b",
      week: "5",
    });
    expect(form.status).toBe(200);
    expect(form.body.research.week).toBe(5);
    for (const week of ["5", 5]) {
      const res = await ctx.api("POST", "/api/ivepresearch", {
        token: me.token,
        body: { company: "A", text: "c", week },
      });
      expect(res.status, JSON.stringify(week)).toBe(200);
      expect(res.body.research.week).toBe(5);
    }
  });

  it("syncs a stored file's folder after renaming the file into it", async () => {
    const me = await learner("DS");
    synced.length = 0;
    const res = await postMultipart(
      ctx,
      "/api/ivepresearch",
      me.token,
      { company: "Wipro", text: "see file" },
      [{ name: "report.pdf", bytes: pdfBytes() }],
    );
    expect(res.status).toBe(200);
    const dir = researchFilesDir(ctx.config.uploadsDir);
    expect(synced.some((p) => p.startsWith(dir) && p.endsWith(".tmp"))).toBe(true);
    expect(synced).toContain(dir);
  });

  it("accepts a PDF, DOCX, XLSX or PPTX by multipart and serves it back to the author", async () => {
    const me = await learner("DS");
    const docs: [string, Buffer][] = [
      ["report.pdf", pdfBytes()],
      ["report.docx", await ooxmlBytes("docx")],
      ["model.xlsx", await ooxmlBytes("xlsx")],
      ["deck.pptx", await ooxmlBytes("pptx")],
    ];
    for (const [name, bytes] of docs) {
      const res = await postMultipart(
        ctx,
        "/api/ivepresearch",
        me.token,
        { company: "Wipro", text: "see file" },
        [{ name, bytes }],
      );
      expect(res.status, name).toBe(200);
      const file = res.body.research.file;
      expect(file).toMatchObject({ name, type: name.split(".")[1], size: bytes.length });
      const dl = await ctx.app.inject({
        method: "GET",
        url: file.url,
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(bytes)).toBe(true);
      expect(dl.headers["content-disposition"]).toContain(`filename="${name}"`);
    }
    // remove_file drops it
    const removed = await postMultipart(ctx, "/api/ivepresearch", me.token, {
      company: "Wipro",
      text: "no file now",
      remove_file: "true",
    });
    expect(removed.body.research.file).toBeNull();
  });

  it("refuses a file whose content is not what its name says, an unknown type, macros or an over-size file", async () => {
    const me = await learner("ML");
    const before = await ctx.snapshot();
    const zipNotOffice = await (async () => {
      const { default: JSZip } = await import("jszip");
      const z = new JSZip();
      z.file("hello.txt", "hi");
      return z.generateAsync({ type: "nodebuffer" });
    })();
    // The whole message of research/files.ts checkUpload and lib/uploads/ooxml-check.ts.
    const mismatch = (name: string, ext: string, what: string) =>
      `file: the content of ${name} is not a .${ext} file (it looks like ${what})`;
    const cases: [string, Buffer, number, string][] = [
      [
        "report.pdf",
        Buffer.from("just some text pretending"),
        400,
        mismatch("report.pdf", "pdf", "not a recognised document"),
      ],
      ["report.pdf", await ooxmlBytes("docx"), 400, mismatch("report.pdf", "pdf", ".docx")],
      ["model.xlsx", await ooxmlBytes("docx"), 400, mismatch("model.xlsx", "xlsx", ".docx")],
      ["deck.pptx", zipNotOffice, 400, mismatch("deck.pptx", "pptx", ".zip")],
      ["report.docx", pdfBytes(), 400, mismatch("report.docx", "docx", ".pdf")],
      [
        "script.exe",
        pdfBytes(),
        400,
        "file: only PDF, XLSX, DOCX or PPTX files are accepted (got script.exe)",
      ],
      ["report", pdfBytes(), 400, "file: only PDF, XLSX, DOCX or PPTX files are accepted (got report)"],
      [
        "macro.xlsx",
        await ooxmlBytes("xlsx", { macro: true }),
        400,
        "file: macro.xlsx contains macros, which are not accepted",
      ],
      [
        "big.pdf",
        pdfBytes(RESEARCH_FILE_MAX_BYTES),
        413,
        "file: larger than 10 MB, the most a submission may carry",
      ],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
        { name, bytes },
      ]);
      expect(res.status, name).toBe(status);
      expect(fieldText(res.body), name).toBe(message);
    }
    expect(await ctx.snapshot()).toEqual(before);
    // Just under the limit is fine.
    const ok = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
      { name: "big.pdf", bytes: pdfBytes(RESEARCH_FILE_MAX_BYTES - 1000) },
    ]);
    expect(ok.status).toBe(200);
  });

  it("does not let a path in the file name escape, and keeps only the base name", async () => {
    const me = await learner("FnO");
    const res = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
      { name: "../../etc/passwd.pdf", bytes: pdfBytes() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.research.file.name).toBe("passwd.pdf");
  });

  it("serves a file only to the author, assigned raters and admins", async () => {
    const author = await learner("SSEP");
    const peer = await learner("SSEP");
    const stranger = await learner("SSEP", 3);
    const sub = await postMultipart(ctx, "/api/ivepresearch", author.token, { company: "A", text: "b" }, [
      { name: "r.pdf", bytes: pdfBytes() },
    ]);
    const { id, file } = sub.body.research;
    const get = (token: string, url = file.url) =>
      ctx.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    expect((await get(stranger.token)).statusCode).toBe(404);
    expect((await ctx.api("GET", `/api/ivepresearch/item/${id}`, { token: stranger.token })).status).toBe(
      404,
    );
    // The peer submits for the same week and is assigned the author's item.
    await ctx.api("POST", "/api/ivepresearch", { token: peer.token, body: { company: "B", text: "c" } });
    const toRate = await ctx.api("GET", "/api/ivepresearch/rate-research", { token: peer.token });
    expect(toRate.body.research.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get(peer.token)).statusCode).toBe(200);
    const peerView = await ctx.api("GET", `/api/ivepresearch/item/${id}`, { token: peer.token });
    expect(peerView.body.role).toBe("rater");
    expect(peerView.body.research).not.toHaveProperty("SSEPRate");
    expect(peerView.body.research).not.toHaveProperty("user_id");
    expect((await get(admin.token)).statusCode).toBe(200);
    expect((await get(admin.token, `/api/admin/research/${id}/file`)).statusCode).toBe(200);
    expect((await get(author.token)).statusCode).toBe(200);
    // The research area's URL does not serve a project: not the author's area (403), and for an admin, who may
    // read every area, the research API has no such item (404).
    expect((await get(author.token, `/api/research/file/${id}`)).statusCode).toBe(403);
    expect((await get(admin.token, `/api/research/file/${id}`)).statusCode).toBe(404);
  });

  it("keeps submissions and their files across an app restart", async () => {
    const me = await learner("GenAI");
    const bytes = await ooxmlBytes("docx");
    const sub = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "Zomato", text: "kept" }, [
      { name: "keep.docx", bytes },
    ]);
    expect(sub.status).toBe(200);
    const second = await buildApp({ config: ctx.config, db: ctx.handle, realtime: ctx.realtime });
    try {
      await second.ready();
      const res = await second.inject({
        method: "GET",
        url: "/api/ivepresearch",
        headers: { authorization: `Bearer ${me.token}` },
      });
      const items = JSON.parse(res.body).research;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ company: "Zomato", text: "kept", file: { name: "keep.docx" } });
      const dl = await second.inject({
        method: "GET",
        url: items[0].file.url,
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(dl.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("limits submissions to 30 a minute per learner, as every upload route; the 31st is 429 and stores nothing", async () => {
    const me = await learner();
    const text = Buffer.from("not a document\n".repeat(10));
    for (let i = 0; i < 30; i++) {
      const res = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
        { field: "file", name: "memo.pdf", bytes: text, type: "application/pdf" },
      ]);
      // Refused as not a PDF: each refusal still counts.
      expect(res.status).toBe(400);
    }
    const refused = await ctx.api("POST", "/api/ivepresearch", {
      token: me.token,
      body: { company: "Infosys", text: "DCF valuation of Infosys" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("too_many_requests");
    expect((await ctx.api("GET", "/api/ivepresearch", { token: me.token })).body.research).toEqual([]);
    const other = await learner();
    const fine = await ctx.api("POST", "/api/ivepresearch", {
      token: other.token,
      body: { company: "Infosys", text: "DCF valuation of Infosys" },
    });
    expect(fine.status).toBe(200);
  });

  it("needs a login", async () => {
    for (const url of ["/api/research", "/api/ivepresearch", "/api/ivepresearch/rate-research"]) {
      expect((await ctx.api("GET", url)).status).toBe(401);
    }
  });
});

describe("research API reference", () => {
  it("documents every research route with tags, summary, a 200 schema, the error schema and request bodies", async () => {
    const ctx = await createTestContext(BACKENDS[0]!);
    try {
      const res = await ctx.api("GET", "/api/docs/json");
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const paths = res.body.paths as Record<string, Record<string, any>>;
      const ops = Object.entries(paths)
        .filter(([path]) => /^\/api\/(research|ivepresearch|admin\/research)/.test(path))
        .flatMap(([path, o]) => Object.entries(o).map(([method, op]) => ({ key: `${method} ${path}`, op })));
      expect(ops.length).toBeGreaterThanOrEqual(24);
      for (const { key, op } of ops) {
        expect(op.tags?.length, key).toBeGreaterThan(0);
        expect(op.summary, key).toBeTruthy();
        // JSON answers carry a schema; downloads (the research file) are documented by their own media type.
        const ok = op.responses["200"]?.content as Record<string, { schema?: unknown }> | undefined;
        expect(ok?.["application/json"]?.schema ?? Object.values(ok ?? {})[0]?.schema, key).toBeDefined();
        expect(op.responses["4XX"]?.content?.["application/json"]?.schema?.required, key).toEqual([
          "error",
          "message",
        ]);
        if (key.startsWith("post")) expect(op.requestBody, key).toBeDefined();
      }
    } finally {
      await ctx.close();
    }
  });
});
