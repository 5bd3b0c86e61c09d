// The rows of a raw `db.execute(sql...)`: PGlite and node-postgres both answer `{ rows }`; Drizzle types the
// result loosely, so the shape is asserted here, once.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** The rows of a raw query's result, typed as the caller's SELECT list. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Names given to prepared statements so far, with their SQL text: one name must always mean one text. */
const preparedTexts = new Map<string, string>();

/**
 * Runs `query` like `db.execute`, as the named prepared statement `name` on PostgreSQL: each pooled connection
 * parses and plans it once instead of on every call (drizzle's execute sends an unnamed statement, parsed and
 * planned each time). Worth it for a long statement sent all the time, such as the video progress report, whose
 * parse and plan cost PostgreSQL more than its execution. PGlite (one in-process connection) runs it as
 * execute does. Drizzle has no public way to name a raw statement, so this uses the session's own prepareQuery,
 * as its query builders' `.prepare(name)` does; test/prepared-statements.test.ts holds it to that.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const internal = db as unknown as { session: PgSession; dialect: PgDialect };
  const rendered = internal.dialect.sqlToQuery(query);
  const known = preparedTexts.get(name);
  if (known === undefined) preparedTexts.set(name, rendered.sql);
  else if (known !== rendered.sql) throw new Error(`prepared statement ${name} was given another SQL text`);
  const result = await internal.session.prepareQuery(rendered, undefined, name, false).execute();
  return rowsOf<T>(result);
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
