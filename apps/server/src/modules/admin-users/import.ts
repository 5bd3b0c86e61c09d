// Cohort import from CSV: every row is parsed and validated first, and only a file without a bad row is applied,
// in one transaction (new accounts get a set-password link; existing ones are enrolled).
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { IMPORT_COLUMNS } from "@fincareer/domain/contract/admin-users";
import type { AdminImportErrorBody } from "@fincareer/domain/contract/admin-users";
import { Email, IsoDate } from "@fincareer/domain/contract/common";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "@fincareer/domain/programs";

/** Most data rows one import may hold. */
export const IMPORT_MAX_ROWS = 2000;
const REQUIRED = ["email", "name", "program"] as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const RealDate = IsoDate.refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, {
  message: "must be a real calendar date yyyy-mm-dd",
});

const ImportRowSchema = z.object({
  email: Email,
  name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  program: z.enum(PROGRAM_NAMES, { message: "must be a known program name, e.g. FMEPGOLD" }),
  plan: z.preprocess(
    blankToUndefined,
    z.enum(PLAN_COMMENTS, { message: `must be empty or one of ${PLAN_COMMENTS.join(", ")}` }).optional(),
  ),
  start: z.preprocess(blankToUndefined, RealDate.optional()),
  end: z.preprocess(blankToUndefined, RealDate.optional()),
});

/** The date-order problem of a row, judged on its raw cells so it is reported beside the other fields' problems. */
function dateOrderProblem(record: Record<string, string>): string | null {
  const { start, end } = record;
  if (!start || !end || !RealDate.safeParse(start).success || !RealDate.safeParse(end).success) return null;
  return end < start ? "end: must not be before start" : null;
}

/** A valid row, with its line number in the file. */
export type ImportRow = z.infer<typeof ImportRowSchema> & { line: number };

/** The parsed rows, or every row's problems (422 body). */
export type ParsedImport = { ok: true; rows: ImportRow[] } | { ok: false; error: AdminImportErrorBody };

function failure(message: string, rows: AdminImportErrorBody["rows"]): ParsedImport {
  return { ok: false, error: { error: "import_invalid", message, rows } };
}

/** Parses and validates a cohort CSV (header row required; columns in any order, any letter case). */
export function parseCohortCsv(csv: string): ParsedImport {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse<(typeof records)[number]>(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    });
  } catch (err) {
    return failure(`the file is not valid CSV: ${(err as Error).message}`, []);
  }
  const header = csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/, 1)[0]!
    .split(",")
    .map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => h !== "" && !(IMPORT_COLUMNS as readonly string[]).includes(h));
  if (missing.length || unknown.length) {
    const parts = [
      missing.length ? `missing column ${missing.join(", ")}` : "",
      unknown.length ? `unknown column ${unknown.join(", ")}` : "",
    ].filter(Boolean);
    return failure(
      `line 1 (header): ${parts.join("; ")}. Columns: ${IMPORT_COLUMNS.join(", ")} (the first three required)`,
      [{ row: 1, errors: parts }],
    );
  }
  if (records.length === 0) return failure("the file has a header but no rows", []);
  if (records.length > IMPORT_MAX_ROWS) {
    return failure(`the file has ${records.length} rows; import at most ${IMPORT_MAX_ROWS} at a time`, []);
  }

  const rows: ImportRow[] = [];
  const problems: AdminImportErrorBody["rows"] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const parsed = ImportRowSchema.safeParse(record);
    const order = dateOrderProblem(record);
    if (!parsed.success || order) {
      const errors = (parsed.error?.issues ?? []).map((i) => {
        const field = String(i.path[0] ?? "row");
        const value = (record as Record<string, unknown>)[field];
        return `${field}: ${value === undefined || value === "" ? "is required" : i.message}`;
      });
      problems.push({ row: line, errors: order ? [...errors, order] : errors });
      continue;
    }
    const key = `${parsed.data.email}|${parsed.data.program}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ row: line, errors: [`repeats line ${first} (same email and program)`] });
      continue;
    }
    seen.set(key, line);
    rows.push({ ...parsed.data, line });
  }
  if (problems.length) {
    const lines = problems.map((p) => `line ${p.row}: ${p.errors.join(", ")}`);
    return failure(
      `${problems.length} row${problems.length === 1 ? " has" : "s have"} problems, nothing was imported. ` +
        lines.slice(0, 5).join("; ") +
        (lines.length > 5 ? `; and ${lines.length - 5} more` : ""),
      problems,
    );
  }
  return { ok: true, rows };
}
