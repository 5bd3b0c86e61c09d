// The quick start's process chain (`npm start` -> scripts/start.mjs -> the server) stops as a whole, gracefully,
// when a supervisor sends SIGTERM to the one process it started. Runs the real chain on an embedded database with
// the web build skipped (START_SKIP_BUILD=1); Linux only (it reads /proc to find the descendants).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/platform/config.ts";

const PORT = Number(process.env.START_TEST_PORT ?? 3432);

/** Every live descendant of a process (from /proc/<pid>/stat's parent pid). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parent.set(Number(name), ppid);
    } catch {
      // Exited while listing.
    }
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const p = queue.shift()!;
    for (const [child, pp] of parent) {
      if (pp === p) {
        out.push(child);
        queue.push(child);
      }
    }
  }
  return out;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie still answers signal 0: it has exited, only its parent has not reaped it yet.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function healthy(url: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

describe.runIf(process.platform === "linux" && existsSync("/proc/self/stat"))("npm start and SIGTERM", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fincareer-start-"));
  const started: number[] = [];
  afterAll(() => {
    // Whatever is left of the chain (only when the test failed) must not outlive the run.
    for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops every process of the chain within 10 s when the supervised process gets SIGTERM", async () => {
    let output = "";
    const child = spawn("npm", ["start"], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, "no-web-build"),
        START_SKIP_BUILD: "1",
        MARKET_HISTORY_DAYS: "30",
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        REDIS_URL: "",
        npm_config_loglevel: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    started.push(child.pid!);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      // A busy two-core runner has needed over 90 s for npm start to migrate, seed and listen.
      await healthy(`http://127.0.0.1:${PORT}/api/health`, child, 180_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${output}`);
    }
    const chain = descendants(child.pid!);
    started.push(...chain);
    expect(chain.length).toBeGreaterThan(0);

    const sent = Date.now();
    child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 12_000)),
    ]);
    const took = Date.now() - sent;
    // Give the last processes a moment to be reaped before listing the survivors.
    const end = Date.now() + 2000;
    while (chain.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const survivors = chain.filter(alive);

    expect({ code, survivors }).toEqual({ code: 0, survivors: [] });
    expect(took).toBeLessThan(10_000);
    expect(output).toContain("stopped");
    expect(existsSync(join(dataDir, "server.json"))).toBe(false);
  }, 240_000);
});
