// Trading accounts: created on first use with the configured starting cash.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { marketAccounts } from "../../db/schema.ts";
import type { MarketAccountRow } from "../../db/schema.ts";

/** The learner's account (created with `startingCash` paise when missing); `lock` takes a row lock for the transaction. */
export async function ensureAccount(
  db: Db,
  userId: number,
  startingCash: number,
  lock = false,
): Promise<MarketAccountRow> {
  const read = async () => {
    const q = db.select().from(marketAccounts).where(eq(marketAccounts.userId, userId));
    return (lock ? await q.for("update") : await q)[0];
  };
  const found = await read();
  if (found) return found;
  await db.insert(marketAccounts).values({ userId, cash: startingCash, startingCash }).onConflictDoNothing();
  return (await read())!;
}
