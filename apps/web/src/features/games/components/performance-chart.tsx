import { ColorType, LineSeries, createChart } from "lightweight-charts";
import type { LineData, UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { GameResult } from "@fincareer/domain/contract/games";
import type { Game } from "@fincareer/domain/games";
import { GAME_TITLES } from "@fincareer/domain/games";
import classes from "./games.module.css";

/** Line colours per game (legend below the chart names them). */
export const GAME_COLORS: Record<Game, string> = {
  g1: "#1c5dfc",
  g2: "#0ca678",
  ecode: "#e8590c",
  ibep: "#7048e8",
};

// lightweight-charts needs strictly increasing times: sets finished in the same second are nudged apart.
function points(history: GameResult[]): LineData<UTCTimestamp>[] {
  const out: LineData<UTCTimestamp>[] = [];
  let last = 0;
  for (const h of history) {
    const t = Math.max(Math.floor(Date.parse(h.finished_at) / 1000), last + 1);
    last = t;
    out.push({ time: t as UTCTimestamp, value: Math.round((h.score / Math.max(1, h.max_score)) * 100) });
  }
  return out;
}

/** Score per finished set over time, one line per game, in percent of the set's points. */
export function PerformanceChart({ series }: { series: { game: Game; history: GameResult[] }[] }) {
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
      timeScale: { borderColor: "#dee2e6", timeVisible: true },
      localization: { priceFormatter: (p: number) => `${p.toFixed(0)}%` },
    });
    for (const s of series) {
      if (s.history.length === 0) continue;
      const line = chart.addSeries(LineSeries, {
        color: GAME_COLORS[s.game],
        lineWidth: 3,
        pointMarkersVisible: true,
      });
      line.setData(points(s.history));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series]);
  return (
    <div>
      <div
        ref={ref}
        className={classes.smallChart}
        role="img"
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
