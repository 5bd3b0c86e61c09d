// The Excel course's server side: the help box's settings, the workbook gate at every eligible value (through the
// research area's real grading path), and 404/401 for bad requests; and exceljs's zip packages (overridden in the
// root package.json) still write and read workbooks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/platform/config.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

// Written out from SPEC.md sections 4 and 6, not imported from the domain, so the gate is checked independently.
const LESSONS = [
  "xl-m1-v1",
  "xl-m1-v2",
  "xl-m1-v3",
  "xl-m1-v4",
  "xl-m2-v1",
  "xl-m3-v1",
  "xl-m3-v2",
  "xl-m3-v3",
  "xl-m3-v4",
  "xl-m4-v1",
  "xl-m4-v2",
  "xl-m4-v3",
  "xl-m4-v4",
];
const FIRST = "Please complete First Case Project";
const SECOND = "Please complete Second Case Project";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What GET /api/excel/workbook/{id} must answer at this eligible number: 200, or 403 with the lock message. */
function expected(lesson: string, eligible: number): { status: number; message?: string } {
  const module = Number(lesson[4]);
  if (module === 3 && eligible < 1) return { status: 403, message: FIRST };
  if (module === 4 && eligible < 2) return { status: 403, message: SECOND };
  return { status: 200 };
}

describe.each(BACKENDS)("Excel course API on $name", (backend) => {
  let ctx: TestContext;
  let learner: TestUser;
  let week = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { SUPPORT_PHONE: "+91 90000 11111" } });
    learner = await ctx.makeUser({ programs: [{ program: "EXCEL", plan: "BAEXCELBASIC" }], steps: 1 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** One more passed case project: an item created and graded 8/10 through the admin research API. */
  async function passCaseProject(user: TestUser) {
    const op = ctx.operatorToken();
    week += 1;
    const created = await ctx.api("POST", "/api/admin/research", {
      token: op,
      body: {
        email: user.email,
        week,
        company: `Case ${week}`,
        text: "Case project answer with a model and a memo.",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const graded = await ctx.api("POST", `/api/admin/research/${created.body.research.id}/grade`, {
      token: op,
      body: { admin_points: 8, admin_comment: "Passed" },
    });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
  }

  it("serves the configured support number", async () => {
    const res = await ctx.api("GET", "/api/excel/settings", { token: learner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ support_phone: "+91 90000 11111" });
  });

  it("needs a login", async () => {
    expect((await ctx.api("GET", "/api/excel/settings")).status).toBe(401);
    expect((await ctx.api("GET", "/api/excel/workbook/xl-m1-v1")).status).toBe(401);
  });

  it.each(["xl-m5-v1", "xl-m2-v2", "XL-M1-V1", "nothing", "xl-m1-v1.xlsx"])(
    "answers 404 for the unknown lesson %s",
    async (id) => {
      const res = await ctx.api("GET", `/api/excel/workbook/${id}`, { token: learner.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "unknown_lesson", message: `no Excel lesson ${id}` });
    },
  );

  it("gates every lesson's workbook at eligible 0, 1, 2 and 3", async () => {
    for (const eligible of [0, 1, 2, 3]) {
      if (eligible > 0) await passCaseProject(learner);
      const check = await ctx.api("GET", "/api/user/exceleligible", { token: learner.token });
      expect(check.body).toEqual({ eligible });
      for (const lesson of LESSONS) {
        const want = expected(lesson, eligible);
        const res = await ctx.app.inject({
          method: "GET",
          url: `/api/excel/workbook/${lesson}`,
          headers: { authorization: `Bearer ${learner.token}` },
        });
        expect(res.statusCode, `${lesson} at eligible ${eligible}`).toBe(want.status);
        if (want.status === 403) {
          expect(res.json()).toEqual({ error: "lesson_locked", message: want.message });
        } else {
          expect(res.headers["content-type"]).toBe(XLSX);
          expect(res.headers["content-disposition"]).toMatch(
            new RegExp(`^attachment; filename="${lesson}-[a-z0-9-]+\\.xlsx"$`),
          );
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
          expect(wb.worksheets[0]!.name).toBe("Start here");
          expect(wb.worksheets.length).toBeGreaterThan(1);
        }
      }
    }
  });

  it("keeps another learner's eligibility apart", async () => {
    const other = await ctx.makeUser({ programs: [{ program: "EXCEL", plan: "BAEXCELBASIC" }], steps: 1 });
    const res = await ctx.api("GET", "/api/excel/workbook/xl-m3-v1", { token: other.token });
    expect(res.status).toBe(403);
    expect(fieldText(res.body)).toBe(FIRST);
  });
});

describe("support number default", () => {
  it("has a default when SUPPORT_PHONE is unset, and refuses a malformed one", async () => {
    const { loadConfig } = await import("../src/platform/config.ts");
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "excel-config-"));
    const base = { DATA_DIR: dir, JWT_SECRET: "test-secret-0123456789-abcdefghij" };
    expect(loadConfig(base).supportPhone).toMatch(/^\+91 /);
    expect(() => loadConfig({ ...base, SUPPORT_PHONE: "call us" })).toThrow(/SUPPORT_PHONE/);
  });
});

describe("exceljs on its overridden zip packages", () => {
  it("installs none of the deprecated chain (inflight, glob 7, rimraf 2, fstream)", () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    const deprecated = Object.entries(lock.packages)
      .map(([path, p]) => `${path.slice(path.lastIndexOf("node_modules/") + 13)}@${p.version ?? ""}`)
      .filter((id) => /^(inflight|fstream)@|^glob@[0-8]\.|^rimraf@[0-3]\./.test(id));
    expect(deprecated).toEqual([]);
  });

  it("writes a workbook with the streaming writer (archiver) that both readers read back (unzipper)", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const sheet = writer.addWorksheet("Cash flows");
    sheet.addRow(["Year", "Cash flow"]).commit();
    sheet.addRow([1, 100]).commit();
    sheet.addRow([2, 250]).commit();
    sheet.addRow(["Total", { formula: "SUM(B2:B3)", result: 350 }]).commit();
    sheet.commit();
    await writer.commit();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const read = wb.getWorksheet("Cash flows")!;
    expect(read.getCell("B3").value).toBe(250);
    expect(read.getCell("B4").value).toEqual({ formula: "SUM(B2:B3)", result: 350 });

    // The streaming reader unzips with unzipper. (It cannot read writeBuffer's files, the practice workbooks: it
    // expects xl/workbook.xml before the sheets, an exceljs limitation whatever the unzipper version.)
    const streamed: unknown[][] = [];
    for await (const ws of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.concat(chunks)), {})) {
      for await (const row of ws) streamed.push((row.values as unknown[]).slice(1));
    }
    expect(streamed).toEqual([
      ["Year", "Cash flow"],
      [1, 100],
      [2, 250],
      ["Total", { formula: "SUM(B2:B3)", result: 350 }],
    ]);
  });
});
