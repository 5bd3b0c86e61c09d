// The Excel lesson catalogue and its unlock rule (SPEC.md section 2 "Excel notes and resource screen", section 4
// and section 6 "Excel gate"). The lesson texts themselves live in the web feature; this is what both sides check.
import {
  EXCEL_MODULE3_ELIGIBLE,
  EXCEL_MODULE4_ELIGIBLE,
  FIRST_CASE_PROJECT_MESSAGE,
  FIRST_EXCEL_LESSON,
  SECOND_CASE_PROJECT_MESSAGE,
} from "./constants.ts";

/** Lesson id of the form xl-m{module}-v{video}. */
export type ExcelLessonId = `xl-m${number}-v${number}`;

/** One lesson of the sidebar. */
export interface ExcelLesson {
  id: ExcelLessonId;
  module: number;
  video: number;
  title: string;
  /** What the lesson teaches, from SPEC.md where it says so. */
  summary: string;
}

/** One collapsible module of the sidebar. */
export interface ExcelModule {
  module: number;
  title: string;
  /** Eligible number (completed case projects) the module needs; 0 means always open. */
  requiredEligible: number;
  lessons: ExcelLesson[];
}

function lesson(module: number, video: number, title: string, summary: string): ExcelLesson {
  return { id: `xl-m${module}-v${video}`, module, video, title, summary };
}

/** The four modules with their lessons, in sidebar order and with SPEC.md's exact titles. */
export const EXCEL_MODULES: readonly ExcelModule[] = [
  {
    module: 1,
    title: "A Primer of Excel",
    requiredEligible: 0,
    lessons: [
      lesson(1, 1, "Introduction to Excel", "The workbook, sheets, cells, ranges and navigation."),
      lesson(1, 2, "Working with data in Excel", "Entering, cleaning, sorting and filtering data."),
      lesson(1, 3, "Data tools in Excel", "Data validation, text to columns, remove duplicates and tables."),
      lesson(1, 4, "Formulas and Functions in Excel", "References, common functions and lookups."),
    ],
  },
  {
    module: 2,
    title: "Interactive Dashboard",
    requiredEligible: 0,
    lessons: [
      lesson(
        2,
        1,
        "Interactive HR Insights using Pivot Table",
        "An HR dashboard with pivot tables and slicers.",
      ),
    ],
  },
  {
    module: 3,
    title: "Simulations",
    requiredEligible: EXCEL_MODULE3_ELIGIBLE,
    lessons: [
      lesson(3, 1, "Sensitivity Analysis", "Sensitivity analysis with data tables."),
      lesson(3, 2, "Scenario Building", "Scenario analysis with Scenario Manager."),
      lesson(3, 3, "Monte Carlo Simulation", "Monte Carlo simulation with random-number formulas."),
      lesson(
        3,
        4,
        "Forecasting",
        "Forecasting an air-quality index with linear and exponential triple smoothing.",
      ),
    ],
  },
  {
    module: 4,
    title: "Predictive Modelling",
    requiredEligible: EXCEL_MODULE4_ELIGIBLE,
    lessons: [
      lesson(4, 1, "Regression Overview", "What regression is and when to use it."),
      lesson(4, 2, "Simple Linear Regression", "Simple regression."),
      lesson(4, 3, "Multiple Linear Regression", "Multiple regression."),
      lesson(4, 4, "Refining a Multilinear Regression Model", "Refining a multi-variable model."),
    ],
  },
];

/** Every lesson in sidebar order (13). */
export const EXCEL_LESSONS: readonly ExcelLesson[] = EXCEL_MODULES.flatMap((m) => m.lessons);

/** The lesson the screen opens on. */
export const FIRST_LESSON_ID: ExcelLessonId = FIRST_EXCEL_LESSON;

/** Module and video numbers of an id of the form xl-m{module}-v{video}, or null for any other text. */
export function parseLessonId(lessonId: string): { module: number; video: number } | null {
  const match = /^xl-m([1-9]\d*)-v([1-9]\d*)$/.exec(lessonId);
  if (match === null) return null;
  return { module: Number(match[1]), video: Number(match[2]) };
}

/** The catalogue lesson with this id, or undefined. */
export function excelLesson(lessonId: string): ExcelLesson | undefined {
  return EXCEL_LESSONS.find((l) => l.id === lessonId);
}

/** True when the id names one of the 13 catalogue lessons. */
export function isExcelLessonId(lessonId: string): lessonId is ExcelLessonId {
  return excelLesson(lessonId) !== undefined;
}

// A missing, broken or negative eligibility answer must not open anything: it counts as no completed case project.
function eligibleCount(eligible: number | null | undefined): number {
  return typeof eligible === "number" && Number.isFinite(eligible) ? Math.max(0, eligible) : 0;
}

/** True when the lesson is open at this eligible number: modules 1-2 always, 3 from 1, 4 from 2; unknown ids never. */
export function isLessonUnlocked(lessonId: string, eligible: number | null | undefined): boolean {
  const found = excelLesson(lessonId);
  if (found === undefined) return false;
  const mod = EXCEL_MODULES.find((m) => m.module === found.module);
  return mod !== undefined && eligibleCount(eligible) >= mod.requiredEligible;
}

/**
 * The centred lock message of a locked lesson: 'Please complete First Case Project' (module 3) or 'Please
 * complete Second Case Project' (module 4); null when the lesson is open or is not a catalogue lesson (the
 * screen shows its not-found state for those, not a lock).
 */
export function lessonLockMessage(lessonId: string, eligible: number | null | undefined): string | null {
  const found = excelLesson(lessonId);
  if (found === undefined || isLessonUnlocked(lessonId, eligible)) return null;
  return found.module >= 4 ? SECOND_CASE_PROJECT_MESSAGE : FIRST_CASE_PROJECT_MESSAGE;
}
