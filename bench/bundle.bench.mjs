// Bundle report: the compressed JS a first visit to /dashboard really transfers. The built app runs on a fresh
// embedded database; Debian's Chromium (cold cache, Accept-Encoding as browsers send it) opens /dashboard as the
// FAFMEP demo learner, and every script response's body bytes on the wire are added up from the network log.
// Target: at most 200 KB. Also prints each script and the sizes the same files would have uncompressed.
// Second check: every lazy chunk of the build is at most 60 KB gzip, except the named ones below.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  dist,
  ensureBuilt,
  learnerToken,
  startBuiltApp,
} from "./lib/built-app.mjs";

const TARGET_KB = 200;
const LAZY_KB = 60;
// hls.js (the video player's HLS engine) is fetched only by a browser that cannot play HLS itself, and only with
// an HLS lesson on screen; it is one library that cannot be split.
// The admin analytics page carries its charts (recharts, about 130 KB gzip: a group chunk of its own would take the
// Mantine components it shares with learner screens along, into the first visit): fetched only by the instructor's
// /admin/analytics, never by a learner's screen.
const LAZY_EXCEPTIONS = [
  { name: "video player (hls.js)", source: /node_modules\/hls\.js\//, kb: 180 },
  {
    name: "admin analytics with its charts",
    source: /admin-analytics\/pages\/admin-analytics-page/,
    kb: 160,
  },
];

ensureBuilt();
const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  const token = await learnerToken(app.url);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: "token", value: token, url: app.url }]);
  const page = await context.newPage();
  const finished = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") finished.push(request);
  });
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 60_000 });
  // The live socket keeps a connection open, so "network idle" never comes: late chunks get 3 s to arrive.
  await page.waitForTimeout(3000);
  if (new URL(page.url()).pathname !== "/dashboard") throw new Error(`ended on ${page.url()}`);
  for (const request of finished) {
    const response = await request.response();
    const sizes = await request.sizes();
    const body = await response.body();
    rows.push({
      script: new URL(request.url()).pathname.replace(/^\/assets\//, ""),
      encoding: response.headers()["content-encoding"] ?? "none",
      wire_kb: Number((sizes.responseBodySize / 1024).toFixed(1)),
      raw_kb: Number((body.length / 1024).toFixed(1)),
    });
  }
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}
rows.sort((a, b) => b.wire_kb - a.wire_kb);
console.table(rows);
const wire = rows.reduce((sum, r) => sum + r.wire_kb, 0);
const raw = rows.reduce((sum, r) => sum + r.raw_kb, 0);
const ratio = wire / TARGET_KB;
console.log(
  `first visit to /dashboard: ${rows.length} scripts, ${wire.toFixed(1)} KB compressed on the wire ` +
    `(${raw.toFixed(1)} KB uncompressed); target ${TARGET_KB} KB; ratio ${ratio.toFixed(2)} (<= 1 meets it)`,
);

// Lazy chunks: gzip size of every JS file of the build, named by its source module from Vite's manifest. The
// entry and what it imports statically (react, the router, the query client) load on every visit and are counted
// in the first-visit figure above, not here.
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const names = new Map(Object.entries(manifest).map(([src, chunk]) => [chunk.file, src]));
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (chunk === undefined || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
const chunks = readdirSync(join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !initial.has(`assets/${f}`))
  .map((f) => ({
    chunk: names.get(`assets/${f}`) ?? `assets/${f}`,
    gzip_kb: gzipSync(readFileSync(join(dist, "assets", f)), { level: 9 }).length / 1024,
  }));
const budgetOf = (c) => LAZY_EXCEPTIONS.find((e) => e.source.test(c.chunk))?.kb ?? LAZY_KB;
const overBudget = chunks.filter((c) => c.gzip_kb > budgetOf(c));
const largest = chunks.filter((c) => budgetOf(c) === LAZY_KB).sort((a, b) => b.gzip_kb - a.gzip_kb)[0];
console.log(
  `largest chunk: ${largest?.chunk ?? "none"} ${(largest?.gzip_kb ?? 0).toFixed(1)} KB gzip; budget ${LAZY_KB} KB ` +
    `(${LAZY_EXCEPTIONS.map((e) => `${e.name} ${e.kb} KB`).join(", ")})`,
);
for (const c of overBudget) console.log(`over budget: ${c.chunk} ${c.gzip_kb.toFixed(1)} KB gzip`);
process.exit(ratio <= 1 && overBudget.length === 0 ? 0 : 1);
