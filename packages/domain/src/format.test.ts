import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatCrore,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatIsoDateTime,
  formatLessonRupees,
  formatMonth,
  formatPercent,
  formatPrice,
  formatRupees,
  formatShare,
  formatSignedPercent,
  groupIndian,
  roundTo,
  tickerChange,
} from "./format.ts";
import type { TickerChange } from "./format.ts";

describe("formatRupees", () => {
  it.each<[number | null | undefined, string]>([
    [0, "₹\u00a00"],
    [-0, "₹\u00a00"],
    [0.004, "₹\u00a00"],
    [-0.004, "₹\u00a00"],
    [null, "₹\u00a00"],
    [undefined, "₹\u00a00"],
    [Number.NaN, "₹\u00a00"],
    [Number.POSITIVE_INFINITY, "₹\u00a00"],
    [0.005, "₹\u00a00.01"],
    [0.01, "₹\u00a00.01"],
    [1, "₹\u00a01.00"],
    [7.5, "₹\u00a07.50"],
    [999.5, "₹\u00a0999.50"],
    [1000, "₹\u00a01,000.00"],
    [99_999.99, "₹\u00a099,999.99"],
    [1_00_000, "₹\u00a01,00,000.00"],
    [1_23_456.7, "₹\u00a01,23,456.70"],
    [12_34_567.891, "₹\u00a012,34,567.89"],
    [1_00_00_000, "₹\u00a01,00,00,000.00"],
    [1_23_45_678.9, "₹\u00a01,23,45,678.90"],
    [1_00_00_00_000, "₹\u00a01,00,00,00,000.00"],
    [1.005, "₹\u00a01.01"],
    [2.675, "₹\u00a02.68"],
    [0.125, "₹\u00a00.13"],
    [1234.564, "₹\u00a01,234.56"],
    [9_99_999.995, "₹\u00a010,00,000.00"],
    [-1234, "-₹\u00a01,234.00"],
    [-1_23_456.78, "-₹\u00a01,23,456.78"],
    [-0.5, "-₹\u00a00.50"],
    [-1.005, "-₹\u00a01.01"],
  ])("%s -> %s", (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });
});

describe("roundTo", () => {
  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [1.004, 2, 1],
    [101.1 - 100, 2, 1.1],
    [-0.001, 2, 0],
    [2.5, 0, 3],
    [-2.5, 0, -3],
  ])("roundTo(%s, %s) = %s", (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});

