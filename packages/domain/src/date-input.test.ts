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
