// Real end-of-day prices (issue 22): an admin (or `npm run cli -- market:import --file F`) loads an NSE bhavcopy or a
// plain CSV of daily prices.
//   POST /api/admin/market/import   multipart/form-data, one file part `file` (at most 20 MB)
//        -> 200 MarketImportResult; 422 { error: "import_rejected", message, errors, summary } when any row is wrong
//           (nothing is imported then)
//   GET  /api/admin/market/imports  -> MarketImportsResponse (the price coverage and the last 20 imports)
import { z } from "zod";
import { ErrorBody } from "./common.ts";
import { EOD_FORMATS } from "../price-data.ts";

/** The largest file an upload takes: a full day's NSE bhavcopy is about 0.5 MB, a year of one scrip far less. */
export const MARKET_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** How many wrong rows a rejected import lists; the rest are counted (`more_errors`). */
export const MARKET_IMPORT_MAX_ERRORS = 1000;

/** The one multipart field an upload carries. */
export const MARKET_IMPORT_FIELD = "file";

const Day = z.string().describe("yyyy-mm-dd");

/** What an import did (or, when rejected, would have done). */
export const MarketImportSummary = z.object({
  file_name: z.string(),
  format: z.enum(EOD_FORMATS).nullable().describe("null when the header is none of the formats"),
  rows: z.number().int().describe("rows imported (EQ rows of known scrips)"),
  days: z.number().int().describe("distinct trading days in the imported rows"),
  first_day: Day.nullable(),
  last_day: Day.nullable(),
  scrips: z
    .array(
      z.object({
        symbol: z.string(),
        name: z.string(),
        rows: z.number().int(),
        first_day: Day,
        last_day: Day,
        last_close: z.number().describe("rupees"),
      }),
    )
    .describe("per scrip, A-Z"),
  skipped: z.object({
    unknown_symbols: z.number().int().describe("rows of symbols the platform does not list"),
    unknown_examples: z.array(z.string()).describe("the first few such symbols"),
    other_series: z.number().int().describe("rows of series other than EQ"),
    blank_lines: z.number().int(),
  }),
});
export type MarketImportSummary = z.infer<typeof MarketImportSummary>;

/** One wrong row: its line in the file and what is wrong, in plain words. */
export const MarketImportError = z.object({ line: z.number().int(), message: z.string() });
export type MarketImportError = z.infer<typeof MarketImportError>;

/** 200: the file was imported. */
export const MarketImportResult = z.object({ import_id: z.number().int(), summary: MarketImportSummary });
export type MarketImportResult = z.infer<typeof MarketImportResult>;

/** 422: nothing imported; the first 1,000 wrong rows listed, the rest counted. */
export const MarketImportRejected = ErrorBody.extend({
  errors: z.array(MarketImportError).describe("the first 1,000 wrong rows, in file order"),
  more_errors: z.number().int().describe("how many more rows are wrong than `errors` lists"),
  summary: MarketImportSummary,
});
export type MarketImportRejected = z.infer<typeof MarketImportRejected>;

/** The form of the upload, for the API docs (the part is read and checked by the route). */
export const MarketImportUploadDoc = z
  .object({ file: z.string().describe("the CSV file: an NSE bhavcopy, an older bhavcopy or a plain CSV") })
  .optional();

/** GET /api/admin/market/imports */
export const MarketImportsResponse = z.object({
  coverage: z.object({
    real_from: Day.nullable(),
    real_to: Day.nullable(),
    real_scrips: z.number().int(),
  }),
  imports: z.array(
    z.object({
      id: z.number().int(),
      file_name: z.string(),
      format: z.enum(EOD_FORMATS),
      rows: z.number().int(),
      first_day: Day,
      last_day: Day,
      imported_by: z.string().describe("the admin's email, or operator (CLI)"),
      created_at: z.string(),
    }),
  ),
});
export type MarketImportsResponse = z.infer<typeof MarketImportsResponse>;
