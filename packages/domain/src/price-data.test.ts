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
