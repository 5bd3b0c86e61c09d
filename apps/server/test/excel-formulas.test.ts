// Each practice workbook opens with exceljs, holds real formulas, and those formulas, recomputed here by an
// independent evaluator, give the figures the lessons state. Regression (LINEST) results are checked against a
// least-squares fit computed in this file with the normal equations.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { EXCEL_LESSONS } from "@fincareer/domain/excel";
import {
  FORECAST_FIGURES,
  HR_FIGURES,
  MONTE_CARLO_FIGURES,
  MULTIPLE_REGRESSION_FIGURES,
  REFINED_REGRESSION_FIGURES,
  SALES_FIGURES,
  SCENARIO_FIGURES,
  SENSITIVITY_FIGURES,
  SIMPLE_REGRESSION_FIGURES,
} from "@fincareer/domain/excel-figures";
import { buildWorkbook } from "../src/modules/excel/workbooks.ts";
import { WorkbookEvaluator } from "./excel-formula-evaluator.ts";

const books = new Map<string, ExcelJS.Workbook>();
beforeAll(async () => {
  for (const lesson of EXCEL_LESSONS) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buildWorkbook(lesson.id)) as unknown as ArrayBuffer);
    books.set(lesson.id, wb);
  }
});

function formulaCells(
  wb: ExcelJS.Workbook,
): { sheet: string; address: string; formula: string; result: unknown }[] {
  const out: { sheet: string; address: string; formula: string; result: unknown }[] = [];
  for (const ws of wb.worksheets) {
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as { formula?: string; result?: unknown } | null;
        if (v && typeof v === "object" && typeof v.formula === "string") {
          out.push({ sheet: ws.name, address: cell.address, formula: v.formula, result: v.result });
        }
      }),
    );
  }
  return out;
}

const num = (v: unknown) => v as number;

/** Least squares by the normal equations (X'X) b = X'y with Gaussian elimination; intercept first. */
function normalEquations(y: number[], xs: number[][]): { b: number[]; r2: number; se: number[]; df: number } {
  const n = y.length;
  const X = y.map((_, i) => [1, ...xs.map((c) => c[i]!)]);
  const k = X[0]!.length;
  const A = Array.from({ length: k }, (_, r) => [
    ...Array.from({ length: k }, (_, c) => X.reduce((s, row) => s + row[r]! * row[c]!, 0)),
    ...Array.from({ length: k }, (_, c) => (c === r ? 1 : 0)),
  ]);
  const Xty = Array.from({ length: k }, (_, r) => X.reduce((s, row, i) => s + row[r]! * y[i]!, 0));
  // Gauss-Jordan on [X'X | I] gives the inverse.
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    const pivot = A[c]![c]!;
    A[c] = A[c]!.map((v) => v / pivot);
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = A[r]![c]!;
      A[r] = A[r]!.map((v, j) => v - f * A[c]![j]!);
    }
  }
  const inv = A.map((row) => row.slice(k));
  const b = inv.map((row) => row.reduce((s, v, j) => s + v * Xty[j]!, 0));
  const resid = y.map((v, i) => v - X[i]!.reduce((s, x, j) => s + x * b[j]!, 0));
  const sse = resid.reduce((s, e) => s + e * e, 0);
  const my = y.reduce((a, v) => a + v, 0) / n;
  const sst = y.reduce((s, v) => s + (v - my) ** 2, 0);
  const df = n - k;
  const se = inv.map((row, j) => Math.sqrt((sse / df) * row[j]!));
  return { b, r2: 1 - sse / sst, se, df };
}

/** Numeric column of a sheet, rows from..to. */
function columnValues(
  wb: ExcelJS.Workbook,
  sheet: string,
  colLetter: string,
  from: number,
  to: number,
): number[] {
  const ws = wb.getWorksheet(sheet)!;
  const out: number[] = [];
  for (let r = from; r <= to; r++) {
    const v = ws.getCell(`${colLetter}${r}`).value as number | { result: number };
    out.push(typeof v === "number" ? v : v.result);
  }
  return out;
}

describe("every practice workbook", () => {
  it.each(EXCEL_LESSONS.map((l) => l.id))("%s: formulas recompute to their saved results", (id) => {
    const wb = books.get(id)!;
    const cells = formulaCells(wb);
    expect(cells.length).toBeGreaterThan(5);
    const ev = new WorkbookEvaluator(wb);
    for (const c of cells) {
      const got = ev.value(c.sheet, c.address);
      if (ev.unsupported.has(`${c.sheet}!${c.address}`)) continue;
      // exceljs drops a cached result of 0 when it writes the file (Excel recalculates on load anyway).
      if (c.result === undefined) {
        expect(got, `${c.sheet}!${c.address} =${c.formula}`).toBeCloseTo(0, 6);
      } else if (typeof c.result === "number") {
        expect(got, `${c.sheet}!${c.address} =${c.formula}`).toBeCloseTo(c.result, 6);
      } else {
        expect(got, `${c.sheet}!${c.address} =${c.formula}`).toEqual(c.result);
      }
    }
    // Formulas are recomputed here, not taken on trust (LINEST, RAND and the like are checked below instead).
    expect(ev.evaluated).toBeGreaterThanOrEqual(Math.min(5, cells.length));
  });
});

