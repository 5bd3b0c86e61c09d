// The operator CLI: the in-process path (no server running: it opens the database itself) and the HTTP path
// (a server started with `tsx src/main.ts` is found through DATA_DIR/server.json, or SERVER_URL).
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run-cli.ts";
import { REPO_ROOT } from "../src/config.ts";
import { BACKENDS, TEST_SECRET, freshDatabase } from "./helpers/context.ts";

const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");
const SERVER_DIR = resolve(REPO_ROOT, "apps", "server");

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runCli(argv, { env, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function waitFor<T>(probe: () => T | null | undefined, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(BACKENDS)("CLI on $name", (backend) => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let db: Awaited<ReturnType<typeof freshDatabase>> | null = null;
  let server: ChildProcess | null = null;
  let serverPid = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fincareer-cli-"));
    env = { DATA_DIR: dataDir, JWT_SECRET: TEST_SECRET, LOG_LEVEL: "silent", NODE_ENV: "test" };
    if (backend.name === "postgres") {
      // An empty database: the CLI itself migrates it.
      db = await freshDatabase(backend);
      env.DATABASE_URL = db.url!;
    }
    const migrated = await cli(env, "migrate");
    expect(migrated).toMatchObject({ code: 0, out: "migrations applied\n" });
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      // A failed test may leave it running: stop the server process itself, then tsx.
      if (serverPid) process.kill(serverPid, "SIGKILL");
      server.kill("SIGKILL");
    }
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("in-process (no server running)", () => {
    it("creates, enrols and notifies a user", async () => {
      const created = await cli(
        env,
        "user:create",
        "--email",
        "Ravi@Example.com",
        "--password",
        "kite-river-42",
        "--name",
        "Ravi",
      );
      expect(created.code).toBe(0);
      expect(created.out).toMatch(/^created #\d+ ravi@example\.com \(Ravi\) role=learner/);
      const enrolled = await cli(
        env,
        "user:enrol",
        "--email",
        "ravi@example.com",
        "--program",
        "FAFMEP",
        "--plan",
        "FAGOLD",
        "--start",
        "2026-01-01",
        "--end",
        "2026-12-31",
      );
      expect(enrolled).toMatchObject({
        code: 0,
        out: "enrolled ravi@example.com in FAFMEP (plan FAGOLD, 2026-01-01 to 2026-12-31)\n",
      });
      const notified = await cli(env, "notify", "--email", "ravi@example.com", "--message", "Welcome aboard");
      expect(notified.code).toBe(0);
      expect(notified.out).toMatch(/^notified ravi@example\.com \(notification #\d+\)\n$/);
      const set = await cli(
        env,
        "user:set",
        "--email",
        "ravi@example.com",
        "--steps",
        "2",
        "--research-type",
        "OLD",
        "--ba",
      );
      expect(set.code).toBe(0);
      const listed = await cli(env, "--json", "users");
      const users = JSON.parse(listed.out).users as { email: string; cprogram: string; programs: string[] }[];
      expect(users).toContainEqual(
        expect.objectContaining({ email: "ravi@example.com", cprogram: "FAFMEP", programs: ["FAFMEP"] }),
      );
    });

    it("issues a reset link, grants and revokes admin, and creates without a password (a link instead)", async () => {
      const reset = await cli(env, "user:reset", "--email", "ravi@example.com");
      expect(reset.code).toBe(0);
      expect(reset.out).toMatch(
        /^one-time password link for ravi@example\.com \(valid until [\dT:.-]+Z\): \/reset-password\?token=[\w-]{43}\n$/,
      );
      expect((await cli(env, "user:admin", "--email", "ravi@example.com")).out).toBe(
        "ravi@example.com is now an admin\n",
      );
      const revoked = await cli(env, "user:admin", "--email", "ravi@example.com", "--revoke");
      expect(revoked).toMatchObject({ code: 0, out: "ravi@example.com is no longer an admin\n" });
      const created = await cli(env, "user:create", "--email", "link@example.com", "--name", "Link Only");
      expect(created.code).toBe(0);
      expect(created.out).toMatch(
        /^created #\d+ link@example\.com .*\none-time password link for link@example\.com/,
      );
      const off = await cli(env, "user:deactivate", "--email", "link@example.com");
      expect(off.out).toBe("link@example.com is deactivated\n");
    });

    it("prints the server's message and exits 1 on errors; usage errors too", async () => {
      const ghost = await cli(env, "notify", "--email", "ghost@example.com", "--message", "hi");
      expect(ghost.code).toBe(1);
      expect(ghost.err).toMatch(
        /^error: no user with email ghost@example\.com \(HTTP 404 from in-process app/,
      );
      const badProgram = await cli(env, "user:enrol", "--email", "ravi@example.com", "--program", "GOLD");
      expect(badProgram.code).toBe(1);
      expect(badProgram.err).toMatch(/body\.program: program must be a known program name/);
      const dup = await cli(
        env,
        "user:create",
        "--email",
        "ravi@example.com",
        "--password",
        "kite-river-42",
        "--name",
        "R",
      );
      expect(dup.err).toMatch(/already exists \(HTTP 409/);
      const missing = await cli(env, "user:create", "--email", "x@example.com");
      expect(missing.code).toBe(1);
      expect(missing.err).toMatch(/required option '--name <name>' not specified/);
      const weak = await cli(
        env,
        "user:create",
        "--email",
        "w@example.com",
        "--name",
        "W",
        "--password",
        "12345678",
      );
      expect(weak.code).toBe(1);
      expect(weak.err).toMatch(/body\.password: password must have at least 10 characters \(HTTP 400/);
      const steps = await cli(env, "user:set", "--email", "ravi@example.com", "--steps", "two");
      expect(steps.code).toBe(1);
      const help = await cli(env, "--help");
      expect(help.code).toBe(0);
      expect(help.out).toMatch(/user:enrol/);
    });

    it("seeds once with --if-empty semantics", async () => {
      const skipped = await cli(env, "seed", "--if-empty");
      expect(skipped.out).toMatch(/seed skipped/);
      const seeded = await cli(env, "seed");
      // 12 demo accounts plus ravi@ and link@ from the tests above.
      expect(seeded.out).toMatch(/^seeded demo data \(14 users\)\n$/);
    });
  });

  describe("HTTP (server started with tsx src/main.ts)", () => {
    let url: string;
    beforeAll(async () => {
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        ...env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      };
      delete childEnv.REDIS_URL;
      delete childEnv.SERVER_URL;
      if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
      server = spawn(TSX, ["src/main.ts"], {
        cwd: SERVER_DIR,
        env: childEnv,
        stdio: ["ignore", "ignore", "inherit"],
      });
      const info = await waitFor(
        () => {
          const file = join(dataDir, "server.json");
          return existsSync(file)
            ? (JSON.parse(readFileSync(file, "utf8")) as { pid: number; url: string })
            : null;
        },
        60_000,
        "server.json",
      );
      // tsx runs the server in a child node process; server.json names that one.
      serverPid = info.pid;
      url = info.url;
    }, 90_000);

    it("finds the server through DATA_DIR/server.json and calls it over HTTP", async () => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const created = await cli(
        env,
        "user:create",
        "--email",
        "http@example.com",
        "--password",
        "kite-river-42",
        "--name",
        "Http",
      );
      expect(created.code).toBe(0);
      const enrolled = await cli(env, "user:enrol", "--email", "http@example.com", "--program", "IBEPGOLD");
      expect(enrolled.code).toBe(0);
      const notified = await cli(
        env,
        "notify",
        "--email",
        "http@example.com",
        "--message",
        "Hello over HTTP",
      );
      expect(notified.code).toBe(0);
      const ghost = await cli(env, "user:admin", "--email", "ghost@example.com");
      expect(ghost.err).toMatch(
        /no user with email ghost@example\.com \(HTTP 404 from server at http:\/\/127\.0\.0\.1:/,
      );
      // What the server stored is visible to a learner logging in over HTTP.
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "http@example.com", password: "kite-river-42" }),
      });
      const { token } = (await login.json()) as { token: string };
      const bell = await fetch(`${url}/api/notifications/list/5`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        ((await bell.json()) as { notifications: { message: string }[] }).notifications[0]?.message,
      ).toBe("Hello over HTTP");
    });

    it("uses SERVER_URL when set, from any data folder", async () => {
      const otherDir = mkdtempSync(join(tmpdir(), "fincareer-cli-other-"));
      try {
        const res = await cli({ ...env, DATA_DIR: otherDir, SERVER_URL: `${url}/` }, "users");
        expect(res.code).toBe(0);
        expect(res.out).toMatch(/http@example\.com/);
      } finally {
        rmSync(otherDir, { recursive: true, force: true });
      }
    });

    it("works as a separate process (tsx src/cli.ts)", () => {
      const res = spawnSync(TSX, ["src/cli.ts", "--json", "users"], {
        cwd: SERVER_DIR,
        env: { ...process.env, ...env, SERVER_URL: "" },
        encoding: "utf8",
      });
      expect(res.status).toBe(0);
      expect(JSON.parse(res.stdout).users.length).toBeGreaterThan(10);
    }, 60_000);

    it.skipIf(backend.name !== "pglite")(
      "refuses to open the embedded database the server holds",
      async () => {
        const res = await cli(env, "migrate");
        expect(res.code).toBe(1);
        expect(res.err).toMatch(new RegExp(`in use by process ${serverPid}`));
      },
    );

    it("shuts down on SIGTERM, removing server.json and the lock", async () => {
      const exited = new Promise<number | null>((r) => server!.once("exit", (code) => r(code)));
      server!.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, "server.json"))).toBe(false);
      expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
      // With no server left the CLI goes back to the in-process path.
      const res = await cli(env, "users");
      expect(res.code).toBe(0);
    }, 20_000);
  });
});
