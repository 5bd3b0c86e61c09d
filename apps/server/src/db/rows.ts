// The rows of a raw `db.execute(sql...)`: PGlite and node-postgres both answer `{ rows }`; Drizzle types the
// result loosely, so the shape is asserted here, once.
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** The rows of a raw query's result, typed as the caller's SELECT list. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs a report's statements in one read transaction with PostgreSQL's JIT off: a report over a whole cohort has
 * a planner cost far above jit_above_cost, and compiling it took longer than running it (bench/analytics.bench.ts).
 */
export function reportTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return fn(tx);
  });
}