describe("the lessons' figures", () => {
  it("xl-m1: the order book's totals", () => {
    const ev = new WorkbookEvaluator(books.get("xl-m1-v4")!);
    expect(ev.value("Summary", "B6")).toBe(SALES_FIGURES.totalRevenue);
    expect(["B2", "B3", "B4", "B5"].map((a) => ev.value("Summary", a))).toEqual(
      ["North", "South", "East", "West"].map((r) => SALES_FIGURES.revenueByRegion[r as "North"]),
    );
    expect(ev.value("Summary", "B17")).toBe(12_500);
    expect(ev.value("Summary", "B18")).toBe(36);
    const intro = new WorkbookEvaluator(books.get("xl-m1-v1")!);
    expect(intro.value("Orders", "H27")).toBe(SALES_FIGURES.totalRevenue);
  });

  it("xl-m2-v1: the HR dashboard with the 70,000 threshold", () => {
    const ev = new WorkbookEvaluator(books.get("xl-m2-v1")!);
    expect(ev.value("Dashboard", "B11")).toBe(70_000);
    expect(ev.value("Dashboard", "B12")).toBe(HR_FIGURES.aboveThreshold);
    expect(ev.value("Dashboard", "B7")).toBe(HR_FIGURES.headcount);
    expect(ev.value("Dashboard", "C7")).toBe(HR_FIGURES.averageSalary);
    expect(ev.value("Dashboard", "E7")).toBe(HR_FIGURES.attritionRate);
    const it = HR_FIGURES.byDepartment.IT;
    expect(ev.value("Dashboard", "A4")).toBe("IT");
    expect(ev.value("Dashboard", "B4")).toBe(it.headcount);
    expect(Math.round(num(ev.value("Dashboard", "C4")))).toBe(it.averageSalary);
  });

  it("xl-m3-v1: both data tables", () => {
    const ev = new WorkbookEvaluator(books.get("xl-m3-v1")!);
    expect(ev.value("Model", "B8")).toBe(SENSITIVITY_FIGURES.baseProfit);
    expect(num(ev.value("Model", "B9"))).toBeCloseTo(SENSITIVITY_FIGURES.breakEvenPrice, 2);
    expect([13, 14, 15, 16, 17, 18, 19].map((r) => ev.value("Model", `B${r}`))).toEqual(
      SENSITIVITY_FIGURES.profitByPrice,
    );
    expect(ev.value("Model", "B23")).toBe(SENSITIVITY_FIGURES.twoWayCorners.lowLow);
    expect(ev.value("Model", "F29")).toBe(SENSITIVITY_FIGURES.twoWayCorners.highHigh);
  });

  it("xl-m3-v2: the scenario summary", () => {
    const ev = new WorkbookEvaluator(books.get("xl-m3-v2")!);
    const names = ["Best case", "Base case", "Worst case"] as const;
    names.forEach((name, i) => {
      const c = "BCD"[i]!;
      expect(ev.value("Summary", `${c}1`)).toBe(name);
      expect(ev.value("Summary", `${c}8`)).toBe(SCENARIO_FIGURES[name].revenue);
      expect(ev.value("Summary", `${c}9`)).toBe(SCENARIO_FIGURES[name].profit);
    });
    expect(ev.value("Summary", "B13")).toBe(SCENARIO_FIGURES["Worst case"].profit);
  });

  it("xl-m3-v3: 1,000 NORM.INV(RAND()) rows and the run's summary", () => {
    const wb = books.get("xl-m3-v3")!;
    const sim = wb.getWorksheet("Simulation")!;
    expect(sim.rowCount).toBe(1001);
    for (const r of [2, 500, 1001]) {
      expect((sim.getCell(`B${r}`).value as { formula: string }).formula).toBe(
        "_xlfn.NORM.INV(RAND(),Inputs!$B$5,Inputs!$B$6)",
      );
      expect((sim.getCell(`C${r}`).value as { formula: string }).formula).toBe(
        "_xlfn.NORM.INV(RAND(),Inputs!$B$7,Inputs!$B$8)",
      );
    }
    const ev = new WorkbookEvaluator(wb);
    const units = columnValues(wb, "Simulation", "B", 2, 1001);
    const unitsMean = units.reduce((a, b) => a + b, 0) / 1000;
    // The saved draws look like N(12000, 1500): the mean within 4 standard errors.
    expect(Math.abs(unitsMean - 12_000)).toBeLessThan((4 * 1500) / Math.sqrt(1000));
    const run = MONTE_CARLO_FIGURES.run;
    expect(Math.round(num(ev.value("Summary", "B2")))).toBe(run.mean);
    expect(Math.round(num(ev.value("Summary", "B3")))).toBe(run.sd);
    expect(Math.round(num(ev.value("Summary", "B5")))).toBe(run.p5);
    expect(Math.round(num(ev.value("Summary", "B6")))).toBe(run.p50);
    expect(Math.round(num(ev.value("Summary", "B7")))).toBe(run.p95);
    expect(ev.value("Summary", "B9")).toBe(run.probabilityOfLoss);
    // The run's mean sits near the exact expected profit.
    expect(Math.abs(num(ev.value("Summary", "B2")) - MONTE_CARLO_FIGURES.expectedProfit)).toBeLessThan(
      (4 * MONTE_CARLO_FIGURES.exactSd) / Math.sqrt(1000),
    );
    const binTotal = [...Array(12).keys()].reduce((s, i) => s + num(ev.value("Summary", `F${2 + i}`)), 0);
    expect(binTotal).toBe(1000);
  });

  it("xl-m3-v4: FORECAST.LINEAR, FORECAST.ETS with season 12 and 95%, and Holt-Winters by hand", () => {
    const wb = books.get("xl-m3-v4")!;
    const ev = new WorkbookEvaluator(wb);
    const lin = FORECAST_FIGURES.linear;
    expect(num(ev.value("Data", "K2"))).toBeCloseTo(lin.intercept, 2);
    expect(num(ev.value("Data", "K3"))).toBeCloseTo(lin.slope, 3);
    expect(num(ev.value("Data", "D74"))).toBeCloseTo(lin.jan2025, 1);
    expect(num(ev.value("Data", "D85"))).toBeCloseTo(lin.dec2025, 1);
    const data = wb.getWorksheet("Data")!;
    expect((data.getCell("E74").value as { formula: string }).formula).toBe(
      "_xlfn.FORECAST.ETS(A74,$C$2:$C$73,$A$2:$A$73,12,1)",
    );
    expect((data.getCell("F74").value as { formula: string }).formula).toBe(
      "_xlfn.FORECAST.ETS.CONFINT(A74,$C$2:$C$73,$A$2:$A$73,0.95,12,1)",
    );
    const hw = FORECAST_FIGURES.holtWinters;
    expect([
      ev.value("Holt-Winters", "B1"),
      ev.value("Holt-Winters", "B2"),
      ev.value("Holt-Winters", "B3"),
    ]).toEqual([hw.alpha, hw.beta, hw.gamma]);
    expect(num(ev.value("Holt-Winters", "E1"))).toBeCloseTo(hw.rmse, 1);
    // Rows 79 (Jan 2025), 85 (Jul 2025), 90 (Dec 2025): forecast and band recomputed from the recurrences.
    for (const [row, stated] of [
      [79, hw.jan2025],
      [85, hw.jul2025],
      [90, hw.dec2025],
    ] as const) {
      expect(num(ev.value("Holt-Winters", `G${row}`))).toBeCloseTo(stated.value, 1);
      expect(num(ev.value("Holt-Winters", `K${row}`))).toBeCloseTo(stated.lower, 1);
      expect(num(ev.value("Holt-Winters", `L${row}`))).toBeCloseTo(stated.upper, 1);
    }
    expect(ev.value("Holt-Winters", "B79")).toBe("Jan 2025");
    // The ETS column carries the same model's cached values.
    expect(num(ev.value("Data", "E74"))).toBeCloseTo(hw.jan2025.value, 1);
  });

  it("xl-m4-v1 and v2: LINEST matches a normal-equations fit and the lesson's coefficients", () => {
    for (const id of ["xl-m4-v1", "xl-m4-v2"]) {
      const wb = books.get(id)!;
      const x = columnValues(wb, "Data", "A", 2, 25);
      const y = columnValues(wb, "Data", "B", 2, 25);
      const fit = normalEquations(y, [x]);
      const s = SIMPLE_REGRESSION_FIGURES;
      expect(fit.b[0]).toBeCloseTo(s.intercept, 2);
      expect(fit.b[1]).toBeCloseTo(s.slope, 3);
      expect(fit.se[1]).toBeCloseTo(s.slopeStandardError, 3);
      expect(fit.r2).toBeCloseTo(s.rSquare, 2);
      const ev = new WorkbookEvaluator(wb);
      if (id === "xl-m4-v1") {
        expect(num(ev.value("Data", "G2"))).toBeCloseTo(fit.b[1]!, 10);
        expect(num(ev.value("Data", "G3"))).toBeCloseTo(fit.b[0]!, 10);
        expect(num(ev.value("Data", "G4"))).toBeCloseTo(fit.r2, 10);
        expect(num(ev.value("Data", "G5"))).toBeCloseTo(s.correlation, 3);
      } else {
        expect(num(ev.value("Results", "B1"))).toBeCloseTo(fit.b[1]!, 10);
        expect(num(ev.value("Results", "B2"))).toBeCloseTo(fit.b[0]!, 10);
        expect(num(ev.value("Results", "B3"))).toBeCloseTo(fit.se[1]!, 10);
        expect(num(ev.value("Results", "B5"))).toBeCloseTo(fit.r2, 10);
        expect(num(ev.value("Results", "B10"))).toBeCloseTo(s.slopeT, 2);
        expect(num(ev.value("Results", "B19"))).toBeCloseTo(s.predictionAt10, 2);
        expect(ev.value("Results", "B14")).toBe("Yes");
      }
    }
  });

  it("xl-m4-v3: the multiple regression's coefficients and the p > 0.05 flag", () => {
    const wb = books.get("xl-m4-v3")!;
    const y = columnValues(wb, "Data", "A", 2, 41);
    const xs = ["B", "C", "D", "E", "F"].map((c) => columnValues(wb, "Data", c, 2, 41));
    const fit = normalEquations(y, xs);
    const ev = new WorkbookEvaluator(wb);
    const names = Object.keys(
      MULTIPLE_REGRESSION_FIGURES.coefficients,
    ) as (keyof typeof MULTIPLE_REGRESSION_FIGURES.coefficients)[];
    names.forEach((name, i) => {
      const r = 2 + i;
      expect(ev.value("Model", `A${r}`)).toBe(name);
      const cached = num(ev.value("Model", `B${r}`));
      expect(cached).toBeCloseTo(fit.b[i]!, 8);
      expect(num(ev.value("Model", `C${r}`))).toBeCloseTo(fit.se[i]!, 8);
      expect(cached).toBeCloseTo(
        MULTIPLE_REGRESSION_FIGURES.coefficients[name].coefficient,
        name === "Area (sq ft)" ? 4 : 3,
      );
      expect(num(ev.value("Model", `E${r}`))).toBeCloseTo(
        MULTIPLE_REGRESSION_FIGURES.coefficients[name].pValue,
        4,
      );
      expect(ev.value("Model", `F${r}`)).toBe(
        name === "Intercept" ? "always kept" : name === "Parks" ? "drop?" : "keep",
      );
    });
    expect(fit.r2).toBeCloseTo(MULTIPLE_REGRESSION_FIGURES.rSquare, 4);
    expect(num(ev.value("Model", "B10"))).toBeCloseTo(MULTIPLE_REGRESSION_FIGURES.adjustedRSquare, 4);
  });

  it("xl-m4-v4: adjusted R² rises as carpet area and parks are dropped; VIF of area", () => {
    const wb = books.get("xl-m4-v4")!;
    const ev = new WorkbookEvaluator(wb);
    const y = columnValues(wb, "Data", "A", 2, 41);
    const all = ["B", "C", "D", "E", "F", "G"].map((c) => columnValues(wb, "Data", c, 2, 41));
    const subsets = [all, [all[0]!, ...all.slice(2)], [all[0]!, all[2]!, all[3]!, all[4]!]];
    const adj = subsets.map((xs, step) => {
      const fit = normalEquations(y, xs);
      const k = xs.length;
      const adjusted = 1 - ((1 - fit.r2) * 39) / (40 - k - 1);
      expect(adjusted).toBeCloseTo(REFINED_REGRESSION_FIGURES.steps[step]!.adjustedRSquare, 4);
      // The sheet's own adjusted R² formula, fed by its LINEST R².
      expect(num(ev.value(`Step ${step + 1}`, `B${k + 5}`))).toBeCloseTo(adjusted, 8);
      return adjusted;
    });
    expect(adj[1]!).toBeGreaterThan(adj[0]!);
    expect(adj[2]!).toBeGreaterThan(adj[1]!);
    const final = normalEquations(y, subsets[2]!);
    Object.values(REFINED_REGRESSION_FIGURES.final).forEach((stated, i) =>
      expect(final.b[i]).toBeCloseTo(stated, i === 1 ? 4 : 3),
    );
    const areaOnOthers = normalEquations(all[0]!, all.slice(1));
    expect(Math.round(1 / (1 - areaOnOthers.r2))).toBe(REFINED_REGRESSION_FIGURES.vifArea);
    expect(Math.round(num(ev.value("VIF", "C2")))).toBe(REFINED_REGRESSION_FIGURES.vifArea);
    expect(Math.round(num(ev.value("VIF", "C3")))).toBe(REFINED_REGRESSION_FIGURES.vifCarpet);
  });
});
