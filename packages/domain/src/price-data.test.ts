import { describe, expect, it } from "vitest";
import { eodFormatOf, priceSourceNote, readEodRow } from "./price-data.ts";

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
  it("says simulated until real prices are loaded, then to which day", () => {
    expect(priceSourceNote({ real_to: null, real_scrips: 0 }).label).toBe("Simulated prices");
    const real = priceSourceNote({ real_to: "2026-11-14", real_scrips: 3 });
    expect(real.label).toBe("Real end-of-day prices to 14/11/2026, simulated after");
    expect(real.detail).toContain("3 companies");
    expect(priceSourceNote({ real_to: "2026-11-14", real_scrips: 1 }, true).detail).toContain(
      "This company's",
    );
  });
});
