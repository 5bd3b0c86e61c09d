// Reading a holiday file: csv-parse (lib/csv.ts) for the records and their line numbers, the domain
// (packages/domain/src/trading-calendar.ts) for what each line means. Nothing here touches the database.
import { readHolidayRows } from "@fincareer/domain/trading-calendar";
import type { HolidayFileRead } from "@fincareer/domain/trading-calendar";
import { readCsvRows } from "../../lib/csv.ts";

/** A file that could not be read at all: one error on `line` (0: the whole file). */
function unreadable(line: number, message: string): HolidayFileRead {
  return { format: "plain", lines: [], errors: [{ line, message }], warnings: [], days: [], years: [] };
}

/** Reads the text of a holiday file (NSE's download or a plain date,description CSV) into days, errors and warnings. */
export function readHolidayFile(text: string): HolidayFileRead {
  if (text.startsWith("PK"))
    return unreadable(0, "this is a zip archive: unzip NSE's download and load the .csv inside");
  if (text.includes("\u0000")) return unreadable(0, "this is not a text (CSV) file");
  const read = readCsvRows(text);
  if (!read.ok) return unreadable(read.line, read.reason);
  return readHolidayRows(read.rows);
}
