import { describe, expect, it } from "vitest";
import {
  NSE_HOLIDAYS,
  addDays,
  formatOpensAt,
  isTradingDay,
  istDate,
  istDayNumber,
  istDayStart,
  marketOpen,
  nextOpen,
  tradingDaysBefore,
} from "./ist.ts";

describe("India time", () => {
  it("reads the IST calendar day, which starts at 18:30 UTC the day before", () => {
    expect(istDate(new Date("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(istDate(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
    expect(istDayStart("2026-11-23").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(
      istDayNumber(new Date("2026-11-22T18:30:00Z")) - istDayNumber(new Date("2026-11-22T18:29:59Z")),
    ).toBe(1);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});

describe("the NSE calendar", () => {
  it("lists only weekdays as holidays (a weekend holiday would be a typo)", () => {
    for (const day of NSE_HOLIDAYS) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
  });

  it("trades on weekdays that are not holidays", () => {
    expect(isTradingDay("2026-11-23")).toBe(true); // Monday
    expect(isTradingDay("2026-11-24")).toBe(false); // Guru Nanak Jayanti
    expect(isTradingDay("2026-11-22")).toBe(false); // Sunday
  });

  // 2024-11-04 is a Monday; 09:15 IST = 03:45 UTC, 15:30 IST = 10:00 UTC.
  it.each([
    ["2024-11-04T03:44:59Z", false],
    ["2024-11-04T03:45:00Z", true],
    ["2024-11-04T09:59:59Z", true],
    ["2024-11-04T10:00:00Z", false],
    ["2024-11-02T05:00:00Z", false],
    ["2026-11-22T05:00:00Z", false], // a Sunday
    ["2026-11-24T05:00:00Z", false], // a holiday (Tuesday)
  ])("nse at %s is open: %s", (at, open) => expect(marketOpen("nse", new Date(at))).toBe(open));

  it("is always open in always mode; the next NSE open skips weekends and holidays", () => {
    expect(marketOpen("always", new Date("2024-11-02T05:00:00Z"))).toBe(true);
    expect(nextOpen("nse", new Date("2024-11-02T05:00:00Z")).toISOString()).toBe("2024-11-04T03:45:00.000Z");
    expect(nextOpen("nse", new Date("2024-11-04T11:00:00Z")).toISOString()).toBe("2024-11-05T03:45:00.000Z");
    // Monday 23 Nov 2026 after the close: Tuesday is Guru Nanak Jayanti, so Wednesday 09:15.
    expect(nextOpen("nse", new Date("2026-11-23T11:00:00Z")).toISOString()).toBe("2026-11-25T03:45:00.000Z");
  });

  it("builds history from trading days only", () => {
    expect(tradingDaysBefore("2026-11-26", 3)).toEqual(["2026-11-20", "2026-11-23", "2026-11-25"]);
  });

  it("says when the market opens the way a learner reads it", () => {
    const saturday = new Date("2026-11-21T06:00:00Z");
    expect(formatOpensAt(nextOpen("nse", saturday), saturday)).toBe("Mon 09:15");
    const fridayEvening = new Date("2026-11-20T12:00:00Z");
    expect(formatOpensAt("2026-11-23T03:45:00.000Z", fridayEvening)).toBe("Mon 09:15");
    expect(formatOpensAt("2026-11-23T03:45:00.000Z", new Date("2026-11-22T20:00:00Z"))).toBe("today 09:15");
    expect(formatOpensAt("2026-11-25T03:45:00.000Z", new Date("2026-11-24T05:00:00Z"))).toBe(
      "tomorrow 09:15",
    );
    expect(formatOpensAt("2026-12-07T03:45:00.000Z", new Date("2026-11-24T05:00:00Z"))).toBe(
      "Mon 07/12 09:15",
    );
  });
});
