/* global document */
// Shared by the browser benchmarks: builds the web app when needed, starts the built app on a fresh embedded
// database in a temporary folder, logs the FAFMEP demo learner in, and launches Debian's Chromium (no download).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const dist = join(root, "apps", "web", "dist");
const tsx = join(root, "node_modules", ".bin", "tsx");

/** The FAFMEP demo learner (README). */
export const LEARNER = { email: "fmep@demo.test", password: "demo1234" };

/** Debian's Chromium and the flags it needs in this sandbox. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
];

/** Builds apps/web/dist unless it exists (BENCH_REBUILD=1 rebuilds). */
export function ensureBuilt() {
  if (!existsSync(join(dist, "index.html")) || process.env.BENCH_REBUILD === "1") {
    const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

async function waitForHealth(url, server) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start within 120 s");
}

/**
 * Starts the built app (migrated and seeded) on 127.0.0.1:BENCH_PORT (default 3215) with a temporary DATA_DIR.
 * Returns its URL and stop(), which ends the server and removes the folder.
 */
export async function startBuiltApp() {
  const port = process.env.BENCH_PORT ?? "3215";
  const dataDir = mkdtempSync(join(tmpdir(), "fincareer-bench-"));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    MARKET_HOURS: "always",
  };
  for (const key of ["DATABASE_URL", "REDIS_URL", "SERVER_URL"]) delete env[key];
  for (const args of [["migrate"], ["seed"]]) {
    const r = spawnSync(tsx, ["apps/server/src/cli.ts", ...args], { cwd: root, env, stdio: "ignore" });
    if (r.status !== 0) throw new Error(`cli ${args[0]} failed (${r.status})`);
  }
  const server = spawn(tsx, ["apps/server/src/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A login token for the demo learner from POST /api/auth/login. */
export async function learnerToken(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LEARNER),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return (await res.json()).token;
}

/** Stores the token where the web app keeps it (cookie and localStorage `token`), on a page at the app's origin. */
export async function storeToken(page, token) {
  await page.evaluate((t) => {
    document.cookie = `token=${t}; path=/; SameSite=Lax`;
    localStorage.setItem("token", t);
  }, token);
}

/** The middle value of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
