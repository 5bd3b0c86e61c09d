// The practice workbook of each Excel lesson, built with exceljs from the shared datasets. Every computed cell is a
// real formula (with its cached result), so the learner sees how the number is made and Excel recalculates it.
// Functions added after Excel 2007 are written with their file-format prefix (_xlfn.), as Excel itself stores them.
import type ExcelJS from "exceljs";
import type { ExcelLessonId } from "@fincareer/domain/excel";
import {
  introWorkbook,
  workingWithDataWorkbook,
  dataToolsWorkbook,
  formulasWorkbook,
} from "./workbooks/module-1.ts";
import { hrWorkbook } from "./workbooks/module-2.ts";
import {
  sensitivityWorkbook,
  scenarioWorkbook,
  monteCarloWorkbook,
  forecastingWorkbook,
} from "./workbooks/module-3.ts";
import {
  overviewWorkbook,
  simpleRegressionWorkbook,
  multipleRegressionWorkbook,
  refiningWorkbook,
} from "./workbooks/module-4.ts";

type Builder = () => ExcelJS.Workbook;

/** Builds the practice workbook of each lesson. */
export const WORKBOOK_BUILDERS: Record<ExcelLessonId, Builder> = {
  "xl-m1-v1": introWorkbook,
  "xl-m1-v2": workingWithDataWorkbook,
  "xl-m1-v3": dataToolsWorkbook,
  "xl-m1-v4": formulasWorkbook,
  "xl-m2-v1": hrWorkbook,
  "xl-m3-v1": sensitivityWorkbook,
  "xl-m3-v2": scenarioWorkbook,
  "xl-m3-v3": monteCarloWorkbook,
  "xl-m3-v4": forecastingWorkbook,
  "xl-m4-v1": overviewWorkbook,
  "xl-m4-v2": simpleRegressionWorkbook,
  "xl-m4-v3": multipleRegressionWorkbook,
  "xl-m4-v4": refiningWorkbook,
};

/** The lesson's practice workbook as .xlsx bytes. */
export async function buildWorkbook(lessonId: ExcelLessonId): Promise<Buffer> {
  const build = WORKBOOK_BUILDERS[lessonId];
  if (build === undefined) throw new Error(`no workbook for ${lessonId}`);
  const wb = build();
  return Buffer.from(await wb.xlsx.writeBuffer());
}
