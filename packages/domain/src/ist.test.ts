import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarDay,
  calendarDayNumber,
  calendarFallbackNote,
  coverageGap,
  coveredThrough,
  NSE_SESSION_SECONDS,
  TRADING_DAYS_PER_YEAR,
  WEEKDAYS_ONLY,
  formatOpensAt,
  isCovered,
  isTradingDay,
  istDate,
  istDayNumber,
  istDayStart,
  marketOpen,
  nextOpen,
  sessionOf,
  tradingCalendar,
  tradingDaysBefore,
} from "./ist.ts";

// A few days of NSE's lists (the server loads the whole lists from the database): 2024 is loaded for the tests
// that use its dates, so they follow a calendar, not the weekday fallback.
const NSE = tradingCalendar(
  [
    {
      day: "2024-11-01",
      description: "Diwali Laxmi Pujan (Muhurat trading 18:00-19:00)",
      open: 1080,
      close: 1140,
    },
    { day: "2024-11-15", description: "Gurunanak Jayanti", open: null, close: null },
    {
      day: "2025-10-21",
      description: "Diwali Laxmi Pujan (Muhurat trading 13:45-14:45)",
      open: 825,
      close: 885,
    },
    { day: "2025-10-22", description: "Diwali Balipratipada", open: null, close: null },
    { day: "2026-11-08", description: "Diwali Laxmi Pujan (a Sunday)", open: null, close: null },
    { day: "2026-11-24", description: "Prakash Gurpurb Sri Guru Nanak Dev", open: null, close: null },
    { day: "2026-12-25", description: "Christmas", open: null, close: null },
  ],
  [2024, 2025, 2026],
);

