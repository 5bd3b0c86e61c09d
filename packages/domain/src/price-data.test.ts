import { describe, expect, it } from "vitest";
import { eodFormatOf, priceSourceNote, readEodRow, scripPriceNote } from "./price-data.ts";

const TODAY = "2026-11-26";

describe("end-of-day rows", () => {
  it("knows the three headers and names what a fourth lacks", () => {
    expect(
      eodFormatOf([
        "traddt",
        "tckrsymb",
        "sctysrs",
        "opnpric",
        "hghpric",
        "lwpric",
        "clspric",
        "ttltradgvol",
      ]),
    ).toEqual({ format: "bhavcopy" });
    expect(
      eodFormatOf(["symbol", "series", "open", "high", "low", "close", "last", "tottrdqty", "timestamp", ""]),
    ).toEqual({ format: "bhavcopy-old" });
    expect(eodFormatOf(["date", "symbol", "open", "high", "low", "close", "volume"])).toEqual({
      format: "plain",
    });
    const none = eodFormatOf(["date", "symbol", "close"]);
    expect("reason" in none && none.reason).toContain("missing column open, high, low, volume");
  });

  it("reads 14-NOV-2025, skips series other than EQ and checks prices", () => {
    const row = {
      symbol: "INFY",
      series: "EQ",
      open: "1480",
      high: "1495.5",
      low: "1470",
      close: "1490.05",
      tottrdqty: "100",
      timestamp: "14-NOV-2025",
    };
    expect(readEodRow("bhavcopy-old", row, TODAY)).toEqual({
      kind: "bar",
      bar: {
        day: "2025-11-14",
        symbol: "INFY",
        open: 148000,
        high: 149550,
        low: 147000,
        close: 149005,
        volume: 100,
      },
    });
    expect(readEodRow("bhavcopy-old", { ...row, series: "BE" }, TODAY)).toEqual({
      kind: "other-series",
      series: "BE",
    });
    const bad = readEodRow("bhavcopy-old", { ...row, high: "1460", timestamp: "31-FEB-2025" }, TODAY);
    expect(bad).toEqual({ kind: "error", reasons: [expect.stringContaining("February 2025 has 28 days")] });
    const low = readEodRow(
      "plain",
      { date: "2026-11-20", symbol: "TCS", open: "10", high: "9", low: "11", close: "10", volume: "1" },
      TODAY,
    );
    expect(low).toEqual({ kind: "error", reasons: ["high 9 is below low 11"] });
  });
});

describe("the price source marker", () => {
  it("says simulated until real prices are loaded, then how many companies, never one date for all", () => {
    expect(priceSourceNote({ real_from: null, real_to: null, real_scrips: 0 }).label).toBe(
      "Simulated prices",
    );
    const real = priceSourceNote({ real_from: "2026-11-26", real_to: "2026-11-27", real_scrips: 4 });
    expect(real.label).toBe("Simulated prices, real end-of-day for 4 companies");
    expect(real.label).not.toContain("27/11/2026");
    expect(real.detail).toContain("4 companies between 26/11/2026 and 27/11/2026");
    expect(real.detail).toContain("every index (SENSEX");
  });

  it("words one company's own range, and the simulated days inside it", () => {
    expect(scripPriceNote(null).label).toBe("Simulated prices");
    const two = scripPriceNote({ from: "2026-11-26", to: "2026-11-27", days: 2, simulated_between: 0 });
    expect(two.label).toBe(
      "Real end-of-day prices from 26/11/2026 to 27/11/2026, simulated before and after",
    );
    expect(two.detail).toContain("(2 trading days, the blue candles on the chart)");
    expect(two.detail).not.toContain("in between");
    const one = scripPriceNote({ from: "2026-11-27", to: "2026-11-27", days: 1, simulated_between: 0 });
    expect(one.label).toBe("Real end-of-day prices on 27/11/2026 only, simulated before and after");
    const holed = scripPriceNote({ from: "2026-11-20", to: "2026-11-27", days: 5, simulated_between: 1 });
    expect(holed.detail).toContain("1 day in between has no imported price and is simulated.");
  });
});

