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

describe("portfolio arithmetic at its edges", () => {
  it("percentOf a zero base is 0, not Infinity", () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(-5, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.33);
  });

  it("dayChangePct is 0 when nothing was held at the previous close", () => {
    // Bought today: the whole market value is today's change.
    expect(dayChangePct(500, 500)).toBe(0);
    expect(dayChangePct(600, 500)).toBe(0);
    expect(dayChangePct(10, 1010)).toBe(1);
  });

  it("bestAndWorst lists the largest losses first, and no trade without a profit or loss", () => {
    const trades = [{ pnl: -5 }, { pnl: 0 }, { pnl: -50 }, { pnl: 20 }, { pnl: -10 }];
    expect(bestAndWorst(trades, 2)).toEqual({ best: [{ pnl: 20 }], worst: [{ pnl: -50 }, { pnl: -10 }] });
  });
});
