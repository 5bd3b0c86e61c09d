// createChart's options and the candle colours shared by every lightweight-charts chart (company candles, /stats
// return, games): the app's light theme, sized to the container, with the axes of chart-axes.ts.
import type { ColorType } from "lightweight-charts";
import { axisOptions } from "./chart-axes.ts";
import type { AxisOptions } from "./chart-axes.ts";

/** The options every chart is created with, for a container of this width (see axisOptions for `format`). */
export function chartOptions(
  width: number,
  format: (price: number, decimals: number) => string,
  maxDecimals?: number,
) {
  return {
    autoSize: true,
    layout: {
      // ColorType.Solid, spelled out: a type import keeps the chart library out of the screens that import this.
      background: { type: "solid" as ColorType.Solid, color: "#ffffff" } as const,
      textColor: "#495057",
      fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      attributionLogo: true,
    },
    grid: { vertLines: { color: "#f1f3f5" }, horzLines: { color: "#f1f3f5" } },
    ...(axisOptions(width, format, maxDecimals) satisfies AxisOptions),
  };
}

/** A candlestick series' colours: `up` and `down` bodies and wicks, no borders. */
export function candleColors(up: string, down: string) {
  return { upColor: up, downColor: down, borderVisible: false, wickUpColor: up, wickDownColor: down };
}

/** Rising and falling candles of real prices: green and red. */
export const PRICE_CANDLES = candleColors("#0ca678", "#e03131");
