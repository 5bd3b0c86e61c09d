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

describe("session times at their edges", () => {
  it("reads 24-hour times up to 23:59 and 12-hour times from 1 to 12", () => {
    expect(parseSessionTime(" 18:00 ")).toBe(1080);
    expect(parseSessionTime("23:59")).toBe(1439);
    expect(parseSessionTime("0:00")).toBe(0);
    expect(parseSessionTime("24:00")).toBeNull();
    expect(parseSessionTime("18:60")).toBeNull();
    expect(parseSessionTime("18:59")).toBe(1139);
    expect(parseSessionTime("12 PM")).toBe(720);
    expect(parseSessionTime("12:30 a.m.")).toBe(30);
    expect(parseSessionTime("1:45PM")).toBe(825);
    expect(parseSessionTime("13 PM")).toBeNull();
    expect(parseSessionTime("0 AM")).toBeNull();
    expect(parseSessionTime("18")).toBeNull();
    expect(parseSessionTime("six")).toBeNull();
  });

  it("writes a time as hh:mm", () => {
    expect(formatSessionTime(0)).toBe("00:00");
    expect(formatSessionTime(1439)).toBe("23:59");
    expect(formatSessionTime(65)).toBe("01:05");
  });
});

describe("holiday lines at their edges", () => {
  const header = ["Date", "Description", "Open", "Close"];
  const errorsOf = (...lines: string[][]) =>
    readHolidayRows(rows(header, ...lines)).errors.map((e) => e.message);

  it("needs both an open and a close time, each a time, the close after the open", () => {
    expect(errorsOf(["08-Nov-2026", "Muhurat", "18:00", ""])).toEqual([
      "a special session needs both an open and a close time (e.g. 18:00 and 19:00)",
    ]);
    expect(errorsOf(["08-Nov-2026", "Muhurat", "", "19:00"])).toEqual([
      "a special session needs both an open and a close time (e.g. 18:00 and 19:00)",
    ]);
    expect(errorsOf(["08-Nov-2026", "Muhurat", "six", "19:00"])).toEqual([
      '"six" is not a time: write it as hh:mm (18:00) or 6:00 PM',
    ]);
    expect(errorsOf(["08-Nov-2026", "Muhurat", "18:00", "7"])).toEqual([
      '"7" is not a time: write it as hh:mm (19:00) or 7:00 PM',
    ]);
    expect(errorsOf(["08-Nov-2026", "Muhurat", "18:00", "18:00"])).toEqual([
      "the session closes (18:00) before it opens (18:00)",
    ]);
    expect(errorsOf(["08-Nov-2026", "Muhurat", "18:00", "18:01"])).toEqual([]);
  });

  it("reads a window column, and says when it holds none or a time that is not one", () => {
    const read = (window: string) =>
      readHolidayRows(rows(["Date", "Description", "Timings"], ["08-Nov-2026", "Muhurat", window]));
    expect(read("18:00-19:00").days).toEqual([
      { day: "2026-11-08", description: "Muhurat", open: 1080, close: 1140 },
    ]);
    expect(read("evening").errors.map((e) => e.message)).toEqual([
      '"evening" is not a session window: write it as 18:00-19:00',
    ]);
    expect(read("18:00-25:00").errors.map((e) => e.message)).toEqual([
      '"18:00-25:00" is not a session window: write it as 18:00-19:00 (IST)',
    ]);
  });

  it("takes a description of 200 characters, with runs of spaces made one, and refuses 201", () => {
    expect(errorsOf(["26-Jan-2026", "x".repeat(200), "", ""])).toEqual([]);
    expect(errorsOf(["26-Jan-2026", "x".repeat(201), "", ""])).toEqual([
      "the description is longer than 200 characters",
    ]);
    const read = readHolidayRows(rows(header, ["26-Jan-2026", "Republic   \t Day", "", ""]));
    expect(read.days[0]!.description).toBe("Republic Day");
  });

  it("keeps a line without a date but with a description as a failed line", () => {
    const read = readHolidayRows(rows(header, ["", "Republic Day", "", ""]));
    expect(read.errors).toEqual([{ line: 2, message: 'the date is missing (for "Republic Day")' }]);
    expect(read.lines).toEqual([
      { line: 2, day: "", description: "Republic Day", open: null, close: null, ok: false },
    ]);
  });

  it("warns when the day column names another day, read from its first three letters", () => {
    const read = readHolidayRows(
      rows(
        ["Date", "Day", "Description"],
        ["26-Jan-2026", "Tue", "Republic Day"],
        ["03-Mar-2026", "Tu", "Holi"],
      ),
    );
    // 26 January 2026 is a Monday; "Tu" is too short to name a day.
    expect(read.warnings.map((w) => w.message)).toEqual([
      "the day column says Tue but 26/01/2026 is a Monday: check the date",
    ]);
  });

  it("lists the errors in line order and the years in order", () => {
    const read = readHolidayRows(
      rows(
        header,
        ["25-Dec-2027", "Christmas", "", ""],
        ["26-Jan-2026", "", "", ""],
        ["bad", "Holi", "", ""],
      ),
    );
    expect(read.errors.map((e) => e.line)).toEqual([3, 4]);
    const good = readHolidayRows(
      rows(header, ["25-Dec-2027", "Christmas", "", ""], ["26-Jan-2026", "Republic Day", "", ""]),
    );
    expect(good.years).toEqual([2026, 2027]);
  });

  it("says a file with a header and no lines lists no holidays", () => {
    expect(readHolidayRows(rows(["Title"], header)).errors).toEqual([
      { line: 2, message: "the file lists no holidays" },
    ]);
  });
});

describe("a year with few lines", () => {
  const header = ["Date", "Description"];
  const fill = ["26-Jan-2026", "03-Mar-2026", "14-Sep-2026"].map((d, i) => [d, `Holiday ${i + 1}`]);

  it("is named, singular or plural, when the file spans several years", () => {
    const one = readHolidayRows(rows(header, ...fill, ["24-Dec-2027", "Christmas Eve"]));
    expect(one.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      "5: only this line is in 2027: importing replaces 2027's whole holiday list with it and marks 2027 as loaded " +
        "(if the year is a typo, fix the date)",
    ]);
    const two = readHolidayRows(
      rows(header, ...fill, ["24-Dec-2027", "Christmas Eve"], ["01-Jan-2027", "New Year"]),
    );
    expect(two.warnings.map((w) => w.message)).toEqual([
      "only 2 lines are in 2027: importing replaces 2027's whole holiday list with them and marks 2027 as loaded " +
        "(if the year is a typo, fix the date)",
    ]);
  });

  it("is not named when the file has one year only", () => {
    expect(readHolidayRows(rows(header, ["24-Dec-2027", "Christmas Eve"])).warnings).toEqual([]);
  });
});
