// Charts drawn as SVG from data: lines, scatter points, bars and shaded bands with axes, ticks and a legend.
// Light enough to keep inside the /EXCELNOTES chunk; scales to its container through the viewBox.
import { useElementSize } from "@mantine/hooks";
import { useId } from "react";
import type { ChartFigure } from "../content/types.ts";
import classes from "./excel.module.css";

const PALETTE = ["#1f6f43", "#2c67fb", "#d9480f", "#7048e8", "#0b7285", "#c2255c"];
// Drawn at the container's pixel width so labels keep their size on a phone; 640 until it is measured.
const DEFAULT_W = 640;
const M = { top: 16, right: 16, bottom: 44, left: 64 };

/** "Nice" tick values spanning [min, max]. */
function ticks(min: number, max: number, count = 5): number[] {
  if (min === max) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step)
    out.push(Number(v.toFixed(10)));
  return out;
}

function short(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e7) return `${(v / 1e7).toFixed(a >= 1e8 ? 0 : 1)} Cr`;
  if (a >= 1e5) return `${(v / 1e5).toFixed(a >= 1e6 ? 0 : 1)} L`;
  if (a >= 1e3) return `${(v / 1e3).toFixed(a >= 1e4 ? 0 : 1)}k`;
  return String(Number(v.toFixed(2)));
}

/** A chart of the figure's series. */
export function SvgChart({ figure }: { figure: ChartFigure }) {
  const id = useId();
  const { ref, width } = useElementSize();
  const W = Math.max(300, Math.round(width) || DEFAULT_W);
  const H = Math.round((figure.height ?? 300) * (W < 500 ? 0.85 : 1));
  const all = figure.series.flatMap((s) => [...s.points, ...(s.upper ?? [])]);
  const bars = figure.series.some((s) => s.kind === "bar");
  let xMin = Math.min(...all.map((p) => p[0]));
  let xMax = Math.max(...all.map((p) => p[0]));
  let yMin = Math.min(...all.map((p) => p[1]), ...(figure.yRules ?? []).map((r) => r.y));
  let yMax = Math.max(...all.map((p) => p[1]), ...(figure.yRules ?? []).map((r) => r.y));
  if (bars) yMin = Math.min(0, yMin);
  const yPad = (yMax - yMin) * 0.06 || 1;
  yMax += yPad;
  if (yMin !== 0) yMin -= yPad;
  const barSeries = figure.series.find((s) => s.kind === "bar");
  const barStep =
    barSeries && barSeries.points.length > 1 ? barSeries.points[1]![0] - barSeries.points[0]![0] : 1;
  if (bars) {
    xMin -= barStep / 2;
    xMax += barStep / 2;
  }
  const x = (v: number) => M.left + ((v - xMin) / (xMax - xMin || 1)) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - ((v - yMin) / (yMax - yMin || 1)) * (H - M.top - M.bottom);
  const yTicks = ticks(yMin, yMax);
  const xTicks = figure.xTicks ?? ticks(xMin, xMax, W < 500 ? 4 : 6).map((v) => [v, short(v)] as const);
  const colour = (i: number, c?: string) => c ?? PALETTE[i % PALETTE.length]!;
  const path = (pts: readonly (readonly [number, number])[]) =>
    pts.map((p, i) => `${i === 0 ? "M" : "L"}${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join("");

  return (
    <figure className={classes.chart} ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t`} className={classes.chartSvg}>
        <title id={`${id}-t`}>{figure.title}</title>
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="#e9ecef" />
            <text x={M.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#495057">
              {short(t)}
            </text>
          </g>
        ))}
        {xTicks.map(([v, l]) => (
          <text key={`x${v}`} x={x(v)} y={H - M.bottom + 16} textAnchor="middle" fontSize="11" fill="#495057">
            {l}
          </text>
        ))}
        <line x1={M.left} x2={W - M.right} y1={H - M.bottom} y2={H - M.bottom} stroke="#868e96" />
        <line x1={M.left} x2={M.left} y1={M.top} y2={H - M.bottom} stroke="#868e96" />
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fontSize="12" fill="#212529">
          {figure.xLabel}
        </text>
        <text
          transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize="12"
          fill="#212529"
        >
          {figure.yLabel}
        </text>
        {figure.series.map((s, i) => {
          const c = colour(i, s.color);
          if (s.kind === "band" && s.upper) {
            const d = `${path(s.points)}${[...s.upper]
              .reverse()
              .map((p) => `L${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`)
              .join("")}Z`;
            return <path key={s.name} d={d} fill={c} fillOpacity={0.18} stroke="none" />;
          }
          if (s.kind === "bar") {
            const w = Math.max(1, ((W - M.left - M.right) / ((xMax - xMin) / barStep)) * 0.86);
            return (
              <g key={s.name} fill={c}>
                {s.points.map((p) => (
                  <rect
                    key={p[0]}
                    x={x(p[0]) - w / 2}
                    y={Math.min(y(p[1]), y(0))}
                    width={w}
                    height={Math.abs(y(0) - y(p[1]))}
                  />
                ))}
              </g>
            );
          }
          if (s.kind === "scatter") {
            return (
              <g key={s.name} fill={c} fillOpacity={0.8}>
                {s.points.map((p, k) => (
                  <circle key={k} cx={x(p[0])} cy={y(p[1])} r={3.5} />
                ))}
              </g>
            );
          }
          return (
            <path
              key={s.name}
              d={path(s.points)}
              fill="none"
              stroke={c}
              strokeWidth={2}
              strokeDasharray={s.dashed ? "6 4" : undefined}
            />
          );
        })}
        {(figure.yRules ?? []).map((r) => (
          <g key={r.label}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(r.y)}
              y2={y(r.y)}
              stroke="#c92a2a"
              strokeDasharray="4 3"
            />
            <text x={W - M.right - 4} y={y(r.y) - 4} textAnchor="end" fontSize="11" fill="#c92a2a">
              {r.label}
            </text>
          </g>
        ))}
      </svg>
      <ul className={classes.legend} aria-label="Legend">
        {figure.series.map((s, i) => (
          <li key={s.name}>
            <span
              className={classes.swatch}
              style={{ background: colour(i, s.color), opacity: s.kind === "band" ? 0.35 : 1 }}
            />
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
