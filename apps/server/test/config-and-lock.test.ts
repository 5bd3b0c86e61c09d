import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, loadConfig } from "../src/platform/config.ts";
import { DatabaseLockedError, livePid, openDatabase } from "../src/db/client.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "fincareer-config-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("has defaults that need nothing set besides the data folder", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir,
      pgliteDir: join(dataDir, "pglite"),
      uploadsDir: join(dataDir, "uploads"),
      databaseUrl: null,
      redisUrl: null,
      webDist: join(REPO_ROOT, "apps", "web", "dist"),
      logLevel: "info",
      nodeEnv: "development",
      isProduction: false,
      trustProxy: false,
      firstDataBudgetMs: 1500,
    });
    expect(JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")).name).toBe("fincareer");
  });

  it("generates the JWT secret once, with mode 0600, and reuses it", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, "jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(20) }).jwtSecret).toBe("x".repeat(20));
  });

  it("reads every variable, treats empty strings as unset and resolves relative paths from INIT_CWD", () => {
    const base = tempDir();
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "data",
      INIT_CWD: base,
      DATABASE_URL: "postgres://app@db:5432/fincareer",
      REDIS_URL: "",
      JWT_SECRET: "s".repeat(32),
      WEB_DIST: "web",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "true",
      FIRST_DATA_BUDGET_MS: "4000",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: join(base, "data"),
      databaseUrl: "postgres://app@db:5432/fincareer",
      redisUrl: null,
      webDist: join(base, "web"),
      logLevel: "warn",
      isProduction: true,
      trustProxy: true,
      firstDataBudgetMs: 4000,
    });
  });

  it("refuses invalid values naming the variable", () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ DATA_DIR, REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR, FIRST_DATA_BUDGET_MS: "50" })).toThrow(
      /FIRST_DATA_BUDGET_MS must be at least 100/,
    );
  });
});

describe("PGlite lock", () => {
  it("refuses to open a data folder another live process holds, with a clear message", async () => {
    const dataDir = tempDir();
    // The parent process (vitest's) is alive and is not us.
    writeFileSync(join(dataDir, "pglite.lock"), String(process.ppid));
    const opening = openDatabase({ databaseUrl: null, dataDir, pgliteDir: join(dataDir, "pglite") });
    await expect(opening).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(opening).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(readFileSync(join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.ppid));
  });

  it("treats a dead pid, garbage, or our own pid without a held lock as stale", () => {
    const dir = tempDir();
    const file = join(dir, "pglite.lock");
    writeFileSync(file, "999999999");
    expect(livePid(file)).toBeNull();
    writeFileSync(file, "not a pid");
    expect(livePid(file)).toBeNull();
    // A restarted container often gets the crashed process's pid: our own pid is only live if we took the lock.
    writeFileSync(file, String(process.pid));
    expect(livePid(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ pid: process.ppid, url: "http://127.0.0.1:1" }));
    expect(livePid(file)).toBe(process.ppid);
    expect(livePid(join(dir, "missing"))).toBeNull();
  });
});

/** A separate process taking lock files on command (test/fixtures/lock-taker.ts). */
class Taker {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | null = null;
  constructor() {
    this.child = spawn(join(REPO_ROOT, "node_modules", ".bin", "tsx"), ["test/fixtures/lock-taker.ts"], {
      cwd: join(REPO_ROOT, "apps", "server"),
    });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(line);
      } else this.lines.push(line);
    });
  }
  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }
  next(): Promise<string> {
    const line = this.lines.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((r) => (this.waiting = r));
  }
}

describe("PGlite lock taken by processes starting at once", () => {
  const takers: Taker[] = [];
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "fincareer-lock-race-"));
    for (let i = 0; i < 3; i++) takers.push(new Taker());
  });
  afterAll(() => {
    for (const t of takers) t.child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every taker tries the lock at the same moment; the answers, in taker order. */
  async function race(lock: string, round: string): Promise<string[]> {
    const go = join(dir, `${round}.go`);
    for (const t of takers) t.send(`arm ${lock} ${go}`);
    for (const t of takers) expect(await t.next()).toBe("armed");
    writeFileSync(go, "");
    return Promise.all(takers.map((t) => t.next()));
  }

  it("lets exactly one of them take a free lock, and the others name it", async () => {
    for (let round = 0; round < 60; round++) {
      const lock = join(dir, `free-${round}.lock`);
      const answers = await race(lock, `free-${round}`);
      const winners = answers.flatMap((a, i) => (a === "took" ? [takers[i]!] : []));
      expect(winners, `round ${round}: ${answers.join(", ")}`).toHaveLength(1);
      const pid = Number(readFileSync(lock, "utf8"));
      expect(answers.filter((a) => a !== "took")).toEqual([`locked ${pid}`, `locked ${pid}`]);
      winners[0]!.send(`release ${lock}`);
      expect(await winners[0]!.next()).toBe("released");
    }
  }, 120_000);

  it("lets exactly one of them take over a stale lock (its process is gone)", async () => {
    for (let round = 0; round < 60; round++) {
      const lock = join(dir, `stale-${round}.lock`);
      writeFileSync(lock, "999999999");
      const answers = await race(lock, `stale-${round}`);
      expect(
        answers.filter((a) => a === "took"),
        `round ${round}: ${answers.join(", ")}`,
      ).toHaveLength(1);
    }
    // Neither the pid files written before linking nor the takeover guards are left behind.
    expect(readdirSync(dir).filter((f) => !/\.(lock|go)$/.test(f))).toEqual([]);
  }, 120_000);
});
