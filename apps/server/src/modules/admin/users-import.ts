// Cohort import from CSV: every row is parsed and validated first, and only a file without a bad row is applied,
// in one transaction (new accounts get a set-password link; existing ones are enrolled).
import { z } from "zod";
import { IMPORT_COLUMNS } from "@fincareer/domain/contract/admin-users";
import type { AdminImportErrorBody } from "@fincareer/domain/contract/admin-users";
import { Email, noControlCharacters } from "@fincareer/domain/contract/common";
import { parseDateInput } from "@fincareer/domain/date-input";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "@fincareer/domain/programs";
import { headerProblems, readCsv } from "../../lib/csv.ts";

/** Most data rows one import may hold. */
export const IMPORT_MAX_ROWS = 2000;
const REQUIRED = ["email", "name", "program"] as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** A date cell as yyyy-mm-dd: written so, day first (dd-mm-yyyy, dd/mm/yyyy) or as an Excel serial number. */
const DateCell = z.string().transform((text, ctx) => {
  const read = parseDateInput(text);
  if (read.ok) return read.date;
  ctx.addIssue({ code: "custom", message: read.reason });
  return z.NEVER;
});

const ImportRowSchema = z.object({
  email: Email,
  name: z
    .string()
    .trim()
    .min(1, "is required")
    .max(100, "must be at most 100 characters")
    .refine(...noControlCharacters("Name")),
  program: z.enum(PROGRAM_NAMES, { message: "must be a known program name, e.g. FMEPGOLD" }),
  plan: z.preprocess(
    blankToUndefined,
    z.enum(PLAN_COMMENTS, { message: `must be empty or one of ${PLAN_COMMENTS.join(", ")}` }).optional(),
  ),
  start: z.preprocess(blankToUndefined, DateCell.optional()),
  end: z.preprocess(blankToUndefined, DateCell.optional()),
});

/** The date-order problem of a row, judged on its raw cells so it is reported beside the other fields' problems. */
function dateOrderProblem(record: Record<string, string>): string | null {
  const start = parseDateInput(record.start ?? "");
  const end = parseDateInput(record.end ?? "");
  if (!start.ok || !end.ok) return null;
  return end.date < start.date ? "end: must not be before start" : null;
}

/** A valid row, with its line number in the file. */
export type ImportRow = z.infer<typeof ImportRowSchema> & { line: number };

/** The parsed rows, or every row's problems (422 body). */
export type ParsedImport = { ok: true; rows: ImportRow[] } | { ok: false; error: AdminImportErrorBody };

function failure(message: string, rows: AdminImportErrorBody["rows"]): ParsedImport {
  return { ok: false, error: { error: "import_invalid", message, rows } };
}

/** Parses and validates a cohort CSV (header row required; columns in any order, any letter case, quoted or not). */
export function parseCohortCsv(csv: string): ParsedImport {
  const table = readCsv(csv, { caseless: true });
  if (!table.ok) {
    // The same shape as a bad row's message, which the import screen lists line by line.
    return failure(`the file could not be read, nothing was imported. line ${table.line}: ${table.reason}`, [
      { row: table.line, errors: [table.reason] },
    ]);
  }
  const problems = headerProblems(table.header, IMPORT_COLUMNS, REQUIRED);
  if (problems.length) {
    return failure(
      `line ${table.headerLine} (header): ${problems.join("; ")}. Columns: ${IMPORT_COLUMNS.join(", ")} ` +
        "(the first three required)",
      [{ row: table.headerLine, errors: problems }],
    );
  }
  const records = table.rows;
  if (records.length === 0) return failure("the file has a header but no rows", []);
  if (records.length > IMPORT_MAX_ROWS) {
    return failure(`the file has ${records.length} rows; import at most ${IMPORT_MAX_ROWS} at a time`, []);
  }

  const rows: ImportRow[] = [];
  const bad: AdminImportErrorBody["rows"] = [];
  const seen = new Map<string, number>();
  for (const { line, values, fields } of records) {
    if (fields > table.header.length) {
      bad.push({ row: line, errors: [`has ${fields} fields but the header has ${table.header.length}`] });
      continue;
    }
    const parsed = ImportRowSchema.safeParse(values);
    const order = dateOrderProblem(values);
    if (!parsed.success || order) {
      const errors = (parsed.error?.issues ?? []).map((i) => {
        const field = String(i.path[0] ?? "row");
        const value = values[field];
        return `${field}: ${value === undefined || value === "" ? "is required" : i.message}`;
      });
      bad.push({ row: line, errors: order ? [...errors, order] : errors });
      continue;
    }
    const key = `${parsed.data.email}|${parsed.data.program}`;
    const first = seen.get(key);
    if (first !== undefined) {
      bad.push({ row: line, errors: [`repeats line ${first} (same email and program)`] });
      continue;
    }
    seen.set(key, line);
    rows.push({ ...parsed.data, line });
  }
  if (bad.length) {
    const lines = bad.map((p) => `line ${p.row}: ${p.errors.join(", ")}`);
    return failure(
      `${bad.length} row${bad.length === 1 ? " has" : "s have"} problems, nothing was imported. ` +
        lines.slice(0, 5).join("; ") +
        (lines.length > 5 ? `; and ${lines.length - 5} more` : ""),
      bad,
    );
  }
  return { ok: true, rows };
}
