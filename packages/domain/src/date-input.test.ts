import { describe, expect, it } from "vitest";
import {
  dayFirstDate,
  dayFirstDateTime,
  parseDateInput,
  parseDateTimeInput,
  parseDateWithMonthName,
} from "./date-input.ts";

const date = (text: string) => {
  const read = parseDateInput(text);
  return read.ok ? read.date : read.reason;
};

describe("date cells of an import", () => {
  it("reads yyyy-mm-dd, dd-mm-yyyy and dd/mm/yyyy as the same day", () => {
    expect(date("2026-12-01")).toBe("2026-12-01");
    expect(date("01-12-2026")).toBe("2026-12-01");
    expect(date("01/12/2026")).toBe("2026-12-01");
    expect(date(" 1/12/2026 ")).toBe("2026-12-01");
    expect(date("31/12/2026")).toBe("2026-12-31");
  });

  it("reads Excel serial numbers in the 1900 date system, its fake 1900-02-29 included", () => {
    expect(date("46357")).toBe("2026-12-01");
    expect(date("45658")).toBe("2025-01-01");
    expect(date("46357.75")).toBe("2026-12-01");
    expect(date("10000")).toBe("1927-05-18");
    expect(date("99999")).toBe("2173-10-13");
  });

  it("refuses a day the month does not have, saying why", () => {
    expect(date("31-02-2026")).toBe("31-02-2026 is not a real date: February 2026 has 28 days");
    expect(date("29/02/2028")).toBe("2028-02-29");
    expect(date("2026-02-30")).toBe("2026-02-30 is not a real date: February 2026 has 28 days");
    expect(date("00/12/2026")).toBe("00/12/2026 is not a real date: December 2026 has 31 days");
    expect(date("12/13/2026")).toBe("12/13/2026 is not a real date: there is no month 13");
    expect(date("0000-01-01")).toBe("0000-01-01 is not a real date: the year must be 1900 or later");
  });

  it("refuses text that is not a date, a bare year and mixed separators, naming the forms it takes", () => {
    const formats = "write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd";
    expect(date("next monday")).toBe(`"next monday" is not a date: ${formats}`);
    expect(date("2026")).toBe(`"2026" is not a date: ${formats}`);
    expect(date("01-12/2026")).toBe(`"01-12/2026" is not a date: ${formats}`);
    expect(date("1e5")).toBe(`"1e5" is not a date: ${formats}`);
    expect(date("x".repeat(100))).toBe(`"${"x".repeat(40)}..." is not a date: ${formats}`);
  });
});

describe("dates with the month's name (NSE's files)", () => {
  const named = (text: string) => {
    const read = parseDateWithMonthName(text);
    return read.ok ? read.date : read.reason;
  };

  it("reads 26-Jan-2026, 26-JAN-2026, 26 January 2026 and the numeric forms", () => {
    expect(named("26-Jan-2026")).toBe("2026-01-26");
    expect(named("26-JAN-2026")).toBe("2026-01-26");
    expect(named("26 January 2026")).toBe("2026-01-26");
    expect(named("14-Sept-2026")).toBe("2026-09-14");
    expect(named("1-May-2026")).toBe("2026-05-01");
    expect(named("26/01/2026")).toBe("2026-01-26");
    expect(named("2026-01-26")).toBe("2026-01-26");
  });

  it("says why a named date is wrong", () => {
    expect(named("31-Feb-2027")).toBe("31-Feb-2027 is not a real date: February 2027 has 28 days");
    expect(named("26-Jnu-2027")).toBe("26-Jnu-2027 is not a date: Jnu is not a month");
    expect(named("Republic Day")).toBe(
      '"Republic Day" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd or dd-Mon-yyyy (26-Jan-2026)',
    );
  });
});

// Issue 41: the app's own date and date-time fields show and read day first, and hold ISO as the native inputs did.
describe("the date fields' values", () => {
  it("shows an ISO day and a datetime-local value day first, and other text as it is", () => {
    expect(dayFirstDate("2026-12-01")).toBe("01/12/2026");
    expect(dayFirstDateTime("2026-12-05T18:30")).toBe("05/12/2026 18:30");
    expect(dayFirstDate("")).toBe("");
    expect(dayFirstDateTime("31/02/2027 10:00")).toBe("31/02/2027 10:00");
  });

  it("reads a typed date and 24-hour time as yyyy-mm-ddThh:mm, or says why not", () => {
    const read = (text: string) => {
      const r = parseDateTimeInput(text);
      return r.ok ? r.value : r.reason;
    };
    expect(read("05/12/2026 18:30")).toBe("2026-12-05T18:30");
    expect(read(" 6/12/2026 9:05 ")).toBe("2026-12-06T09:05");
    expect(read("05/12/2026")).toBe(
      "Write the date and time as dd/mm/yyyy hh:mm (24-hour), e.g. 05/12/2026 18:30",
    );
    expect(read("05/12/2026 24:00")).toBe("24:00 is not a time of day: use 00:00 to 23:59");
    // Month first (as the browser's picker showed it) is not read as a date.
    expect(read("12/25/2026 10:00")).not.toMatch(/^\d{4}-/);
  });
});

