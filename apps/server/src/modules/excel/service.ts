// The Excel course: the help box's settings and the practice workbooks, refused while the lesson is locked.
// The unlock rule is the domain's (excel.ts); the eligible number comes from the research area's eligibility.
import { excelLesson, isLessonUnlocked, lessonLockMessage } from "@fincareer/domain/excel";
import type { ExcelLessonId } from "@fincareer/domain/excel";
import { LESSON_LOCKED, workbookFileName } from "@fincareer/domain/contract/excel";
import type { ExcelSettings } from "@fincareer/domain/contract/excel";
import { forbidden, notFound } from "../../lib/errors.ts";

/** Creates the Excel service. `eligible` answers GET /api/user/exceleligible's number for a learner. */
export function createExcelService(deps: {
  eligible: (userId: number) => Promise<number>;
  supportPhone: string;
}) {
  const { eligible, supportPhone } = deps;
  // Workbooks are pure functions of the shipped datasets: build each once per process.
  const cache = new Map<ExcelLessonId, Promise<Buffer>>();

  return {
    /** GET /api/excel/settings. */
    settings(): ExcelSettings {
      return { support_phone: supportPhone };
    },

    /** GET /api/excel/workbook/{lessonId}: 404 for an unknown lesson, 403 with the lock message while locked. */
    async workbook(userId: number, lessonId: string): Promise<{ fileName: string; bytes: Buffer }> {
      const lesson = excelLesson(lessonId);
      if (lesson === undefined) throw notFound(`no Excel lesson ${lessonId}`, "unknown_lesson");
      const count = await eligible(userId);
      if (!isLessonUnlocked(lesson.id, count)) {
        throw forbidden(lessonLockMessage(lesson.id, count) ?? "this lesson is locked", LESSON_LOCKED);
      }
      let bytes = cache.get(lesson.id);
      if (bytes === undefined) {
        // The builders (and exceljs, a quarter of a second to load) load with the first workbook asked for, not
        // with the app.
        bytes = import("./workbooks.ts").then(({ buildWorkbook }) => buildWorkbook(lesson.id));
        cache.set(lesson.id, bytes);
        bytes.catch(() => cache.delete(lesson.id));
      }
      return { fileName: workbookFileName(lesson.id), bytes: await bytes };
    },
  };
}

/** The Excel service's interface. */
export type ExcelService = ReturnType<typeof createExcelService>;
