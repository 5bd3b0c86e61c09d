// Loads the reference companies and indices into an empty database (first start, or the demo seed).
import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { marketIndices, marketScrips } from "../../db/schema.ts";
import { loadCompanies, loadIndices } from "./reference.ts";

/** Inserts companies.csv and indices.csv when market_scrips is empty; a no-op afterwards. */
export async function insertReferenceData(db: Db, today: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(marketScrips);
  if (n > 0) return;
  const quote = (close: number) => ({
    prevClose: close,
    dayOpen: close,
    dayHigh: close,
    dayLow: close,
    priceDate: today,
  });
  await db
    .insert(marketScrips)
    .values(loadCompanies().map((c) => ({ ...c, lastPrice: c.referenceClose, ...quote(c.referenceClose) })))
    .onConflictDoNothing();
  await db
    .insert(marketIndices)
    .values(loadIndices().map((r) => ({ ...r, lastValue: r.referenceClose, ...quote(r.referenceClose) })))
    .onConflictDoNothing();
}
