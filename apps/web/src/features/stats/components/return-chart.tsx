import { ColorType, LineSeries, createChart } from "lightweight-charts";
import type { LineData, Time } from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import classes from "./stats.module.css";

const YOU = "#1c5dfc";
const INDEX = "#868e96";

/** Return over time, the learner's portfolio against SENSEX, in percent (lightweight-charts line series). */
export function ReturnChart({ series, label }: { series: PortfolioStats["series"]; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
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
      timeScale: { borderColor: "#dee2e6" },
      localization: { priceFormatter: (p: number) => `${p.toFixed(2)}%` },
    });
    const index = chart.addSeries(LineSeries, { color: INDEX, lineWidth: 2, title: "SENSEX" });
    const you = chart.addSeries(LineSeries, { color: YOU, lineWidth: 3, title: "You" });
    // Business-day strings (yyyy-mm-dd) are what the API sends and what the chart takes for daily data.
    index.setData(series.map((p): LineData<Time> => ({ time: p.date, value: p.index_return_pct })));
    you.setData(series.map((p): LineData<Time> => ({ time: p.date, value: p.return_pct })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series]);

  return (
    <div>
      <div ref={containerRef} className={classes.chart} role="img" aria-label={label} />
      <div className={classes.legend} aria-hidden="true">
        <span>
          <i style={{ background: YOU }} /> You
        </span>
        <span>
          <i style={{ background: INDEX }} /> SENSEX
        </span>
      </div>
    </div>
  );
}
