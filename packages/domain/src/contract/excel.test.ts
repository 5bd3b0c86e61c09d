import { describe, expect, it } from "vitest";
import { workbookFileName } from "./excel.ts";

describe("workbookFileName", () => {
  it("names a lesson's workbook after its id and title, in lower case with hyphens", () => {
    expect(workbookFileName("xl-m3-v3")).toBe("xl-m3-v3-monte-carlo-simulation.xlsx");
    expect(workbookFileName("xl-m4-v4")).toBe("xl-m4-v4-refining-a-multilinear-regression-model.xlsx");
  });

  it("falls back to 'workbook' for an id no lesson has", () => {
    expect(workbookFileName("xl-m9-v9")).toBe("xl-m9-v9-workbook.xlsx");
  });
});
