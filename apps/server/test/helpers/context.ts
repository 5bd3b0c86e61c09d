// Test harness: the app on a FRESH database per test file, on every available backend (in-memory PGlite always,
// PostgreSQL too when TEST_DATABASE_URL is set), with small factories for users, enrolments and tokens.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { createSigner } from "fast-jwt";
import pg from "pg";
import type { Logger } from "pino";
import type { InjectOptions } from "fastify";
import { buildApp } from "../../src/app.ts";
import type { App } from "../../src/app.ts";
import { loadConfig } from "../../src/platform/config.ts";
import type { Config } from "../../src/platform/config.ts";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from "../../src/db/client.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import * as schema from "../../src/db/schema.ts";
import { hashPassword } from "../../src/platform/credentials.ts";
import { createRealtime } from "../../src/platform/realtime.ts";
import type { SocketRealtime } from "../../src/platform/realtime.ts";
import { addDays, todayIst } from "../../src/lib/dates.ts";

/** A database backend the server tests run on. */
export interface Backend {
  name: "pglite" | "postgres";
  url?: string;
}

if (process.env.REQUIRE_PG === "1" && !process.env.TEST_DATABASE_URL)
  throw new Error(
    "REQUIRE_PG=1 but TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests cannot run",
  );

/**
 * The backends available here: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. scripts/test.mjs lists the
 * tests with FINCAREER_TEST_LIST_ALL=1 (collection only, nothing runs) to count the tests a missing backend left out.
 */
export const BACKENDS: Backend[] = [
  { name: "pglite" },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, url: process.env.TEST_DATABASE_URL }]
    : process.env.FINCAREER_TEST_LIST_ALL === "1"
      ? [{ name: "postgres" as const, url: "postgres://listing.invalid/none" }]
      : []),
];

export const TEST_SECRET = "test-secret-0123456789-abcdefghij";

/** A config for tests: temporary DATA_DIR, fixed JWT secret, no web build, nothing from the real environment. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "fincareer-test-"));
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    WEB_DIST: join(dataDir, "no-web-build"),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // No market ticker in tests: market tests drive ticks by hand (app.market.tick()).
    MARKET_TICK_MS: "0",
    // Tests must not depend on the day they run: the market never closes unless a test asks for NSE hours.
    MARKET_HOURS: "always",
    MARKET_HISTORY_DAYS: "60",
    // Tests read analytics right after writing the rows they count.
    ANALYTICS_CACHE_SECONDS: "0",
    QUESTION_STATS_REFRESH_SECONDS: "0",
    ...env,
  });
}

/**
 * What the migrated templates are keyed by: the PGlite version and every file of the migrations folder (SQL and
 * journal), so a new or edited migration makes new templates and an old one is never reused.
 */
const templateKey = (() => {
  const { version } = JSON.parse(
    readFileSync(
      new URL("../../../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
      "utf8",
    ),
  ) as { version: string };
  const hash = createHash("sha256").update(version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 16);
})();

/**
 * A dump of a freshly initialised and migrated PGlite, cached in the temp folder (keyed by templateKey): PGlite's
 * initdb and the migrations take seconds, loading a dump a fraction of that, and every test file needs a fresh
 * database. Made once per machine (each worker that finds none writes its own, atomically).
 */
let pgliteDump: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `fincareer-pglite-migrated-${templateKey}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openDatabase({ databaseUrl: null, dataDir: "", pgliteDir: "" }, { memory: true });
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  })();
  return pgliteDump;
}

/**
 * The name of a migrated PostgreSQL template database on the server of `admin` (created once, keyed by
 * templateKey): CREATE DATABASE ... TEMPLATE copies it in a fraction of the time migrating a new one takes. Workers
 * take turns under an advisory lock; the template is built under another name and renamed when complete, so a run
 * killed mid-way never leaves a half-migrated one; templates of other keys are dropped then.
 */
async function postgresTemplate(admin: URL): Promise<string> {
  const name = `fincareer_template_${templateKey}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7245020)");
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const url = new URL(admin.toString());
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "", pgliteDir: "" });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${building}" rename to "${name}"`);
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'fincareer\\_template\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows)
        await client.query(`drop database if exists "${datname}" with (force)`);
    }
    return name;
  } finally {
    await client.query("select pg_advisory_unlock(7245020)").catch(() => {});
    await client.end();
  }
}

/**
 * A fresh database for the enclosing describe block: created before its tests and dropped after them. The getter
 * answers its handle inside a test.
 */