describe("end-of-day rows, cell by cell", () => {
  const plain = (over: Record<string, string> = {}) => ({
    date: "2026-11-20",
    symbol: "tcs",
    open: "100",
    high: "110",
    low: "90",
    close: "105",
    volume: "10",
    ...over,
  });
  const reasons = (over: Record<string, string>) => {
    const row = readEodRow("plain", plain(over), TODAY);
    return row.kind === "error" ? row.reasons : [];
  };

  it("reads a plain row, the symbol in capitals", () => {
    expect(readEodRow("plain", plain(), TODAY)).toEqual({
      kind: "bar",
      bar: {
        day: "2026-11-20",
        symbol: "TCS",
        open: 10000,
        high: 11000,
        low: 9000,
        close: 10500,
        volume: 10,
      },
    });
  });

  it("names each empty or unreadable cell, all of them at once", () => {
    expect(reasons({ symbol: "", date: "", open: "", volume: "" })).toEqual([
      "symbol is empty",
      "date is empty",
      "open is empty",
      "volume is empty",
    ]);
    expect(reasons({ high: "-5", low: "1.234", close: "0", volume: "1.5" })).toEqual([
      "high -5 is negative",
      'low "1.234" is not a price in rupees with at most 2 decimals',
      "close must be above 0",
      'volume "1.5" is not a whole number of shares',
    ]);
    expect(reasons({ open: "5-" })).toEqual(['open "5-" is not a price in rupees with at most 2 decimals']);
    expect(reasons({ close: "0.01" })).toEqual(["close 0.01 is outside low to high"]);
  });

  it("refuses a day after today but takes today itself", () => {
    expect(readEodRow("plain", plain({ date: TODAY }), TODAY).kind).toBe("bar");
    const [y, m, d] = TODAY.split("-").map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(reasons({ date: tomorrow })).toEqual([
      `date ${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)} is after today`,
    ]);
  });

  it("says how to write a date it cannot read, and names a month it does not know", () => {
    expect(reasons({ date: "20.11.2026" })).toEqual([
      '"20.11.2026" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd (write dates as yyyy-mm-dd, dd-mm-yyyy or 14-NOV-2025)',
    ]);
    expect(reasons({ date: "14-NOX-2025" })).toEqual(["14-NOX-2025 is not a date: NOX is not a month"]);
    expect(readEodRow("plain", plain({ date: "14-jan-2025" }), TODAY)).toMatchObject({
      bar: { day: "2025-01-14" },
    });
  });

  it("takes open and close at the day's low or high, and a day where all four are equal", () => {
    expect(readEodRow("plain", plain({ open: "90", close: "110" }), TODAY).kind).toBe("bar");
    expect(readEodRow("plain", plain({ open: "110", close: "90" }), TODAY).kind).toBe("bar");
    expect(readEodRow("plain", plain({ open: "50", high: "50", low: "50", close: "50" }), TODAY).kind).toBe(
      "bar",
    );
    expect(reasons({ open: "89.99" })).toEqual(["open 89.99 is outside low to high"]);
    expect(reasons({ open: "110.01", close: "89.95" })).toEqual([
      "open 110.01 is outside low to high",
      "close 89.95 is outside low to high",
    ]);
  });
});

describe("the price source marker, singular and plural", () => {
  it("one company on one day", () => {
    const one = priceSourceNote({ real_from: "2026-11-27", real_to: "2026-11-27", real_scrips: 1 });
    expect(one.label).toBe("Simulated prices, real end-of-day for 1 company");
    expect(one.detail).toContain("for 1 company on 27/11/2026;");
    expect(priceSourceNote({ real_from: "2026-11-27", real_to: "2026-11-27", real_scrips: 0 }).label).toBe(
      "Simulated prices",
    );
    expect(priceSourceNote({ real_from: null, real_to: "2026-11-27", real_scrips: 3 }).label).toBe(
      "Simulated prices",
    );
  });

  it("one trading day, and several simulated days in between", () => {
    const one = scripPriceNote({ from: "2026-11-27", to: "2026-11-27", days: 1, simulated_between: 0 });
    expect(one.detail).toContain("(1 trading day, the blue candles on the chart)");
    expect(one.detail).toContain("loaded by your institute. The days before and after");
    const holed = scripPriceNote({ from: "2026-11-20", to: "2026-11-27", days: 4, simulated_between: 2 });
    expect(holed.detail).toContain(
      "loaded by your institute. 2 days in between have no imported price and are simulated. The days before",
    );
    expect(holed.detail).toContain(
      "ticks are simulated for practice, joined to the real prices without a jump.",
    );
  });
});
