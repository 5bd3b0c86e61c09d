// Which process owns the feed. PGlite belongs to one process (its data folder is locked), so that process always
// leads. On PostgreSQL a session advisory lock on a dedicated connection decides: it is released when the
// process stops or its connection dies, and a follower then takes over. The owner checks before every tick that
// its connection still holds the lock (a connection can die without the driver noticing at once), and stops
// matching as soon as it does not.
import type pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import { LOCK_KEYS } from "../../lib/locks.ts";

/** The advisory lock key of the market feed ("MKTFEED" in spirit; any constant shared by all instances). */
export const FEED_LOCK_KEY = LOCK_KEYS.marketFeed;

/** Ownership of the feed. */
export interface Leadership {
  /** Tries to take the feed; `onLost` runs if the lock's connection fails later. */
  acquire(onLost: () => void): Promise<boolean>;
  /**
   * Whether this process still holds the feed, asked on the lock's own connection (it does not take the lock
   * again). False once the lock is lost; the connection is then dropped, so a later acquire starts afresh.
   */
  verify(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Whether the session holds the feed lock. A one-bigint advisory lock shows in pg_locks as classid = the high
 * 32 bits, objid = the low 32 bits and objsubid = 1. (pg_try_advisory_lock again would succeed too, but it
 * stacks: every extra call needs its own unlock.)
 */
const HOLDS_LOCK = `select exists(
  select 1 from pg_locks
  where locktype = 'advisory' and pid = pg_backend_pid() and granted
    and classid = $1 and objid = $2 and objsubid = 1
) as ok`;

/** The leadership for a database handle. */
export function createLeadership(handle: DatabaseHandle): Leadership {
  if (handle.kind === "pglite")
    return { acquire: async () => true, verify: async () => true, release: async () => {} };
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const high = Math.floor(FEED_LOCK_KEY / 2 ** 32);
  const low = FEED_LOCK_KEY % 2 ** 32;
  let client: pg.PoolClient | null = null;

  /** Forgets the lock's connection (closing it, which frees the lock if the server still has it). */
  function drop(c: pg.PoolClient): void {
    if (client !== c) return;
    client = null;
    c.release(true);
  }

  return {
    async acquire(onLost) {
      if (client) return true;
      const c = await pool.connect();
      try {
        const res = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [FEED_LOCK_KEY]);
        if (!res.rows[0]?.ok) {
          c.release();
          return false;
        }
      } catch (err) {
        c.release(true);
        throw err;
      }
      client = c;
      c.on("error", () => {
        if (client !== c) return;
        drop(c);
        onLost();
      });
      return true;
    },
    async verify() {
      const c = client;
      if (!c) return false;
      try {
        const res = await c.query<{ ok: boolean }>(HOLDS_LOCK, [high, low]);
        if (res.rows[0]?.ok) return true;
      } catch {
        // The connection failed: the lock is gone with it.
      }
      drop(c);
      return false;
    },
    async release() {
      const c = client;
      client = null;
      if (!c) return;
      await c.query("select pg_advisory_unlock($1)", [FEED_LOCK_KEY]).catch(() => {});
      c.release();
    },
  };
}
