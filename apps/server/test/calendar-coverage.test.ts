// The one test that reads the real day on purpose: the trading calendar a fresh database ships (migration 0024's NSE
// lists) must cover the next 30 days. When it runs out, every other test still passes (they force MARKET_HOURS=always
// or fixed dates) while a holiday such as 26 January trades as a normal day, so this test fails a month ahead and
// says which year to add. It is left out of the extra clocks of .ci/run (scripts/clocks.mjs), which run other days.
import { describe, expect, it } from "vitest";
import { isCovered } from "@fincareer/domain/ist";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { seededCalendar } from "./helpers/calendar.ts";

describe("the shipped trading calendar", () => {
  it("covers every day of the next 30 days (IST)", () => {
    const calendar = seededCalendar();
    const today = todayIst();
    const days = Array.from({ length: 31 }, (_, i) => addDays(today, i));
    const missing = days.filter((d) => !isCovered(d, calendar));
    expect(
      missing,
      `NSE's holiday list of ${missing[0]?.slice(0, 4)} is not shipped (loaded years: ${[...calendar.years].join(", ")}): ` +
        "add it in a migration like 0024_trading_calendar.sql (docs/operations.md, Trading calendar)",
    ).toEqual([]);
  });

  it("fails on a day whose year is not loaded (the check itself can fail)", () => {
    const calendar = seededCalendar();
    const last = Math.max(...calendar.years);
    expect(isCovered(`${last}-12-31`, calendar)).toBe(true);
    expect(isCovered(`${last + 1}-01-01`, calendar)).toBe(false);
  });
});
