// Dates typed or exported into an import file: ISO, the day-first forms Excel writes in India, and Excel's own
// serial numbers when a date cell is saved as a number. Each is checked as a real calendar date, never rolled over.

/** What a date cell reads as: an ISO date yyyy-mm-dd, or the reason it is not one, in plain words. */
export type DateInput = { ok: true; date: string } | { ok: false; reason: string };

/** The date forms an import accepts, as the error messages name them. */
export const DATE_INPUT_FORMATS = "dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// The same separator twice: 01-12/2026 is a typing slip, not a date.
const DAY_FIRST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;
// Five digits only: 10000-99999 are 1927-05-18 to 2173-10-13, so a bare year such as 2026 is not read as 1905.
const SERIAL = /^(\d{5})(\.\d+)?$/;
// Excel's 1900 system counts 1900-02-29, a day that never was, so from serial 61 on day 0 is 1899-12-30.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

// Years before 1900 are typing slips here (and PostgreSQL has no year 0).
const FIRST_YEAR = 1900;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function calendarDate(text: string, year: number, month: number, day: number): DateInput {
  if (year < FIRST_YEAR)
    return { ok: false, reason: `${text} is not a real date: the year must be ${FIRST_YEAR} or later` };
  if (month < 1 || month > 12)
    return { ok: false, reason: `${text} is not a real date: there is no month ${month}` };
  const last = daysIn(year, month);
  if (day < 1 || day > last) {
    return { ok: false, reason: `${text} is not a real date: ${MONTHS[month - 1]} ${year} has ${last} days` };
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

/** Reads a date cell written yyyy-mm-dd, dd-mm-yyyy, dd/mm/yyyy or as an Excel serial number (1900 system). */
export function parseDateInput(raw: string): DateInput {
  const text = raw.trim();
  const iso = ISO.exec(text);
  if (iso) return calendarDate(text, Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return calendarDate(text, Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  const serial = SERIAL.exec(text);
  if (serial) {
    // A fraction is the time of day, which an enrolment date does not keep.
    const day = new Date(EXCEL_EPOCH_MS + Number(serial[1]) * DAY_MS);
    return { ok: true, date: day.toISOString().slice(0, 10) };
  }
  const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
  return { ok: false, reason: `"${shown}" is not a date: write it as ${DATE_INPUT_FORMATS}` };
}

/** The date forms a file from the exchange adds: NSE writes 26-Jan-2026 or 26-JAN-2026. */
export const DATE_INPUT_FORMATS_WITH_MONTH = `${DATE_INPUT_FORMATS} or dd-Mon-yyyy (26-Jan-2026)`;

// 26-Jan-2026, 26-JAN-2026, 26 January 2026, 26/Jan/2026, 26-Sept-2026.
const DAY_MONTH_NAME = /^(\d{1,2})[-\s/]+([A-Za-z]{3,9})\.?[-\s/,]+(\d{4})$/;

/** Reads a date cell as parseDateInput does, and also with the month's name (26-Jan-2026, 26 January 2026). */
export function parseDateWithMonthName(raw: string): DateInput {
  const text = raw.trim();
  const named = DAY_MONTH_NAME.exec(text);
  if (!named) {
    const read = parseDateInput(text);
    return read.ok || !/[A-Za-z]/.test(text)
      ? read
      : {
          ok: false,
          reason: `"${text.length > 40 ? `${text.slice(0, 40)}...` : text}" is not a date: write it as ${DATE_INPUT_FORMATS_WITH_MONTH}`,
        };
  }
  const word = named[2]!.toLowerCase();
  // A month is named by its first three letters or more of its name ("Sept" too).
  const month = MONTHS.findIndex((m) => m.toLowerCase().startsWith(word === "sept" ? "sep" : word));
  if (month < 0) return { ok: false, reason: `${text} is not a date: ${named[2]} is not a month` };
  return calendarDate(text, Number(named[3]), month + 1, Number(named[1]));
}

// --- The app's own date and date-time fields (issue 41): typed and shown dd/mm/yyyy, held as ISO ---------------

/** An ISO day (yyyy-mm-dd) as the date fields show it, "01/12/2026"; anything else is returned as it is. */
export function dayFirstDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** A date-time value (yyyy-mm-ddThh:mm, as datetime-local holds it) as the fields show it, "01/12/2026 15:30". */
export function dayFirstDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return m ? `${dayFirstDate(m[1]!)} ${m[2]}` : value;
}

/** The form a date-time field takes, as its messages name it. */
export const DATE_TIME_INPUT_FORMAT = "dd/mm/yyyy hh:mm (24-hour)";

/** What a date-time field reads: "yyyy-mm-ddThh:mm", or the reason it is not a date and time, in plain words. */
export type DateTimeInput = { ok: true; value: string } | { ok: false; reason: string };

/** Reads "01/12/2026 15:30" (also 1/12/2026 9:05, or dashes): a real calendar date and a time of day. */
export function parseDateTimeInput(raw: string): DateTimeInput {
  const text = raw.trim();
  const m = /^(\S+)\s+(\d{1,2}):(\d{2})$/.exec(text);
  if (!m)
    return {
      ok: false,
      reason: `Write the date and time as ${DATE_TIME_INPUT_FORMAT}, e.g. 05/12/2026 18:30`,
    };
  const day = parseDateInput(m[1]!);
  if (!day.ok) return day;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (hours > 23 || minutes > 59)
    return { ok: false, reason: `${m[2]}:${m[3]} is not a time of day: use 00:00 to 23:59` };
  return { ok: true, value: `${day.date}T${String(hours).padStart(2, "0")}:${m[3]}` };
}
