// The practice workbooks of Excel module 2: HR analytics. Every computed cell is a real formula with its cached
// result; see ../workbooks.ts for how lessons map to builders.
import type ExcelJS from "exceljs";
import { SAMPLE_SALARY_THRESHOLD } from "@fincareer/domain/constants";
import { employeeRow, HR_DEPARTMENTS, HR_EMPLOYEES } from "@fincareer/domain/excel-datasets";
import { mean } from "@fincareer/domain/excel-stats";
import { FMT, formula, header, input, instructionSheet, label, newWorkbook } from "../workbook-kit.ts";

/** Lesson xl-m2-v1's practice workbook (Interactive HR Insights using Pivot Table). */
export function hrWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Interactive HR Insights using Pivot Table");
  instructionSheet(wb, "Interactive HR Insights using Pivot Table", [
    "Click any cell of the Employees table and choose Insert > PivotTable > New Worksheet.",
    "Drag Department to Rows, Salary to Values (set Value Field Settings to Average), and Attrition to Columns with Count of Employee ID: you now have the Dashboard sheet's first block as a pivot.",
    "With the pivot selected, PivotTable Analyze > Insert Slicer > Gender and Department. Click a slicer button and the pivot filters; Ctrl+click selects several.",
    "Insert > PivotChart > Clustered Column for average salary by department; connect the slicers to it (Report Connections).",
    "The Dashboard sheet computes the same answers with COUNTIFS/AVERAGEIFS so you can check your pivot. Change the yellow threshold (70,000) and the high-earner count follows.",
  ]);
  const ws = wb.addWorksheet("Employees");
  const cols = [
    "Employee ID",
    "Name",
    "Department",
    "Gender",
    "Age",
    "Tenure (years)",
    "Monthly salary",
    "Rating",
    "Attrition",
  ];
  ws.addTable({
    name: "Employees",
    ref: "A1",
    headerRow: true,
    style: { theme: "TableStyleMedium2", showRowStripes: true },
    columns: cols.map((name) => ({ name })),
    rows: HR_EMPLOYEES.map(employeeRow),
  });
  ws.columns.forEach((c) => (c.width = 15));
  const last = HR_EMPLOYEES.length + 1;
  const range = (c: string) => `Employees!$${c}$2:$${c}$${last}`;

  const d = wb.addWorksheet("Dashboard");
  d.getColumn(1).width = 16;
  header(d, 1, ["Department", "Headcount", "Avg salary", "Leavers", "Attrition rate", "Above threshold"]);
  HR_DEPARTMENTS.forEach((dept, i) => {
    const r = i + 2;
    const rows = HR_EMPLOYEES.filter((e) => e.department === dept);
    d.getCell(`A${r}`).value = dept;
    formula(d, `B${r}`, `COUNTIFS(${range("C")},A${r})`, rows.length);
    formula(
      d,
      `C${r}`,
      `AVERAGEIFS(${range("G")},${range("C")},A${r})`,
      mean(rows.map((e) => e.salary)),
      FMT.rupees,
    );
    const leavers = rows.filter((e) => e.attrition === "Yes").length;
    formula(d, `D${r}`, `COUNTIFS(${range("C")},A${r},${range("I")},"Yes")`, leavers);
    formula(d, `E${r}`, `D${r}/B${r}`, leavers / rows.length, FMT.pct);
    formula(
      d,
      `F${r}`,
      `COUNTIFS(${range("C")},A${r},${range("G")},">"&$B$11)`,
      rows.filter((e) => e.salary > SAMPLE_SALARY_THRESHOLD).length,
    );
  });
  const all = HR_EMPLOYEES;
  const leavers = all.filter((e) => e.attrition === "Yes").length;
  label(d, "A7", "Company", true);
  formula(d, "B7", "SUM(B2:B6)", all.length);
  formula(d, "C7", `AVERAGE(${range("G")})`, mean(all.map((e) => e.salary)), FMT.rupees);
  formula(d, "D7", "SUM(D2:D6)", leavers);
  formula(d, "E7", "D7/B7", leavers / all.length, FMT.pct);
  formula(d, "F7", "SUM(F2:F6)", all.filter((e) => e.salary > SAMPLE_SALARY_THRESHOLD).length);
  label(d, "A11", "Salary threshold", true);
  input(d, "B11", SAMPLE_SALARY_THRESHOLD, FMT.rupees);
  label(d, "A12", "Earn above it", true);
  formula(
    d,
    "B12",
    `COUNTIF(${range("G")},">"&B11)`,
    all.filter((e) => e.salary > SAMPLE_SALARY_THRESHOLD).length,
  );
  label(d, "A13", "Share", true);
  formula(
    d,
    "B13",
    "B12/B7",
    all.filter((e) => e.salary > SAMPLE_SALARY_THRESHOLD).length / all.length,
    FMT.pct,
  );
  label(d, "A15", "By gender", true);
  (["F", "M"] as const).forEach((g, i) => {
    const r = 16 + i;
    const rows = all.filter((e) => e.gender === g);
    d.getCell(`A${r}`).value = g;
    formula(d, `B${r}`, `COUNTIFS(${range("D")},A${r})`, rows.length);
    formula(
      d,
      `C${r}`,
      `AVERAGEIFS(${range("G")},${range("D")},A${r})`,
      mean(rows.map((e) => e.salary)),
      FMT.rupees,
    );
    const left = rows.filter((e) => e.attrition === "Yes").length;
    formula(d, `D${r}`, `COUNTIFS(${range("D")},A${r},${range("I")},"Yes")`, left);
    formula(d, `E${r}`, `D${r}/B${r}`, left / rows.length, FMT.pct);
  });
  return wb;
}
