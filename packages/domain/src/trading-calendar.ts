// The trading calendar as data (issue 38): the holiday files an institute loads, and what /admin says when the
// loaded years run out. Files: NSE's holiday list as downloaded (a title line or two, then
// "Sr. No","Date","Day","Description" or "Trading Date","Weekday","Description", dates like 26-Jan-2026) or a plain
// date,description CSV, with or without its header. The server reads the CSV into rows (csv-parse); each row is
// read here into a holiday, a special session (a line with a time window: Muhurat trading) or plain reasons.
import { parseDateWithMonthName } from "./date-input.ts";
import { formatDate } from "./format.ts";
import type { CalendarDay } from "./ist.ts";

/** A CSV record as the server reads it: the file line it starts on and its cells. */
export interface HolidayFileRow {
  line: number;
  cells: string[];
}

/** Something to fix (an error: nothing is imported) or to know (a warning) about one line, or the file (line 0). */
export interface HolidayFileProblem {
  line: number;
  message: string;
}

/** One line of the file as read: a day (holiday, or special session when it has a window) or why it is not one. */
export interface HolidayFileLine extends CalendarDay {
  line: number;
  /** Empty when the date could not be read. */
  day: string;
  ok: boolean;
}

/** What a file reads as. */
export interface HolidayFileRead {
  /** "nse": NSE's download (a serial number or weekday column); "plain": date,description. */
  format: "nse" | "plain";
  /** The lines that hold a day (readable or not), in file order. */
  lines: HolidayFileLine[];
  errors: HolidayFileProblem[];
  warnings: HolidayFileProblem[];
  /** The days to store: every line without an error (empty when the file has any error). */
  days: CalendarDay[];
  /** The years the file's days fall in, ascending: the import replaces each one's list. */
  years: number[];
}

/** The most lines a holiday file may have: NSE lists about 15 a year, so this is several years' worth. */
export const HOLIDAY_FILE_MAX_LINES = 400;
/** The longest description kept. */
export const HOLIDAY_DESCRIPTION_MAX = 200;
/** A year with fewer lines than this in a file gets a warning: its whole list is replaced by them. */
const FEW_LINES = 3;

// Column names, compared in lower case with everything but letters removed ("Sr. No" -> "srno").
const DATE_COLUMNS = ["date", "tradingdate", "holidaydate", "dates"];
const DESCRIPTION_COLUMNS = [
  "description",
  "holiday",
  "holidays",
  "holidayname",
  "holidaydescription",
  "occasion",
  "festival",
  "reason",
  "name",
];
const WEEKDAY_COLUMNS = ["day", "weekday", "weekdays", "dayname", "days"];
const OPEN_COLUMNS = ["open", "opens", "start", "starttime", "sessionopen", "sessionstart", "from"];
const CLOSE_COLUMNS = ["close", "closes", "end", "endtime", "sessionclose", "sessionend", "to"];
const WINDOW_COLUMNS = ["timing", "timings", "session", "sessiontime", "sessiontimings", "time", "window"];
const SERIAL_COLUMNS = ["srno", "sno", "serialno", "no", "sr", "slno"];

const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function columnKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z]/g, "");
}

interface Columns {
  date: number;
  description: number;
  weekday: number | null;
  open: number | null;
  close: number | null;
  window: number | null;
}

/** The columns a header row names, or null when it lacks a date or a description column. */
function columnsOf(cells: string[]): Columns | null {
  const keys = cells.map(columnKey);
  const find = (names: readonly string[]) => {
    const i = keys.findIndex((k) => names.includes(k));
    return i < 0 ? null : i;
  };
  const date = find(DATE_COLUMNS);
  const description = find(DESCRIPTION_COLUMNS);
  if (date === null || description === null || date === description) return null;
  return {
    date,
    description,
    weekday: find(WEEKDAY_COLUMNS),
    open: find(OPEN_COLUMNS),
    close: find(CLOSE_COLUMNS),
    window: find(WINDOW_COLUMNS),
  };
}

// 18:00, 6:00 pm, 6 PM, 18.00, 1:45PM.
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;
// In text a time has its minutes or am/pm, so "Holi (2-3 March)" holds no window.
const TIME_IN_TEXT = String.raw`(\d{1,2}(?:[:.]\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?|\s*(?:am|pm|a\.m\.|p\.m\.)))`;
// A window inside a cell or a description: "18:00-19:00", "6:00 PM to 7:00 PM", "13:45 – 14:45".
const WINDOW = new RegExp(`${TIME_IN_TEXT}\\s*(?:-|–|—|to)\\s*${TIME_IN_TEXT}`, "i");