describe("formatDateTime (Asia/Kolkata, dd/mm/yyyy h:mm am/pm)", () => {
  it.each<[string | Date, string]>([
    ["2026-03-05T15:37:00Z", "05/03/2026 9:07 pm"],
    ["2026-03-05T21:07:00+05:30", "05/03/2026 9:07 pm"],
    [new Date("2026-03-05T15:37:00Z"), "05/03/2026 9:07 pm"],
    ["2026-03-04T18:30:00Z", "05/03/2026 12:00 am"],
    ["2026-03-04T18:29:59Z", "04/03/2026 11:59 pm"],
    ["2026-03-05T06:30:00Z", "05/03/2026 12:00 pm"],
    ["2026-03-05T06:29:00Z", "05/03/2026 11:59 am"],
    ["2026-03-05T03:45:00Z", "05/03/2026 9:15 am"],
    ["2026-12-31T18:30:00Z", "01/01/2027 12:00 am"],
    ["2024-02-28T20:00:00Z", "29/02/2024 1:30 am"],
    ["2026-07-09T04:35:00Z", "09/07/2026 10:05 am"],
    ["2026-03-05", "05/03/2026 5:30 am"],
    ["not a date", ""],
  ])("%s -> %s", (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe("formatIsoDateTime (Asia/Kolkata, yyyy-mm-dd hh:mm, for CSV exports)", () => {
  it.each<[string | Date, string]>([
    ["2026-11-28T03:45:00Z", "2026-11-28 09:15"],
    ["2026-03-05T21:07:00+05:30", "2026-03-05 21:07"],
    [new Date("2026-03-04T18:30:00Z"), "2026-03-05 00:00"],
    ["2026-12-31T18:30:00Z", "2027-01-01 00:00"],
    ["not a date", ""],
  ])("%s -> %s", (value, expected) => {
    expect(formatIsoDateTime(value)).toBe(expected);
  });
});

describe("formatDate (Asia/Kolkata, dd/mm/yyyy)", () => {
  it.each<[string | Date, string]>([
    ["2026-03-05T15:37:00Z", "05/03/2026"],
    ["2026-03-04T18:30:00Z", "05/03/2026"],
    ["2026-03-04T18:29:59Z", "04/03/2026"],
    [new Date("2026-11-20T00:00:00Z"), "20/11/2026"],
    ["", ""],
  ])("%s -> %s", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe("tickerChange", () => {
  it.each<[number, number, TickerChange]>([
    [105, 100, { change: 5, percent: 5, direction: "up", changeText: "5.00", percentText: "5.00" }],
    [95, 100, { change: -5, percent: -5, direction: "down", changeText: "-5.00", percentText: "-5.00" }],
    [100, 100, { change: 0, percent: 0, direction: "down", changeText: "0.00", percentText: "0.00" }],
    [100.001, 100, { change: 0, percent: 0, direction: "down", changeText: "0.00", percentText: "0.00" }],
    [99.999, 100, { change: 0, percent: 0, direction: "down", changeText: "0.00", percentText: "0.00" }],
    [100.005, 100, { change: 0.01, percent: 0.01, direction: "up", changeText: "0.01", percentText: "0.01" }],
    [
      2456.75,
      2431.1,
      { change: 25.65, percent: 1.06, direction: "up", changeText: "25.65", percentText: "1.06" },
    ],
    [
      73_512.4,
      74_102.95,
      { change: -590.55, percent: -0.8, direction: "down", changeText: "-590.55", percentText: "-0.80" },
    ],
    [101.1, 100, { change: 1.1, percent: 1.1, direction: "up", changeText: "1.10", percentText: "1.10" }],
    [
      38_827.6,
      43_150,
      { change: -4322.4, percent: -10.02, direction: "down", changeText: "-4,322.40", percentText: "-10.02" },
    ],
    [
      1_52_500,
      50_000,
      { change: 102_500, percent: 205, direction: "up", changeText: "1,02,500.00", percentText: "205.00" },
    ],
    [12.5, 0, { change: 12.5, percent: 0, direction: "up", changeText: "12.50", percentText: "0.00" }],
    [0, 0, { change: 0, percent: 0, direction: "down", changeText: "0.00", percentText: "0.00" }],
    [0, 50, { change: -50, percent: -100, direction: "down", changeText: "-50.00", percentText: "-100.00" }],
  ])("price %s vs previous %s", (price, previous, expected) => {
    expect(tickerChange(price, previous)).toEqual(expected);
  });
});

describe("groupIndian", () => {
  it("groups lakhs and crores", () => {
    expect(groupIndian(0, 2)).toBe("0.00");
    expect(groupIndian(999, 0)).toBe("999");
    expect(groupIndian(1000, 0)).toBe("1,000");
    expect(groupIndian(123456.7, 2)).toBe("1,23,456.70");
    expect(groupIndian(-12345678.9, 2)).toBe("-1,23,45,678.90");
    expect(groupIndian(73651.345, 2)).toBe("73,651.35");
  });

  it("leaves numbers JavaScript writes in exponent form, and non-numbers, to Intl", () => {
    // String(1e21) is "1e+21" and String(1.5e-7) "1.5e-7": the digit walk would group the exponent's letters.
    expect(groupIndian(1e21, 0)).toBe("1,00,00,00,00,00,00,00,00,00,000");
    expect(groupIndian(-2.5e22, 2)).toBe("-25,00,00,00,00,00,00,00,00,00,000.00");
    expect(groupIndian(1.5e-7, 2)).toBe("0.00");
    expect(groupIndian(6e-7, 6)).toBe("0.000001");
    expect(groupIndian(Number.NaN, 2)).toBe("NaN");
    expect(groupIndian(Number.POSITIVE_INFINITY, 0)).toBe("∞");
    expect(groupIndian(Number.NEGATIVE_INFINITY, 2)).toBe("-∞");
  });

  it("writes what Intl.NumberFormat('en-IN') writes", () => {
    const values = [0, -0, 0.005, -0.004, 1.005, 2.675, 99.995, 100000, 9999999.999, -250000.5, 1e15 + 0.25];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      const magnitude = 10 ** ((seed % 13) - 2);
      values.push(((seed / 2147483647) * 2 - 1) * magnitude);
    }
    for (const decimals of [0, 1, 2, 4]) {
      const intl = new Intl.NumberFormat("en-IN", {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of values) expect(groupIndian(value, decimals), `${value}`).toBe(intl.format(value));
    }
    // A safety net, not a speed check: 8,000 comparisons have taken over 5 s on a busy two-core runner.
  }, 30_000);
});

describe("formatCrore (market capitalisation)", () => {
  it.each<[number | null | undefined, string]>([
    [17_45_210 * 1e7, "₹\u00a017,45,210\u00a0Cr"],
    [1e7, "₹\u00a01\u00a0Cr"],
    [1.5e7, "₹\u00a02\u00a0Cr"],
    [4e6, "₹\u00a00\u00a0Cr"],
    [1e12, "₹\u00a01,00,000\u00a0Cr"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("%s -> %s", (value, expected) => {
    expect(formatCrore(value)).toBe(expected);
  });
});

describe("formatLessonRupees (the Excel workbooks' cells)", () => {
  it.each<[number, number | undefined, string]>([
    [3_70_000, undefined, "₹3,70,000"],
    [-84_500, undefined, "-₹84,500"],
    [999, undefined, "₹999"],
    [1_00_00_000, undefined, "₹1,00,00,000"],
    [-1_23_45_678.4, undefined, "-₹1,23,45,678"],
    [12_345.5, undefined, "₹12,346"],
    [-12_345.5, undefined, "-₹12,346"],
    [0, undefined, "₹0"],
    [-0.2, undefined, "₹0"],
    [95.123, 2, "₹95.12"],
    [1.005, 2, "₹1.01"],
    [-4_860.25, 1, "-₹4,860.3"],
  ])("%s with %s decimals -> %s", (value, decimals, expected) => {
    expect(formatLessonRupees(value, decimals)).toBe(expected);
  });
});

describe("formatPrice and formatCount", () => {
  it("groups lakhs and crores with 2 decimals for prices, none for counts, and '-' when missing", () => {
    expect(formatPrice(73_651.345)).toBe("73,651.35");
    expect(formatPrice(-1_23_456.7)).toBe("-1,23,456.70");
    expect(formatPrice(0)).toBe("0.00");
    expect(formatPrice(null)).toBe("-");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("-");
    expect(formatCount(1_25_000)).toBe("1,25,000");
    expect(formatCount(1_00_00_000)).toBe("1,00,00,000");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(-12_345)).toBe("-12,345");
    expect(formatCount(undefined)).toBe("-");
  });
});

describe("percentages", () => {
  it.each<[number, number | undefined, string]>([
    [46, undefined, "46%"],
    [45.5, undefined, "46%"],
    [-45.5, undefined, "-46%"],
    [12.34, 1, "12.3%"],
    [12.35, 1, "12.4%"],
    [-0.4, 2, "-0.40%"],
    [-0.001, 1, "0.0%"],
    [0, undefined, "0%"],
    [1_250, undefined, "1250%"],
  ])("formatPercent(%s, %s) = %s", (points, decimals, expected) => {
    expect(formatPercent(points, decimals)).toBe(expected);
  });

  it("writes a share as a percentage, the sign right after the number", () => {
    expect(formatShare(0.4567)).toBe("46%");
    expect(formatShare(0.4567, 1)).toBe("45.7%");
    expect(formatShare(0.575)).toBe("58%");
    expect(formatShare(1)).toBe("100%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(-0.125, 1)).toBe("-12.5%");
  });

  it.each<[number | null | undefined, string]>([
    [1.25, "+1.25%"],
    [-0.4, "-0.40%"],
    [0, "0.00%"],
    [0.004, "0.00%"],
    [-0.004, "0.00%"],
    [0.005, "+0.01%"],
    [1234.5, "+1234.50%"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("formatSignedPercent(%s) = %s", (points, expected) => {
    expect(formatSignedPercent(points)).toBe(expected);
  });
});

describe("short dates (the pattern dd/mm/yyyy without its year or day)", () => {
  it("writes a day as dd/mm and a month as mm/yyyy", () => {
    expect(formatDayMonth("2026-11-23")).toBe("23/11");
    expect(formatDayMonth("2027-01-04")).toBe("04/01");
    expect(formatMonth("2026-09")).toBe("09/2026");
    expect(formatMonth("2027-12")).toBe("12/2027");
  });

  it("never writes 'undefined' for a malformed day or month", () => {
    expect(formatDayMonth("2026")).toBe("/");
    expect(formatDayMonth("2026-11")).toBe("/11");
    expect(formatMonth("")).toBe("/");
    expect(formatMonth("2026")).toBe("/2026");
  });
});
