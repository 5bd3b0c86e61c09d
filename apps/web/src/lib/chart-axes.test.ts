import { describe, expect, it, vi } from "vitest";
import type { IChartApi, TickMarkType, Time, UTCTimestamp } from "lightweight-charts";
import {
  axisOptions,
  chartDayLabel,
  chartTickLabel,
  chartTimeLabel,
  fitWithRoom,
  groupedPrice,
  isCompactChart,
  leftPadBars,
  percentLabel,
  seriesAxisLabel,
  TICK_DENSITY,
  tickDecimals,
  tickLabels,
} from "./chart-axes.ts";

describe("tick labels keep only the decimals their step needs", () => {
  it.each<[number[], number, number]>([
    [[4000, 4200, 4400, 4600], 2, 0],
    [[-3, -2, -1, 0, 1, 2, 3], 2, 0],
    [[2.5, 3, 3.5], 2, 1],
    [[0.25, 0.5, 0.75], 2, 2],
    [[100.125], 2, 2],
    [[], 2, 0],
    [[40, 60, 80], 0, 0],
  ])("%j (max %i) -> %i decimals", (prices, max, expected) => {
    expect(tickDecimals(prices, max)).toBe(expected);
  });

  it("writes the candle chart's ticks as '4,200' and the return chart's as '3%'", () => {
    expect(tickLabels([4000, 4200, 12000], 2, groupedPrice)).toEqual(["4,000", "4,200", "12,000"]);
    expect(tickLabels([-2, 0, 2.5], 2, percentLabel)).toEqual(["-2.0%", "0.0%", "2.5%"]);
    expect(groupedPrice(4276.9, 2)).toBe("4,276.90");
  });
});

describe("axisOptions", () => {
  it("uses the compact axes below 600 px", () => {
    expect(isCompactChart(358)).toBe(true);
    expect(isCompactChart(599)).toBe(true);
    expect(isCompactChart(600)).toBe(false);
    expect(isCompactChart(0)).toBe(false);
  });

  it("on a phone: whole edge labels only, fewer price ticks, short tick labels, full-precision series labels", () => {
    const options = axisOptions(358, percentLabel);
    expect(options.rightPriceScale).toMatchObject({
      entireTextOnly: true,
      tickMarkDensity: TICK_DENSITY.compact,
    });
    expect(options.localization.tickmarksPriceFormatter([-3, -2, -1, 0, 1, 2, 3])).toEqual([
      "-3%",
      "-2%",
      "-1%",
      "0%",
      "1%",
      "2%",
      "3%",
    ]);
    expect(options.localization.priceFormatter(1.06)).toBe("1.06%");
  });

  it("drops the series' last-value labels from the axis on a phone only", () => {
    expect(seriesAxisLabel(358, "You")).toEqual({ lastValueVisible: false, title: "" });
    expect(seriesAxisLabel(1200, "You")).toEqual({ lastValueVisible: true, title: "You" });
  });

  it("on a desktop: the default density and the usual labels, edge labels whole", () => {
    const options = axisOptions(1200, percentLabel);
    expect(options.rightPriceScale).toMatchObject({
      entireTextOnly: true,
      tickMarkDensity: TICK_DENSITY.regular,
    });
    expect(options.localization.tickmarksPriceFormatter([1, 2])).toEqual(["1.00%", "2.00%"]);
  });
});

describe("room left of the first bar for its date label", () => {
  it.each<[number, number]>([
    [2, 17],
    [17, 2],
    [34, 1],
    [68, 0.5],
    [0, 0],
  ])("bar spacing %f px -> %f bars", (spacing, bars) => {
    expect(leftPadBars(spacing)).toBe(bars);
  });

  it("widens the fitted range on both sides, once the chart has a width", () => {
    let width = 0;
    let sizeHandler: ((w: number) => void) | null = null;
    const scale = {
      width: vi.fn(() => width),
      setVisibleLogicalRange: vi.fn(),
      subscribeSizeChange: vi.fn((h: (w: number) => void) => (sizeHandler = h)),
      unsubscribeSizeChange: vi.fn(),
    };
    fitWithRoom({ timeScale: () => scale } as unknown as IChartApi, 120);
    // Not measured yet: nothing is fitted against a zero width.
    expect(scale.setVisibleLogicalRange).not.toHaveBeenCalled();
    width = 274;
    sizeHandler!(274);
    // (274 - 2 x 34) px over 120 bars: 34 px of room for a half label before the first bar and after the last.
    const pad = 34 / ((274 - 68) / 120);
    expect(scale.setVisibleLogicalRange).toHaveBeenCalledWith({ from: -pad, to: 119 + pad });
    expect(scale.unsubscribeSizeChange).toHaveBeenCalledWith(sizeHandler);
  });
});

describe("dates on the time axis: month names, day before month, dd/mm/yyyy in the crosshair", () => {
  // TickMarkType: Year 0, Month 1, DayOfMonth 2, Time 3, TimeWithSeconds 4.
  const type = (n: number) => n as TickMarkType;
  // 27/11/2026 10:15 IST, as the charts hold it (IST-shifted seconds).
  const intraday = (Date.UTC(2026, 10, 27, 10, 15) / 1000) as UTCTimestamp;

  it.each<[Time, number, string]>([
    ["2027-01-04", 0, "Jan '27"],
    ["2026-11-02", 1, "Nov"],
    ["2026-11-16", 2, "16 Nov"],
    [{ year: 2026, month: 12, day: 1 }, 1, "Dec"],
    [(Date.UTC(2026, 8, 16) / 1000) as UTCTimestamp, 2, "16 Sep"],
    [intraday, 3, "10:15"],
    [(Date.UTC(2026, 10, 27, 9, 5, 7) / 1000) as UTCTimestamp satisfies Time, 4, "09:05:07"],
  ])("%j as tick type %i -> %s", (time, tick, label) => {
    expect(chartTickLabel(time, type(tick))).toBe(label);
  });

  it("writes the crosshair's date as dd/mm/yyyy, with the time only where it means something", () => {
    expect(chartTimeLabel("2026-11-27", false)).toBe("27/11/2026");
    expect(chartTimeLabel(intraday, true)).toBe("27/11/2026 10:15");
    expect(chartTimeLabel(intraday, false)).toBe("27/11/2026");
  });

  it("is what every chart's options carry", () => {
    const options = axisOptions(358, percentLabel);
    expect(options.timeScale.tickMarkFormatter("2026-12-01", type(1))).toBe("Dec");
    expect(options.localization.timeFormatter("2026-12-01")).toBe("01/12/2026");
    // Seconds off a midnight are a time of day (the games' finished sets).
    expect(options.localization.timeFormatter(intraday)).toBe("27/11/2026 10:15");
  });

  it("writes a day for the analytics' week axis the same way", () => {
    expect(chartDayLabel("2026-11-23")).toBe("23 Nov");
    expect(chartDayLabel("2027-01-04", true)).toBe("4 Jan '27");
  });
});
