// `npm run check`: the typecheck and the lint (ESLint, then Prettier) side by side, each on its own core (both are
// single-threaded and take minutes on a two-core CI runner), then the README's test command. Each step's output is
// printed whole when it ends, so the log reads in order; the first failure stops the check with its exit code.
// Every step runs on the project's pinned Node 24 (scripts/runtime.mjs).
import { spawn } from "node:child_process";
import { ensureInstalled, ensurePinnedNode, npm, npmRun, root } from "./lib.mjs";

ensureInstalled();
await ensurePinnedNode();

/** Runs an npm script with its output kept; resolves with its exit code, output and seconds taken. */
function quiet(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", "--silent", script], { cwd: root, env: process.env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const steps = await Promise.all([quiet("typecheck"), quiet("lint")]);
for (const step of steps) {
  process.stdout.write(step.output);
  console.log(
    `npm run ${step.script}: ${step.code === 0 ? "passed" : `failed (exit ${step.code})`} in ${step.seconds.toFixed(0)} s`,
  );
}
const failed = steps.find((s) => s.code !== 0);
if (failed) process.exit(failed.code);
npmRun(["test"]);
