// Small helpers the practice-workbook builders share: a titled instruction sheet, header rows, formula cells that
// carry their cached result (so a reader without recalculation, e.g. a preview pane, sees the right numbers).
import ExcelJS from "exceljs";
import type { Worksheet } from "exceljs";

/** Fill and font of header rows. */
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1F6F43" } };
const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } };

/** A new workbook that Excel recalculates fully when it opens it (RAND, FORECAST.ETS, LINEST get fresh values). */
export function newWorkbook(title: string): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "FinCareer Excel course";
  wb.title = title;
  wb.created = new Date(Date.UTC(2025, 0, 1));
  wb.modified = wb.created;
  wb.calcProperties.fullCalcOnLoad = true;
  return wb;
}

/** The first sheet: the lesson title and numbered steps to follow in the other sheets. */
export function instructionSheet(wb: ExcelJS.Workbook, title: string, steps: readonly string[]): Worksheet {
  const ws = wb.addWorksheet("Start here");
  ws.getColumn(1).width = 4;
  ws.getColumn(2).width = 110;
  ws.getCell("B1").value = title;
  ws.getCell("B1").font = { bold: true, size: 16, color: { argb: "FF1F6F43" } };
  ws.getCell("B2").value =
    "Practice workbook. Yellow cells are inputs: change them and watch the formulas follow.";
  ws.getCell("B2").font = { italic: true };
  steps.forEach((step, i) => {
    ws.getCell(4 + i, 1).value = i + 1;
    const cell = ws.getCell(4 + i, 2);
    cell.value = step;
    cell.alignment = { wrapText: true, vertical: "top" };
  });
  return ws;
}

/** Writes a bold header row at `row` starting in column 1 (or `col`), with widths. */
export function header(ws: Worksheet, row: number, labels: readonly string[], col = 1, width = 14): void {
  labels.forEach((label, i) => {
    const cell = ws.getCell(row, col + i);
    cell.value = label;
    cell.font = { bold: true, color: { argb: "FFFFFFFF" } };
    cell.fill = HEADER_FILL;
    cell.alignment = { horizontal: "center", vertical: "middle", wrapText: true };
    const column = ws.getColumn(col + i);
    column.width = Math.max(column.width ?? 0, width);
  });
}

/** A formula cell (no leading '=') with its cached result. */
export function formula(
  ws: Worksheet,
  address: string,
  text: string,
  result: number | string,
  numFmt?: string,
) {
  const cell = ws.getCell(address);
  cell.value = { formula: text, result };
  if (numFmt) cell.numFmt = numFmt;
  return cell;
}

/** An input cell: a plain value, highlighted yellow. */
export function input(ws: Worksheet, address: string, value: number | string, numFmt?: string) {
  const cell = ws.getCell(address);
  cell.value = value;
  cell.fill = INPUT_FILL;
  if (numFmt) cell.numFmt = numFmt;
  return cell;
}

/** A label cell, optionally bold. */
export function label(ws: Worksheet, address: string, text: string, bold = false) {
  const cell = ws.getCell(address);
  cell.value = text;
  if (bold) cell.font = { bold: true };
  return cell;
}

/** Column letter(s) of a 1-based column number. */
export function col(n: number): string {
  let s = "";
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

/** Number formats used across the workbooks. */
export const FMT = {
  rupees: '"₹"#,##,##0',
  rupees2: '"₹"#,##,##0.00',
  int: "#,##0",
  dec1: "0.0",
  dec2: "0.00",
  dec3: "0.000",
  dec4: "0.0000",
  pct: "0.0%",
  p: "0.0000",
  date: "dd/mm/yyyy",
} as const;
