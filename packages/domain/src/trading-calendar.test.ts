import { describe, expect, it } from "vitest";
import {
  calendarGapWarning,
  formatSessionTime,
  parseSessionTime,
  readHolidayRows,
  weekdayName,
} from "./trading-calendar.ts";
import type { HolidayFileRow } from "./trading-calendar.ts";

/** Rows as the server's CSV reader gives them: one per line, numbered from 1. */
const rows = (...lines: string[][]): HolidayFileRow[] => lines.map((cells, i) => ({ line: i + 1, cells }));

describe("reading a holiday file", () => {
  it("reads NSE's download: title lines, then Sr. No, Date, Day, Description with 26-Jan-2026 dates", () => {
    const read = readHolidayRows(
      rows(
        ["Trading Holidays for the calendar year 2026"],
        ["Sr. No", "Date", "Day", "Description"],
        ["1", "26-Jan-2026", "Monday", "Republic Day"],
        ["2", "03-MAR-2026", "Tuesday", "Holi"],
        ["3", "14-Sep-2026", "Monday", "Ganesh Chaturthi"],
      ),
    );
    expect(read.format).toBe("nse");
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([]);
    expect(read.years).toEqual([2026]);
    expect(read.days).toEqual([
      { day: "2026-01-26", description: "Republic Day", open: null, close: null },
      { day: "2026-03-03", description: "Holi", open: null, close: null },
      { day: "2026-09-14", description: "Ganesh Chaturthi", open: null, close: null },
    ]);
    expect(read.lines.map((l) => l.line)).toEqual([3, 4, 5]);
  });

  it('finds the columns by name: "Trading Date","Weekday","Description" in another order', () => {
    const read = readHolidayRows(
      rows(["Description", "Weekday", "Trading Date"], ["Christmas", "Friday", "25-Dec-2026"]),
    );
    expect(read.format).toBe("nse");
    expect(read.days).toEqual([{ day: "2026-12-25", description: "Christmas", open: null, close: null }]);
  });

  it("reads a plain date,description CSV, with or without its header, in Indian date forms", () => {
    const withHeader = readHolidayRows(
      rows(["date", "description"], ["26/01/2027", "Republic Day"], ["2027-03-22", "Holi"]),
    );
    expect(withHeader.format).toBe("plain");
    expect(withHeader.days.map((d) => d.day)).toEqual(["2027-01-26", "2027-03-22"]);
    const bare = readHolidayRows(
      rows(["26-01-2027", "Republic Day"], ["15 August 2027", "Independence Day"]),
    );
    expect(bare.errors).toEqual([]);
    expect(bare.days.map((d) => d.day)).toEqual(["2027-01-26", "2027-08-15"]);
  });

  it("reads a special session from open and close columns or a window in the description", () => {
    const read = readHolidayRows(
      rows(
        ["Date", "Description", "Open", "Close"],
        ["21-Oct-2025", "Diwali Laxmi Pujan (Muhurat trading)", "1:45 PM", "2:45 PM"],
        ["08-Nov-2026", "Diwali Laxmi Pujan - Muhurat trading 18:00-19:00", "", ""],
        ["02-Oct-2026", "Holi (2-3 March) is not a window", "", ""],
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.days).toEqual([
      { day: "2025-10-21", description: "Diwali Laxmi Pujan (Muhurat trading)", open: 825, close: 885 },
      {
        day: "2026-11-08",
        description: "Diwali Laxmi Pujan - Muhurat trading 18:00-19:00",
        open: 1080,
        close: 1140,
      },
      { day: "2026-10-02", description: "Holi (2-3 March) is not a window", open: null, close: null },
    ]);
    // A special session on a Sunday is what Muhurat trading is: no weekend warning.
    expect(read.warnings.filter((w) => w.message.includes("Sunday"))).toEqual([]);
  });

  it("gives each bad line its number and reason, and keeps nothing to store", () => {
    const read = readHolidayRows(
      rows(
        ["Date", "Day", "Description", "Timings"],
        ["26-Jan-2027", "Tuesday", "Republic Day", ""],
        ["31-Feb-2027", "", "Not a day", ""],
        ["26/01/2027", "", "Republic Day again", ""],
        ["next Friday", "", "Holi", ""],
        ["2027-11-09", "", "", ""],
        ["2027-10-29", "", "Muhurat trading", "19:00-18:00"],
        ["", "", "Good Friday", ""],
      ),
    );
    expect(read.errors).toEqual([
      { line: 3, message: "31-Feb-2027 is not a real date: February 2027 has 28 days" },
      { line: 4, message: "26/01/2027 is already listed on line 2" },
      {
        line: 5,
        message:
          '"next Friday" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd or dd-Mon-yyyy (26-Jan-2026)',
      },
      { line: 6, message: "the description is missing (e.g. Republic Day)" },
      { line: 7, message: "the session closes (18:00) before it opens (19:00)" },
      { line: 8, message: 'the date is missing (for "Good Friday")' },
    ]);
    expect(read.days).toEqual([]);
    expect(read.lines.find((l) => l.line === 2)).toMatchObject({ day: "2027-01-26", ok: true });
  });

  it("warns of a weekend holiday, a weekday column that disagrees and a year with one line; skips notes", () => {
    const read = readHolidayRows(
      rows(
        ["Sr. No", "Date", "Day", "Description"],
        ["1", "26-Jan-2027", "Monday", "Republic Day"],
        ["2", "15-Aug-2027", "Sunday", "Independence Day"],
        ["3", "02-Oct-2027", "Saturday", "Mahatma Gandhi Jayanti"],
        ["4", "01-Jan-2028", "Saturday", "New year (typo?)"],
        ["* Muhurat trading timings will be notified later", "", "", ""],
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([
      { line: 2, message: "the day column says Monday but 26/01/2027 is a Tuesday: check the date" },
      {
        line: 3,
        message: "15/08/2027 is a Sunday: NSE is closed anyway, so this holiday changes nothing",
      },
      {
        line: 4,
        message: "02/10/2027 is a Saturday: NSE is closed anyway, so this holiday changes nothing",
      },
      {
        line: 5,
        message: "01/01/2028 is a Saturday: NSE is closed anyway, so this holiday changes nothing",
      },
      {
        line: 5,
        message:
          "only this line is in 2028: importing replaces 2028's whole holiday list with it and marks 2028 as " +
          "loaded (if the year is a typo, fix the date)",
      },
      { line: 6, message: "no date: the line is skipped (a note?)" },
    ]);
    expect(read.years).toEqual([2027, 2028]);
    expect(read.days).toHaveLength(4);
  });

  it("refuses a file without a date and description header, an empty one, and one too long", () => {
    expect(readHolidayRows(rows(["symbol", "close"], ["INFY", "1500"])).errors).toEqual([
      {
        line: 1,
        message:
          "no header row with a date column and a description column: start the file with Date,Description " +
          '(NSE\'s download has "Sr. No","Date","Day","Description")',
      },
    ]);
    expect(readHolidayRows([]).errors).toEqual([{ line: 0, message: "the file is empty" }]);
    expect(readHolidayRows(rows(["Date", "Description"])).errors).toEqual([
      { line: 1, message: "the file lists no holidays" },
    ]);
    const long = readHolidayRows(
      rows(["Date", "Description"], ...Array.from({ length: 401 }, () => ["2027-01-26", "x"])),
    );
    expect(long.errors).toEqual([
      { line: 402, message: "a holiday file has at most 400 lines: this one has 401" },
    ]);
  });
});

describe("session times and words", () => {
  it("reads 18:00, 6:00 PM, 6 pm and 1:45PM; refuses a bare hour and nonsense", () => {
    expect(parseSessionTime("18:00")).toBe(1080);
    expect(parseSessionTime("6:00 PM")).toBe(1080);
    expect(parseSessionTime("6 pm")).toBe(1080);
    expect(parseSessionTime("1:45PM")).toBe(825);
    expect(parseSessionTime("12:30 am")).toBe(30);
    expect(parseSessionTime("18.15")).toBe(1095);
    expect(parseSessionTime("18")).toBeNull();
    expect(parseSessionTime("25:00")).toBeNull();
    expect(parseSessionTime("13:00 pm")).toBeNull();
    expect(formatSessionTime(825)).toBe("13:45");
    expect(weekdayName("2027-01-26")).toBe("Tuesday");
  });

  it("words the admins' warning with the year and the first uncovered day", () => {
    expect(calendarGapWarning("2027-01-01")).toBe(
      "Trading holidays for 2027 are not loaded: from 01/01/2027 every weekday counts as a trading day, so " +
        "orders fill and the market shows open on NSE holidays. Load NSE's 2027 holiday list in Market prices, " +
        "Trading calendar (or npm run cli -- market:holidays --import FILE).",
    );
  });
});
