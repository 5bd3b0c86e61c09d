import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { checkOoxml } from "../src/lib/uploads/ooxml-check.ts";
import { buildWorkbook, WORKBOOK_BUILDERS } from "../src/modules/excel/workbooks.ts";
import { researchFilesDir } from "../src/modules/research/files.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { ooxmlBytes, postMultipart } from "./helpers/research.ts";
import { deflated, docxBomb, docxParts, rawZip, zerosDeflate } from "./helpers/zip-bombs.ts";
import { fieldText } from "./helpers/field-text.ts";

const MB = 1024 * 1024;

/** The 422 message of a hostile report.docx (lib/uploads/ooxml-check.ts `unsafe`). */
const unsafe = (why: string) => `file: report.docx ${why}; it was not stored`;

/** The process's resident memory in bytes, and its peak since resetPeak() when Linux can tell. */
function rss(): number {
  return process.memoryUsage.rss();
}
function resetPeak(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}
function peakRss(): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

describe("the Office package check", () => {
  it("accepts every workbook the Excel course generates with exceljs (data descriptors, real parts)", async () => {
    const ids = Object.keys(WORKBOOK_BUILDERS) as (keyof typeof WORKBOOK_BUILDERS)[];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      await expect(checkOoxml(await buildWorkbook(id), "xlsx", `${id}.xlsx`), id).resolves.toBeUndefined();
    }
  });
});

