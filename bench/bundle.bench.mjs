// Bundle report: gzip size of the web app's first load (the JS index.html loads and preloads) and of every
// lazy chunk. Target: first load at most 120 KB of gzipped JS.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const TARGET_KB = 120;
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "apps", "web", "dist");

if (!existsSync(join(dist, "index.html")) || process.env.BENCH_REBUILD === "1") {
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1],
  ),
);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

// Map chunk files to their source module via the Vite manifest when there is one, for readable names.
const manifestPath = join(dist, ".vite", "manifest.json");
const names = new Map();
if (existsSync(manifestPath)) {
  for (const [src, chunk] of Object.entries(JSON.parse(readFileSync(manifestPath, "utf8")))) {
    names.set(chunk.file, src);
  }
}

const assets = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
let first = 0;
const rows = [];
for (const f of assets) {
  const file = `assets/${f}`;
  const kb = gz(file);
  const isInitial = initial.has(file);
  if (isInitial) first += kb;
  rows.push({
    chunk: names.get(file) ?? file,
    gzip_kb: Number(kb.toFixed(1)),
    load: isInitial ? "first" : "lazy",
  });
}
rows.sort((a, b) => (a.load === b.load ? b.gzip_kb - a.gzip_kb : a.load === "first" ? -1 : 1));
console.table(rows);
const ratio = first / TARGET_KB;
console.log(
  `first load: ${first.toFixed(1)} KB gzip JS (${initial.size} files); target ${TARGET_KB} KB; ratio ${ratio.toFixed(2)} (<= 1 meets it)`,
);
process.exit(ratio <= 1 ? 0 : 1);
