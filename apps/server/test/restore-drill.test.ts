// The restore drill of docs/operations.md, run for real: learners, orders and research made through the API, the
// nightly backup script (deploy/backup/fincareer-backup.sh: pg_dump -Fc and the uploads), a restore into an empty
// database with pg_restore, and the app started on it, where the same learners log in and find their orders,
// holdings and research, files included. Needs PostgreSQL (TEST_DATABASE_URL) and pg_dump/pg_restore on PATH;
// without the tools it skips with a warning, unless REQUIRE_PG_DUMP=1 (set by .ci/run), which makes it a failure.
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/platform/config.ts";
import { startServer } from "../src/server.ts";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { pdfBytes, postMultipart } from "./helpers/research.ts";

const run = promisify(execFile);
const BACKUP_SCRIPT = join(REPO_ROOT, "deploy", "backup", "fincareer-backup.sh");
const postgres = BACKENDS.find((b) => b.name === "postgres");

/** Whether pg_dump and pg_restore run here; throws when they do not and REQUIRE_PG_DUMP=1. */
function pgToolsAvailable(): boolean {
  const missing = ["pg_dump", "pg_restore"].filter(
    (tool) => spawnSync(tool, ["--version"], { stdio: "ignore" }).status !== 0,
  );
  if (missing.length === 0) return true;
  const what = `${missing.join(" and ")} not on PATH`;
  if (process.env.REQUIRE_PG_DUMP === "1")
    throw new Error(`${what} and REQUIRE_PG_DUMP=1: cannot run the restore drill`);
  if (postgres) console.warn(`${what}: SKIPPING the restore drill (install postgresql-client)`);
  return false;
}

const runs = postgres !== undefined && pgToolsAvailable();

interface Learner {
  email: string;
  password: string;
  token: string;
}

