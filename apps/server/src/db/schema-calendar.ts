// The NSE trading calendar as data (issue 38; re-exported by schema.ts): trading holidays and special sessions by
// day, the years whose list is loaded, and the admins' "calendar runs out" mail, sent once per gap.
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * A day of the calendar: a trading holiday, or a special session (Muhurat trading) when it has a window in IST
 * minutes after midnight. One row per day; an import replaces a year's rows.
 */
export const marketCalendarDays = pgTable(
  "market_calendar_days",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    description: text("description").notNull(),
    openMinute: smallint("open_minute"),
    closeMinute: smallint("close_minute"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "market_calendar_days_window",
      sql`(${t.openMinute} is null and ${t.closeMinute} is null) or
        (${t.openMinute} >= 0 and ${t.closeMinute} <= 1440 and ${t.openMinute} < ${t.closeMinute})`,
    ),
  ],
);

/** A year whose holiday list is loaded: days of other years trade on every weekday (and /admin warns). */
export const marketCalendarYears = pgTable("market_calendar_years", {
  year: smallint("year").primaryKey(),
  /** The file it came from, or "seed" (migration 0022). */
  source: text("source").notNull(),
  /** Who loaded it: the admin's email, the operator CLI, or seed. */
  loadedBy: text("loaded_by").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The admins' mail about a gap (its first uncovered day): one row, so one mail, per gap, across restarts. */
export const marketCalendarAlerts = pgTable("market_calendar_alerts", {
  gapFrom: date("gap_from", { mode: "string" }).primaryKey(),
  admins: integer("admins").notNull(),
  mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MarketCalendarDayRow = typeof marketCalendarDays.$inferSelect;
