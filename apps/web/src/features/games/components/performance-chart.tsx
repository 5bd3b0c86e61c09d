import type { LineData, UTCTimestamp } from "lightweight-charts";
import { useRef } from "react";
import type { GameResult } from "@fincareer/domain/contract/games";
import type { Game } from "@fincareer/domain/games";
import { GAME_TITLES } from "@fincareer/domain/games";
import { fitWithRoom, istChartSeconds, percentLabel, seriesAxisLabel } from "../../../lib/chart-axes.ts";
import { chartOptions } from "../../../lib/chart-options.ts";
import { useChartAfterFirstScreen } from "../../../lib/deferred-chart.ts";
import classes from "./games.module.css";

/** Line colours per game (legend below the chart names them). */
export const GAME_COLORS: Record<Game, string> = {
  g1: "#1c5dfc",
  g2: "#0ca678",
  ecode: "#e8590c",
  ibep: "#7048e8",
};

/**
 * A game's chart points, at IST times like the tables (lightweight-charts needs strictly increasing times: sets
 * finished in the same second are nudged apart).
 */
export function performancePoints(history: GameResult[]): LineData<UTCTimestamp>[] {
  const out: LineData<UTCTimestamp>[] = [];
  let last = 0;
  for (const h of history) {
    const t = Math.max(istChartSeconds(Math.floor(Date.parse(h.finished_at) / 1000)), last + 1);
    last = t;
    out.push({ time: t as UTCTimestamp, value: Math.round((h.score / Math.max(1, h.max_score)) * 100) });
  }
  return out;
}

/** Score per finished set over time, one line per game, in percent of the set's points. */
export function PerformanceChart({ series }: { series: { game: Game; history: GameResult[] }[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useChartAfterFirstScreen(
    ref,
    ({ createChart, LineSeries }, container) => {
      const options = chartOptions(container.clientWidth, percentLabel, 0);
      const chart = createChart(container, {
        ...options,
        timeScale: { ...options.timeScale, timeVisible: true },
      });
      // The time axis has one bar per distinct time over all the lines.
      const times = new Set<number>();
      for (const s of series) {
        if (s.history.length === 0) continue;
        const line = chart.addSeries(LineSeries, {
          color: GAME_COLORS[s.game],
          lineWidth: 3,
          pointMarkersVisible: true,
          ...seriesAxisLabel(container.clientWidth),
        });
        const data = performancePoints(s.history);
        for (const p of data) times.add(p.time);
        line.setData(data);
      }
      fitWithRoom(chart, times.size);
      return () => chart.remove();
    },
    [series],
  );
  return (
    <div>
      <div
        ref={ref}
        className={classes.smallChart}
        role="figure"
        aria-label="Score per set over time, per game"
      />
      <div className={classes.legend} aria-hidden="true">
        {series.map((s) => (
          <span key={s.game}>
            <i style={{ background: GAME_COLORS[s.game] }} /> {GAME_TITLES[s.game]}
          </span>
        ))}
      </div>
    </div>
  );
}
