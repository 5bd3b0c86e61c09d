// Stryker's configuration for bench/mutation.bench.mjs (`npm run bench -- mutation`). The bench picks the area with
// MUTATION_AREA (see ./areas.mjs) and may narrow it with MUTATION_MUTATE (comma-separated globs, for a quick run on
// a few files while writing tests). Temp folders and reports go under bench/results/ (git-ignored); `npm test` never
// runs this.
import { AREAS } from "./areas.mjs";

const area = AREAS[process.env.MUTATION_AREA ?? "domain"];
if (!area) throw new Error(`MUTATION_AREA must be one of ${Object.keys(AREAS).join(", ")}`);
// MUTATION_RUN (optional) labels a run measured in parts, e.g. MUTATION_RUN=contract: its sandbox and reports get
// their own names (domain-contract.json), so parts run side by side and each keeps its report.
const name = [process.env.MUTATION_AREA ?? "domain", process.env.MUTATION_RUN].filter(Boolean).join("-");

export default {
  testRunner: "vitest",
  vitest: { configFile: area.vitestConfig, related: false },
  coverageAnalysis: "perTest",
  mutate: process.env.MUTATION_MUTATE ? process.env.MUTATION_MUTATE.split(",") : area.mutate,
  ...(area.testFiles ? { testFiles: area.testFiles } : {}),
  // Two cores, often shared with a CI run: BENCH_CONCURRENCY (default 2) test runners.
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
  // Static mutants (in a module's top-level code: tables, schemas, constants) need the whole test environment
  // reloaded for each; they are most of the run time and mostly data, so they are left out of the score.
  ignoreStatic: process.env.MUTATION_STATIC !== "1",
  // A busy machine slows every run; a mutant is only called a timeout well past its normal time.
  timeoutMS: 10_000,
  dryRunTimeoutMinutes: 20,
  tempDirName: `bench/results/stryker-tmp-${name}`,
  // Vitest strips types without checking them, so Stryker need not add @ts-nocheck to every file it copies.
  disableTypeChecks: false,
  // Only what the area's tests load is copied into the sandbox (never bench/results/: another area's sandbox).
  ignorePatterns: area.ignore,
  reporters: ["json", "html", "progress"],
  jsonReporter: { fileName: `bench/results/mutation/${name}.json` },
  htmlReporter: { fileName: `bench/results/mutation/${name}.html` },
  incremental: process.env.MUTATION_INCREMENTAL === "1",
  incrementalFile: `bench/results/mutation/${name}-incremental.json`,
  cleanTempDir: "always",
};
