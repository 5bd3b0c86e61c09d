// The NSE trading calendar as data (issue 38): an admin (or `npm run cli -- market:holidays --import FILE`) loads a
// year's trading holidays and special sessions from NSE's holiday list or a plain date,description CSV.
//   GET    /api/admin/market/holidays?year=Y    -> HolidayList (the coverage, the loaded years, the days)
//   POST   /api/admin/market/holidays/preview   HolidayFileBody -> HolidayPreview (every line, its errors and
//                                                warnings, and what the import would replace); nothing is stored
//   POST   /api/admin/market/holidays/import    HolidayFileBody -> HolidayImportResult; 422 HolidayImportRejected
//                                                (nothing stored) when any line has an error
//   DELETE /api/admin/market/holidays/{day}     -> HolidayDeleted
import { z } from "zod";
import { ErrorBody, IsoDate } from "./common.ts";

/** A holiday file is a few kilobytes; this leaves room for several years and NSE's other segments. */
export const HOLIDAY_FILE_MAX_BYTES = 256 * 1024;

const Day = z.string().describe("yyyy-mm-dd");

/** POST preview and import: the file as text (the web reads the chosen file, the CLI the path it is given). */
export const HolidayFileBody = z.object({
  file_name: z.string().trim().min(1, "Name the file").max(200, "Shorten the file name to 200 characters"),
  text: z
    .string()
    .min(1, "The file is empty")
    .max(
      HOLIDAY_FILE_MAX_BYTES,
      `The file is larger than ${HOLIDAY_FILE_MAX_BYTES / 1024} KB: is it a holiday list?`,
    ),
});
export type HolidayFileBody = z.infer<typeof HolidayFileBody>;

/** Whether the loaded calendar covers today and the next days, and what /admin says when it does not. */
export const CalendarCoverage = z.object({
  today: Day.describe("today in IST"),
  covered_to: Day.nullable().describe(
    "the last day of the loaded years running on from today; null when today's year is not loaded",
  ),
  gap_from: Day.nullable().describe(
    "1 January of the first year within the next 30 days that is not loaded (every weekday trades in it); null when covered",
  ),
  warning: z.string().nullable().describe("what /admin shows while gap_from is set"),
});
export type CalendarCoverage = z.infer<typeof CalendarCoverage>;

/** A day of the calendar: a trading holiday, or a special session (Muhurat trading) with its window. */
export const CalendarDayView = z.object({
  day: Day,
  weekday: z.string().describe("Monday..Sunday"),
  kind: z.enum(["holiday", "session"]),
  description: z.string(),
  open: z.string().nullable().describe("a special session's open, hh:mm IST"),
  close: z.string().nullable().describe("a special session's close, hh:mm IST"),
});
export type CalendarDayView = z.infer<typeof CalendarDayView>;

/** A year whose holiday list is loaded. */
export const CalendarYear = z.object({
  year: z.number().int(),
  holidays: z.number().int(),
  sessions: z.number().int(),
  source: z.string().describe("the file it was imported from, or the seed"),
  loaded_by: z.string().describe("the admin's email, operator (CLI), or seed"),
  loaded_at: z.string(),
});
export type CalendarYear = z.infer<typeof CalendarYear>;

/** GET /api/admin/market/holidays?year=Y */
export const HolidayListQuery = z.object({
  year: z.coerce
    .number({ message: "year must be a year such as 2027" })
    .int("year must be a year such as 2027")
    .min(2000, "year must be 2000 or later")
    .max(2100, "year must be 2100 or earlier")
    .optional(),
});

/** GET /api/admin/market/holidays: the coverage, every loaded year, and the days (of `year` when given). */
export const HolidayList = z.object({
  coverage: CalendarCoverage,
  years: z.array(CalendarYear).describe("ascending"),
  days: z.array(CalendarDayView).describe("ascending"),
});
export type HolidayList = z.infer<typeof HolidayList>;

/** A line's or the file's (line 0) problem. */
export const HolidayFileProblem = z.object({ line: z.number().int(), message: z.string() });
export type HolidayFileProblem = z.infer<typeof HolidayFileProblem>;

/** One line of the file as read. */
export const HolidayPreviewLine = z.object({
  line: z.number().int(),
  day: Day.nullable().describe("null when the date could not be read"),
  weekday: z.string().nullable(),
  kind: z.enum(["holiday", "session"]),
  description: z.string(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type HolidayPreviewLine = z.infer<typeof HolidayPreviewLine>;

/** A year the import replaces: the file's count against what is stored, and the stored days it would remove. */
export const HolidayPreviewYear = z.object({
  year: z.number().int(),
  holidays: z.number().int(),
  sessions: z.number().int(),
  loaded: z.boolean().describe("whether the year is loaded now (its list is replaced) or new"),
  stored_holidays: z.number().int(),
  stored_sessions: z.number().int(),
  removed: z.array(CalendarDayView).describe("stored days the file does not list: the import removes them"),
});
export type HolidayPreviewYear = z.infer<typeof HolidayPreviewYear>;

/** POST /api/admin/market/holidays/preview */
export const HolidayPreview = z.object({
  file_name: z.string(),
  format: z.enum(["nse", "plain"]).describe("nse: NSE's holiday list as downloaded; plain: date,description"),
  ok: z.boolean().describe("no errors: the file can be imported"),
  lines: z.array(HolidayPreviewLine),
  errors: z.array(HolidayFileProblem),
  warnings: z.array(HolidayFileProblem),
  years: z.array(HolidayPreviewYear),
});
export type HolidayPreview = z.infer<typeof HolidayPreview>;

/** POST /api/admin/market/holidays/import: 200, the file's years replaced in one transaction. */
export const HolidayImportResult = z.object({
  preview: HolidayPreview,
  coverage: CalendarCoverage,
});
export type HolidayImportResult = z.infer<typeof HolidayImportResult>;

/** 422: nothing imported; every error listed with its line. */
export const HolidayImportRejected = ErrorBody.extend({
  errors: z.array(HolidayFileProblem),
  preview: HolidayPreview,
});
export type HolidayImportRejected = z.infer<typeof HolidayImportRejected>;

/** DELETE /api/admin/market/holidays/{day} */
export const HolidayDayParam = z.object({ day: IsoDate });

/** The day removed, and the coverage after. */
export const HolidayDeleted = z.object({ deleted: CalendarDayView, coverage: CalendarCoverage });
export type HolidayDeleted = z.infer<typeof HolidayDeleted>;
