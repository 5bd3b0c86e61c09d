// The quick start: install if needed, build the web app, migrate, seed demo data once, then serve. The server runs
// in THIS process (not npm -> tsx -> node), so a supervisor's SIGTERM/SIGINT reaches it directly and it shuts down
// gracefully; during the earlier steps the signal is passed on to the step and the script stops with it.
// START_SKIP_BUILD=1 (or --skip-build) skips the web build when apps/web/dist is already built.
// Everything runs on the project's pinned Node 24 (scripts/runtime.mjs): started on another Node, the script
// installs, then starts itself again on the pinned one, passing signals on.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureInstalled, ensurePinnedNode, root, runForwarding } from "./lib.mjs";

const skipBuild = process.env.START_SKIP_BUILD === "1" || process.argv.includes("--skip-build");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const serverDir = join(root, "apps", "server");
// The CLI runs on plain node with tsx's loader: one process per step, no npm/tsx wrappers to orphan.
const cli = (...args) =>
  runForwarding(process.execPath, ["--import", "tsx", join(serverDir, "src", "cli.ts"), ...args]);

// package.json starts this script with `exec`, so npm's forwarded signal reaches this process. Under a wrapper that
// dies without passing the signal on (a shell, a killed npm), being orphaned counts as the stop signal.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 500).unref();

ensureInstalled();
await ensurePinnedNode();
if (!skipBuild) await runForwarding(npm, ["run", "build"]);
await cli("migrate");
await cli("seed", "--if-empty");

// tsx's loader in this process, then the server entry (it installs its own SIGTERM/SIGINT handlers).
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(join(serverDir, "src", "main.ts")).href);
