// Changes to a stored order: every change takes the next change number, which is how the engine's books (on every
// instance) find the orders that changed since they last looked.
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { marketOrders } from "../../db/schema.ts";
import type { MarketOrderRow } from "../../db/schema.ts";

/** Updates order `id` with `set`, its update time and a new change number; the updated row. */
export async function changeOrder(
  tx: Db,
  id: number,
  set: PgUpdateSetSource<typeof marketOrders>,
): Promise<MarketOrderRow> {
  const [updated] = await tx
    .update(marketOrders)
    .set({ ...set, updatedAt: sql`clock_timestamp()`, changeSeq: sql`nextval('market_order_change_seq')` })
    .where(eq(marketOrders.id, id))
    .returning();
  return updated!;
}