describe("India time", () => {
  it("reads the IST calendar day, which starts at 18:30 UTC the day before", () => {
    expect(istDate(new Date("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(istDate(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
    expect(istDayStart("2026-11-23").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(
      istDayNumber(new Date("2026-11-22T18:30:00Z")) - istDayNumber(new Date("2026-11-22T18:29:59Z")),
    ).toBe(1);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});

describe("the NSE calendar", () => {
  it("trades on weekdays that are not holidays", () => {
    expect(isTradingDay("2026-11-23", NSE)).toBe(true); // Monday
    expect(isTradingDay("2026-11-24", NSE)).toBe(false); // Guru Nanak Jayanti
    expect(isTradingDay("2026-11-22", NSE)).toBe(false); // Sunday
    expect(isTradingDay("2026-11-08", NSE)).toBe(false); // a holiday on a Sunday changes nothing
  });

  // 2024-11-04 is a Monday; 09:15 IST = 03:45 UTC, 15:30 IST = 10:00 UTC.
  it.each([
    ["2024-11-04T03:44:59Z", false],
    ["2024-11-04T03:45:00Z", true],
    ["2024-11-04T09:59:59Z", true],
    ["2024-11-04T10:00:00Z", false],
    ["2024-11-02T05:00:00Z", false],
    ["2026-11-22T05:00:00Z", false], // a Sunday
    ["2026-11-24T05:00:00Z", false], // a holiday (Tuesday)
  ])("nse at %s is open: %s", (at, open) => expect(marketOpen("nse", new Date(at), NSE)).toBe(open));

  it("is always open in always mode; the next NSE open skips weekends and holidays", () => {
    expect(marketOpen("always", new Date("2024-11-02T05:00:00Z"), NSE)).toBe(true);
    expect(nextOpen("nse", new Date("2024-11-02T05:00:00Z"), NSE).toISOString()).toBe(
      "2024-11-04T03:45:00.000Z",
    );
    expect(nextOpen("nse", new Date("2024-11-04T11:00:00Z"), NSE).toISOString()).toBe(
      "2024-11-05T03:45:00.000Z",
    );
    // Monday 23 Nov 2026 after the close: Tuesday is Guru Nanak Jayanti, so Wednesday 09:15.
    expect(nextOpen("nse", new Date("2026-11-23T11:00:00Z"), NSE).toISOString()).toBe(
      "2026-11-25T03:45:00.000Z",
    );
  });

  it("opens a special session (Muhurat trading) in its own window on a day the regular session is closed", () => {
    // Tuesday 21 Oct 2025: closed 09:15-15:30, open 13:45-14:45 IST (08:15-09:15 UTC).
    expect(sessionOf("2025-10-21", NSE)).toEqual({ open: 825, close: 885 });
    expect(isTradingDay("2025-10-21", NSE)).toBe(true);
    expect(marketOpen("nse", new Date("2025-10-21T04:00:00Z"), NSE)).toBe(false);
    expect(marketOpen("nse", new Date("2025-10-21T08:15:00Z"), NSE)).toBe(true);
    expect(marketOpen("nse", new Date("2025-10-21T09:15:00Z"), NSE)).toBe(false);
    // Monday 20 Oct after the close: the next open is the Muhurat session, then Thursday 09:15 (22nd is a holiday).
    expect(nextOpen("nse", new Date("2025-10-20T11:00:00Z"), NSE).toISOString()).toBe(
      "2025-10-21T08:15:00.000Z",
    );
    expect(nextOpen("nse", new Date("2025-10-21T10:00:00Z"), NSE).toISOString()).toBe(
      "2025-10-23T03:45:00.000Z",
    );
    // An evening session on a Friday: 1 Nov 2024, 18:00-19:00 IST.
    expect(marketOpen("nse", new Date("2024-11-01T12:45:00Z"), NSE)).toBe(true);
  });

  it("builds history from trading days only, special sessions included", () => {
    expect(tradingDaysBefore("2026-11-26", 3, NSE)).toEqual(["2026-11-20", "2026-11-23", "2026-11-25"]);
    expect(tradingDaysBefore("2025-10-24", 3, NSE)).toEqual(["2025-10-20", "2025-10-21", "2025-10-23"]);
  });

  it("falls back to every weekday outside the loaded years, and says so", () => {
    // 26 Jan 2027 (Republic Day, a Tuesday) with no 2027 list: a trading day.
    expect(isCovered("2027-01-26", NSE)).toBe(false);
    expect(isTradingDay("2027-01-26", NSE)).toBe(true);
    expect(marketOpen("nse", new Date("2027-01-26T05:00:00Z"), NSE)).toBe(true);
    expect(calendarFallbackNote("2027-01-26", NSE)).toBe(
      "Trading holidays for 2027 are not loaded yet: every weekday counts as a trading day, so the market opens " +
        "on NSE holidays too.",
    );
    expect(calendarFallbackNote("2026-11-26", NSE)).toBeNull();
    expect(isTradingDay("2027-01-26", WEEKDAYS_ONLY)).toBe(true);
    expect(isTradingDay("2027-01-30", WEEKDAYS_ONLY)).toBe(false); // a Saturday
  });

  it("keeps 26 Jan 2027 closed once the 2027 list is loaded", () => {
    const with2027 = tradingCalendar(
      [{ day: "2027-01-26", description: "Republic Day", open: null, close: null }],
      [2026, 2027],
    );
    expect(isTradingDay("2027-01-26", with2027)).toBe(false);
    expect(marketOpen("nse", new Date("2027-01-26T05:00:00Z"), with2027)).toBe(false);
    expect(nextOpen("nse", new Date("2027-01-26T05:00:00Z"), with2027).toISOString()).toBe(
      "2027-01-27T03:45:00.000Z",
    );
    expect(coverageGap("2026-12-15", with2027)).toBeNull();
    expect(coveredThrough("2026-12-15", with2027)).toBe("2027-12-31");
  });

  it("finds the first uncovered day within the next 30 days", () => {
    expect(coverageGap("2026-11-28", NSE)).toBeNull(); // 28 Dec is still 2026
    expect(coverageGap("2026-12-01", NSE)).toBeNull(); // 30 days ahead is 31 Dec
    expect(coverageGap("2026-12-02", NSE)).toBe("2027-01-01"); // 30 days ahead is 1 Jan 2027
    expect(coverageGap("2027-03-01", NSE)).toBe("2027-01-01"); // today's year: the gap began on 1 January
    expect(coverageGap("2026-06-01", NSE, 400)).toBe("2027-01-01");
    expect(coveredThrough("2026-11-28", NSE)).toBe("2026-12-31");
    expect(coveredThrough("2027-01-05", NSE)).toBeNull();
    expect(coveredThrough("2024-03-01", NSE)).toBe("2026-12-31");
  });

  it("reads a day with only one of open and close as a holiday, not a session", () => {
    const cal = tradingCalendar(
      [
        { day: "2030-01-02", description: "open only", open: 555, close: null },
        { day: "2030-01-03", description: "close only", open: null, close: 930 },
        { day: "2030-01-04", description: "session", open: 600, close: 660 },
      ],
      [2030],
    );
    expect([...cal.holidays.keys()]).toEqual(["2030-01-02", "2030-01-03"]);
    expect([...cal.sessions.keys()]).toEqual(["2030-01-04"]);
    expect(sessionOf("2030-01-02", cal)).toBeNull();
    expect(sessionOf("2030-01-04", cal)).toEqual({ open: 600, close: 660 });
  });

  it("gives now itself while the market is open, and now again past 15 closed days", () => {
    const mondayMorning = new Date("2026-11-23T05:00:00Z"); // 10:30 IST
    expect(nextOpen("nse", mondayMorning, NSE).getTime()).toBe(mondayMorning.getTime());
    // 1-15 January 2030 all holidays, 16 January (a Wednesday) a trading day: the search stops after 15 days.
    const closed = tradingCalendar(
      Array.from({ length: 15 }, (_, i) => ({
        day: `2030-01-${String(i + 1).padStart(2, "0")}`,
        description: "closed",
        open: null,
        close: null,
      })),
      [2030],
    );
    const newYear = new Date("2030-01-01T05:00:00Z");
    expect(nextOpen("nse", newYear, closed).getTime()).toBe(newYear.getTime());
    const fourteen = tradingCalendar(
      Array.from({ length: 14 }, (_, i) => ({
        day: `2030-01-${String(i + 1).padStart(2, "0")}`,
        description: "closed",
        open: null,
        close: null,
      })),
      [2030],
    );
    expect(nextOpen("nse", newYear, fourteen).toISOString()).toBe("2030-01-15T03:45:00.000Z");
  });

  it("writes single-digit minutes and months with a zero, and a week ahead with its date", () => {
    const monday = new Date("2026-11-23T05:00:00Z");
    expect(formatOpensAt("2026-11-23T12:35:00.000Z", monday)).toBe("today 18:05");
    expect(formatOpensAt("2026-11-30T03:45:00.000Z", monday)).toBe("Mon 30/11 09:15");
    expect(formatOpensAt("2026-11-29T03:45:00.000Z", monday)).toBe("Sun 09:15");
    expect(formatOpensAt("2027-01-11T03:45:00.000Z", new Date("2026-12-28T05:00:00Z"))).toBe(
      "Mon 11/01 09:15",
    );
    expect(formatOpensAt("not a date", monday)).toBe("");
  });

  it("says when the market opens the way a learner reads it", () => {
    const saturday = new Date("2026-11-21T06:00:00Z");
    expect(formatOpensAt(nextOpen("nse", saturday, NSE), saturday)).toBe("Mon 09:15");
    const fridayEvening = new Date("2026-11-20T12:00:00Z");
    expect(formatOpensAt("2026-11-23T03:45:00.000Z", fridayEvening)).toBe("Mon 09:15");
    expect(formatOpensAt("2026-11-23T03:45:00.000Z", new Date("2026-11-22T20:00:00Z"))).toBe("today 09:15");
    expect(formatOpensAt("2026-11-25T03:45:00.000Z", new Date("2026-11-24T05:00:00Z"))).toBe(
      "tomorrow 09:15",
    );
    expect(formatOpensAt("2026-12-07T03:45:00.000Z", new Date("2026-11-24T05:00:00Z"))).toBe(
      "Mon 07/12 09:15",
    );
  });
});

describe("calendar days and the trading year", () => {
  it("numbers calendar dates from 1970-01-01 and back, reading a timestamp by its date", () => {
    expect(calendarDayNumber("1970-01-01")).toBe(0);
    expect(calendarDayNumber("1969-12-31")).toBe(-1);
    expect(calendarDayNumber("2026-03-01") - calendarDayNumber("2026-02-28")).toBe(1);
    expect(calendarDayNumber("2024-03-01") - calendarDayNumber("2024-02-28")).toBe(2);
    expect(calendarDayNumber("2026-11-23T23:59:59+05:30")).toBe(calendarDayNumber("2026-11-23"));
    expect(calendarDay(calendarDayNumber("2026-11-23") + 7)).toBe("2026-11-30");
    expect(calendarDay(-1)).toBe("1969-12-31");
  });

  it("has 252 trading days a year and 6.25 hours of trading a session", () => {
    expect(TRADING_DAYS_PER_YEAR).toBe(252);
    expect(NSE_SESSION_SECONDS).toBe(22_500);
  });
});