/** IST minutes after midnight of a time cell, or null when it is not a time. */
export function parseSessionTime(raw: string): number | null {
  const m = TIME.exec(raw.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  const half = m[3]?.toLowerCase().replace(/\./g, "");
  // A bare hour ("18") is a serial number or a typo, not a time.
  if (m[2] === undefined && !half) return null;
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  } else if (hours > 23) return null;
  return hours * 60 + minutes;
}

/** A time as hh:mm (IST). */
export function formatSessionTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The weekday name of a yyyy-mm-dd date ("Monday"). */
export function weekdayName(day: string): string {
  const name = WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  return name[0]!.toUpperCase() + name.slice(1);
}

/** A session window (open, close minutes), null when there is none, or the reason it cannot be read. */
function readWindow(
  openCell: string,
  closeCell: string,
  windowCell: string,
  description: string,
): { open: number; close: number } | null | string {
  let open: number | null = null;
  let close: number | null = null;
  if (openCell || closeCell) {
    if (!openCell || !closeCell)
      return "a special session needs both an open and a close time (e.g. 18:00 and 19:00)";
    open = parseSessionTime(openCell);
    close = parseSessionTime(closeCell);
    if (open === null) return `"${openCell}" is not a time: write it as hh:mm (18:00) or 6:00 PM`;
    if (close === null) return `"${closeCell}" is not a time: write it as hh:mm (19:00) or 7:00 PM`;
  } else {
    const text = windowCell || description;
    const m = WINDOW.exec(text);
    if (!m) {
      if (windowCell) return `"${windowCell}" is not a session window: write it as 18:00-19:00`;
      return null;
    }
    open = parseSessionTime(m[1]!);
    close = parseSessionTime(m[2]!);
    if (open === null || close === null)
      return `"${m[0]}" is not a session window: write it as 18:00-19:00 (IST)`;
  }
  if (close <= open)
    return `the session closes (${formatSessionTime(close)}) before it opens (${formatSessionTime(open)})`;
  return { open, close };
}

/**
 * Reads a holiday file's rows. The header is the first row naming a date column and a description column (title
 * lines above it are skipped); a file without one is read as date,description[,open,close] when its first row starts
 * with a date. A line is a holiday, or a special session when it has open/close times (columns, or a window such as
 * 18:00-19:00 in a timings column or the description). Errors (nothing is imported): an unreadable date or time, a
 * date listed twice, a missing description. Warnings: a holiday on a weekend (harmless), a weekday column that
 * disagrees with the date, a year with only one or two lines (its whole list is replaced by them).
 */
