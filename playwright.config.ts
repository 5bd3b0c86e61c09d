import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
  },
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
