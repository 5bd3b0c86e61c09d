import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT, loadConfig } from "../src/config.ts";
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
