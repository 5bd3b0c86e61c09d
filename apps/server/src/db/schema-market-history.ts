// The generated market history's completion marker (re-exported by schema.ts): one row, written last in the
// transaction that stores the bars, so its absence means the history is missing or was cut short.
import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-users.ts";

/** The one row saying the generated history is complete: its range and the seed it came from. */
export const marketHistory = pgTable(
  "market_history",
  {
    id: smallint("id").primaryKey().default(1),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    seed: integer("seed").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("market_history_single_row", sql`${t.id} = 1`)],
);

/** A scrip's price after an import: the live feed restarts there (the last real close). */
export interface PriceRestart {
  code: string;
  day: string;
  /** The last real bar (paise) and the close before it (the previous close when `day` is today). */
  open: number;
  high: number;
  low: number;
  close: number;
  prevClose: number;
}

/**
 * One imported end-of-day file (market:import or /admin/market). Its `restarts` tell the feed's owner, which
 * polls for new rows, where each imported scrip's live price now starts.
 */
export const marketImports = pgTable("market_imports", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull(),
  format: text("format").notNull(),
  importedBy: integer("imported_by").references(() => users.id, { onDelete: "set null" }),
  rows: integer("rows").notNull(),
  firstDay: date("first_day", { mode: "string" }).notNull(),
  lastDay: date("last_day", { mode: "string" }).notNull(),
  summary: jsonb("summary").notNull(),
  restarts: jsonb("restarts").$type<PriceRestart[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
