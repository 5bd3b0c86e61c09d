// The one CSV home of the server. Reading: every import (cohorts, game questions) and the shipped reference data go
// through csv-parse, header included, and every row keeps the line number a text editor or spreadsheet shows.
// Writing (writeCsv): every export, made safe to open in Excel as OWASP's CSV-injection guidance says.
import { CsvError, parse } from "csv-parse/sync";

/** A data row: its first line in the file and its cells (trimmed), keyed by the header's column names. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
  /** How many fields the row has (the header may have more or fewer). */
  fields: number;
}

/** A read file: header (trimmed; lower case when caseless) and rows, or the first line that could not be read and why. */
export type CsvRead =
  | { ok: true; header: string[]; headerLine: number; rows: CsvRecord[] }
  | { ok: false; line: number; reason: string };

// csv-parse's own messages name its internals ("record delimiter, trimable character"); these say what to fix.
const CLOSING_QUOTE =
  'a quoted field has text after its closing quote (write a quote inside a quoted field as two quotes: "")';
const PLAIN: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed: a double quote (") is missing',
  CSV_INVALID_CLOSING_QUOTE: CLOSING_QUOTE,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: CLOSING_QUOTE,
  CSV_INVALID_OPENING_QUOTE:
    'a field has a double quote (") in the middle (put the whole field in quotes and double the quote inside)',
};

type Parsed = { record: string[]; info: { lines: number } }[];

function parseRecords(text: string, to?: number): Parsed {
  // With `info` each record comes as { record, info }; the typings only describe plain rows.
  return parse(text, {
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    info: true,
    ...(to ? { to } : {}),
  }) as unknown as Parsed;
}

/** The line on which the record after the first `records` ones starts (blank lines skipped). */
function recordStart(text: string, records: number): number {
  const lines = text.split("\n");
  let line = records > 0 ? (parseRecords(text, records).at(-1)?.info.lines ?? 0) : 0;
  while (line < lines.length - 1 && lines[line]!.trim() === "") line++;
  return line + 1;
}

/**
 * Reads CSV text (UTF-8, with or without a byte-order mark; CRLF, LF or CR line ends). The first non-blank line
 * is the header; blank lines (and rows of empty cells) are skipped but still counted, so line numbers match the
 * file. Cells are trimmed; text inside quotes keeps its line breaks. `caseless` reads column names in lower case.
 */
export function readCsv(text: string, options: { caseless?: boolean } = {}): CsvRead {
  // One line end only: csv-parse counts a CRLF inside a quoted field as two lines, which would shift every
  // later line number; a bare CR (old Mac files) becomes a line end rather than a character in a cell.
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  let parsed: Parsed;
  try {
    parsed = parseRecords(normalised);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const { lines = 1, records = 0 } = err as CsvError & { lines?: number; records?: number };
    // An unclosed quote is only noticed at the end of the file: name the line where its record starts.
    const line = err.code === "CSV_QUOTE_NOT_CLOSED" ? recordStart(normalised, records) : lines;
    return { ok: false, line, reason: PLAIN[err.code] ?? err.message };
  }
  // info.lines is the record's last line; a quoted field spanning lines moves its first line up.
  const rows = parsed
    .map(({ record, info }) => ({
      line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record.map((cell) => cell.trim()),
    }))
    // A spreadsheet saves rows it once formatted as ",,,,": blank rows, skipped like blank lines.
    .filter(({ cells }) => cells.some((cell) => cell !== ""));
  const [head, ...data] = rows;
  if (!head) return { ok: false, line: 1, reason: "the file is empty" };
  const header = options.caseless ? head.cells.map((h) => h.toLowerCase()) : head.cells;
  return {
    ok: true,
    header,
    headerLine: head.line,
    rows: data.map(({ line, cells }) => ({
      line,
      values: Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])),
      fields: cells.length,
    })),
  };
}

/** What is wrong with a header, in plain words: required columns missing, unknown or repeated ones. */
export function headerProblems(
  header: readonly string[],
  columns: readonly string[],
  required: readonly string[],
): string[] {
  const missing = required.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => h !== "" && !columns.includes(h));
  const repeated = header.filter((h, i) => h !== "" && header.indexOf(h) !== i);
  return [
    missing.length ? `missing column ${missing.join(", ")}` : "",
    unknown.length ? `unknown column ${unknown.join(", ")}` : "",
    repeated.length ? `column ${[...new Set(repeated)].join(", ")} appears more than once` : "",
  ].filter(Boolean);
}

/** A cell of an exported table: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/** A CSV column: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

// OWASP "CSV Injection": a cell a spreadsheet would read as a formula (=, +, -, @) or that starts with a tab or a
// carriage return (which some spreadsheets skip before looking for one) is prefixed with a single quote, so Excel
// shows it as text. Only text cells are neutralised: a number we write (-0.25) is data, not a learner's input.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV: text starting with =, +, -, @, tab or carriage return gets a leading single quote so a
 * spreadsheet shows it as text instead of running it, and every text cell is quoted (quotes doubled). Numbers we
 * computed are written as they are.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // Every text cell is quoted (OWASP's advice too), quotes doubled: commas, quotes and line breaks stay inside.
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The one CSV writer of the server: a header row, then the rows; CRLF line ends (RFC 4180) and a byte-order mark so
 * Excel reads the UTF-8 (₹, names) correctly; text cells are neutralised against formula injection.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Rows of objects as CSV through their columns (writeCsv with each column's header and cell). */
export function writeCsvColumns<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return writeCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}
