// The top frames of V8 CPU profiles (node --cpu-prof; the cohort benchmark's BENCH_CPU_PROF): self time by
// function, and the app's own code with what it calls (total time), each as a share of the profiled time.
// --after NAME leaves out each profile's samples before the first one in a function called NAME (the start-up:
// loading modules, migrations), e.g. --after routeHandler... or --after firstDataElement.
// Usage: node bench/lib/top-frames.mjs FILE.cpuprofile... [--top N] [--after NAME]
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const afterAt = args.indexOf("--after");
const after = afterAt >= 0 ? args[afterAt + 1] : null;
const files = args.filter((a) => a.endsWith(".cpuprofile"));

const self = new Map();
const total = new Map();
let sampled = 0;
let idle = 0;

const short = (url) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "~/")
    .replace(/^.*\/apps\/server\/src\//, "server/")
    .replace(/^.*\/packages\/domain\/src\//, "domain/");
const label = (f) => `${f.functionName || "(anonymous)"} ${short(f.url)}:${f.lineNumber + 1}`;

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const hits = new Map();
  let started = after === null;
  for (const id of profile.samples) {
    for (let at = id; !started && at !== undefined; at = parent.get(at))
      started = byId.get(at).callFrame.functionName === after;
    if (started) hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  for (const [id, count] of hits) {
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    if (name === "(idle)" || name === "(program)" || name === "(garbage collector)") {
      if (name === "(idle)") idle += count;
      else self.set(name, (self.get(name) ?? 0) + count);
      if (name !== "(idle)") sampled += count;
      continue;
    }
    sampled += count;
    const key = label(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + count);
    // Total time: every distinct frame on the stack counts once.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = label(byId.get(at).callFrame);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + count);
    }
  }
}

const pct = (n) => `${((100 * n) / sampled).toFixed(1).padStart(5)} %`;
const print = (title, map, filter = () => true) => {
  console.log(`\n${title}`);
  for (const [k, n] of [...map]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${pct(n)}  ${k}`);
};
console.log(`${files.length} profile(s): ${sampled} busy samples, ${idle} idle`);
print("self time", self);
print("total time, the app's own code", total, (k) => / (server|domain)\//.test(k));
print("total time, libraries", total, (k) => k.includes(" ~/"));
