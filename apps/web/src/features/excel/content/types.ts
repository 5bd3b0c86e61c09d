// The shape of a lesson's content: an ordered list of blocks the lesson view renders. Inline text supports
// **bold**, *italic* and `code` (formulas), nothing else, so content never carries HTML.

/** A sheet cell in a figure: text, optionally highlighted or shown as a formula. */
export interface SheetCell {
  v: string | number;
  /** Highlight: input (yellow), result (green), header (bold grey), selected (blue outline). */
  tone?: "input" | "result" | "header" | "selected";
  /** Right-align (numbers are right-aligned by default). */
  align?: "left" | "right" | "center";
}

/** A series of a chart figure. */
export interface ChartSeries {
  name: string;
  /** [x, y] points. */
  points: readonly (readonly [number, number])[];
  kind: "line" | "scatter" | "bar" | "band";
  /** For bands: the upper edge; `points` hold the lower edge. */
  upper?: readonly (readonly [number, number])[];
  color?: string;
  dashed?: boolean;
}

/** A chart drawn as SVG from data. */
export interface ChartFigure {
  type: "chart";
  title: string;
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
  /** Labels of x ticks (x value -> label); numbers are printed when absent. */
  xTicks?: readonly (readonly [number, string])[];
  /** Horizontal reference lines (e.g. zero profit). */
  yRules?: readonly { y: number; label: string }[];
  height?: number;
}

/** A mock worksheet: column letters, row numbers, cells; formula bar text optional. */
export interface SheetFigure {
  type: "sheet";
  title: string;
  /** First row number shown (default 1). */
  firstRow?: number;
  /** Column letters, e.g. ["A", "B", "C"]. */
  columns: readonly string[];
  rows: readonly (readonly (SheetCell | string | number | null)[])[];
  /** Formula bar: the selected cell's address and content. */
  formulaBar?: { cell: string; text: string };
  /** Sheet tabs under the grid; the first is active. */
  tabs?: readonly string[];
}

/** A step diagram (boxes with arrows), e.g. a ribbon path or a modelling workflow. */
export interface FlowFigure {
  type: "flow";
  title: string;
  steps: readonly string[];
}

export type Figure = ChartFigure | SheetFigure | FlowFigure;

/** The in-page interactive versions (module 3 and 4 lessons). */
export type InteractiveKind =
  | "sensitivity"
  | "scenario"
  | "monte-carlo"
  | "forecast"
  | "regression-simple"
  | "regression-multiple"
  | "regression-refine";

export type Block =
  | { kind: "h"; text: string }
  | { kind: "p"; text: string }
  | { kind: "list"; items: readonly string[]; ordered?: boolean }
  | {
      kind: "table";
      caption: string;
      head: readonly string[];
      rows: readonly (readonly (string | number)[])[];
      /** A line under the table (source, units). */
      note?: string;
    }
  | { kind: "formula"; text: string; note?: string }
  | { kind: "tip"; title: string; text: string }
  | { kind: "figure"; figure: Figure; caption: string }
  | { kind: "interactive"; widget: InteractiveKind };

/** One lesson's content. */
export interface LessonContent {
  /** One-sentence promise of the lesson, shown under the title. */
  lead: string;
  /** Minutes to read and practise. */
  minutes: number;
  blocks: readonly Block[];
}
