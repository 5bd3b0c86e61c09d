import type { LineData, Time } from "lightweight-charts";
import { useRef } from "react";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { fitWithRoom, percentLabel, seriesAxisLabel } from "../../../lib/chart-axes.ts";
import { chartOptions } from "../../../lib/chart-options.ts";
import { useChartAfterFirstScreen } from "../../../lib/deferred-chart.ts";
import classes from "./stats.module.css";

const YOU = "#1c5dfc";
const INDEX = "#868e96";

/** Return over time, the learner's portfolio against SENSEX, in percent (lightweight-charts line series). */
export function ReturnChart({ series, label }: { series: PortfolioStats["series"]; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useChartAfterFirstScreen(
    containerRef,
    ({ createChart, LineSeries }, container) => {
      const chart = createChart(container, {
        ...chartOptions(container.clientWidth, percentLabel),
      });
      // On a phone the legend below names the lines and the figures above give their values: no axis labels.
      const width = container.clientWidth;
      const index = chart.addSeries(LineSeries, {
        color: INDEX,
        lineWidth: 2,
        ...seriesAxisLabel(width, "SENSEX"),
      });
      const you = chart.addSeries(LineSeries, { color: YOU, lineWidth: 3, ...seriesAxisLabel(width, "You") });
      // Business-day strings (yyyy-mm-dd) are what the API sends and what the chart takes for daily data.
      index.setData(series.map((p): LineData<Time> => ({ time: p.date, value: p.index_return_pct })));
      you.setData(series.map((p): LineData<Time> => ({ time: p.date, value: p.return_pct })));
      fitWithRoom(chart, series.length);
      return () => chart.remove();
    },
    [series],
  );

  return (
    <div>
      <div ref={containerRef} className={classes.chart} role="figure" aria-label={label} />
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
