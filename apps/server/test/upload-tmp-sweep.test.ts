import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STALE_TMP_MS } from "../src/lib/uploads/limits.ts";
import { sweepStaleTmpFiles } from "../src/lib/uploads/tmp-files.ts";

describe("the sweep of half-written uploads", () => {
  const dir = mkdtempSync(join(tmpdir(), "fincareer-sweep-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("removes old .tmp files in every subfolder and keeps young ones, stored files and other names", async () => {
    const nested = join(dir, "research");
    mkdirSync(nested, { recursive: true });
    const old = new Date(Date.now() - STALE_TMP_MS - 60_000);
    for (const name of [join(dir, ".a.mp4.tmp"), join(nested, ".b.pdf.tmp")]) {
      writeFileSync(name, "x");
      utimesSync(name, old, old);
    }
    writeFileSync(join(nested, ".c.pdf.tmp"), "an upload still running");
    writeFileSync(join(nested, "stored.pdf"), "kept");
    writeFileSync(join(nested, "notes.tmp"), "not a name the uploads make");
    expect(await sweepStaleTmpFiles(dir, STALE_TMP_MS)).toBe(2);
    expect(readdirSync(nested).sort()).toEqual([".c.pdf.tmp", "notes.tmp", "stored.pdf"]);
    expect(readdirSync(dir).sort()).toEqual(["research"]);
    // Age 0 (the embedded database: one process) takes every .tmp file.
    expect(await sweepStaleTmpFiles(dir, 0)).toBe(1);
    expect(await sweepStaleTmpFiles(join(dir, "missing"), 0)).toBe(0);
  });
});
