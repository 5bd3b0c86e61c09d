// The generated market history's completion marker (re-exported by schema.ts): one row, written last in the
// transaction that stores the bars, so its absence means the history is missing or was cut short.
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

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
