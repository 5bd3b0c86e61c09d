// The one CSV home of the server. Reading: every import (cohorts, game questions) and the shipped reference data go
// through csv-parse, header included, and every row keeps the line number a text editor or spreadsheet shows.
// Writing (writeCsv): every export, made safe to open in Excel as OWASP's CSV-injection guidance says.
import { parse as parseStream } from "csv-parse";
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

const PARSE_OPTIONS = { skip_empty_lines: true, relax_column_count: true, trim: true, info: true } as const;

function parseRecords(text: string, to?: number): Parsed {
  // With `info` each record comes as { record, info }; the typings only describe plain rows.
  return parse(text, { ...PARSE_OPTIONS, ...(to ? { to } : {}) }) as unknown as Parsed;
}

/** The line on which the record after the first `records` ones starts (blank lines skipped). */
function recordStart(text: string, records: number): number {
  return startAfterLine(text, records > 0 ? (parseRecords(text, records).at(-1)?.info.lines ?? 0) : 0);
}

/** The first non-blank line after line `line` (1-based; 0 for the top of the file). */
function startAfterLine(text: string, line: number): number {
  const lines = text.split("\n");
  while (line < lines.length - 1 && lines[line]!.trim() === "") line++;
  return line + 1;
}

/** A parsed record as a row: the line it starts on and its trimmed cells; null for a row of empty cells. */
function rowOf({ record, info }: Parsed[number]): { line: number; cells: string[] } | null {
  // info.lines is the record's last line; a quoted field spanning lines moves its first line up.
  const cells = record.map((cell) => cell.trim());
  // A spreadsheet saves rows it once formatted as ",,,,": blank rows, skipped like blank lines.
  if (!cells.some((cell) => cell !== "")) return null;
  return { line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0), cells };
}

/** One line end only, no byte-order mark (see readCsvRows). */
function normalise(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** A CSV error in plain words, with the line to look at (`startLine`: where the record that failed starts). */
function csvFailure(
  err: CsvError,
  text: string,
  startLine: () => number,
): { ok: false; line: number; reason: string } {
  const { lines = 1 } = err as CsvError & { lines?: number };
  // An unclosed quote is only noticed at the end of the file: name the line where its record starts.
  const line = err.code === "CSV_QUOTE_NOT_CLOSED" ? startLine() : lines;
  return { ok: false, line, reason: PLAIN[err.code] ?? err.message };
}

/** A read file's records (no header taken), or the first line that could not be read and why. */
export type CsvRows =
  { ok: true; rows: { line: number; cells: string[] }[] } | { ok: false; line: number; reason: string };

/**
 * Reads CSV text into its records, each with the line it starts on (UTF-8, with or without a byte-order mark; CRLF,
 * LF or CR line ends). Blank lines (and rows of empty cells) are skipped but still counted, so line numbers match
 * the file; cells are trimmed; text inside quotes keeps its line breaks. For files whose header is not the first
 * line (NSE's holiday list has a title above it); readCsv takes the first record as the header.
 */
export function readCsvRows(text: string): CsvRows {
  // One line end only: csv-parse counts a CRLF inside a quoted field as two lines, which would shift every
  // later line number; a bare CR (old Mac files) becomes a line end rather than a character in a cell.
  const normalised = normalise(text);
  let parsed: Parsed;
  try {
    parsed = parseRecords(normalised);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const { records = 0 } = err as CsvError & { records?: number };
    return csvFailure(err, normalised, () => recordStart(normalised, records));
  }
  return { ok: true, rows: parsed.map(rowOf).filter((r) => r !== null) };
}

/** How many characters readCsvEach parses before it lets other work run. */
const CHUNK_CHARS = 64 * 1024;

/** The end of a file read by readCsvEach: its header and line count, or the line that could not be read. */
export type CsvEachEnd =
  | { ok: true; header: string[] | null; headerLine: number; rows: number; lines: number }
  | { ok: false; line: number; reason: string };

/**
 * Reads CSV text as readCsv does, in chunks of 64 KB with the event loop free between them, so a large file does
 * not stall every other request: `onHeader` gets the header (answering false stops the reading), `onRow` each data
 * row as it is read. Ends with the header, the number of data rows and of lines (trailing blank lines left out).
 */
export async function readCsvEach(
  text: string,
  options: {
    caseless?: boolean;
    onHeader: (header: string[], line: number) => boolean;
    onRow: (row: CsvRecord) => void;
  },
): Promise<CsvEachEnd> {
  const normalised = normalise(text);
  const parser = parseStream(PARSE_OPTIONS);
  const pending: Parsed = [];
  // Set by the parser's events (an object, so the checks below are not narrowed away).
  const state: { failure: Error | null } = { failure: null };
  parser.on("data", (r: Parsed[number]) => pending.push(r));
  parser.on("error", (err: Error) => (state.failure = err));
  let header: string[] | null = null;
  let headerLine = 0;
  let rows = 0;
  let lastLine = 0;
  let stopped = false;
  const drain = () => {
    for (const parsed of pending.splice(0)) {
      lastLine = parsed.info.lines;
      const row = stopped ? null : rowOf(parsed);
      if (!row) continue;
      if (!header) {
        header = options.caseless ? row.cells.map((h) => h.toLowerCase()) : row.cells;
        headerLine = row.line;
        stopped = !options.onHeader(header, headerLine);
        continue;
      }
      rows++;
      options.onRow({
        line: row.line,
        values: Object.fromEntries(header.map((h, i) => [h, row.cells[i] ?? ""])),
        fields: row.cells.length,
      });
    }
  };
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (let at = 0; at < normalised.length && !state.failure && !stopped;) {
    let end = Math.min(at + CHUNK_CHARS, normalised.length);
    // Never split a surrogate pair (an emoji, a rare script) across two chunks.
    if (end < normalised.length && /[\uD800-\uDBFF]/.test(normalised[end - 1]!)) end++;
    parser.write(normalised.slice(at, end));
    at = end;
    await turn();
    drain();
  }
  if (!state.failure) {
    await new Promise<void>((resolve) => {
      parser.once("end", resolve);
      parser.once("error", () => resolve());
      parser.end();
      parser.resume();
    });
    drain();
  }
  const failure = state.failure;
  if (failure) {
    if (!(failure instanceof CsvError)) throw failure;
    return csvFailure(failure, normalised, () => startAfterLine(normalised, lastLine));
  }
  if (!header) return { ok: false, line: 1, reason: "the file is empty" };
  return { ok: true, header, headerLine, rows, lines: lineCount(normalised) };
}

/** How many lines the text has, blank lines at its end left out (counted without splitting it). */
function lineCount(text: string): number {
  let end = text.length;
  while (end > 0 && text[end - 1] === "\n") end--;
  let lines = 1;
  for (let at = text.indexOf("\n"); at >= 0 && at < end; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/**
 * Reads CSV text as readCsvRows does; the first non-blank line is the header. `caseless` reads column names in
 * lower case.
 */
export function readCsv(text: string, options: { caseless?: boolean } = {}): CsvRead {
  const read = readCsvRows(text);
  if (!read.ok) return read;
  const [head, ...data] = read.rows;
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
