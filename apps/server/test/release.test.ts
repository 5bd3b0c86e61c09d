// The release tarball (scripts/release.mjs) runs with the Node inside it and nothing else: built (or taken from
// RELEASE_TARBALL, one built earlier in the same run), unpacked into a temporary folder and started with its own
// runtime/bin/node and a PATH holding nothing else (no npm, no system Node), on a fresh embedded database. It
// answers /api/health with the version, commit and Node 24, logs them on every line, serves the web app, carries
// no dev tool, and stops on SIGTERM. Also: the build info of a checkout (git's commit) in health and the log base.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/platform/config.ts";
import { buildInfo } from "../src/lib/build-info.ts";
import { createLogger } from "../src/lib/logger.ts";

const lock = JSON.parse(readFileSync(join(REPO_ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};
const PINNED = lock.packages[`node_modules/node-${process.platform}-${process.arch}`]?.version;
const serverVersion = (
  JSON.parse(readFileSync(join(REPO_ROOT, "apps", "server", "package.json"), "utf8")) as { version: string }
).version;

function gitCommit(): string | null {
  const res = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" });
  return res.status === 0 ? res.stdout.trim() : null;
}

/** Why the tarball cannot be built and run here, or null when it can. */
function missingPrerequisite(): string | null {
  if (process.env.RELEASE_TARBALL) {
    return existsSync(process.env.RELEASE_TARBALL)
      ? null
      : `RELEASE_TARBALL ${process.env.RELEASE_TARBALL} is missing`;
  }
  if (!PINNED) return `the project pins no Node for ${process.platform}-${process.arch}`;
  if (spawnSync("tar", ["--version"]).status !== 0) return "no tar command";
  if (!existsSync(join(REPO_ROOT, "node_modules", "typescript"))) return "dependencies are not installed";
  return null;
}
const missing = missingPrerequisite();
if (missing) console.warn(`SKIPPING the release tarball test: ${missing}`);

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("build info in a checkout", () => {
  it("names the package version, git's short commit and this Node", () => {
    expect(buildInfo).toEqual({
      version: serverVersion,
      commit: gitCommit() ?? "unknown",
      node: process.version,
    });
  });

  it("is in the base of every log line", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger("info", { destination: sink });
    logger.info("one");
    logger.child({ reqId: "r1" }).warn("two");
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        pid: process.pid,
        version: buildInfo.version,
        commit: buildInfo.commit,
      });
    }
  });
});

describe.skipIf(missing !== null)("the release tarball", () => {
  const dir = mkdtempSync(join(tmpdir(), "fincareer-release-"));
  let tarball = process.env.RELEASE_TARBALL ?? "";
  let release = "";
  let server: ChildProcess | undefined;
  let output = "";
  let origin = "";
  let exited: Promise<number | null>;
  const figures: string[] = [];

  beforeAll(async () => {
    if (!tarball) {
      const started = Date.now();
      // --skip-web-build takes apps/web/dist as built (and builds it when there is none); --fast packs with gzip -1.
      const out = execFileSync(
        process.execPath,
        ["scripts/release.mjs", "--skip-web-build", "--fast", "--out", join(dir, "out")],
        {
          cwd: REPO_ROOT,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      tarball = out.trim().split("\n").at(-1)!;
      figures.push(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const unpacked = join(dir, "unpacked");
    execFileSync("mkdir", ["-p", unpacked]);
    execFileSync("tar", ["-xzf", tarball, "-C", unpacked]);
    release = join(unpacked, readdirSync(unpacked)[0]!);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const started = Date.now();
    // Nothing from this machine: no PATH but the release's runtime, no NODE_OPTIONS or npm_* variables.
    server = spawn(join(release, "runtime", "bin", "node"), ["start.mjs"], {
      cwd: release,
      env: {
        PATH: join(release, "runtime", "bin"),
        HOME: dir,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: join(dir, "data"),
        MARKET_HISTORY_DAYS: "30",
        MAIL_POLL_MS: "0",
        LIVE_SWEEP_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    server.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) => server!.on("exit", (code) => resolve(code)));
    let stopped = false;
    void exited.then(() => (stopped = true));
    for (;;) {
      if (stopped) throw new Error(`the release exited before answering:\n${output}`);
      if (Date.now() - started > 150_000) throw new Error(`no /api/health within 150 s:\n${output}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    figures.push(`answered /api/health ${((Date.now() - started) / 1000).toFixed(1)} s after its start`);
    process.stderr.write(`release test: ${tarball}: ${figures.join(", ")}\n`);
  }, 600_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGKILL");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers /api/health with its version, commit and the pinned Node 24", async () => {
    const info = JSON.parse(readFileSync(join(release, "apps", "server", "build-info.json"), "utf8")) as {
      version: string;
      commit: string;
    };
    expect(info.version).toBe(serverVersion);
    if (!process.env.RELEASE_TARBALL) expect(info.commit).toBe(gitCommit() ?? "unknown");
    const health = (await (await fetch(`${origin}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({
      status: "ok",
      database: "pglite",
      version: info.version,
      commit: info.commit,
      node: `v${PINNED}`,
    });
    expect(health.node).toMatch(/^v24\./);
    expect(tarball).toContain(`fincareer-${info.version}-${info.commit}-`);
  });

  it("logs its version and commit on every line", () => {
    const lines = output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(0);
    const info = JSON.parse(readFileSync(join(release, "apps", "server", "build-info.json"), "utf8")) as {
      version: string;
      commit: string;
    };
    for (const line of lines) expect(line).toMatchObject({ version: info.version, commit: info.commit });
  });

  it("serves the built web app", async () => {
    const page = await fetch(`${origin}/dashboard`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it("holds compiled JavaScript and production dependencies only", () => {
    const modules = readdirSync(join(release, "node_modules"));
    for (const tool of [
      "tsx",
      "esbuild",
      "typescript",
      "vite",
      "vitest",
      "lighthouse",
      "puppeteer",
      "playwright",
    ]) {
      expect(modules).not.toContain(tool);
    }
    expect(modules).not.toContain("@playwright");
    expect(existsSync(join(release, "apps", "server", "src", "main.js"))).toBe(true);
    expect(existsSync(join(release, "apps", "server", "src", "main.ts"))).toBe(false);
    expect(existsSync(join(release, "packages", "domain", "src", "programs.js"))).toBe(true);
    expect(readdirSync(join(release, "apps", "server", "drizzle")).some((f) => f.endsWith(".sql"))).toBe(
      true,
    );
  });

  it("stops gracefully on SIGTERM", async () => {
    server!.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
