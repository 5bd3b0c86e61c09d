import { describe, expect, it } from "vitest";
import { bestAndWorst, countOf, dayChangePct, percentOf } from "./portfolio-math.ts";

describe("portfolio math", () => {
  it("measures the day's change against the holdings' previous value, not the cash", () => {
    // Holdings worth 1,10,000 now, up 10,000 today: +10% whatever the cash balance.
    expect(dayChangePct(10_000, 110_000)).toBe(10);
    expect(dayChangePct(-5_000, 95_000)).toBe(-5);
    expect(dayChangePct(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.33);
  });

  it("never lists a losing trade among the best or a winning one among the worst", () => {
    const trades = [{ pnl: -50 }, { pnl: -10 }, { pnl: 0 }];
    expect(bestAndWorst(trades, 3)).toEqual({ best: [], worst: [{ pnl: -50 }, { pnl: -10 }] });
    expect(bestAndWorst([{ pnl: 5 }, { pnl: 30 }, { pnl: -2 }], 1)).toEqual({
      best: [{ pnl: 30 }],
      worst: [{ pnl: -2 }],
    });
  });

  it("counts with the right noun", () => {
    expect(countOf(1, "share")).toBe("1 share");
    expect(countOf(2, "share")).toBe("2 shares");
    expect(countOf(1500, "share")).toBe("1,500 shares");
  });
});
