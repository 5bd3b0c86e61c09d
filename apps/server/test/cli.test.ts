// The operator CLI: the in-process path (no server running: it opens the database itself) and the HTTP path
// (a server started with `tsx src/main.ts` is found through DATA_DIR/server.json, or SERVER_URL).
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run-cli.ts";
import { REPO_ROOT } from "../src/platform/config.ts";
import { BACKENDS, TEST_SECRET, freshDatabase } from "./helpers/context.ts";

const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");
const SERVER_DIR = resolve(REPO_ROOT, "apps", "server");

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
  return cliWithInput(env, "", ...argv);
}

/** Runs the CLI in this process with `input` as its standard input (not a terminal). */
async function cliWithInput(env: NodeJS.ProcessEnv, input: string, ...argv: string[]) {
  let out = "";
  let err = "";
  const stdin = Readable.from(input ? [Buffer.from(input)] : []);
  const code = await runCli(argv, { env, out: (t) => (out += t), err: (t) => (err += t), stdin });
  return { code, out, err };
}

/** Creates a user with a password given on standard input, as an operator script would. */
function createWithPassword(env: NodeJS.ProcessEnv, email: string, name: string, password: string) {
  return cliWithInput(
    env,
    `${password}\n`,
    "user:create",
    "--email",
    email,
    "--name",
    name,
    "--password-stdin",
  );
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
      const created = await createWithPassword(env, "Ravi@Example.com", "Ravi", "kite-river-42");
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
      expect(badProgram.err).toMatch(/^error: Choose a program from the list \(HTTP 400/);
      const dup = await createWithPassword(env, "ravi@example.com", "R", "kite-river-42");
      expect(dup.err).toMatch(/already exists \(HTTP 409/);
      const missing = await cli(env, "user:create", "--email", "x@example.com");
      expect(missing.code).toBe(1);
      expect(missing.err).toMatch(/required option '--name <name>' not specified/);
      const weak = await createWithPassword(env, "w@example.com", "W", "12345678");
      expect(weak.code).toBe(1);
      expect(weak.err).toMatch(/^error: Choose a password of at least 10 characters \(HTTP 400/);
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
      // 12 demo accounts, the 240 generated demo-cohort learners, and ravi@ and link@ from the tests above.
      expect(seeded.out).toMatch(/^seeded demo data \(254 users\)\n$/);
      // Seeding the 240-learner demo cohort in a child process takes 40-60 s on a loaded two-core machine.
    }, 180_000);

    it("refuses a password written on the command line, and says to use the prompt, stdin or a file", async () => {
      for (const given of [["--password", "kite-river-42"], ["--password=kite-river-42"]]) {
        const res = await cli(env, "user:create", "--email", "argv@example.com", "--name", "Argv", ...given);
        expect(res.code).toBe(1);
        expect(res.out).toBe("");
        expect(res.err).toBe(
          "error: --password takes no value: a password on the command line shows in `ps` and in shell history. " +
            "Use --password alone to be asked for it, --password-stdin to pipe it in, or --password-file <file>\n",
        );
      }
      expect((await cli(env, "users")).out).not.toContain("argv@example.com");
    });

    it("refuses an empty, missing or doubled password source, and --password with no terminal", async () => {
      const file = join(dataDir, "empty-password.txt");
      writeFileSync(file, "\n", { mode: 0o600 });
      const create = ["user:create", "--email", "nopw@example.com", "--name", "No Pw"];
      const cases: [string, string[], string][] = [
        ["\n", ["--password-stdin"], "error: the password from standard input is empty\n"],
        ["", ["--password-stdin"], "error: the password from standard input is empty\n"],
        ["", ["--password-file", file], `error: the password from ${file} is empty\n`],
        [
          "",
          ["--password-file", join(dataDir, "missing.txt")],
          "error: cannot read the password file: ENOENT",
        ],
        [
          "x\n",
          ["--password-stdin", "--password-file", file],
          "error: use one of --password, --password-stdin",
        ],
        [
          "kite-river-42\n",
          ["--password"],
          "error: --password asks on a terminal and there is none: use --password-stdin or --password-file\n",
        ],
      ];
      for (const [input, options, message] of cases) {
        const res = await cliWithInput(env, input, ...create, ...options);
        expect(res.code, options.join(" ")).toBe(1);
        expect(res.err.startsWith(message), res.err).toBe(true);
      }
      expect((await cli(env, "users")).out).not.toContain("nopw@example.com");
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
        // A fresh data folder is migrated and seeded (with the demo cohort) first: over a minute on a loaded machine.
        170_000,
        "server.json",
      );
      // tsx runs the server in a child node process; server.json names that one.
      serverPid = info.pid;
      url = info.url;
    }, 180_000);

    it("finds the server through DATA_DIR/server.json and calls it over HTTP", async () => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const created = await createWithPassword(env, "http@example.com", "Http", "kite-river-42");
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

    /** Whether the password logs `email` in on the running server. */
    async function logsIn(email: string, password: string): Promise<boolean> {
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      return res.status === 200;
    }

    it("reads the password from a file's first line, warning when others may read the file", async () => {
      const file = join(dataDir, "password.txt");
      writeFileSync(file, "tabla-mango-river\nnot part of it\n", { mode: 0o600 });
      const create = (email: string) =>
        cli(env, "user:create", "--email", email, "--name", "File", "--password-file", file);
      const quiet = await create("file@example.com");
      expect(quiet).toMatchObject({ code: 0, err: "" });
      expect(quiet.out).toMatch(/^created #\d+ file@example\.com \(File\) role=learner[^\n]*\n$/);
      expect(await logsIn("file@example.com", "tabla-mango-river")).toBe(true);
      chmodSync(file, 0o644);
      const loud = await create("file2@example.com");
      expect(loud.code).toBe(0);
      expect(loud.err).toBe(`warning: ${file} can be read by other users (mode 644): chmod 600 it\n`);
    });

    // `script` (util-linux) runs the CLI on a pseudo-terminal, as an operator typing at a shell would.
    it.skipIf(spawnSync("script", ["--version"]).status !== 0)(
      "asks for the password twice on a terminal, without echoing it",
      async () => {
        const cmd = `${TSX} src/cli.ts user:create --email pty@example.com --name Pty --password`;
        const child = spawn("script", ["-qfec", cmd, "/dev/null"], {
          cwd: SERVER_DIR,
          env: { ...process.env, ...env },
        });
        let screen = "";
        const answered = new Set<string>();
        child.stdout.on("data", (chunk: Buffer) => {
          screen += chunk.toString();
          // Typed only once the prompt is up: earlier keys would be echoed by the terminal itself.
          for (const prompt of ["Password: ", "Password again: "]) {
            if (screen.includes(prompt) && !answered.has(prompt)) {
              answered.add(prompt);
              child.stdin.write("sitar-monsoon-77\r");
            }
          }
        });
        const code = await new Promise<number | null>((r) => child.once("exit", r));
        expect(code, screen).toBe(0);
        expect(screen).toMatch(/created #\d+ pty@example\.com \(Pty\)/);
        expect(screen).not.toContain("sitar-monsoon");
        expect(await logsIn("pty@example.com", "sitar-monsoon-77")).toBe(true);
      },
      60_000,
    );

    it("uses SERVER_URL when set, from any data folder", async () => {
      const otherDir = mkdtempSync(join(tmpdir(), "fincareer-cli-other-"));
      try {
        const res = await cli({ ...env, DATA_DIR: otherDir, SERVER_URL: `${url}/` }, "users");
        expect(res.code).toBe(0);
        // The server's users (the demo cohort makes them more than the first page), not the empty other folder's.
        expect(res.out).toMatch(/\(first 100 of \d+: search in \/admin\/users\)/);
        expect(res.out).not.toMatch(/no users/);
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