describe("date input at its edges", () => {
  it("takes 1900 and later, refuses 1899", () => {
    expect(date("1900-01-01")).toBe("1900-01-01");
    expect(date("1899-12-31")).toBe("1899-12-31 is not a real date: the year must be 1900 or later");
  });

  it("names a month that does not exist, 0 or 13", () => {
    expect(date("2026-13-01")).toBe("2026-13-01 is not a real date: there is no month 13");
    expect(date("2026-00-10")).toBe("2026-00-10 is not a real date: there is no month 0");
    expect(date("2026-12-01")).toBe("2026-12-01");
  });

  it("reads a cell with spaces around it, and cuts a long refused text at 40 characters", () => {
    expect(date("  05/12/2026 ")).toBe("2026-12-05");
    const forty = "x".repeat(40);
    expect(date(forty)).toBe(`"${forty}" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd`);
    expect(date(`${forty}y`)).toBe(
      `"${forty}..." is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd`,
    );
  });

  it("with month names: says so for text with letters, keeps the numeric reason for text without", () => {
    const withMonth = "dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd or dd-Mon-yyyy (26-Jan-2026)";
    expect(parseDateWithMonthName(" 05/12/2026 ")).toEqual({ ok: true, date: "2026-12-05" });
    expect(parseDateWithMonthName("soon")).toEqual({
      ok: false,
      reason: `"soon" is not a date: write it as ${withMonth}`,
    });
    const forty = "y".repeat(40);
    expect(parseDateWithMonthName(`${forty}z`)).toEqual({
      ok: false,
      reason: `"${forty}..." is not a date: write it as ${withMonth}`,
    });
    expect(parseDateWithMonthName(forty)).toEqual({
      ok: false,
      reason: `"${forty}" is not a date: write it as ${withMonth}`,
    });
    expect(parseDateWithMonthName("31/02/2026")).toEqual({
      ok: false,
      reason: "31/02/2026 is not a real date: February 2026 has 28 days",
    });
    expect(parseDateWithMonthName("12345678")).toEqual({
      ok: false,
      reason: '"12345678" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd',
    });
  });

  it("reads Sept and Sep as September, and no other four-letter start of a month that is not its own", () => {
    expect(parseDateWithMonthName("26-Sept-2026")).toEqual({ ok: true, date: "2026-09-26" });
    expect(parseDateWithMonthName("26-Sep-2026")).toEqual({ ok: true, date: "2026-09-26" });
    expect(parseDateWithMonthName("26-Septe-2026")).toEqual({ ok: true, date: "2026-09-26" });
  });

  it("shows only a whole ISO day or date-time day first", () => {
    expect(dayFirstDate("x2026-12-01")).toBe("x2026-12-01");
    expect(dayFirstDate("2026-12-01x")).toBe("2026-12-01x");
    expect(dayFirstDateTime("x2026-12-01T15:30")).toBe("x2026-12-01T15:30");
    expect(dayFirstDateTime("2026-12-01T15:30:00")).toBe("2026-12-01T15:30:00");
  });

  it("reads times from 00:00 to 23:59, with one space or several, and nothing after", () => {
    expect(parseDateTimeInput("01/12/2026 23:59")).toEqual({ ok: true, value: "2026-12-01T23:59" });
    expect(parseDateTimeInput("01/12/2026    0:00")).toEqual({ ok: true, value: "2026-12-01T00:00" });
    expect(parseDateTimeInput("01/12/2026 24:00")).toEqual({
      ok: false,
      reason: "24:00 is not a time of day: use 00:00 to 23:59",
    });
    expect(parseDateTimeInput("01/12/2026 12:60")).toEqual({
      ok: false,
      reason: "12:60 is not a time of day: use 00:00 to 23:59",
    });
    const form = "Write the date and time as dd/mm/yyyy hh:mm (24-hour), e.g. 05/12/2026 18:30";
    expect(parseDateTimeInput("01/12/2026 12:30pm")).toEqual({ ok: false, reason: form });
    expect(parseDateTimeInput("at 01/12/2026 12:30")).toEqual({ ok: false, reason: form });
    expect(parseDateTimeInput("31/11/2026 10:00")).toEqual({
      ok: false,
      reason: "31/11/2026 is not a real date: November 2026 has 30 days",
    });
  });
});
