// Issue 26: the performance screen ranks no one in a tiny cohort, and its chart reads IST like its tables.
import { describe, expect, it } from "vitest";
import { percentileLabel } from "./percentile-label.ts";
import { performancePoints } from "./performance-chart.tsx";

describe("games performance", () => {
  it("says there are not enough learners below ten, instead of '50th of 1 learner'", () => {
    expect(percentileLabel({ percentile: 50, cohort_size: 1 })).toBe("Not enough learners yet");
    expect(percentileLabel({ percentile: 80, cohort_size: 9 })).toBe("Not enough learners yet");
    expect(percentileLabel({ percentile: 80, cohort_size: 10 })).toBe("80th of 10 learners");
    expect(percentileLabel({ percentile: null, cohort_size: 12 })).toBe("-");
  });

  it("plots a set at its IST wall-clock time", () => {
    // 2026-11-26 04:30 UTC is 10:00 IST; the chart draws its axis in UTC, so the point carries the IST clock.
    const [point] = performancePoints([
      { id: 1, finished_at: "2026-11-26T04:30:00.000Z", score: 7, max_score: 10, won: true },
    ]);
    expect(new Date(Number(point?.time) * 1000).toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(point?.value).toBe(70);
  });
});
