// Test strength, measured (issue 46): Stryker mutates the code of each area in bench/mutation/areas.mjs (small
// changes such as `<` for `<=`, a removed condition, an emptied string), runs the area's tests against every mutant
// and counts the mutants some test kills. Prints per area the mutation score (killed or timed out, over every
// mutant that is not ignored) against its target (80 % for packages/domain, 70 % for the server's rule-heavy
// services), the weakest files and the first surviving mutants, so they can be listed in docs/benchmarks.md and
// closed with tests. Static mutants (top-level tables and schemas) are ignored unless MUTATION_STATIC=1.
//
// Knobs: MUTATION_AREAS (comma-separated; default every area), MUTATION_MUTATE (globs: mutate only these files, for
// a quick run while writing tests), MUTATION_INCREMENTAL=1 (reuse the last run's results for unchanged code and
// tests), MUTATION_SURVIVORS (how many lines of survivors to print, default 25), BENCH_CONCURRENCY (test runners, default
// 2), MUTATION_REPORT_ONLY=1 (run nothing: print the figures of the last run's reports), MUTATION_RUN (a label for
// a run measured in parts with MUTATION_MUTATE: its sandbox and reports are named <area>-<label>, so parts can run
// side by side and each keeps its report; with MUTATION_REPORT_ONLY=1, several labels separated by commas add up
// the parts into one figure). Reports (JSON and HTML) land in bench/results/mutation/ (git-ignored). The server areas run on the embedded
// database only: TEST_DATABASE_URL is removed from their environment.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AREAS } from "./mutation/areas.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stryker = join(root, "node_modules", ".bin", "stryker");
const wanted = (process.env.MUTATION_AREAS ?? Object.keys(AREAS).join(",")).split(",").filter(Boolean);
const SURVIVORS = Number(process.env.MUTATION_SURVIVORS ?? 25);
const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/** Killed + timed out over killed + timed out + survived + not covered (Stryker's mutation score). */
function score(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return { detected, valid, percent: valid === 0 ? 100 : (100 * detected) / valid };
}

/** The mutated source text of a mutant, on one line and cut short. */
function original(source, { start, end }) {
  const lines = source.split("\n");
  const text =
    start.line === end.line
      ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
      : `${lines[start.line - 1].slice(start.column - 1)} ...`;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

let missed = 0;
const summary = [];
for (const name of wanted) {
  const area = AREAS[name];
  if (!area) throw new Error(`unknown area ${name}; areas: ${Object.keys(AREAS).join(", ")}`);
  const env = { ...process.env, MUTATION_AREA: name };
  if (area.server) delete env.TEST_DATABASE_URL;
  console.log(
    `\n--- ${name}: Stryker on ${(process.env.MUTATION_MUTATE?.split(",") ?? area.mutate).join(" ")}`,
  );
  const started = performance.now();
  const r =
    process.env.MUTATION_REPORT_ONLY === "1"
      ? { status: 0 }
      : spawnSync(stryker, ["run", "bench/mutation/stryker.config.mjs", "--logLevel", "warn"], {
          cwd: root,
          env,
          stdio: ["ignore", "inherit", "inherit"],
        });
  const minutes = (performance.now() - started) / 60_000;
  if (r.status !== 0) {
    console.log(`${name}: Stryker failed (exit ${r.status}) after ${minutes.toFixed(1)} min`);
    missed++;
    summary.push({ name, line: "failed" });
    continue;
  }
  // Several labels (MUTATION_RUN=contract,logic with MUTATION_REPORT_ONLY=1) add up the parts' reports.
  const runs = (process.env.MUTATION_RUN ?? "").split(",").filter(Boolean);
  const report = { files: {} };
  for (const reportName of runs.length ? runs.map((r) => `${name}-${r}`) : [name]) {
    const part = JSON.parse(
      readFileSync(join(root, "bench", "results", "mutation", `${reportName}.json`), "utf8"),
    );
    Object.assign(report.files, part.files);
  }
  const files = Object.entries(report.files).map(([file, f]) => ({ file, ...f, ...score(f.mutants) }));
  const all = score(files.flatMap((f) => f.mutants));
  const counts = {};
  for (const m of files.flatMap((f) => f.mutants)) counts[m.status] = (counts[m.status] ?? 0) + 1;
  console.log(
    `${name}: ${Object.entries(counts)
      .map(([s, n]) => `${n} ${s}`)
      .join(", ")} in ${files.length} files, ${minutes.toFixed(1)} min`,
  );
  console.log("weakest files (score, undetected/valid):");
  for (const f of files
    .filter((f) => f.valid > 0)
    .sort((a, b) => b.valid - b.detected - (a.valid - a.detected))
    .slice(0, 10)) {
    console.log(`  ${f.percent.toFixed(1).padStart(5)} %  ${f.valid - f.detected}/${f.valid}  ${f.file}`);
  }
  // Undetected mutants grouped by source line, the lines with the most first: a line where several mutants live
  // is a rule no test pins down.
  const byLine = new Map();
  for (const f of files) {
    for (const m of f.mutants.filter((m) => UNDETECTED.has(m.status))) {
      const key = `${f.file}:${m.location.start.line}`;
      if (!byLine.has(key)) byLine.set(key, { key, source: f.source, mutants: [] });
      byLine.get(key).mutants.push(m);
    }
  }
  const lines = [...byLine.values()].sort((a, b) => b.mutants.length - a.mutants.length);
  const undetected = lines.reduce((n, l) => n + l.mutants.length, 0);
  console.log(
    `${undetected} undetected mutants on ${lines.length} lines; the ${Math.min(SURVIVORS, lines.length)} lines with most:`,
  );
  for (const l of lines.slice(0, SURVIVORS)) {
    const m = l.mutants[0];
    const kinds = [...new Set(l.mutants.map((x) => x.mutatorName))].join(", ");
    console.log(
      `  ${String(l.mutants.length).padStart(2)} ${l.key} (${m.status === "NoCoverage" ? "no test runs it" : kinds}): ${original(l.source, m.location)} -> ${m.replacement?.replace(/\s+/g, " ").slice(0, 40)}`,
    );
  }
  const line = `${all.percent.toFixed(1)} % (${all.detected}/${all.valid}); ${(all.percent / area.target).toFixed(2)}x the target of ${area.target} %`;
  console.log(`${name}: mutation score ${line}`);
  summary.push({ name, line: `${line}, ${minutes.toFixed(1)} min` });
  if (all.percent < area.target) missed++;
}
console.log("\nmutation scores:");
for (const s of summary) console.log(`  ${s.name.padEnd(12)} ${s.line}`);
process.exit(missed > 0 ? 1 : 0);
