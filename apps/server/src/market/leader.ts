// Which process owns the feed. PGlite belongs to one process (its data folder is locked), so that process always
// leads. On PostgreSQL a session advisory lock on a dedicated connection decides: it is released when the
// process stops or its connection dies, and a follower then takes over.
import type pg from "pg";
import type { DatabaseHandle } from "../db/client.ts";

/** The advisory lock key of the market feed ("MKTFEED" in spirit; any constant shared by all instances). */
export const FEED_LOCK_KEY = 7_245_020;

/** Ownership of the feed. */
export interface Leadership {
  /** Tries to take the feed; `onLost` runs if ownership is lost later. */
  acquire(onLost: () => void): Promise<boolean>;
  release(): Promise<void>;
}

/** The leadership for a database handle. */
export function createLeadership(handle: DatabaseHandle): Leadership {
  if (handle.kind === "pglite") return { acquire: async () => true, release: async () => {} };
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.PoolClient | null = null;
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
        c.release();
        throw err;
      }
      client = c;
      c.on("error", () => {
        if (client === c) {
          client = null;
          c.release(true);
          onLost();
        }
      });
      return true;
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