export function readHolidayRows(rows: readonly HolidayFileRow[]): HolidayFileRead {
  const errors: HolidayFileProblem[] = [];
  const warnings: HolidayFileProblem[] = [];
  const empty = (format: "nse" | "plain"): HolidayFileRead => ({
    format,
    lines: [],
    errors,
    warnings,
    days: [],
    years: [],
  });

  let columns: Columns | null = null;
  let headerIndex = -1;
  for (let i = 0; i < rows.length && i < 20; i++) {
    columns = columnsOf(rows[i]!.cells);
    if (columns) {
      headerIndex = i;
      break;
    }
  }
  let format: "nse" | "plain" = "plain";
  if (columns) {
    const keys = rows[headerIndex]!.cells.map(columnKey);
    if (columns.weekday !== null || keys.some((k) => SERIAL_COLUMNS.includes(k))) format = "nse";
  } else if (rows[0] && parseDateWithMonthName(rows[0].cells[0] ?? "").ok) {
    // No header: date,description[,open,close].
    columns = { date: 0, description: 1, weekday: null, open: 2, close: 3, window: null };
  } else {
    errors.push({
      line: rows[0]?.line ?? 0,
      message: rows.length
        ? "no header row with a date column and a description column: start the file with Date,Description " +
          '(NSE\'s download has "Sr. No","Date","Day","Description")'
        : "the file is empty",
    });
    return empty(format);
  }

  const data = rows.slice(headerIndex + 1);
  if (data.length > HOLIDAY_FILE_MAX_LINES) {
    errors.push({
      line: data[HOLIDAY_FILE_MAX_LINES]!.line,
      message: `a holiday file has at most ${HOLIDAY_FILE_MAX_LINES} lines: this one has ${data.length}`,
    });
    return empty(format);
  }

  const c = columns;
  const cell = (row: HolidayFileRow, i: number | null) => (i === null ? "" : (row.cells[i] ?? "").trim());
  const lines: HolidayFileLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of data) {
    const dateCell = cell(row, c.date);
    const description = cell(row, c.description).replace(/\s+/g, " ");
    const problems: string[] = [];
    if (!dateCell) {
      // A footnote ("* Muhurat trading timings will be notified") or a row of another table: not a day.
      if (!description) {
        warnings.push({ line: row.line, message: "no date: the line is skipped (a note?)" });
        continue;
      }
      errors.push({ line: row.line, message: `the date is missing (for "${description}")` });
      lines.push({ line: row.line, day: "", description, open: null, close: null, ok: false });
      continue;
    }
    const date = parseDateWithMonthName(dateCell);
    const day = date.ok ? date.date : "";
    if (!date.ok) problems.push(date.reason);
    if (!description) problems.push("the description is missing (e.g. Republic Day)");
    else if (description.length > HOLIDAY_DESCRIPTION_MAX)
      problems.push(`the description is longer than ${HOLIDAY_DESCRIPTION_MAX} characters`);
    const window = readWindow(cell(row, c.open), cell(row, c.close), cell(row, c.window), description);
    if (typeof window === "string") problems.push(window);
    const session = window !== null && typeof window === "object" ? window : null;
    if (day) {
      const earlier = firstLineOf.get(day);
      if (earlier !== undefined) problems.push(`${formatDate(day)} is already listed on line ${earlier}`);
      else firstLineOf.set(day, row.line);
    }
    for (const message of problems) errors.push({ line: row.line, message });
    if (day && problems.length === 0) {
      const weekday = weekdayName(day);
      const said = columnKey(cell(row, c.weekday));
      const named = WEEKDAY_NAMES.find((w) => said.length >= 3 && w.startsWith(said));
      if (said && named && named !== weekday.toLowerCase())
        warnings.push({
          line: row.line,
          message: `the day column says ${cell(row, c.weekday)} but ${formatDate(day)} is a ${weekday}: check the date`,
        });
      if (!session && (weekday === "Saturday" || weekday === "Sunday"))
        warnings.push({
          line: row.line,
          message: `${formatDate(day)} is a ${weekday}: NSE is closed anyway, so this holiday changes nothing`,
        });
    }
    lines.push({
      line: row.line,
      day,
      description,
      open: session?.open ?? null,
      close: session?.close ?? null,
      ok: problems.length === 0,
    });
  }
  if (lines.length === 0 && errors.length === 0)
    errors.push({ line: rows[headerIndex]?.line ?? 0, message: "the file lists no holidays" });

  const perYear = new Map<number, number[]>();
  for (const l of lines) {
    if (!l.day) continue;
    const year = Number(l.day.slice(0, 4));
    perYear.set(year, [...(perYear.get(year) ?? []), l.line]);
  }
  const years = [...perYear.keys()].sort((a, b) => a - b);
  if (years.length > 1)
    for (const [year, at] of perYear)
      if (at.length < FEW_LINES)
        warnings.push({
          line: at[0]!,
          message:
            `only ${at.length === 1 ? "this line is" : `${at.length} lines are`} in ${year}: importing replaces ` +
            `${year}'s whole holiday list with ${at.length === 1 ? "it" : "them"} and marks ${year} as loaded ` +
            "(if the year is a typo, fix the date)",
        });
  warnings.sort((a, b) => a.line - b.line);
  errors.sort((a, b) => a.line - b.line);
  return {
    format,
    lines,
    errors,
    warnings,
    days:
      errors.length > 0
        ? []
        : lines.map(({ day, description, open, close }) => ({ day, description, open, close })),
    years,
  };
}

/**
 * What /admin (and the admins' mail and the server log) say when the loaded calendar stops within the next days:
 * from `gapFrom` every weekday counts as a trading day until that year's list is loaded.
 */
export function calendarGapWarning(gapFrom: string): string {
  const year = gapFrom.slice(0, 4);
  return (
    `Trading holidays for ${year} are not loaded: from ${formatDate(gapFrom)} every weekday counts as a trading ` +
    `day, so orders fill and the market shows open on NSE holidays. Load NSE's ${year} holiday list in Market ` +
    "prices, Trading calendar (or npm run cli -- market:holidays --import FILE)."
  );
}
