import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markFirstScreenShown } from "../../../lib/first-screen.ts";
import { ReturnChart } from "./return-chart.tsx";

// The chart draws on a canvas jsdom lacks: the test reads the options the chart is created with instead.
interface SeriesOptions {
  title?: string;
  lastValueVisible?: boolean;
}
interface Created {
  options: {
    rightPriceScale: unknown;
    localization: {
      priceFormatter: (p: number) => string;
      tickmarksPriceFormatter: (prices: number[]) => string[];
    };
  };
  series: SeriesOptions[];
}
const created: Created[] = [];
vi.mock("lightweight-charts", () => ({
  ColorType: { Solid: "solid" },
  LineSeries: "Line",
  createChart: (_el: HTMLElement, options: Created["options"]) => {
    const chart: Created = { options, series: [] };
    created.push(chart);
    const scale = {
      width: () => 0,
      fitContent: () => undefined,
      getVisibleLogicalRange: () => null,
      setVisibleLogicalRange: () => undefined,
      subscribeSizeChange: () => undefined,
      unsubscribeSizeChange: () => undefined,
    };
    return {
      addSeries: (_type: string, opts: SeriesOptions) => {
        chart.series.push(opts);
        return { setData: () => undefined };
      },
      timeScale: () => scale,
      remove: () => undefined,
    };
  },
}));

const SERIES = [
  { date: "2026-11-02", value: 1_005_000, return_pct: 0.5, index_return_pct: 0 },
  { date: "2026-11-03", value: 1_010_600, return_pct: 1.06, index_return_pct: -2.79 },
];

// The chart is drawn once the first screen has been shown (lib/deferred-chart.ts).
markFirstScreenShown();

async function renderAt(width: number) {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(width);
  render(<ReturnChart series={SERIES} label="Return" />);
  await waitFor(() => expect(created).toHaveLength(1));
  return created[0]!;
}

describe("return chart axes", () => {
  beforeEach(() => (created.length = 0));
  afterEach(() => vi.restoreAllMocks());

  it("at 390 px: whole edge labels, fewer and shorter ticks, no series labels over the ticks (the legend and figures carry them)", async () => {
    const chart = await renderAt(358);
    expect(chart.options.rightPriceScale).toMatchObject({ entireTextOnly: true, tickMarkDensity: 4 });
    expect(chart.options.localization.tickmarksPriceFormatter([-3, 0, 3])).toEqual(["-3%", "0%", "3%"]);
    expect(chart.options.localization.priceFormatter(1.06)).toBe("1.06%");
    expect(chart.series.map((s) => [s.title, s.lastValueVisible])).toEqual([
      ["", false],
      ["", false],
    ]);
  });

  it("at 1280 px: the series keep their axis titles and two-decimal ticks", async () => {
    const chart = await renderAt(1200);
    expect(chart.options.rightPriceScale).toMatchObject({ entireTextOnly: true });
    expect(chart.options.localization.tickmarksPriceFormatter([1, 2])).toEqual(["1.00%", "2.00%"]);
    expect(chart.series.map((s) => [s.title, s.lastValueVisible])).toEqual([
      ["SENSEX", true],
      ["You", true],
    ]);
  });
});