describe.skipIf(!runs)("the restore drill on PostgreSQL", () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "restores last night's backup into an empty database, where the same learners log in and find their orders and research",
    { timeout: 180_000 },
    async () => {
      // 1. The live deployment: two learners with orders (one open, one filled) and research (one with a file).
      const source: TestContext = await createTestContext(postgres!);
      let sourceOpen = true;
      const closeSource = async () => {
        if (sourceOpen) await source.close();
        sourceOpen = false;
      };
      cleanups.push(closeSource);
      await source.app.market.ready();
      const admin = await source.makeUser({ role: "admin", steps: 3 });
      const scrips = source.app.market.scrips.slice(0, 2);
      const learners: Learner[] = [];
      for (const [i, name] of ["Ananya Iyer", "Rohan Mehta"].entries()) {
        const email = `drill${i}-${randomBytes(3).toString("hex")}@example.in`;
        const password = `Nifty-${randomBytes(6).toString("hex")}`;
        const as = { token: admin.token };
        expect(
          (await source.api("POST", "/api/admin/users", { ...as, body: { name, email, password } })).status,
        ).toBe(200);
        expect(
          (await source.api("POST", "/api/admin/enrolments", { ...as, body: { email, program: "FMEPGOLD" } }))
            .status,
        ).toBe(200);
        expect(
          (await source.api("PATCH", "/api/admin/users", { ...as, body: { email, steps: 3 } })).status,
        ).toBe(200);
        const login = await source.api("POST", "/api/auth/login", { body: { email, password } });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
        learners.push({ email, password, token: login.body.token as string });
      }

      const [first, second] = learners as [Learner, Learner];
      // Half the last price (paise), on the ₹0.05 tick, in rupees.
      const halfPrice = Number(
        ((Math.floor(source.app.market.lastPrice(scrips[0]!.id)! / 2 / 5) * 5) / 100).toFixed(2),
      );
      await source.app.market.tick();
      // An open LIMIT BUY far below the market, and a MARKET BUY the next tick fills (a holding).
      const open = await source.api("POST", `/api/order/new/${scrips[0]!.id}`, {
        token: first.token,
        body: {
          action: "BUY",
          typ: "LIMIT",
          qty: 3,
          price: halfPrice,
          reason: "waiting for a dip",
        },
      });
      expect(open.status, JSON.stringify(open.body)).toBe(200);
      const filled = await source.api("POST", `/api/order/new/${scrips[1]!.id}`, {
        token: second.token,
        body: { action: "BUY", typ: "MARKET", qty: 5, reason: "long-term holding" },
      });
      expect(filled.status, JSON.stringify(filled.body)).toBe(200);
      await source.app.market.tick();

      const report = pdfBytes(2000);
      const withFile = await postMultipart(
        source,
        "/api/research",
        first.token,
        { company: "HDFC Bank", text: "Net interest margin and CASA ratio against ICICI Bank" },
        [{ name: "hdfc-bank.pdf", bytes: report, type: "application/pdf" }],
      );
      expect(withFile.status, JSON.stringify(withFile.body)).toBe(200);
      const plain = await source.api("POST", "/api/research", {
        token: second.token,
        body: { company: "Infosys", text: "DCF valuation with a 12% cost of equity" },
      });
      expect(plain.status, JSON.stringify(plain.body)).toBe(200);

      const before = await Promise.all(
        learners.map(async (l) => ({
          orders: (await source.api("GET", "/api/order/list", { token: l.token })).body,
          portfolio: (await source.api("GET", "/api/portfolio/list", { token: l.token })).body.myScrips,
          research: (await source.api("GET", "/api/research", { token: l.token })).body.research,
        })),
      );
      expect(before[0]!.orders.orders).toHaveLength(1);
      expect(before[1]!.portfolio).toHaveLength(1);

      // 2. The nightly backup, by the script the timer runs.
      const backupDir = mkdtempSync(join(tmpdir(), "fincareer-backup-"));
      cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
      const { stdout } = await run("sh", [BACKUP_SCRIPT], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: source.dbUrl!,
          DATA_DIR: source.config.dataDir,
          BACKUP_DIR: backupDir,
          BACKUP_KEEP_DAYS: "14",
        },
      });
      expect(stdout).toMatch(/^backup \d{8}T\d{6}Z written to /);
      const files = readdirSync(backupDir).sort();
      const dump = files.find((f) => /^fincareer-\d{8}T\d{6}Z\.dump$/.test(f));
      const uploads = files.find((f) => /^uploads-\d{8}T\d{6}Z\.tar\.gz$/.test(f));
      expect(dump, files.join(", ")).toBeDefined();
      expect(uploads, files.join(", ")).toBeDefined();

      // The live deployment is lost.
      await closeSource();

      // 3. Restore into an empty database, and the files into an empty data folder.
      const admin$ = new URL(postgres!.url!);
      const name = `fincareer_restore_${Date.now()}_${randomBytes(4).toString("hex")}`;
      const adminClient = new pg.Client({ connectionString: admin$.toString() });
      await adminClient.connect();
      await adminClient.query(`create database "${name}" template template0`);
      await adminClient.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: admin$.toString() });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      });
      const restoredUrl = new URL(admin$.toString());
      restoredUrl.pathname = `/${name}`;
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${restoredUrl.toString()}`,
        join(backupDir, dump!),
      ]);
      const dataDir = mkdtempSync(join(tmpdir(), "fincareer-restored-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      mkdirSync(dataDir, { recursive: true });
      await run("tar", [
        "--extract",
        "--gzip",
        `--file=${join(backupDir, uploads!)}`,
        `--directory=${dataDir}`,
      ]);

      // 4. The app on the restored database, as an instance starts it (migrations run: nothing left to apply).
      const config = testConfig({
        DATABASE_URL: restoredUrl.toString(),
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
      });
      const server: RunningServer = await startServer({ config, logger: pino({ level: "silent" }) });
      cleanups.push(() => server.close());
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

      // 5. The same learners log in with their passwords and find everything as it was.
      const tokens: string[] = [];
      for (const [i, l] of learners.entries()) {
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: l.email, password: l.password }),
        });
        expect(login.status).toBe(200);
        const { token } = (await login.json()) as { token: string };
        tokens.push(token);
        const get = async (path: string) => {
          const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
          expect(res.status, path).toBe(200);
          return res;
        };
        expect(await (await get("/api/order/list")).json()).toEqual(before[i]!.orders);
        expect(((await (await get("/api/portfolio/list")).json()) as { myScrips: unknown }).myScrips).toEqual(
          before[i]!.portfolio,
        );
        expect(((await (await get("/api/research")).json()) as { research: unknown }).research).toEqual(
          before[i]!.research,
        );
      }
      const [firstResearch] = before[0]!.research as { file: { url: string } | null }[];
      const file = await fetch(`${server.url}${firstResearch!.file!.url}`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(report)).toBe(true);
    },
  );
});
