// Positions of ordered content (modules of a track, videos of a module, questions of a video, notes of a family):
// appending at the end, and reordering to a list of ids the instructor sends.
import { eq, max } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";

/** Checks that `ids` lists every id of `current` exactly once. */
function checkOrder(current: number[], ids: number[], what: string): void {
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same)
    throw badRequest(
      `body.ids: list every ${what} exactly once (${current.length ? current.join(", ") : "none"})`,
    );
}

/** The position after the last row matching `where` (0 for the first). */
export async function nextPosition(tx: Db, column: PgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ p: max(column) })
    .from(column.table)
    .where(where);
  return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
}

/**
 * Sets each row's position to its index in `ids`, after checking (400) that `ids` lists every row in `scope`
 * exactly once; `what` names the rows in the error.
 */
export async function reorder(
  tx: Db,
  table: PgTable & { id: PgColumn; position: PgColumn },
  scope: SQL | undefined,
  ids: number[],
  what: string,
): Promise<void> {
  const current = await tx.select({ id: table.id }).from(table).where(scope);
  checkOrder(
    current.map((r) => r.id as number),
    ids,
    what,
  );
  for (const [position, id] of ids.entries())
    await tx.update(table).set({ position }).where(eq(table.id, id));
}

/**
 * A PUT …/order in one transaction: `before` (the parent must exist: 404), the new order of the rows in `scope`
 * (see reorder), then `read` for the answer.
 */
export function reorderAndRead<T>(
  db: Db,
  rows: { table: PgTable & { id: PgColumn; position: PgColumn }; scope: SQL | undefined; what: string },
  ids: number[],
  read: (tx: Db) => Promise<T>,
  before?: (tx: Db) => Promise<unknown>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await before?.(tx);
    await reorder(tx, rows.table, rows.scope, ids, rows.what);
    return read(tx);
  });
}
