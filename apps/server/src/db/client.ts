// Opens the database: embedded PGlite in DATA_DIR (default) or a PostgreSQL server when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import { releaseLock, takeLock } from "./lock-file.ts";
import * as schema from "./schema.ts";
import { LOCK_KEYS } from "../lib/locks.ts";

/** The database both drivers give; a transaction is one too, so services take `Db` for either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (what `db.transaction` passes to its callback). */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** An open database with the driver in use and how to close it. */
export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export { DatabaseLockedError, livePid } from "./lock-file.ts";

/** Where the database is: PostgreSQL at a URL, or PGlite in a folder (the platform's config has these fields). */
export interface DatabaseSettings {
  databaseUrl: string | null;
  dataDir: string;
  pgliteDir: string;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it fails: with
 * the server stopped or unreachable, requests answer 503 (lib/errors.ts) instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Where drizzle-kit writes the migrations (apps/server/drizzle). */
export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * Opens the configured database; `memory: true` gives a throwaway in-memory PGlite (tests), optionally started
 * from a data-folder dump (`loadDataDir`, much faster than PGlite's initdb). `connectTimeoutMs` replaces
 * CONNECT_TIMEOUT_MS (tests).
 */
export async function openDatabase(
  config: DatabaseSettings,
  options: { memory?: boolean; loadDataDir?: Blob; connectTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl && !options.memory) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // A connection whose peer vanished (a stopped server, a cut network) is noticed by TCP keepalive.
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it. A client checked out
    // (a transaction between two queries) that loses it, e.g. when PostgreSQL restarts and ends every connection
    // (57P01), emits 'error' on itself: without a listener that ended the process. Its next query fails instead
    // (the request answers 503 unavailable) and the pool drops it when it is released.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg({ client: pool, schema });
    await pool.query("select 1");
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (options.memory) {
    const client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return { db, kind: "pglite", close: () => client.close() };
  }
  const lockFile = join(config.dataDir, "pglite.lock");
  takeLock(lockFile);
  try {
    mkdirSync(config.pgliteDir, { recursive: true });
    const client = new PGlite(config.pgliteDir);
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    let closed = false;
    return {
      db,
      kind: "pglite",
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          releaseLock(lockFile);
        }
      },
    };
  } catch (err) {
    releaseLock(lockFile);
    throw err;
  }
}

/** Applies pending migrations with the migrator of the driver in use. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  // Several instances may start at once: an advisory lock on one connection makes them migrate in turn.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEYS.migrations]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEYS.migrations]).catch(() => {});
    client.release();
  }
}
