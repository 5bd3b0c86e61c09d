// API contract of the Excel course (SPEC.md section 2 "Excel notes and resource screen"; issue 5 items 3-4).
//   GET /api/excel/settings            what the screen needs from the server's configuration -> ExcelSettings
//   GET /api/excel/workbook/{lessonId} the lesson's practice workbook (.xlsx, with formulas); 404 unknown lesson,
//                                      403 lesson_locked with the lock message while the lesson is locked for the
//                                      learner (GET /api/user/exceleligible, rule in excel.ts)
// Eligibility (GET /api/user/exceleligible) and the maximum-research value (GET /api/ivepresearch/maxresearch) are
// the research area's calls (contract/research.ts); the screen reads them, this area only uses them.
import { z } from "zod";
import { EXCEL_LESSONS } from "../excel.ts";

/** GET /api/excel/settings. */
export const ExcelSettings = z.object({
  support_phone: z
    .string()
    .describe("the support number of the help box (SUPPORT_PHONE), e.g. '+91 98200 12345'"),
});
export type ExcelSettings = z.infer<typeof ExcelSettings>;

/** Path parameters of GET /api/excel/workbook/{lessonId}; any text is accepted so unknown ids answer 404. */
export const WorkbookParams = z.object({
  lessonId: z.string().max(40).describe("lesson id of the form xl-m{module}-v{video}, e.g. xl-m3-v3"),
});

/** Media type of the practice workbooks. */
export const WORKBOOK_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Error code of a refused (locked) workbook. */
export const LESSON_LOCKED = "lesson_locked";

/** File name of a lesson's practice workbook, e.g. xl-m3-v3-monte-carlo-simulation.xlsx. */
export function workbookFileName(lessonId: string): string {
  const lesson = EXCEL_LESSONS.find((l) => l.id === lessonId);
  const slug = (lesson?.title ?? "workbook")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${lessonId}-${slug}.xlsx`;
}
