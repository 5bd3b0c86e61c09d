import { describe, expect, it } from "vitest";
import { FIRST_EXCEL_LESSON } from "./constants.ts";
import {
  EXCEL_LESSONS,
  EXCEL_MODULES,
  excelLesson,
  FIRST_LESSON_ID,
  isExcelLessonId,
  isLessonUnlocked,
  lessonLockMessage,
  parseLessonId,
} from "./excel.ts";

const FIRST = "Please complete First Case Project";
const SECOND = "Please complete Second Case Project";

// id, exact title, open at eligible 0 / 1 / 2 / 3
const LESSONS: [string, string, [boolean, boolean, boolean, boolean]][] = [
  ["xl-m1-v1", "Introduction to Excel", [true, true, true, true]],
  ["xl-m1-v2", "Working with data in Excel", [true, true, true, true]],
  ["xl-m1-v3", "Data tools in Excel", [true, true, true, true]],
  ["xl-m1-v4", "Formulas and Functions in Excel", [true, true, true, true]],
  ["xl-m2-v1", "Interactive HR Insights using Pivot Table", [true, true, true, true]],
  ["xl-m3-v1", "Sensitivity Analysis", [false, true, true, true]],
  ["xl-m3-v2", "Scenario Building", [false, true, true, true]],
  ["xl-m3-v3", "Monte Carlo Simulation", [false, true, true, true]],
  ["xl-m3-v4", "Forecasting", [false, true, true, true]],
  ["xl-m4-v1", "Regression Overview", [false, false, true, true]],
  ["xl-m4-v2", "Simple Linear Regression", [false, false, true, true]],
  ["xl-m4-v3", "Multiple Linear Regression", [false, false, true, true]],
  ["xl-m4-v4", "Refining a Multilinear Regression Model", [false, false, true, true]],
];

describe("lesson catalogue", () => {
  it("lists the 13 lessons in sidebar order", () => {
    expect(EXCEL_LESSONS.map((l) => [l.id, l.title])).toEqual(LESSONS.map(([id, title]) => [id, title]));
  });

  it.each<[number, string, number, string[]]>([
    [1, "A Primer of Excel", 0, ["xl-m1-v1", "xl-m1-v2", "xl-m1-v3", "xl-m1-v4"]],
    [2, "Interactive Dashboard", 0, ["xl-m2-v1"]],
    [3, "Simulations", 1, ["xl-m3-v1", "xl-m3-v2", "xl-m3-v3", "xl-m3-v4"]],
    [4, "Predictive Modelling", 2, ["xl-m4-v1", "xl-m4-v2", "xl-m4-v3", "xl-m4-v4"]],
  ])("module %s is '%s', needs eligible %s, holds %j", (module, title, required, ids) => {
    const found = EXCEL_MODULES.find((m) => m.module === module);
    expect(found?.title).toBe(title);
    expect(found?.requiredEligible).toBe(required);
    expect(found?.lessons.map((l) => l.id)).toEqual(ids);
  });

  it("opens on xl-m1-v1", () => {
    expect(FIRST_LESSON_ID).toBe("xl-m1-v1");
    expect(FIRST_LESSON_ID).toBe(FIRST_EXCEL_LESSON);
    expect(EXCEL_LESSONS[0]?.id).toBe(FIRST_LESSON_ID);
  });

  it.each(LESSONS)("%s: '%s' matches its id's module and video", (id, title) => {
    const lesson = excelLesson(id);
    expect(lesson?.title).toBe(title);
    expect(parseLessonId(id)).toEqual({ module: lesson?.module, video: lesson?.video });
    expect(isExcelLessonId(id)).toBe(true);
  });
});

describe("unlock rule at eligible 0/1/2/3 for every lesson", () => {
  const rows = LESSONS.flatMap(([id, , open]) =>
    open.map((unlocked, eligible) => {
      const module = Number(id[4]);
      const message = unlocked ? null : module === 3 ? FIRST : SECOND;
      return [id, eligible, unlocked, message] as const;
    }),
  );
  it("has 52 rows", () => {
    expect(rows).toHaveLength(52);
  });
  it.each(rows)("%s at eligible %s: open %s, message %s", (id, eligible, unlocked, message) => {
    expect(isLessonUnlocked(id, eligible)).toBe(unlocked);
    expect(lessonLockMessage(id, eligible)).toBe(message);
  });
});

describe("unusual eligible values", () => {
  it.each<[string, number | null | undefined, boolean, string | null]>([
    ["xl-m3-v1", null, false, FIRST],
    ["xl-m4-v1", undefined, false, SECOND],
    ["xl-m4-v2", Number.NaN, false, SECOND],
    ["xl-m3-v2", 0.5, false, FIRST],
    ["xl-m4-v3", 1.5, false, SECOND],
    ["xl-m4-v4", 10, true, null],
    ["xl-m3-v3", -1, false, FIRST],
    ["xl-m1-v1", null, true, null],
    ["xl-m2-v1", -1, true, null],
  ])("%s at %s: open %s, message %s", (id, eligible, unlocked, message) => {
    expect(isLessonUnlocked(id, eligible)).toBe(unlocked);
    expect(lessonLockMessage(id, eligible)).toBe(message);
  });
});

describe("ids outside the catalogue", () => {
  it.each<[string, { module: number; video: number } | null]>([
    ["xl-m5-v1", { module: 5, video: 1 }],
    ["xl-m2-v2", { module: 2, video: 2 }],
    ["xl-m10-v12", { module: 10, video: 12 }],
    ["xl-m0-v1", null],
    ["xl-m01-v1", null],
    ["XL-M1-V1", null],
    ["xl-m1-v1 ", null],
    ["xl-m1", null],
    ["", null],
  ])("%j parses to %j, is never open and shows no lock", (id, parsed) => {
    expect(parseLessonId(id)).toEqual(parsed);
    expect(isExcelLessonId(id)).toBe(false);
    expect(isLessonUnlocked(id, 3)).toBe(false);
    expect(lessonLockMessage(id, 0)).toBeNull();
  });
});

describe("lesson ids and locks at their edges", () => {
  it("reads only a whole lesson id", () => {
    expect(parseLessonId("xl-m3-v3")).toEqual({ module: 3, video: 3 });
    expect(parseLessonId("a-xl-m3-v3")).toBeNull();
    expect(parseLessonId("xl-m3-v3.xlsx")).toBeNull();
  });

  it("counts a missing, broken or negative eligibility as no completed project", () => {
    for (const eligible of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -3]) {
      expect(isLessonUnlocked("xl-m3-v1", eligible), String(eligible)).toBe(false);
      expect(isLessonUnlocked("xl-m1-v1", eligible), String(eligible)).toBe(true);
    }
    expect(isLessonUnlocked("xl-m3-v1", "2" as unknown as number)).toBe(false);
    expect(isLessonUnlocked("xl-m3-v1", 1)).toBe(true);
    expect(isLessonUnlocked("xl-m4-v1", 1)).toBe(false);
    expect(isLessonUnlocked("xl-m4-v1", 2)).toBe(true);
  });
});
