import { CandlestickSeries, ColorType, createChart } from "lightweight-charts";
import type { CandlestickData, UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { G1Candle } from "@fincareer/domain/contract/games";
import classes from "./games.module.css";

// Candles carry trading-day numbers, not dates (the dates are hidden): day t is drawn at t days after 1970-01-01
// with the time axis hidden.
const toBar = (c: G1Candle): CandlestickData<UTCTimestamp> => ({
  time: (c.t * 86_400) as UTCTimestamp,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
});

/** The Bull or Bear chart: 60 rebased candles, and after the call the 5 that followed in blue/orange. */
export function G1Chart({
  candles,
  after,
  label,
}: {
  candles: G1Candle[];
  after: G1Candle[] | null;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (container === null) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "#ffffff" },
        textColor: "#495057",
        fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      },
      grid: { vertLines: { color: "#f1f3f5" }, horzLines: { color: "#f1f3f5" } },
      rightPriceScale: { borderColor: "#dee2e6" },
      timeScale: { visible: false },
      handleScroll: false,
      handleScale: false,
      localization: { priceFormatter: (p: number) => p.toFixed(2) },
    });
    const shown = chart.addSeries(CandlestickSeries, {
      upColor: "#0ca678",
      downColor: "#e03131",
      borderVisible: false,
      wickUpColor: "#0ca678",
      wickDownColor: "#e03131",
    });
    shown.setData(candles.map(toBar));
    if (after) {
      const next = chart.addSeries(CandlestickSeries, {
        upColor: "#1c5dfc",
        downColor: "#e8590c",
        borderVisible: false,
        wickUpColor: "#1c5dfc",
        wickDownColor: "#e8590c",
      });
      next.setData(after.map(toBar));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, after]);
  return <div ref={ref} className={classes.chart} role="img" aria-label={label} />;
}
