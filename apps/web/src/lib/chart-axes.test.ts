import { describe, expect, it, vi } from "vitest";
import type { IChartApi } from "lightweight-charts";
import {
  axisOptions,
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

  it("widens the fitted range to the left only, once the chart has a width", () => {
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
    // (274 - 34) px over 120 bars = 2 px a bar: 17 bars (34 px) of room for a half label; the last bar shows whole.
    expect(scale.setVisibleLogicalRange).toHaveBeenCalledWith({ from: -17, to: 119.5 });
    expect(scale.unsubscribeSizeChange).toHaveBeenCalledWith(sizeHandler);
  });
});
