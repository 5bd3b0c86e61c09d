import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * The spec files that hold the DEMO_PUSHES lock for all their tests (e2e/helpers.ts). They run one at a time, so
 * they come first: a worker takes the next of them as soon as the lock is free, and they do not end the run alone.
 * Only the order depends on this list; the lock itself is declared in each spec.
 */
const LOCKED = ["form-words", "live-sessions", "mail-preferences", "market-import", "market", "shell"].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: "e2e",
  // Two spec files run at once on two cores, so a test may get half the CPU it had alone: twice the budgets of the
  // serial run (60 s a test, 10 s an expectation).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Two spec files at a time (the CI runners have two cores); a file's tests still run one after another, in order.
  // Files that share mutable state are kept apart by locks (DEMO_PUSHES in e2e/helpers.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: `test-results/playwright-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "locked", testMatch: LOCKED },
    { name: "others", testIgnore: LOCKED },
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
