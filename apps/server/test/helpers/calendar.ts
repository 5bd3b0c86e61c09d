// The trading calendar a fresh database follows (migration 0024's seed: NSE's 2025 and 2026 lists), for tests that
// compute trading days without an app (a test with an app reads ctx.app.calendar.current()).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tradingCalendar } from "@fincareer/domain/ist";
import type { CalendarDay, TradingCalendar } from "@fincareer/domain/ist";
import { MIGRATIONS_FOLDER } from "../../src/db/client.ts";

/** The seeded calendar, read from the migration's own rows. */
export function seededCalendar(): TradingCalendar {
  const sql = readFileSync(join(MIGRATIONS_FOLDER, "0024_trading_calendar.sql"), "utf8");
  const days: CalendarDay[] = [
    ...sql.matchAll(/\('(\d{4}-\d{2}-\d{2})', '([^']*)', (null|\d+), (null|\d+)\)/g),
  ].map((m) => ({
    day: m[1]!,
    description: m[2]!,
    open: m[3] === "null" ? null : Number(m[3]),
    close: m[4] === "null" ? null : Number(m[4]),
  }));
  const years = [...sql.matchAll(/\((\d{4}), '[^']*', 'seed'\)/g)].map((m) => Number(m[1]));
  return tradingCalendar(days, years);
}
