import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3199);

/** The spec files that hold the DEMO_PUSHES lock (e2e/helpers.ts) for all their tests. */
const LOCKED = ["form-words", "live-sessions", "mail-preferences", "market-import", "market", "shell"];
/** a11y.spec's checks of the accounts other specs push notifications to (they hold DEMO_PUSHES too). */
const PUSHED_A11Y = /a11y\.spec\.ts .*\b(fmep|gold)@demo\.test/;

/**
 * The "first" project's tests come first in the queue (a free worker takes the first test group it may run):
 * - a11y's fmep@ and gold@ checks, so that they run before any spec pushes a notification to those learners, as in a
 *   serial run (fmep's bell is checked open with the demo data's notifications only; with more it scrolls);
 * - then the locked specs: they run one at a time, so a worker takes the next of them as soon as the lock is free
 *   instead of their chain ending the run alone.
 */
const first = {
  testMatch: ["**/a11y.spec.ts", ...LOCKED.map((name) => `**/${name}.spec.ts`)],
  grep: [PUSHED_A11Y, new RegExp(`(^| )(${LOCKED.join("|")})\\.spec\\.ts `)],
};
export default defineConfig({
  testDir: "e2e",
  // Two spec files run at once on two cores, so a test may get half the CPU it had alone: twice the budgets of the
  // serial run (60 s a test, 10 s an expectation).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // One spec file at a time. The specs are ready for two (`--workers=2`; files that share state hold DEMO_PUSHES in
  // e2e/helpers.ts), but the only CI run with two (2026-11-27) took longer than serial ones (33.8 against 28.2 min of
  // browser tests). Its failure, the shell's pupdate toast, was not the workers: the spec pushed before the live
  // socket had identified, and now waits for it.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: `test-results/playwright-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The ticker bars stand still (and scroll by hand) for reduced motion. Moving, they kept headless Chromium's
    // software compositor redrawing every open page at 60 frames a second, a large share of a browser run's CPU.
    // The specs that look at the motion, or scan the moving screens with axe, ask for it (market.spec, a11y.spec).
    reducedMotion: "reduce",
  },
  projects: [
    { name: "first", ...first },
    { name: "others", testIgnore: LOCKED.map((name) => `**/${name}.spec.ts`), grepInvert: PUSHED_A11Y },
  ],
  webServer: {
    command: "node e2e/serve.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    // Migrating and seeding a fresh database takes over two minutes on a busy shared 2-core machine.
    timeout: 240_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