export function useFreshDatabase(backend: Backend): () => DatabaseHandle {
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(backend);
  });
  afterAll(async () => {
    await fresh?.drop();
  });
  return () => {
    if (!fresh) throw new Error("the fresh database is not open yet");
    return fresh.handle;
  };
}

/**
 * A fresh, migrated database on the backend (a copy of the migrated template; the migrator runs again and finds
 * nothing to do); drop() closes and deletes it.
 */
export async function freshDatabase(
  backend: Backend,
): Promise<{ handle: DatabaseHandle; url: string | null; drop: () => Promise<void> }> {
  if (backend.name === "pglite") {
    const handle = await openDatabase(
      { databaseUrl: null, dataDir: "", pgliteDir: "" },
      { memory: true, loadDataDir: await pgliteTemplate() },
    );
    await migrateDatabase(handle);
    return { handle, url: null, drop: () => handle.close() };
  }
  const admin = new URL(backend.url!);
  const template = await postgresTemplate(admin);
  const name = `fincareer_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`create database "${name}" template "${template}"`);
  await adminClient.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "", pgliteDir: "" });
  await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** A user created by the factories, with a token for it. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  sid: number;
}

/** Options of makeUser. */
export interface UserOptions {
  email?: string;
  name?: string;
  password?: string;
  role?: "learner" | "admin";
  steps?: number;
  researchType?: "OLD" | "NEW";
  planned?: string | null;
  /** Programs to enrol in (started 30 days ago, ending in 11 months unless given); the first becomes cprogram. */
  programs?: (
    string | { program: string; plan?: string | null; start?: string | null; end?: string | null }
  )[];
  cprogram?: string | null;
}

let counter = 0;
let defaultHash: Promise<string> | undefined;

/** The per-file test context. */
export class TestContext {
  constructor(
    readonly backend: Backend,
    readonly app: App,
    readonly handle: DatabaseHandle,
    readonly config: Config,
    readonly realtime: SocketRealtime,
    readonly dbUrl: string | null,
    private readonly dropDb: () => Promise<void>,
  ) {}

  get db() {
    return this.handle.db;
  }

  /** Calls the app with app.inject; `token` becomes the Bearer header, `body` JSON. */
  async api(
    method: InjectOptions["method"],
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; payload?: string } = {},
    // Tests read JSON answers field by field with expect(), so the body is deliberately untyped.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(opts.payload !== undefined
        ? { payload: opts.payload }
        : opts.body !== undefined
          ? { payload: opts.body as object }
          : {}),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // Not JSON (static text).
    }
    return { status: res.statusCode, body, headers: res.headers };
  }

  /** Creates a user directly in the database, enrolled as asked, with a login session and token. */
  async makeUser(options: UserOptions = {}): Promise<TestUser> {
    counter += 1;
    const email = options.email ?? `user${counter}-${randomBytes(3).toString("hex")}@test.example`;
    const password = options.password ?? "password123";
    const passwordHash =
      options.password === undefined
        ? await (defaultHash ??= hashPassword("password123"))
        : await hashPassword(password);
    const programs = (options.programs ?? []).map((p) => (typeof p === "string" ? { program: p } : p));
    const [user] = await this.db
      .insert(schema.users)
      .values({
        email,
        name: options.name ?? `User ${counter}`,
        passwordHash,
        role: options.role ?? "learner",
        postSignupSteps: options.steps ?? 0,
        researchType: options.researchType ?? "NEW",
        planned: options.planned ?? null,
        cprogram: options.cprogram !== undefined ? options.cprogram : (programs[0]?.program ?? null),
      })
      .returning();
    const today = todayIst();
    for (const p of programs) {
      await this.enrol(user!.id, p.program, {
        plan: p.plan ?? null,
        start: p.start !== undefined ? p.start : addDays(today, -30),
        end: p.end !== undefined ? p.end : addDays(today, 330),
      });
    }
    const { token, sid } = await this.login(user!.id);
    return { id: user!.id, email, password, token, sid };
  }

  /** Adds an enrolment row. */
  async enrol(
    userId: number,
    program: string,
    opts: { plan?: string | null; start?: string | null; end?: string | null } = {},
  ) {
    const [row] = await this.db
      .insert(schema.programEnrolments)
      .values({
        userId,
        programName: program,
        comment: opts.plan ?? null,
        startDate: opts.start ?? null,
        endDate: opts.end ?? null,
      })
      .returning();
    return row!;
  }

  /** Opens a login session for a user and signs its token (what POST /api/auth/login does, without argon2). */
  async login(userId: number): Promise<{ token: string; sid: number }> {
    const [session] = await this.db.insert(schema.loginSessions).values({ userId }).returning();
    return { token: this.app.jwt.sign({ sub: String(userId), sid: session!.id }), sid: session!.id };
  }

  /** A 5-minute operator token, as the CLI signs it. */
  operatorToken(): string {
    return this.app.jwt.sign({ op: true }, { expiresIn: "5m" });
  }

  /** A correctly signed token whose expiry has passed. */
  expiredToken(user: TestUser): string {
    const past = Math.floor(Date.now() / 1000) - 3600;
    return this.app.jwt.sign({ sub: String(user.id), sid: user.sid, iat: past, exp: past + 60 });
  }

  /** A token with the right shape signed with another secret. */
  forgedToken(user: TestUser, payload: Record<string, unknown> = {}): string {
    return createSigner({ key: "not-the-server-secret-000000000000" })({
      sub: String(user.id),
      sid: user.sid,
      ...payload,
    });
  }

  /** Every row of every table, to assert that a refused request changed nothing. */
  async snapshot(): Promise<Record<string, unknown[]>> {
    const tables = {
      users: schema.users,
      program_enrolments: schema.programEnrolments,
      login_sessions: schema.loginSessions,
      notifications: schema.notifications,
      error_logs: schema.errorLogs,
      live_sessions: schema.liveSessions,
      live_reminders: schema.liveReminders,
      live_calendar_feeds: schema.liveCalendarFeeds,
      content_modules: schema.contentModules,
      content_videos: schema.contentVideos,
      content_questions: schema.contentQuestions,
      content_answers: schema.contentAnswers,
      content_progress: schema.contentProgress,
      content_notes: schema.contentNotes,
      research_items: schema.researchItems,
      research_assignments: schema.researchAssignments,
      research_ratings: schema.researchRatings,
    };
    const out: Record<string, unknown[]> = {};
    for (const [name, table] of Object.entries(tables)) {
      out[name] = await this.db.select().from(table).orderBy(asc(table.id));
    }
    // Market tables (quotes and bars move with the feed, so they are left out).
    for (const [name, table] of Object.entries({
      market_holdings: schema.marketHoldings,
      market_orders: schema.marketOrders,
      market_fills: schema.marketFills,
    })) {
      out[name] = await this.db.select().from(table).orderBy(asc(table.id));
    }
    out.market_accounts = await this.db
      .select()
      .from(schema.marketAccounts)
      .orderBy(asc(schema.marketAccounts.userId));
    out.market_watch = await this.db
      .select()
      .from(schema.marketWatch)
      .orderBy(asc(schema.marketWatch.userId), asc(schema.marketWatch.scripId));
    return out;
  }

  /** The user row by id. */
  async userRow(id: number) {
    const [row] = await this.db.select().from(schema.users).where(eq(schema.users.id, id));
    return row;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.realtime.close();
    await this.dropDb();
    rmSync(this.config.dataDir, { recursive: true, force: true });
  }
}

/** Builds the app on a fresh database of the backend (call in beforeAll; close in afterAll). */
export async function createTestContext(
  backend: Backend,
  opts: { env?: NodeJS.ProcessEnv; logger?: Logger } = {},
): Promise<TestContext> {
  const { handle, url, drop } = await freshDatabase(backend);
  const config = testConfig(opts.env);
  const realtime = await createRealtime({});
  const app = await buildApp({ config, db: handle, realtime, logger: opts.logger });
  await app.ready();
  return new TestContext(backend, app, handle, config, realtime, url, drop);
}

/** What testSuite() gives a describe block; set once its beforeAll has run. */
export interface TestSuite {
  ctx: TestContext;
  /** The admin made first when testSuite() was asked for one. */
  admin: TestUser;
}

/**
 * Registers beforeAll/afterAll in the calling describe block: a TestContext on a fresh database of the backend,
 * closed after, and with `admin` an admin user made with those options.
 */
export function testSuite(
  backend: Backend,
  opts: { env?: NodeJS.ProcessEnv; admin?: Omit<UserOptions, "role"> } = {},
): TestSuite {
  const suite = { ctx: undefined, admin: undefined } as unknown as TestSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext(backend, { env: opts.env });
    if (opts.admin) suite.admin = await suite.ctx.makeUser({ ...opts.admin, role: "admin" });
  });
  afterAll(async () => {
    await suite.ctx.close();
  });
  return suite;
}
