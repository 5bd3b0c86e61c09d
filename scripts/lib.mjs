// Small helpers shared by the root scripts (node built-ins only: they run before `npm install`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { installDependencies, runtimeBinary, pinnedRuntime } from "./runtime.mjs";

export { ensurePinnedNode } from "./runtime.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const npm = process.platform === "win32" ? "npm.cmd" : "npm";

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

/**
 * Installs dependencies when node_modules is missing, older than package-lock.json or without the pinned Node;
 * npm runs on the pinned Node 24 while it installs (scripts/runtime.mjs), so engines are checked against it.
 */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh && (runtimeBinary() || !pinnedRuntime())) return;
  console.log("Installing dependencies (npm ci)...");
  const code = installDependencies();
  if (code !== 0) {
    console.error(`\nnpm ci failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Runs a command like `run`, but without blocking: SIGTERM/SIGINT sent to this script while it runs are passed
 * on to the command, and the script then exits as the signal says (a supervisor's stop never leaves it orphaned).
 */
export function runForwarding(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    let signalled = null;
    const forward = (signal) => {
      signalled = signal;
      child.kill(signal);
    };
    process.on("SIGTERM", forward);
    process.on("SIGINT", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", forward);
      process.off("SIGINT", forward);
      if (signalled) process.exit(signalled === "SIGINT" ? 130 : 143);
      if (code !== 0) {
        console.error(`\n${cmd} ${args.join(" ")} failed (exit ${code ?? signal})`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}
