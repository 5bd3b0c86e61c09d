// `npm test`: unit + server tests (Vitest), then browser tests (Playwright on Debian's Chromium) against the
// built app on a fresh embedded database. Browser tests are skipped when no Chromium is installed, unless
// REQUIRE_E2E=1 (set by .ci/run), which makes a missing browser a failure.
import { existsSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { ensureInstalled, npmRun, root } from "./lib.mjs";
import { chromiumPath } from "../e2e/chromium.mjs";

ensureInstalled();
const out = join(root, "test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
/** Names of the failed tests, repeated at the end so the last lines of a long CI log say what failed. */
const failures = [];

const vitestJson = join(out, "vitest.json");
const vitest = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  { cwd: root, stdio: "inherit" },
);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === "failed") failures.push(`${relative(root, file.name)} > ${t.fullName}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
      failures.push(`${relative(root, file.name)}: ${(file.message ?? "failed").split("\n")[0]}`);
    }
  }
}
if (vitest.status !== 0 && failed === 0) failed += 1;

const browser = chromiumPath();
const requireE2e = process.env.REQUIRE_E2E === "1";
let e2eStatus = 0;
if (!browser) {
  const msg = "No Chromium found (/usr/bin/chromium or CHROMIUM_PATH): browser tests";
  if (requireE2e) {
    console.error(`${msg} are required (REQUIRE_E2E=1) and cannot run.`);
    failed += 1;
  } else {
    console.warn(`${msg} skipped. Install Debian's chromium to run them.`);
  }
} else {
  npmRun(["run", "build"]);
  const pwJson = join(out, "playwright.json");
  const pw = spawnSync("npx", ["playwright", "test", "--reporter=list,json"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  e2eStatus = pw.status ?? 1;
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, "utf8")).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === "unexpected") failures.push(`${spec.file}:${spec.line} > ${spec.title}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(readFileSync(pwJson, "utf8")).suites ?? []) walk(suite);
  }
  if (e2eStatus !== 0 && failed === 0) failed += 1;
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || vitest.status !== 0 || e2eStatus !== 0 ? 1 : 0);
