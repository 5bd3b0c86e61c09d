// Real end-of-day prices from the admin screen and the CLI: one file per call, stored by market/eod-import.ts in one
// transaction; the market runtime then restarts the imported scrips from their last close.
import { desc, eq } from "drizzle-orm";
import { istDate } from "@fincareer/domain/ist";
import type { MarketImportsResponse } from "@fincareer/domain/contract/market-import";
import type { Db } from "../../../db/client.ts";
import { marketImports, users } from "../../../db/schema.ts";
import { iso } from "../../../lib/dates.ts";
import { importEodFile } from "../eod-import.ts";
import type { EodImportOutcome } from "../eod-import.ts";
import type { MarketRuntime } from "../runtime.ts";
import { OPERATOR_ACTOR } from "../../../platform/audit.ts";
import type { Actor } from "../../../platform/audit.ts";

/** Creates the market prices admin service. */
export function createMarketAdminService(deps: { db: Db; market: MarketRuntime; seed: number }) {
  const { db, market } = deps;
  return {
    /** Imports one file (all rows or none); the live feed picks up the new closes at once. */
    async importFile(actor: Actor, fileName: string, text: string): Promise<EodImportOutcome> {
      // The generated history must exist first: generating it later would treat the real days as a history cut short.
      await market.ready();
      const outcome = await importEodFile(db, {
        text,
        fileName,
        actor,
        today: istDate(new Date()),
        seed: deps.seed,
      });
      if (outcome.importId !== null) await market.pricesImported();
      return outcome;
    },

    /** The price coverage and the last 20 imports, newest first. */
    async imports(): Promise<MarketImportsResponse> {
      await market.ready();
      const rows = await db
        .select({ row: marketImports, email: users.email })
        .from(marketImports)
        .leftJoin(users, eq(users.id, marketImports.importedBy))
        .orderBy(desc(marketImports.id))
        .limit(20);
      return {
        coverage: market.coverage(),
        imports: rows.map(({ row, email }) => ({
          id: row.id,
          file_name: row.fileName,
          format: row.format as MarketImportsResponse["imports"][number]["format"],
          rows: row.rows,
          first_day: row.firstDay,
          last_day: row.lastDay,
          imported_by: email ?? OPERATOR_ACTOR,
          created_at: iso(row.createdAt),
        })),
      };
    },
  };
}

/** The market prices admin service's interface. */
export type MarketAdminService = ReturnType<typeof createMarketAdminService>;