describe.each(BACKENDS)("hostile Office uploads on $name", (backend) => {
  let ctx: TestContext;
  let me: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    me = await ctx.makeUser({
      steps: 3,
      programs: [{ program: "IBEPGOLD", start: addDays(todayIst(), -30) }],
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const storedFiles = () => {
    try {
      return readdirSync(researchFilesDir(ctx.config.uploadsDir));
    } catch {
      return [];
    }
  };

  /**
   * Submits the bytes as report.docx; the answer must be 413/422 with the error contract, the whole message of
   * lib/uploads/ooxml-check.ts (`unsafe` or `tooBig` with its reason) and nothing kept.
   */
  async function refused(bytes: Buffer, status: 413 | 422, message: string, name = "report.docx") {
    const before = await ctx.snapshot();
    const files = storedFiles();
    const res = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
      { name, bytes },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(Object.keys(res.body).sort()).toEqual(["error", "message"]);
    expect(fieldText(res.body)).toBe(message);
    expect(await ctx.snapshot()).toEqual(before);
    expect(storedFiles()).toEqual(files);
    return res;
  }

  it("refuses a 1.5 MB .docx whose document.xml inflates to 1.5 GB while its headers claim 200 bytes", async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    await refused(
      bomb,
      422,
      unsafe("inflates word/document.xml past the size its headers declare (a zip bomb)"),
    );
  });

  it("refuses duplicate entry names with lying sizes (case-insensitive, as Office reads part names)", async () => {
    const dup = rawZip([
      ...docxParts(),
      deflated("word/document.xml", "<w:document/>"),
      { name: "word/Document.xml", data: zerosDeflate(64), declaredSize: 10 },
    ]);
    await refused(dup, 422, unsafe("has a duplicate entry name (word/Document.xml)"));
    const exact = rawZip([
      ...docxParts(),
      deflated("word/document.xml", "<w:document/>"),
      { ...deflated("word/document.xml", "<w:document/>"), declaredSize: 3 },
    ]);
    await refused(exact, 422, unsafe("has a duplicate entry name (word/document.xml)"));
    // The case that answered 500 and took gigabytes: [Content_Types].xml twice, the second a bomb claiming 200 bytes.
    const [types, rels] = docxParts();
    const typesBomb = rawZip([
      types!,
      rels!,
      deflated("word/document.xml", "<w:document/>"),
      { name: "[Content_Types].xml", data: zerosDeflate(1536), declaredSize: 200 },
    ]);
    await refused(typesBomb, 422, unsafe("has a duplicate entry name ([Content_Types].xml)"));
  });

  it("refuses zip64 extra fields that lie about the size", async () => {
    const data = zerosDeflate(50);
    const lie = rawZip([
      ...docxParts(),
      { name: "word/document.xml", data, zip64: { size: 200, compressed: data.length } },
    ]);
    await refused(
      lie,
      422,
      unsafe("inflates word/document.xml past the size its headers declare (a zip bomb)"),
    );
    // A compressed size pointing past the end of the file.
    const beyond = rawZip([
      ...docxParts(),
      { ...deflated("word/document.xml", "<w:document/>"), zip64: { size: 13, compressed: 50 * MB } },
    ]);
    // yauzl's own words are passed on: where the data would start (after the local header's name and 20-byte
    // zip64 extra), the size claimed and the file's length.
    const dataStart = beyond.indexOf("word/document.xml") + "word/document.xml".length + 20;
    await refused(
      beyond,
      422,
      unsafe(
        `has a damaged local header for word/document.xml (file data overflows file bounds: ${dataStart} + ${50 * MB} > ${beyond.length})`,
      ),
    );
  });

  it("refuses an entry whose honest size is over the per-entry cap with 413, without inflating it", async () => {
    const data = zerosDeflate(2048);
    const huge = rawZip([
      ...docxParts(),
      deflated("word/document.xml", "<w:document/>"),
      { name: "word/media/blank.bin", data, declaredSize: 2048 * MB - 1 },
    ]);
    await refused(
      huge,
      413,
      "file: report.docx is too large: word/media/blank.bin would inflate to more than 100 MB",
    );
  });

  it("refuses a highly compressible entry by its compression ratio even when its size is honest", async () => {
    const data = zerosDeflate(90);
    await refused(
      rawZip([...docxParts(), { name: "word/document.xml", data, declaredSize: 90 * MB }]),
      422,
      unsafe("compresses word/document.xml more than 200:1 (a zip bomb)"),
    );
  });

  it("refuses nested archives, encrypted entries, too many entries and entries sharing one body", async () => {
    const innerZip = await ooxmlBytes("docx");
    const base = () => [...docxParts(), deflated("word/document.xml", "<w:document/>")];
    await refused(
      rawZip([...base(), deflated("word/media/archive.zip", innerZip)]),
      422,
      unsafe("contains a nested archive (word/media/archive.zip)"),
    );
    // A zip hidden behind an image name is found by its bytes.
    await refused(
      rawZip([...base(), deflated("word/media/image1.png", innerZip)]),
      422,
      unsafe("contains a nested archive (word/media/image1.png)"),
    );
    await refused(
      rawZip([...base(), { ...deflated("word/secret.xml", "<x/>"), flags: 0x0801 }]),
      422,
      unsafe("has encrypted entries (word/secret.xml)"),
    );
    const many = Array.from({ length: 3000 }, (_, i) => deflated(`word/media/p${i}.xml`, "<x/>"));
    await refused(rawZip([...base(), ...many]), 422, unsafe("has 3003 entries (at most 2000)"));
    const overlap = rawZip([
      ...base(),
      { name: "word/copy1.xml", data: Buffer.alloc(0), sharesBodyOf: 2 },
      { name: "word/copy2.xml", data: Buffer.alloc(0), sharesBodyOf: 2 },
    ]);
    // Each copy's central entry names itself while the local header it points at names document.xml.
    await refused(overlap, 422, unsafe("has local and central headers that disagree for word/copy1.xml"));
  });

  it("still accepts a genuine .docx, including a chart workbook embedded where Office puts it", async () => {
    const workbook = await ooxmlBytes("xlsx");
    const xml = "<w:document/>";
    const docx = rawZip([
      ...docxParts(),
      { ...deflated("word/document.xml", xml), crc: crc32(Buffer.from(xml)) },
      deflated("word/embeddings/Microsoft_Excel_Worksheet.xlsx", workbook),
    ]);
    const res = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
      { name: "report.docx", bytes: docx },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plain = await postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
      { name: "report.docx", bytes: await ooxmlBytes("docx") },
    ]);
    expect(plain.status).toBe(200);
  });

  it("keeps memory growth under 300 MB while four bombs upload at once", async () => {
    // Two with the bomb in the main part, two in [Content_Types].xml (the part every checker reads).
    const [, rels] = docxParts();
    const typesBomb = rawZip([
      { name: "[Content_Types].xml", data: zerosDeflate(1536), declaredSize: 200 },
      rels!,
      deflated("word/document.xml", "<w:document/>"),
    ]);
    const bombs = [docxBomb(), typesBomb, docxBomb(), typesBomb];
    globalThis.gc?.();
    const base = rss();
    const exact = resetPeak();
    let sampled = base;
    const timer = setInterval(() => {
      sampled = Math.max(sampled, rss());
    }, 5);
    const results = await Promise.all(
      bombs.map((bytes) =>
        postMultipart(ctx, "/api/ivepresearch", me.token, { company: "A", text: "b" }, [
          { name: "report.docx", bytes },
        ]),
      ),
    );
    clearInterval(timer);
    const peak = Math.max(sampled, rss(), (exact && peakRss()) || 0);
    const growth = peak - base;
    console.log(`RSS growth with 4 concurrent bombs: ${(growth / MB).toFixed(1)} MB (exact peak: ${exact})`);
    expect(results.map((r) => r.status)).toEqual([422, 422, 422, 422]);
    expect(growth).toBeLessThan(300 * MB);
  });
});
