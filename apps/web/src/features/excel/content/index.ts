// Lesson content is loaded per lesson: each file becomes its own chunk inside the /EXCELNOTES screen.
import type { ExcelLessonId } from "@fincareer/domain/excel";
import type { LessonContent } from "./types.ts";

type Loader = () => Promise<{ default: LessonContent }>;

/** Loads each lesson's content on demand. */
export const LESSON_CONTENT: Record<ExcelLessonId, Loader> = {
  "xl-m1-v1": () => import("./xl-m1-v1.ts"),
  "xl-m1-v2": () => import("./xl-m1-v2.ts"),
  "xl-m1-v3": () => import("./xl-m1-v3.ts"),
  "xl-m1-v4": () => import("./xl-m1-v4.ts"),
  "xl-m2-v1": () => import("./xl-m2-v1.ts"),
  "xl-m3-v1": () => import("./xl-m3-v1.ts"),
  "xl-m3-v2": () => import("./xl-m3-v2.ts"),
  "xl-m3-v3": () => import("./xl-m3-v3.ts"),
  "xl-m3-v4": () => import("./xl-m3-v4.ts"),
  "xl-m4-v1": () => import("./xl-m4-v1.ts"),
  "xl-m4-v2": () => import("./xl-m4-v2.ts"),
  "xl-m4-v3": () => import("./xl-m4-v3.ts"),
  "xl-m4-v4": () => import("./xl-m4-v4.ts"),
};
