// Memory of the server while zip bombs are uploaded over HTTP: rounds of 4 concurrent 1.5 MB .docx files whose
// document.xml (or [Content_Types].xml) inflates to 1.5 GB while the headers claim 200 bytes, against a server on
// the embedded database. Prints the peak resident-memory growth and the time per round. Target: growth < 300 MB
// and every bomb answered 413/422.
import { readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { addDays, todayIst } from "../apps/server/src/lib/dates.ts";
import { BACKENDS, createTestContext } from "../apps/server/test/helpers/context.ts";
import { multipartBody } from "../apps/server/test/helpers/research.ts";
import {
  deflated,
  docxBomb,
  docxParts,
  rawZip,
  zerosDeflate,
} from "../apps/server/test/helpers/zip-bombs.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENT = 4;
const TARGET_MB = 300;
const PORT = Number(process.env.BENCH_PORT ?? 0);
const MB = 1024 * 1024;

/** Resets the kernel's peak-RSS mark (Linux); false where that is not possible. */
function resetPeak(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}
function peakRss(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // Not Linux: fall back to sampling.
  }
  return process.memoryUsage.rss();
}

const ctx = await createTestContext(BACKENDS[0]!);
const user = await ctx.makeUser({
  steps: 3,
  programs: [{ program: "IBEPGOLD", start: addDays(todayIst(), -30) }],
});
await ctx.app.listen({ port: PORT, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ivepresearch`;

const [, rels] = docxParts();
const typesBomb = rawZip([
  { name: "[Content_Types].xml", data: zerosDeflate(1536), declaredSize: 200 },
  rels!,
  deflated("word/document.xml", "<w:document/>"),
]);
const bodies = [docxBomb(), typesBomb, docxBomb(), typesBomb].map((bytes) =>
  multipartBody({ company: "A", text: "b" }, [{ name: "report.docx", bytes }]),
);

let worstGrowth = 0;
let worstMs = 0;
const statuses = new Set<number>();
for (let round = 0; round < ROUNDS; round++) {
  globalThis.gc?.();
  const base = process.memoryUsage.rss();
  const exact = resetPeak();
  let sampled = base;
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  const start = performance.now();
  await Promise.all(
    bodies.slice(0, CONCURRENT).map(async ({ payload, headers }) => {
      const res = await request(url, {
        method: "POST",
        body: payload,
        headers: { ...headers, authorization: `Bearer ${user.token}` },
      });
      await res.body.text();
      statuses.add(res.statusCode);
    }),
  );
  const ms = performance.now() - start;
  clearInterval(timer);
  const peak = Math.max(sampled, exact ? peakRss() : 0);
  worstGrowth = Math.max(worstGrowth, peak - base);
  worstMs = Math.max(worstMs, ms);
}
await ctx.close();

const ok = worstGrowth < TARGET_MB * MB && [...statuses].every((s) => s === 413 || s === 422);
console.log(
  `${ROUNDS} rounds of ${CONCURRENT} concurrent 1.5 GB bombs: peak RSS growth ${(worstGrowth / MB).toFixed(1)} MB ` +
    `(target < ${TARGET_MB} MB, ratio ${(worstGrowth / MB / TARGET_MB).toFixed(3)}), slowest round ${worstMs.toFixed(0)} ms, ` +
    `statuses ${[...statuses].join(", ")}`,
);
process.exit(ok ? 0 : 1);
