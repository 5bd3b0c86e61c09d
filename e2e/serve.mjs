// Starts the built app for the browser tests on a fresh embedded database in test-results/e2e-data.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";

const tsx = join(root, "node_modules", ".bin", "tsx");
const dataDir = join(root, "test-results", `e2e-data-${process.env.E2E_PORT ?? "3199"}`);
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? "3199",
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  // Browser tests run at any hour: the demo market never closes. A MARKET_HOURS set in the developer's shell
  // (e.g. nse) is not passed through, or the LIMIT-fill spec would fail outside NSE hours.
  MARKET_HOURS: "always",
  // A learner's page waits this long for its first screen's answers. The production default (1.5 s) can lapse on a
  // two-core runner busy with the test workers, and the shell spec checks that the answers come in the page.
  FIRST_DATA_BUDGET_MS: "10000",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SERVER_URL;
// `seed` alone: with no server running it opens the database itself and migrates it before seeding
// (apps/server/src/cli/transport.ts), so a separate `migrate` would only open and close the database once more.
const seeded = spawnSync(tsx, ["apps/server/src/cli.ts", "seed"], { cwd: root, env, stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// tsx directly (not through npm) so the SIGTERM from Playwright reaches the server itself.
const server = spawn(tsx, ["apps/server/src/main.ts"], { cwd: root, env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
