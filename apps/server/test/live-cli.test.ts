// The CLI's live:* commands go through the admin API (in-process here: no server running), so they obey the same
// validation as the /admin screen.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run-cli.ts";
import { BACKENDS, TEST_SECRET, freshDatabase } from "./helpers/context.ts";

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runCli(argv, { env, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe.each(BACKENDS)("CLI live:* on $name", (backend) => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let db: Awaited<ReturnType<typeof freshDatabase>> | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fincareer-live-cli-"));
    env = {
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      MARKET_TICK_MS: "0",
    };
    if (backend.name === "postgres") {
      db = await freshDatabase(backend);
      env.DATABASE_URL = db.url!;
    }
    expect((await cli(env, "migrate")).code).toBe(0);
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("schedules, lists, records and cancels a session", async () => {
    const created = await cli(
      env,
      "live:create",
      "--title",
      "Options Greeks on Nifty weeklies",
      "--programs",
      "FAFMEP,IBEPGOLD",
      "--start",
      "2099-12-01T10:00:00Z",
      "--minutes",
      "60",
      "--link",
      "https://meet.example.com/greeks",
    );
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect(created.out).toMatch(
      /^scheduled #(\d+) \[scheduled\] Options Greeks on Nifty weeklies on 01\/12\/2099 3:30 pm IST \(60 min\) programs=FAFMEP,IBEPGOLD/,
    );
    const id = /#(\d+)/.exec(created.out)![1]!;

    const listed = await cli(env, "live:list");
    expect(listed.out).toContain(`#${id} [scheduled] Options Greeks on Nifty weeklies`);

    const edited = await cli(
      env,
      "live:edit",
      "--id",
      id,
      "--recording",
      "https://videos.example.com/greeks",
    );
    expect(edited.code).toBe(0);
    expect(edited.out).toContain("recording=https://videos.example.com/greeks");

    const cancelled = await cli(env, "live:cancel", "--id", id);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toMatch(/^cancelled #\d+ \[cancelled\].*; 0 learners notified\n$/);
    const again = await cli(env, "live:cancel", "--id", id);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already cancelled \(HTTP 409/);
  });

  it("reports the API's validation message and changes nothing", async () => {
    const before = (await cli(env, "--json", "live:list")).out;
    // The whole line: the API's message (contract/live.ts LiveCreateBody) and where it came from (cli/run-cli.ts).
    const where = `in-process app on ${backend.name === "postgres" ? "DATABASE_URL" : join(dataDir, "pglite")}`;
    const cases: [string[], string][] = [
      [["--start", "2020-01-01T10:00:00Z"], "Choose a start in the future"],
      [["--minutes", "600"], "Enter a length from 15 to 480 minutes"],
      [["--programs", "FAFMEP,NOTAPROGRAM"], "Choose programs from the list"],
      [
        ["--link", "javascript:alert(1)"],
        "Enter the join link as a full web address, e.g. https://meet.example.com/room",
      ],
    ];
    for (const [over, message] of cases) {
      const args: Record<string, string> = {
        "--title": "Bad session",
        "--programs": "FAFMEP",
        "--start": "2099-12-01T10:00:00Z",
        "--minutes": "60",
        "--link": "https://meet.example.com/x",
      };
      args[over[0]!] = over[1]!;
      const res = await cli(env, "live:create", ...Object.entries(args).flat());
      expect(res.code).toBe(1);
      expect(res.err).toBe(`error: ${message} (HTTP 400 from ${where})\n`);
    }
    expect((await cli(env, "--json", "live:list")).out).toBe(before);
  });
});
