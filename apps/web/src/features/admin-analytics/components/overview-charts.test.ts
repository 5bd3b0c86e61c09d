import { describe, expect, it } from "vitest";
import { weekLabels } from "./overview-charts.tsx";

describe("the weekly chart's axis", () => {
  it("names each week's Monday with its month, and the year on the first week and where it changes", () => {
    expect(weekLabels(["2026-12-14", "2026-12-21", "2026-12-28", "2027-01-04", "2027-01-11"])).toEqual([
      "14 Dec '26",
      "21 Dec",
      "28 Dec",
      "4 Jan '27",
      "11 Jan",
    ]);
    expect(weekLabels([])).toEqual([]);
  });
});
