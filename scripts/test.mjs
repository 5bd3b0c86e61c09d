// `npm test`: unit + server tests (Vitest), then browser tests (Playwright on Debian's Chromium) against the
// built app on a fresh embedded database. Browser tests are skipped when no Chromium is installed, unless
// REQUIRE_E2E=1 (set by .ci/run), which makes a missing browser a failure. Both run on the project's pinned Node 24
// (scripts/runtime.mjs): on another Node this script starts itself again on it.
import { existsSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { connect } from "node:net";
import { ensureInstalled, ensurePinnedNode, npmRun, root } from "./lib.mjs";
import { chromiumPath } from "../e2e/chromium.mjs";

/** Whether the Redis of the tests answers (helpers/redis.ts: TEST_REDIS_URL, else REDIS_URL, else the default). */
function redisReachable() {
  const { hostname, port } = new URL(
    process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  );
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

ensureInstalled();
await ensurePinnedNode();
console.log(`Node ${process.version}`);
const out = join(root, "test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
/** Names of the failed tests, repeated at the end so the last lines of a long CI log say what failed. */
const failures = [];

// A missing backend must never shrink the run without a word: REQUIRE_PG=1 (set by .ci/run) makes a missing
// TEST_DATABASE_URL a failure before anything runs; otherwise the closing line says how many tests each missing
// backend left out (counted by listing the tests as if every backend were there; see leftOut below).
if (process.env.REQUIRE_PG === "1" && !process.env.TEST_DATABASE_URL) {
  console.error(
    "REQUIRE_PG=1 but TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests cannot run.",
  );
  process.exit(1);
}
/** Tests that ran (passed, failed or skipped), by file and full name, to compare with the full listing. */
const ran = new Map();
/** Left-out tests per missing backend, for the closing line. */
const leftOut = {};

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
      const key = `${file.name}\0${[...(t.ancestorTitles ?? []), t.title].join(" > ")}`;
      ran.set(key, (ran.get(key) ?? 0) + 1);
      if (t.status === "failed") failures.push(`${relative(root, file.name)} > ${t.fullName}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
      failures.push(`${relative(root, file.name)}: ${(file.message ?? "failed").split("\n")[0]}`);
    }
  }
}
if (vitest.status !== 0 && failed === 0) failed += 1;
if (!process.env.TEST_DATABASE_URL || !(await redisReachable())) {
  // Collection only (no test runs): BACKENDS lists PostgreSQL and redisAvailable() says yes (helpers/context.ts,
  // helpers/redis.ts), so the listing holds every test; those that did not run are attributed by their names.
  const listJson = join(out, "vitest-list.json");
  spawnSync("npx", ["vitest", "list", "--project", "server", `--json=${listJson}`], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, FINCAREER_TEST_LIST_ALL: "1" },
  });
  if (existsSync(listJson)) {
    for (const t of JSON.parse(readFileSync(listJson, "utf8"))) {
      const key = `${t.file}\0${t.name}`;
      const n = ran.get(key) ?? 0;
      if (n > 0) {
        ran.set(key, n - 1);
        continue;
      }
      const backend = /postgres/i.test(t.name) ? "PostgreSQL" : /redis/i.test(t.name) ? "Redis" : "other";
      leftOut[backend] = (leftOut[backend] ?? 0) + 1;
    }
  }
}

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
    const list = spawnSync("npx", ["playwright", "test", "--list"], { cwd: root, encoding: "utf8" });
    const total = /Total: (\d+) tests?/.exec(list.stdout ?? "");
    leftOut.Chromium = total ? Number(total[1]) : "all";
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
const missing = Object.entries(leftOut).map(([backend, n]) => `${n} left out without ${backend}`);
console.log(
  `\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped${missing.map((m) => `, ${m}`).join("")}`,
);
process.exit(failed > 0 || vitest.status !== 0 || e2eStatus !== 0 ? 1 : 0);
