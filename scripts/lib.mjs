// Small helpers shared by the root scripts (node built-ins only: they run before `npm install`).
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs a command in the repo root, inheriting stdio; exits the script when it fails. */
export function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** Runs an npm command in the repo root. */
export function npmRun(args, env) {
  run(npm, args, env);
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installing dependencies (npm ci)...");
  npmRun(["ci", "--no-audit", "--no-fund"]);
}
