// Types of boundaries.config.js (read by apps/server/test/module-floors.test.ts).
import type { Linter } from "eslint";
export const boundariesConfig: Linter.Config;
export const serverBoundariesConfig: Linter.Config[];
