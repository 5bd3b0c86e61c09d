// `npm run bench`: runs every bench/*.bench.mjs (or the names given) in turn; each prints its figure and the
// ratio to its baseline or target, and the run ends with a summary table.
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
// Runs of hours that only run when named (`npm run bench -- mutation`).
const ON_REQUEST = ["mutation."];
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.mjs") || f.endsWith(".bench.ts"))
  .filter((f) =>
    wanted.length === 0 ? !ON_REQUEST.some((r) => f.startsWith(r)) : wanted.some((w) => f.startsWith(w)),
  )
  .sort();

let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f} ===`);
  const runner = f.endsWith(".ts")
    ? [join(here, "..", "node_modules", ".bin", "tsx"), [join(here, f)]]
    : [process.execPath, [join(here, f)]];
  const r = spawnSync(runner[0], runner[1], { stdio: "inherit" });
  if (r.status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} benchmark(s) met their target, ${failed} did not`);
process.exit(failed > 0 ? 1 : 0);
