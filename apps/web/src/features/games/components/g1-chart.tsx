import { CandlestickSeries, createChart } from "../../../lib/chart-library.ts";
import type { CandlestickData, UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { G1Candle } from "@fincareer/domain/contract/games";
import { seriesAxisLabel } from "../../../lib/chart-axes.ts";
import { candleColors, chartOptions, PRICE_CANDLES } from "../../../lib/chart-options.ts";
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
      ...chartOptions(container.clientWidth, (p, decimals) => p.toFixed(decimals)),
      timeScale: { visible: false },
      handleScroll: false,
      handleScale: false,
    });
    const shown = chart.addSeries(CandlestickSeries, {
      ...PRICE_CANDLES,
      ...seriesAxisLabel(container.clientWidth),
    });
    shown.setData(candles.map(toBar));
    if (after) {
      const next = chart.addSeries(CandlestickSeries, {
        ...candleColors("#1c5dfc", "#e8590c"),
        ...seriesAxisLabel(container.clientWidth),
      });
      next.setData(after.map(toBar));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, after]);
  return <div ref={ref} className={classes.chart} role="figure" aria-label={label} />;
}
