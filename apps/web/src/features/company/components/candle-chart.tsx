import { CandlestickSeries, createChart } from "../../../lib/chart-library.ts";
import type { CandlestickData, IChartApi, ISeriesApi, Time, UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { Candle } from "@fincareer/domain/contract/market";
import { istDayNumber } from "@fincareer/domain/ist";
import {
  chartTimeLabel,
  fitWithRoom,
  groupedPrice,
  istChartSeconds,
  seriesAxisLabel,
} from "../../../lib/chart-axes.ts";
import { chartOptions, PRICE_CANDLES } from "../../../lib/chart-options.ts";
import classes from "./company.module.css";
import { formatPrice } from "@fincareer/domain/format";

/** Real (imported end-of-day) candles are blue, up light and down dark: the real range stands out from simulated. */
const REAL_UP = "#1c7ed6";
const REAL_DOWN = "#1864ab";

function toBar(c: Candle): CandlestickData<UTCTimestamp> {
  const real = c.source === "real" ? (c.close >= c.open ? REAL_UP : REAL_DOWN) : null;
  return {
    ...(real === null ? {} : { color: real, borderColor: real, wickColor: real }),
    // Learners read Indian market hours.
    time: istChartSeconds(c.time) as UTCTimestamp,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  };
}

/**
 * Candlestick chart of a company's price (lightweight-charts). The last bar follows the live price between
 * refreshes, so the chart moves with the ticker.
 */
export function CandleChart({
  candles,
  intraday,
  live,
  label,
}: {
  candles: Candle[];
  intraday: boolean;
  live: number | null;
  label: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Candlestick"> | null>(null);
  const lastRef = useRef<CandlestickData<UTCTimestamp> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const chart = createChart(container, {
      ...chartOptions(container.clientWidth, (p, decimals) =>
        decimals === 2 ? formatPrice(p) : groupedPrice(p, decimals),
      ),
    });
    seriesRef.current = chart.addSeries(CandlestickSeries, {
      ...PRICE_CANDLES,
      ...seriesAxisLabel(container.clientWidth),
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    const series = seriesRef.current;
    const chart = chartRef.current;
    if (series === null || chart === null) return;
    const bars = candles.map(toBar);
    series.setData(bars);
    lastRef.current = bars.at(-1) ?? null;
    chart.applyOptions({
      timeScale: { timeVisible: intraday, secondsVisible: false },
      // A daily bar's time is not a time of day worth showing; a 5-minute bar's is.
      localization: { timeFormatter: (time: Time) => chartTimeLabel(time, intraday) },
    });
    fitWithRoom(chart, bars.length);
  }, [candles, intraday]);

  useEffect(() => {
    const series = seriesRef.current;
    const last = lastRef.current;
    if (series === null || last === null || live === null) return;
    // Only today's bar moves; an older last bar (a holiday, a stale history) stays as it closed.
    const todayIst = istDayNumber(Date.now());
    if (Math.floor(last.time / 86_400) !== todayIst) return;
    const next = { ...last, close: live, high: Math.max(last.high, live), low: Math.min(last.low, live) };
    lastRef.current = next;
    series.update(next);
  }, [live]);

  return <div ref={containerRef} className={classes.chart} role="figure" aria-label={label} />;
}
