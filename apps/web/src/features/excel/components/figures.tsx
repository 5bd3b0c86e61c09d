// Figures of the lessons: charts (SVG from data), mock worksheets and step diagrams.
import type { Figure, FlowFigure, SheetCell, SheetFigure } from "../content/types.ts";
import { ScrollRegion } from "../../../components/scroll-region.tsx";
import classes from "./excel.module.css";
import { SvgChart } from "./svg-chart.tsx";

function cellOf(raw: SheetCell | string | number | null): SheetCell {
  if (raw === null) return { v: "" };
  if (typeof raw === "object") return raw;
  return { v: raw };
}

/** A worksheet as the learner sees it in Excel: formula bar, column letters, row numbers, tabs. */
function Sheet({ figure }: { figure: SheetFigure }) {
  const first = figure.firstRow ?? 1;
  return (
    <div className={classes.sheet} role="group" aria-label={figure.title}>
      {figure.formulaBar && (
        <ScrollRegion label="Formula bar" className={classes.formulaBar}>
          <span className={classes.nameBox}>{figure.formulaBar.cell}</span>
          <span className={classes.fx} aria-hidden="true">
            fx
          </span>
          <code>{figure.formulaBar.text}</code>
        </ScrollRegion>
      )}
      <ScrollRegion label={`${figure.title}: cells`}>
        <table className={classes.sheetGrid}>
          <thead>
            <tr>
              <th aria-hidden="true" />
              {figure.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{first + r}</th>
                {figure.columns.map((c, j) => {
                  const cell = cellOf(row[j] ?? null);
                  const align = cell.align ?? (typeof cell.v === "number" ? "right" : "left");
                  return (
                    <td key={c} data-tone={cell.tone} style={{ textAlign: align }}>
                      {typeof cell.v === "number" ? cell.v.toLocaleString("en-IN") : cell.v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {figure.tabs && (
        <div className={classes.tabs} aria-hidden="true">
          {figure.tabs.map((t, i) => (
            <span key={t} data-active={i === 0 || undefined}>
              {t}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

function Flow({ figure }: { figure: FlowFigure }) {
  return (
    <ol className={classes.flow} aria-label={figure.title}>
      {figure.steps.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ol>
  );
}

/** Renders one figure by type. */
export function FigureView({ figure }: { figure: Figure }) {
  if (figure.type === "chart") return <SvgChart figure={figure} />;
  if (figure.type === "sheet") return <Sheet figure={figure} />;
  return <Flow figure={figure} />;
}
