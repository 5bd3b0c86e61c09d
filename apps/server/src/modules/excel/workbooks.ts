// The practice workbook of each Excel lesson, built with exceljs from the shared datasets. Every computed cell is a
// real formula (with its cached result), so the learner sees how the number is made and Excel recalculates it.
// Functions added after Excel 2007 are written with their file-format prefix (_xlfn.), as Excel itself stores them.
import type ExcelJS from "exceljs";
import type { Worksheet } from "exceljs";
import { SAMPLE_SALARY_THRESHOLD } from "@fincareer/domain/constants";
import type { ExcelLessonId } from "@fincareer/domain/excel";
import {
  AD_SALES,
  AQI_MONTHLY,
  HOUSING,
  HR_DEPARTMENTS,
  HR_EMPLOYEES,
  LAUNCH_BASE,
  LAUNCH_SCENARIOS,
  MONTE_CARLO_MODEL,
  MONTE_CARLO_SEED,
  SALES_ORDERS,
  SENSITIVITY_PRICES,
  SENSITIVITY_UNITS,
  aqiMonthLabel,
} from "@fincareer/domain/excel-datasets";
import { holtWinters, linearTrend } from "@fincareer/domain/excel-forecast";
import { seededRandom, simulateProfit } from "@fincareer/domain/excel-simulation";
import {
  histogram,
  mean,
  normInv,
  olsRegression,
  percentileInc,
  stdevSample,
  varianceInflationFactors,
} from "@fincareer/domain/excel-stats";
import type { RegressionResult } from "@fincareer/domain/excel-stats";
import { FMT, col, formula, header, input, instructionSheet, label, newWorkbook } from "./workbook-kit.ts";

type Builder = () => ExcelJS.Workbook;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// --- Module 1 ------------------------------------------------------------------------------------------------

/** Orders sheet shared by the primer lessons: data in A:G, Revenue = Units × Unit price in H. Returns last row. */
function ordersSheet(wb: ExcelJS.Workbook, name = "Orders"): { ws: Worksheet; last: number } {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  header(ws, 1, ["Order", "Date", "Region", "Rep", "Product", "Units", "Unit price", "Revenue"]);
  SALES_ORDERS.forEach((o, i) => {
    const r = i + 2;
    ws.getCell(r, 1).value = o.order;
    const cell = ws.getCell(r, 2);
    cell.value = new Date(`${o.date}T00:00:00Z`);
    cell.numFmt = FMT.date;
    ws.getCell(r, 3).value = o.region;
    ws.getCell(r, 4).value = o.rep;
    ws.getCell(r, 5).value = o.product;
    ws.getCell(r, 6).value = o.units;
    ws.getCell(r, 7).value = o.unitPrice;
    ws.getCell(r, 7).numFmt = FMT.rupees;
    formula(ws, `H${r}`, `F${r}*G${r}`, o.units * o.unitPrice, FMT.rupees);
  });
  return { ws, last: SALES_ORDERS.length + 1 };
}

const revenueOf = (pred: (o: (typeof SALES_ORDERS)[number]) => boolean) =>
  sum(SALES_ORDERS.filter(pred).map((o) => o.units * o.unitPrice));

function introWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Introduction to Excel");
  instructionSheet(wb, "Introduction to Excel", [
    "Open the Orders sheet. Click H2 and read the formula bar: =F2*G2. The cell shows a value, the formula bar shows how it is made.",
    "Press Ctrl+Down Arrow to jump to the last order, Ctrl+Home to come back to A1. The header row is frozen so it stays visible.",
    "On the Basics sheet, change the yellow cells B3 and B4 and watch B6:B10 recalculate.",
    "Select H2:H25 and read Sum, Average and Count in the status bar at the bottom of the window; compare them with the Total row.",
    "Copy C6 down to C10 and compare the relative reference B6 with the absolute reference $B$3 in each copy.",
  ]);
  const { ws, last } = ordersSheet(wb);
  label(ws, `G${last + 2}`, "Total", true);
  formula(
    ws,
    `H${last + 2}`,
    `SUM(H2:H${last})`,
    sum(SALES_ORDERS.map((o) => o.units * o.unitPrice)),
    FMT.rupees,
  );

  const b = wb.addWorksheet("Basics");
  b.getColumn(1).width = 34;
  b.getColumn(2).width = 14;
  b.getColumn(3).width = 16;
  header(b, 1, ["What", "Value", "Times $B$3"]);
  label(b, "A3", "First number");
  input(b, "B3", 25);
  label(b, "A4", "Second number");
  input(b, "B4", 40);
  const rows: [string, string, number][] = [
    ["Sum  =B3+B4", "B3+B4", 65],
    ["Difference  =B4-B3", "B4-B3", 15],
    ["Product  =B3*B4", "B3*B4", 1000],
    ["Ratio  =B4/B3", "B4/B3", 1.6],
    ["Power  =B3^2", "B3^2", 625],
  ];
  rows.forEach(([text, f, v], i) => {
    const r = 6 + i;
    label(b, `A${r}`, text);
    formula(b, `B${r}`, f, v);
    formula(b, `C${r}`, `B${r}*$B$3`, v * 25);
  });
  return wb;
}

function workingWithDataWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Working with data in Excel");
  instructionSheet(wb, "Working with data in Excel", [
    "The Raw sheet is an export with problems: stray spaces, inconsistent capitals, numbers stored as text and a repeated order.",
    "The Clean sheet repairs each column with a formula: TRIM removes spaces, PROPER fixes capitals, VALUE turns text into numbers.",
    "Copy the Clean columns and use Paste Special > Values to freeze the cleaned data before you delete the Raw sheet.",
    "On the Orders sheet, sort by Revenue (largest first): Data > Sort, column H, Largest to Smallest.",
    "Turn on the filter (Ctrl+Shift+L), keep only Region = West, and read the SUBTOTAL line: it adds only the visible rows, SUM adds all.",
  ]);
  const raw = wb.addWorksheet("Raw");
  header(raw, 1, ["Order", "Region", "Rep", "Units (text)"]);
  const messy = SALES_ORDERS.slice(0, 10).map((o, i) => ({
    order: o.order,
    region: i % 3 === 0 ? `  ${o.region.toLowerCase()} ` : i % 3 === 1 ? o.region.toUpperCase() : o.region,
    rep: i % 2 === 0 ? `${o.rep}  ` : o.rep.toLowerCase(),
    units: String(o.units),
  }));
  messy.push({ ...messy[3]! });
  messy.forEach((m, i) => {
    const r = i + 2;
    raw.getCell(r, 1).value = m.order;
    raw.getCell(r, 2).value = m.region;
    raw.getCell(r, 3).value = m.rep;
    raw.getCell(r, 4).value = m.units;
  });
  const clean = wb.addWorksheet("Clean");
  header(clean, 1, ["Order", "Region", "Rep", "Units", "First time?"]);
  const proper = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/\b\w/g, (c) => c.toUpperCase());
  messy.forEach((m, i) => {
    const r = i + 2;
    formula(clean, `A${r}`, `TRIM(Raw!A${r})`, m.order.trim());
    formula(clean, `B${r}`, `PROPER(TRIM(Raw!B${r}))`, proper(m.region));
    formula(clean, `C${r}`, `PROPER(TRIM(Raw!C${r}))`, proper(m.rep));
    formula(clean, `D${r}`, `VALUE(Raw!D${r})`, Number(m.units));
    const first = messy.findIndex((x) => x.order === m.order) === i;
    formula(clean, `E${r}`, `IF(COUNTIF(A$2:A${r},A${r})=1,"Yes","Duplicate")`, first ? "Yes" : "Duplicate");
  });
  const { ws, last } = ordersSheet(wb);
  label(ws, `G${last + 2}`, "SUM (all rows)", true);
  const total = sum(SALES_ORDERS.map((o) => o.units * o.unitPrice));
  formula(ws, `H${last + 2}`, `SUM(H2:H${last})`, total, FMT.rupees);
  label(ws, `G${last + 3}`, "SUBTOTAL (visible)", true);
  formula(ws, `H${last + 3}`, `SUBTOTAL(9,H2:H${last})`, total, FMT.rupees);
  ws.autoFilter = `A1:H${last}`;
  return wb;
}

function dataToolsWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Data tools in Excel");
  instructionSheet(wb, "Data tools in Excel", [
    "The Orders sheet holds an Excel Table (SalesTable) with a Total row: add an order below it and the table, its formulas and its total grow by themselves.",
    "Click a Region cell in the Entry sheet: Data Validation only allows North, South, East or West. Try typing Central.",
    "Revenue cells above ₹1,00,000 are highlighted by conditional formatting (Home > Conditional Formatting > Manage Rules).",
    "On the Split sheet, select A2:A7 and use Data > Text to Columns (Delimited, comma) to split customer and city; B and C show the same split with TEXTBEFORE/TEXTAFTER.",
    "Try Data > Remove Duplicates on the Split sheet: the repeated customer line goes away.",
  ]);
  const ws = wb.addWorksheet("Orders");
  ws.addTable({
    name: "SalesTable",
    ref: "A1",
    headerRow: true,
    totalsRow: true,
    style: { theme: "TableStyleMedium7", showRowStripes: true },
    columns: [
      { name: "Order", totalsRowLabel: "Total" },
      { name: "Region" },
      { name: "Product" },
      { name: "Units", totalsRowFunction: "sum" },
      { name: "Unit price" },
      { name: "Revenue", totalsRowFunction: "sum" },
    ],
    rows: SALES_ORDERS.map((o, i) => [
      o.order,
      o.region,
      o.product,
      o.units,
      o.unitPrice,
      { formula: `D${i + 2}*E${i + 2}`, result: o.units * o.unitPrice },
    ]),
  });
  ws.columns.forEach((c) => (c.width = 14));
  const last = SALES_ORDERS.length + 1;
  ws.addConditionalFormatting({
    ref: `F2:F${last}`,
    rules: [
      {
        type: "cellIs",
        operator: "greaterThan",
        formulae: ["100000"],
        priority: 1,
        style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: "FFC6EFCE" } } },
      },
    ],
  });
  const entry = wb.addWorksheet("Entry");
  header(entry, 1, ["Order", "Region", "Units"]);
  for (let r = 2; r <= 11; r++) {
    entry.getCell(`B${r}`).dataValidation = {
      type: "list",
      allowBlank: true,
      formulae: ['"North,South,East,West"'],
      showErrorMessage: true,
      errorTitle: "Region",
      error: "Pick North, South, East or West.",
    };
    entry.getCell(`C${r}`).dataValidation = {
      type: "whole",
      operator: "between",
      allowBlank: true,
      formulae: [1, 100],
      showErrorMessage: true,
      error: "Units must be a whole number from 1 to 100.",
    };
  }
  const split = wb.addWorksheet("Split");
  header(split, 1, ["Customer, City", "Customer", "City"], 1, 24);
  const customers = [
    "Mehta Traders, Pune",
    "Sharma Electronics, Delhi",
    "Iyer & Sons, Chennai",
    "Bose Retail, Kolkata",
    "Mehta Traders, Pune",
    "Patel Systems, Ahmedabad",
  ];
  customers.forEach((c, i) => {
    const r = i + 2;
    split.getCell(`A${r}`).value = c;
    const [name, city] = c.split(", ") as [string, string];
    formula(split, `B${r}`, `_xlfn.TEXTBEFORE(A${r},", ")`, name);
    formula(split, `C${r}`, `_xlfn.TEXTAFTER(A${r},", ")`, city);
  });
  return wb;
}

function formulasWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Formulas and Functions in Excel");
  instructionSheet(wb, "Formulas and Functions in Excel", [
    "The Orders sheet has the order book; the Summary sheet answers questions about it with functions only.",
    "Read each Summary formula: SUMIFS adds Revenue where Region matches, COUNTIFS counts, AVERAGEIFS averages.",
    "The Price list sheet is looked up three ways: VLOOKUP, INDEX/MATCH and XLOOKUP (Excel 2021 and Microsoft 365).",
    "Change the yellow product in Summary!B16 and watch all three lookups follow.",
    "Notice the $ signs: $H$2:$H$25 stays fixed when the formula is copied down, A5 moves with it.",
  ]);
  const { last } = ordersSheet(wb);
  const s = wb.addWorksheet("Summary");
  s.getColumn(1).width = 16;
  header(s, 1, ["Region", "Revenue", "Orders", "Avg units", "Share"]);
  const regions = ["North", "South", "East", "West"] as const;
  const total = sum(SALES_ORDERS.map((o) => o.units * o.unitPrice));
  regions.forEach((region, i) => {
    const r = i + 2;
    s.getCell(`A${r}`).value = region;
    const rows = SALES_ORDERS.filter((o) => o.region === region);
    const rev = revenueOf((o) => o.region === region);
    formula(s, `B${r}`, `SUMIFS(Orders!$H$2:$H$${last},Orders!$C$2:$C$${last},A${r})`, rev, FMT.rupees);
    formula(s, `C${r}`, `COUNTIFS(Orders!$C$2:$C$${last},A${r})`, rows.length);
    formula(
      s,
      `D${r}`,
      `AVERAGEIFS(Orders!$F$2:$F$${last},Orders!$C$2:$C$${last},A${r})`,
      mean(rows.map((o) => o.units)),
      FMT.dec2,
    );
    formula(s, `E${r}`, `B${r}/$B$6`, rev / total, FMT.pct);
  });
  label(s, "A6", "Total", true);
  formula(s, "B6", "SUM(B2:B5)", total, FMT.rupees);
  formula(s, "C6", "SUM(C2:C5)", SALES_ORDERS.length);
  label(s, "A8", "Largest order", true);
  const biggest = Math.max(...SALES_ORDERS.map((o) => o.units * o.unitPrice));
  formula(s, "B8", `MAX(Orders!H2:H${last})`, biggest, FMT.rupees);
  label(s, "A9", "Orders ≥ ₹1,00,000", true);
  formula(
    s,
    "B9",
    `COUNTIF(Orders!H2:H${last},">="&100000)`,
    SALES_ORDERS.filter((o) => o.units * o.unitPrice >= 100_000).length,
  );
  label(s, "A10", "Big order?", true);
  formula(s, "B10", `IF(B8>=500000,"Yes","No")`, biggest >= 500_000 ? "Yes" : "No");

  const prices = wb.addWorksheet("Price list");
  header(prices, 1, ["Product", "Unit price", "Warranty (months)"]);
  const list: [string, number, number][] = [
    ["Laptop", 52_000, 24],
    ["Monitor", 12_500, 36],
    ["Printer", 9_500, 12],
    ["Tablet", 21_000, 12],
  ];
  list.forEach(([p, price, w], i) => {
    prices.getCell(`A${i + 2}`).value = p;
    prices.getCell(`B${i + 2}`).value = price;
    prices.getCell(`C${i + 2}`).value = w;
  });
  label(s, "A15", "Look up a product", true);
  label(s, "A16", "Product");
  input(s, "B16", "Monitor");
  label(s, "A17", "VLOOKUP price");
  formula(s, "B17", `VLOOKUP(B16,'Price list'!$A$2:$C$5,2,FALSE)`, 12_500, FMT.rupees);
  label(s, "A18", "INDEX/MATCH warranty");
  formula(s, "B18", `INDEX('Price list'!$C$2:$C$5,MATCH(B16,'Price list'!$A$2:$A$5,0))`, 36);
  label(s, "A19", "XLOOKUP price");
  formula(
    s,
    "B19",
    `_xlfn.XLOOKUP(B16,'Price list'!$A$2:$A$5,'Price list'!$B$2:$B$5,"not found")`,
    12_500,
    FMT.rupees,
  );
  return wb;
}

// --- Module 2 ------------------------------------------------------------------------------------------------

function hrWorkbook(): ExcelJS.Workbook {
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
    rows: HR_EMPLOYEES.map((e) => [
      e.id,
      e.name,
      e.department,
      e.gender,
      e.age,
      e.tenure,
      e.salary,
      e.rating,
      e.attrition,
    ]),
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

// --- Module 3 ------------------------------------------------------------------------------------------------

/** The launch model block (inputs B3:B6, profit B8, break-even B9) on a sheet; used by sensitivity and scenarios. */
function launchModel(
  ws: Worksheet,
  v: { price: number; units: number; unitCost: number; fixedCost: number },
) {
  ws.getColumn(1).width = 28;
  ws.getColumn(2).width = 16;
  label(ws, "A1", "Cold-brew launch model (one year)", true);
  label(ws, "A3", "Price per bottle");
  input(ws, "B3", v.price, FMT.rupees);
  label(ws, "A4", "Units sold");
  input(ws, "B4", v.units, FMT.int);
  label(ws, "A5", "Unit cost");
  input(ws, "B5", v.unitCost, FMT.rupees);
  label(ws, "A6", "Fixed cost");
  input(ws, "B6", v.fixedCost, FMT.rupees);
  label(ws, "A7", "Revenue");
  formula(ws, "B7", "B3*B4", v.price * v.units, FMT.rupees);
  label(ws, "A8", "Profit", true);
  const profit = v.units * (v.price - v.unitCost) - v.fixedCost;
  formula(ws, "B8", "B4*(B3-B5)-B6", profit, FMT.rupees).font = { bold: true };
  label(ws, "A9", "Break-even price");
  formula(ws, "B9", "B5+B6/B4", v.unitCost + v.fixedCost / v.units, FMT.rupees2);
  return profit;
}

function sensitivityWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Sensitivity Analysis");
  instructionSheet(wb, "Sensitivity Analysis", [
    "The Model sheet holds the launch model: profit = units × (price − unit cost) − fixed cost.",
    "One-variable data table: the prices are in A13:A19 and B12 points at the profit (=B8). Select A12:B19, Data > What-If Analysis > Data Table, Column input cell = B3. Excel fills B13:B19 with {=TABLE(,B3)}.",
    "The cells B13:B19 already hold the same numbers as ordinary formulas so you can check your table; once your data table is in place, the two agree.",
    "Two-variable data table: prices down A23:A29, units across B22:F22, and A22 = B8. Select A22:F29, Data Table with Row input cell = B4 and Column input cell = B3.",
    "Read the table: which price keeps profit positive at 9,000 units? Where does a ₹10 price change matter more than 1,500 extra units?",
  ]);
  const ws = wb.addWorksheet("Model");
  const { units, unitCost, fixedCost } = LAUNCH_BASE;
  const base = launchModel(ws, LAUNCH_BASE);
  label(ws, "A11", "One-variable data table: profit by price", true);
  label(ws, "A12", "Price ↓");
  formula(ws, "B12", "B8", base, FMT.rupees);
  SENSITIVITY_PRICES.forEach((p, i) => {
    const r = 13 + i;
    input(ws, `A${r}`, p, FMT.rupees);
    formula(ws, `B${r}`, `$B$4*(A${r}-$B$5)-$B$6`, units * (p - unitCost) - fixedCost, FMT.rupees);
  });
  label(ws, "A21", "Two-variable data table: profit by price (rows) and units (columns)", true);
  formula(ws, "A22", "B8", base, FMT.rupees);
  SENSITIVITY_UNITS.forEach((u, j) => input(ws, `${col(2 + j)}22`, u, FMT.int));
  SENSITIVITY_PRICES.forEach((p, i) => {
    const r = 23 + i;
    input(ws, `A${r}`, p, FMT.rupees);
    SENSITIVITY_UNITS.forEach((u, j) => {
      const c = col(2 + j);
      formula(ws, `${c}${r}`, `${c}$22*($A${r}-$B$5)-$B$6`, u * (p - unitCost) - fixedCost, FMT.rupees);
    });
  });
  ws.addConditionalFormatting({
    ref: "B23:F29",
    rules: [
      {
        type: "cellIs",
        operator: "lessThan",
        formulae: ["0"],
        priority: 1,
        style: { font: { color: { argb: "FFC00000" } } },
      },
    ],
  });
  return wb;
}

function scenarioWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Scenario Building");
  instructionSheet(wb, "Scenario Building", [
    "The Model sheet holds the launch model with four changing cells B3:B6 (price, units, unit cost, fixed cost).",
    "Data > What-If Analysis > Scenario Manager > Add: name 'Best case', changing cells B3:B6, then type the values from the Scenarios sheet. Repeat for Base case and Worst case.",
    "Click Show with a scenario selected: the model's inputs switch and Revenue and Profit follow.",
    "Click Summary, choose Result cells B7,B8 and OK: Excel writes a Scenario Summary sheet. Compare it with the Summary sheet here, which computes the same report with formulas.",
    "On the Summary sheet, change the yellow scenario name in B12 to switch the 'live' column without Scenario Manager.",
  ]);
  const model = wb.addWorksheet("Model");
  launchModel(model, LAUNCH_BASE);
  const sc = wb.addWorksheet("Scenarios");
  sc.getColumn(1).width = 18;
  header(sc, 1, ["Input", ...LAUNCH_SCENARIOS.map((s) => s.name)]);
  const keys = [
    ["Price per bottle", "price", FMT.rupees],
    ["Units sold", "units", FMT.int],
    ["Unit cost", "unitCost", FMT.rupees],
    ["Fixed cost", "fixedCost", FMT.rupees],
  ] as const;
  keys.forEach(([name, key, fmt], i) => {
    sc.getCell(`A${i + 2}`).value = name;
    LAUNCH_SCENARIOS.forEach((s, j) => input(sc, `${col(2 + j)}${i + 2}`, s[key], fmt));
  });
  const sum_ = wb.addWorksheet("Summary");
  sum_.getColumn(1).width = 18;
  header(sum_, 1, ["Scenario Summary", ...LAUNCH_SCENARIOS.map((s) => s.name)]);
  label(sum_, "A2", "Changing cells:", true);
  keys.forEach(([name], i) => {
    const r = 3 + i;
    sum_.getCell(`A${r}`).value = name;
    LAUNCH_SCENARIOS.forEach((s, j) => {
      const c = col(2 + j);
      formula(sum_, `${c}${r}`, `Scenarios!${c}${i + 2}`, s[keys[i]![1]], keys[i]![2]);
    });
  });
  label(sum_, "A7", "Result cells:", true);
  label(sum_, "A8", "Revenue");
  label(sum_, "A9", "Profit");
  LAUNCH_SCENARIOS.forEach((s, j) => {
    const c = col(2 + j);
    formula(sum_, `${c}8`, `${c}3*${c}4`, s.price * s.units, FMT.rupees);
    formula(
      sum_,
      `${c}9`,
      `${c}4*(${c}3-${c}5)-${c}6`,
      s.units * (s.price - s.unitCost) - s.fixedCost,
      FMT.rupees,
    );
  });
  label(sum_, "A11", "Pick a scenario", true);
  label(sum_, "A12", "Scenario");
  input(sum_, "B12", "Worst case");
  sum_.getCell("B12").dataValidation = {
    type: "list",
    allowBlank: false,
    formulae: [`"${LAUNCH_SCENARIOS.map((s) => s.name).join(",")}"`],
  };
  const worst = LAUNCH_SCENARIOS.find((s) => s.name === "Worst case")!;
  label(sum_, "A13", "Profit");
  formula(
    sum_,
    "B13",
    "INDEX(B9:D9,MATCH(B12,B1:D1,0))",
    worst.units * (worst.price - worst.unitCost) - worst.fixedCost,
    FMT.rupees,
  );
  return wb;
}

function monteCarloWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Monte Carlo Simulation");
  instructionSheet(wb, "Monte Carlo Simulation", [
    "Inputs: price and fixed cost are known; units sold and unit cost are uncertain, each normal with the mean and standard deviation in the yellow cells.",
    "Each of the 1,000 rows of the Simulation sheet draws units with =NORM.INV(RAND(),mean,sd), draws a unit cost the same way, and computes that row's profit.",
    "Press F9 to draw 1,000 new rows: the Summary moves a little each time, but the mean stays near ₹3,70,000. The numbers saved in this file are one run (seed 2024) that the lesson quotes.",
    "The Summary sheet reads the run: AVERAGE, STDEV.S, PERCENTILE.INC at 5%, 50% and 95%, the share of losses, and a frequency table for the histogram (Insert > Chart > Histogram on column D works too).",
    "Change the unit-cost standard deviation from 8 to 15 and press F9: the spread and the chance of a loss both grow.",
  ]);
  const m = MONTE_CARLO_MODEL;
  const inp = wb.addWorksheet("Inputs");
  inp.getColumn(1).width = 30;
  inp.getColumn(2).width = 14;
  label(inp, "A1", "Launch model with uncertain volume and cost", true);
  const rows: [string, number, string][] = [
    ["Price per bottle", m.price, FMT.rupees],
    ["Fixed cost", m.fixedCost, FMT.rupees],
    ["Units sold: mean", m.unitsMean, FMT.int],
    ["Units sold: standard deviation", m.unitsSd, FMT.int],
    ["Unit cost: mean", m.unitCostMean, FMT.rupees],
    ["Unit cost: standard deviation", m.unitCostSd, FMT.rupees],
  ];
  rows.forEach(([name, v, fmt], i) => {
    label(inp, `A${3 + i}`, name);
    input(inp, `B${3 + i}`, v, fmt);
  });
  const sim = wb.addWorksheet("Simulation", { views: [{ state: "frozen", ySplit: 1 }] });
  header(sim, 1, ["Run", "Units sold", "Unit cost", "Profit"]);
  const draws = simulateProfit(m, 1000, seededRandom(MONTE_CARLO_SEED));
  draws.forEach((d, i) => {
    const r = i + 2;
    sim.getCell(`A${r}`).value = i + 1;
    formula(sim, `B${r}`, "_xlfn.NORM.INV(RAND(),Inputs!$B$5,Inputs!$B$6)", d.units, FMT.int);
    formula(sim, `C${r}`, "_xlfn.NORM.INV(RAND(),Inputs!$B$7,Inputs!$B$8)", d.unitCost, FMT.rupees2);
    formula(sim, `D${r}`, `B${r}*(Inputs!$B$3-C${r})-Inputs!$B$4`, d.profit, FMT.rupees);
  });
  const profits = draws.map((d) => d.profit);
  const sumWs = wb.addWorksheet("Summary");
  sumWs.getColumn(1).width = 26;
  sumWs.getColumn(2).width = 16;
  const stats: [string, string, number, string][] = [
    ["Runs", "COUNT(Simulation!D2:D1001)", 1000, FMT.int],
    ["Mean profit", "AVERAGE(Simulation!D2:D1001)", mean(profits), FMT.rupees],
    ["Standard deviation", "STDEV.S(Simulation!D2:D1001)", stdevSample(profits), FMT.rupees],
    ["Minimum", "MIN(Simulation!D2:D1001)", Math.min(...profits), FMT.rupees],
    ["5th percentile", "PERCENTILE.INC(Simulation!D2:D1001,0.05)", percentileInc(profits, 0.05), FMT.rupees],
    ["Median", "PERCENTILE.INC(Simulation!D2:D1001,0.5)", percentileInc(profits, 0.5), FMT.rupees],
    ["95th percentile", "PERCENTILE.INC(Simulation!D2:D1001,0.95)", percentileInc(profits, 0.95), FMT.rupees],
    ["Maximum", "MAX(Simulation!D2:D1001)", Math.max(...profits), FMT.rupees],
    [
      "Probability of a loss",
      'COUNTIF(Simulation!D2:D1001,"<0")/B1',
      profits.filter((p) => p < 0).length / 1000,
      FMT.pct,
    ],
  ];
  stats.forEach(([name, f, v, fmt], i) => {
    label(sumWs, `A${i + 1}`, name, true);
    // STDEV.S and PERCENTILE.INC are Excel 2010 functions: stored with the _xlfn. prefix.
    formula(sumWs, `B${i + 1}`, f.replace(/(STDEV\.S|PERCENTILE\.INC)\(/g, "_xlfn.$1("), v, fmt);
  });
  label(sumWs, "D1", "From", true);
  label(sumWs, "E1", "To", true);
  label(sumWs, "F1", "Runs", true);
  const bins = histogram(profits, 12);
  const lo = Math.floor(bins[0]!.from / 100_000) * 100_000;
  const edges = Array.from({ length: 13 }, (_, i) => lo + i * 100_000);
  edges.slice(0, -1).forEach((from, i) => {
    const r = 2 + i;
    input(sumWs, `D${r}`, from, FMT.rupees);
    formula(sumWs, `E${r}`, `D${r}+100000`, from + 100_000, FMT.rupees);
    formula(
      sumWs,
      `F${r}`,
      `COUNTIFS(Simulation!$D$2:$D$1001,">="&D${r},Simulation!$D$2:$D$1001,"<"&E${r})`,
      profits.filter((p) => p >= from && p < from + 100_000).length,
    );
  });
  return wb;
}

function forecastingWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Forecasting");
  instructionSheet(wb, "Forecasting", [
    "The Data sheet holds 72 months of average AQI (Jan 2019 to Dec 2024) with a period number 1 to 72 as the timeline.",
    "Rows 74 to 85 forecast 2025. Column D: =FORECAST.LINEAR(period, known AQI, known periods), a straight trend line that ignores the seasons.",
    "Column E: =FORECAST.ETS(period, known AQI, known periods, 12, 1), triple exponential smoothing with a 12-month season. Column F: FORECAST.ETS.CONFINT at 95%; G and H are the lower and upper bounds.",
    "Select B1:C85 plus E1:E85 and insert a line chart; or use Data > Forecast Sheet, seasonality 12, confidence 95%, for the same model in one click.",
    "The Holt-Winters sheet does the same smoothing by hand: level, trend and season updated month by month with the yellow α, β, γ. The saved α = 0.13, β = 0.06, γ = 0.47 minimise the one-step error; Excel's FORECAST.ETS picks its own constants, so its figures can differ slightly.",
  ]);
  const n = AQI_MONTHLY.length;
  const ws = wb.addWorksheet("Data", { views: [{ state: "frozen", ySplit: 1 }] });
  header(ws, 1, [
    "Period",
    "Month",
    "AQI",
    "Linear forecast",
    "ETS forecast",
    "ETS ±95%",
    "Lower 95%",
    "Upper 95%",
  ]);
  AQI_MONTHLY.forEach((v, i) => {
    ws.getCell(`A${i + 2}`).value = i + 1;
    ws.getCell(`B${i + 2}`).value = aqiMonthLabel(i);
    ws.getCell(`C${i + 2}`).value = v;
  });
  const x = AQI_MONTHLY.map((_, i) => i + 1);
  const { intercept, slope } = linearTrend(x, AQI_MONTHLY);
  const hw = holtWinters(AQI_MONTHLY, 12, 12);
  const known = `$C$2:$C$${n + 1}`;
  const periods = `$A$2:$A$${n + 1}`;
  hw.forecast.forEach((p, h) => {
    const r = n + 2 + h;
    const period = n + 1 + h;
    ws.getCell(`A${r}`).value = period;
    ws.getCell(`B${r}`).value = aqiMonthLabel(n + h);
    formula(
      ws,
      `D${r}`,
      `_xlfn.FORECAST.LINEAR(A${r},${known},${periods})`,
      intercept + slope * period,
      FMT.dec1,
    );
    formula(ws, `E${r}`, `_xlfn.FORECAST.ETS(A${r},${known},${periods},12,1)`, p.value, FMT.dec1);
    formula(
      ws,
      `F${r}`,
      `_xlfn.FORECAST.ETS.CONFINT(A${r},${known},${periods},0.95,12,1)`,
      p.upper - p.value,
      FMT.dec1,
    );
    formula(ws, `G${r}`, `E${r}-F${r}`, p.lower, FMT.dec1);
    formula(ws, `H${r}`, `E${r}+F${r}`, p.upper, FMT.dec1);
  });
  label(ws, "J2", "Trend intercept", true);
  formula(ws, "K2", `INTERCEPT(${known},${periods})`, intercept, FMT.dec2);
  label(ws, "J3", "Trend slope / month", true);
  formula(ws, "K3", `SLOPE(${known},${periods})`, slope, FMT.dec3);

  holtWintersSheet(wb, hw.params);
  return wb;
}

/**
 * Holt-Winters by hand. Row 6 is the start (period −1): level and trend from the first two seasons. Rows 7..78 are
 * periods 0..71: I holds the first season's starting indices, D level, E trend, F season, G one-step forecast,
 * H error. Rows 79..90 forecast 2025 with the ETS(A,A,A) band.
 */
function holtWintersSheet(wb: ExcelJS.Workbook, params: { alpha: number; beta: number; gamma: number }) {
  const y = AQI_MONTHLY;
  const m = 12;
  const n = y.length;
  const ws = wb.addWorksheet("Holt-Winters");
  ws.getColumn(1).width = 16;
  label(ws, "A1", "α (level)", true);
  input(ws, "B1", params.alpha);
  label(ws, "A2", "β (trend)", true);
  input(ws, "B2", params.beta);
  label(ws, "A3", "γ (season)", true);
  input(ws, "B3", params.gamma);
  header(ws, 5, [
    "Period",
    "Month",
    "AQI",
    "Level",
    "Trend",
    "Season",
    "Forecast",
    "Error",
    "Start season",
    "Σ c²",
    "Lower 95%",
    "Upper 95%",
  ]);
  const { alpha, beta, gamma } = params;
  const first = mean(y.slice(0, m));
  let trend = (mean(y.slice(m, 2 * m)) - first) / m;
  let level = first - (trend * (m + 1)) / 2;
  label(ws, "B6", "start");
  formula(ws, "D6", `AVERAGE(C7:C18)-E6*(12+1)/2`, level, FMT.dec2);
  formula(ws, "E6", `(AVERAGE(C19:C30)-AVERAGE(C7:C18))/12`, trend, FMT.dec3);
  const start = y.slice(0, m).map((v, i) => v - (first + trend * (i - (m - 1) / 2)));
  const season: number[] = [];
  const errors: number[] = [];
  for (let t = 0; t < n; t++) {
    const r = 7 + t;
    ws.getCell(`A${r}`).value = t;
    ws.getCell(`B${r}`).value = aqiMonthLabel(t);
    ws.getCell(`C${r}`).value = y[t]!;
    if (t < m) {
      formula(ws, `I${r}`, `C${r}-(AVERAGE($C$7:$C$18)+$E$6*(A${r}-(12-1)/2))`, start[t]!, FMT.dec2);
    }
    const sPrev = t < m ? start[t]! : season[t - m]!;
    const sRef = t < m ? `I${r}` : `F${r - m}`;
    const forecast = level + trend + sPrev;
    formula(ws, `G${r}`, `D${r - 1}+E${r - 1}+${sRef}`, forecast, FMT.dec1);
    const newLevel = alpha * (y[t]! - sPrev) + (1 - alpha) * (level + trend);
    const newTrend = beta * (newLevel - level) + (1 - beta) * trend;
    const newSeason = gamma * (y[t]! - newLevel) + (1 - gamma) * sPrev;
    formula(ws, `D${r}`, `$B$1*(C${r}-${sRef})+(1-$B$1)*(D${r - 1}+E${r - 1})`, newLevel, FMT.dec2);
    formula(ws, `E${r}`, `$B$2*(D${r}-D${r - 1})+(1-$B$2)*E${r - 1}`, newTrend, FMT.dec3);
    formula(ws, `F${r}`, `$B$3*(C${r}-D${r})+(1-$B$3)*${sRef}`, newSeason, FMT.dec2);
    if (t >= m) {
      formula(ws, `H${r}`, `C${r}-G${r}`, y[t]! - forecast, FMT.dec2);
      errors.push(y[t]! - forecast);
    }
    level = newLevel;
    trend = newTrend;
    season.push(newSeason);
  }
  const lastRow = 6 + n;
  const sigma = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
  label(ws, "D1", "RMSE (one-step)", true);
  formula(ws, "E1", `SQRT(SUMSQ(H19:H${lastRow})/COUNT(H19:H${lastRow}))`, sigma, FMT.dec2);
  label(ws, "D2", "z for 95%", true);
  const z = normInv(0.975);
  formula(ws, "E2", "_xlfn.NORM.S.INV(0.975)", z, FMT.dec4);
  let varianceSum = 1;
  for (let h = 1; h <= m; h++) {
    const r = lastRow + h;
    ws.getCell(`A${r}`).value = n - 1 + h;
    ws.getCell(`B${r}`).value = aqiMonthLabel(n - 1 + h);
    const value = level + h * trend + season[n - m + h - 1]!;
    formula(ws, `G${r}`, `$D$${lastRow}+(A${r}-A$${lastRow})*$E$${lastRow}+F${r - m}`, value, FMT.dec1);
    if (h === 1) {
      formula(ws, `J${r}`, "1", 1, FMT.dec3);
    } else {
      const j = h - 1;
      const c = alpha * (1 + j * beta) + (j % m === 0 ? gamma * (1 - alpha) : 0);
      varianceSum += c * c;
      formula(
        ws,
        `J${r}`,
        `J${r - 1}+($B$1*(1+(A${r}-A$${lastRow}-1)*$B$2)+IF(MOD(A${r}-A$${lastRow}-1,12)=0,$B$3*(1-$B$1),0))^2`,
        varianceSum,
        FMT.dec3,
      );
    }
    const half = z * sigma * Math.sqrt(varianceSum);
    formula(ws, `K${r}`, `G${r}-$E$2*$E$1*SQRT(J${r})`, value - half, FMT.dec1);
    formula(ws, `L${r}`, `G${r}+$E$2*$E$1*SQRT(J${r})`, value + half, FMT.dec1);
  }
}

// --- Module 4 ------------------------------------------------------------------------------------------------

/** The ad-spend data in A:B (rows 2..25). */
function adSheet(wb: ExcelJS.Workbook): Worksheet {
  const ws = wb.addWorksheet("Data");
  header(ws, 1, ["Ad spend (₹ lakh)", "Sales (₹ lakh)"], 1, 18);
  AD_SALES.adSpend.forEach((a, i) => {
    ws.getCell(`A${i + 2}`).value = a;
    ws.getCell(`B${i + 2}`).value = AD_SALES.sales[i]!;
  });
  return ws;
}

function overviewWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Regression Overview");
  instructionSheet(wb, "Regression Overview", [
    "Select A1:B25 on the Data sheet and Insert > Scatter. Right-click a point > Add Trendline > Linear, tick 'Display equation' and 'Display R-squared'.",
    "Compare the chart's equation with D2:E6: SLOPE, INTERCEPT, RSQ and CORREL compute the same line.",
    "Column C (Fitted) applies the line to each month; column D (Residual) is what the line misses. Residuals should look like noise around zero.",
    "Plot D against A (scatter). A curve or a funnel shape would say a straight line is the wrong model.",
  ]);
  const ws = adSheet(wb);
  const fit = olsRegression(AD_SALES.sales, [{ name: "Ad spend", values: AD_SALES.adSpend }]);
  const a = fit.coefficients[0]!.coefficient;
  const b = fit.coefficients[1]!.coefficient;
  header(ws, 1, ["Fitted", "Residual"], 3, 12);
  AD_SALES.adSpend.forEach((x, i) => {
    const r = i + 2;
    formula(ws, `C${r}`, `$G$3+$G$2*A${r}`, a + b * x, FMT.dec2);
    formula(ws, `D${r}`, `B${r}-C${r}`, AD_SALES.sales[i]! - (a + b * x), FMT.dec2);
  });
  label(ws, "F2", "Slope", true);
  formula(ws, "G2", "SLOPE(B2:B25,A2:A25)", b, FMT.dec4);
  label(ws, "F3", "Intercept", true);
  formula(ws, "G3", "INTERCEPT(B2:B25,A2:A25)", a, FMT.dec4);
  label(ws, "F4", "R²", true);
  formula(ws, "G4", "RSQ(B2:B25,A2:A25)", fit.rSquare, FMT.dec4);
  label(ws, "F5", "Correlation r", true);
  const r = fit.multipleR;
  formula(ws, "G5", "CORREL(A2:A25,B2:B25)", r, FMT.dec4);
  label(ws, "F6", "Sum of residuals", true);
  formula(ws, "G6", "SUM(D2:D25)", 0, FMT.dec4);
  ws.getColumn(6).width = 18;
  return wb;
}

/** A regression table laid out like Excel's Analysis ToolPak output, starting at `top`. */
function regressionTable(ws: Worksheet, top: number, fit: RegressionResult, note: string) {
  label(ws, `A${top}`, "SUMMARY OUTPUT", true);
  label(ws, `A${top + 1}`, note);
  const stats: [string, number, string][] = [
    ["Multiple R", fit.multipleR, FMT.dec4],
    ["R Square", fit.rSquare, FMT.dec4],
    ["Adjusted R Square", fit.adjustedRSquare, FMT.dec4],
    ["Standard Error", fit.standardError, FMT.dec4],
    ["Observations", fit.observations, FMT.int],
  ];
  stats.forEach(([name, v, fmt], i) => {
    label(ws, `A${top + 3 + i}`, name);
    const cell = ws.getCell(`B${top + 3 + i}`);
    cell.value = v;
    cell.numFmt = fmt;
  });
  const h = top + 9;
  header(ws, h, [
    "",
    "Coefficients",
    "Standard Error",
    "t Stat",
    "P-value",
    "Lower 95%",
    "Upper 95%",
    "p > 0.05?",
  ]);
  fit.coefficients.forEach((c, i) => {
    const r = h + 1 + i;
    ws.getCell(`A${r}`).value = c.name;
    ws.getCell(`B${r}`).value = c.coefficient;
    ws.getCell(`C${r}`).value = c.standardError;
    formula(ws, `D${r}`, `B${r}/C${r}`, c.tStat, FMT.dec3);
    formula(ws, `E${r}`, `_xlfn.T.DIST.2T(ABS(D${r}),${fit.dfResidual})`, c.pValue, FMT.p);
    ws.getCell(`F${r}`).value = c.lower95;
    ws.getCell(`G${r}`).value = c.upper95;
    if (i === 0) ws.getCell(`H${r}`).value = "always kept";
    else formula(ws, `H${r}`, `IF(E${r}>0.05,"drop?","keep")`, c.pValue > 0.05 ? "drop?" : "keep");
    for (const cc of ["B", "C", "F", "G"]) ws.getCell(`${cc}${r}`).numFmt = FMT.dec4;
  });
  return h + fit.coefficients.length;
}

function simpleRegressionWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Simple Linear Regression");
  instructionSheet(wb, "Simple Linear Regression", [
    "Data > Data Analysis > Regression (enable the Analysis ToolPak add-in once under File > Options > Add-ins). Input Y Range B1:B25, Input X Range A1:A25, tick Labels and Residuals, output to a new sheet.",
    "Compare your output with the Results sheet. Its top block is LINEST(B2:B25,A2:A25,TRUE,TRUE) read cell by cell with INDEX, so it recalculates if you edit the data.",
    "t Stat = coefficient / standard error; P-value = T.DIST.2T(|t|, n − 2). A p-value below 0.05 says the slope is unlikely to be zero.",
    "Use the yellow cell B18 to predict sales for any ad spend: =intercept + slope × spend.",
  ]);
  adSheet(wb);
  const fit = olsRegression(AD_SALES.sales, [{ name: "Ad spend", values: AD_SALES.adSpend }]);
  const [ic, sl] = fit.coefficients as [
    RegressionResult["coefficients"][0],
    RegressionResult["coefficients"][0],
  ];
  const ws = wb.addWorksheet("Results");
  ws.getColumn(1).width = 26;
  ws.getColumn(2).width = 14;
  const L = "LINEST(Data!B2:B25,Data!A2:A25,TRUE,TRUE)";
  const rows: [string, string, number, string][] = [
    ["Slope (per ₹ lakh of ads)", `INDEX(${L},1,1)`, sl.coefficient, FMT.dec4],
    ["Intercept", `INDEX(${L},1,2)`, ic.coefficient, FMT.dec4],
    ["Standard error of slope", `INDEX(${L},2,1)`, sl.standardError, FMT.dec4],
    ["Standard error of intercept", `INDEX(${L},2,2)`, ic.standardError, FMT.dec4],
    ["R²", `INDEX(${L},3,1)`, fit.rSquare, FMT.dec4],
    ["Standard error of regression", `INDEX(${L},3,2)`, fit.standardError, FMT.dec4],
    ["F", `INDEX(${L},4,1)`, fit.fStat, FMT.dec2],
    ["Residual degrees of freedom", `INDEX(${L},4,2)`, fit.dfResidual, FMT.int],
  ];
  rows.forEach(([name, f, v, fmt], i) => {
    label(ws, `A${i + 1}`, name, true);
    formula(ws, `B${i + 1}`, f, v, fmt);
  });
  label(ws, "A10", "t Stat of slope", true);
  formula(ws, "B10", "B1/B3", sl.tStat, FMT.dec3);
  label(ws, "A11", "P-value of slope", true);
  formula(ws, "B11", "_xlfn.T.DIST.2T(ABS(B10),B8)", sl.pValue, "0.00E+00");
  label(ws, "A12", "t Stat of intercept", true);
  formula(ws, "B12", "B2/B4", ic.tStat, FMT.dec3);
  label(ws, "A13", "P-value of intercept", true);
  formula(ws, "B13", "_xlfn.T.DIST.2T(ABS(B12),B8)", ic.pValue, "0.00E+00");
  label(ws, "A14", "Significant at 0.05?", true);
  formula(ws, "B14", `IF(B11<0.05,"Yes","No")`, sl.pValue < 0.05 ? "Yes" : "No");
  label(ws, "A17", "Predict", true);
  label(ws, "A18", "Ad spend (₹ lakh)");
  input(ws, "B18", 10);
  label(ws, "A19", "Predicted sales (₹ lakh)");
  formula(ws, "B19", "B2+B1*B18", ic.coefficient + sl.coefficient * 10, FMT.dec2);
  regressionTable(
    ws,
    22,
    fit,
    "Regression statistics as the Analysis ToolPak prints them (values), with t and p as formulas.",
  );
  return wb;
}

const HOUSING_COLUMNS = [
  ["Area (sq ft)", HOUSING.area],
  ["Carpet (sq ft)", HOUSING.carpet],
  ["Bedrooms", HOUSING.bedrooms],
  ["Age (years)", HOUSING.age],
  ["Metro (km)", HOUSING.metroKm],
  ["Parks", HOUSING.parks],
] as const;

/** Housing data: A price, then the predictors in `names` order from column B; 40 rows (2..41). */
function housingSheet(wb: ExcelJS.Workbook, names: readonly string[]): Worksheet {
  const ws = wb.addWorksheet("Data", { views: [{ state: "frozen", ySplit: 1 }] });
  header(ws, 1, ["Price (₹ lakh)", ...names]);
  HOUSING.price.forEach((p, i) => {
    ws.getCell(`A${i + 2}`).value = p;
    names.forEach((name, j) => {
      const values = HOUSING_COLUMNS.find(([n]) => n === name)![1];
      ws.getCell(i + 2, 2 + j).value = values[i]!;
    });
  });
  return ws;
}

const predictorsOf = (names: readonly string[]) =>
  names.map((name) => ({ name, values: HOUSING_COLUMNS.find(([n]) => n === name)![1] }));

/**
 * LINEST over Data!B:(last predictor) with cells read by INDEX. LINEST lists slopes right-to-left (last X column
 * first), then the intercept; rows 1-5: coefficients, standard errors, [R², SE y], [F, df], [SSreg, SSresid].
 */
function linestBlock(ws: Worksheet, top: number, names: readonly string[], fit: RegressionResult) {
  const lastCol = col(1 + names.length);
  const L = `LINEST(Data!$A$2:$A$41,Data!$B$2:$${lastCol}$41,TRUE,TRUE)`;
  header(ws, top, ["Coefficient", "Value", "Std error", "t", "P-value", "p > 0.05?"], 1, 14);
  const k = names.length;
  fit.coefficients.forEach((c, i) => {
    const r = top + 1 + i;
    // Intercept is LINEST's last column; predictor j (0-based) is column k - j.
    const linestCol = i === 0 ? k + 1 : k - (i - 1);
    ws.getCell(`A${r}`).value = c.name;
    formula(ws, `B${r}`, `INDEX(${L},1,${linestCol})`, c.coefficient, FMT.dec4);
    formula(ws, `C${r}`, `INDEX(${L},2,${linestCol})`, c.standardError, FMT.dec4);
    formula(ws, `D${r}`, `B${r}/C${r}`, c.tStat, FMT.dec3);
    formula(ws, `E${r}`, `_xlfn.T.DIST.2T(ABS(D${r}),$B$${top + k + 5})`, c.pValue, FMT.p);
    if (i === 0) ws.getCell(`F${r}`).value = "always kept";
    else formula(ws, `F${r}`, `IF(E${r}>0.05,"drop?","keep")`, c.pValue > 0.05 ? "drop?" : "keep");
  });
  const s = top + k + 3;
  label(ws, `A${s}`, "R²", true);
  formula(ws, `B${s}`, `INDEX(${L},3,1)`, fit.rSquare, FMT.dec4);
  label(ws, `A${s + 1}`, "Adjusted R²", true);
  formula(ws, `B${s + 1}`, `1-(1-B${s})*(40-1)/B${s + 2}`, fit.adjustedRSquare, FMT.dec4);
  label(ws, `A${s + 2}`, "Residual df", true);
  formula(ws, `B${s + 2}`, `INDEX(${L},4,2)`, fit.dfResidual, FMT.int);
  label(ws, `A${s + 3}`, "Standard error", true);
  formula(ws, `B${s + 3}`, `INDEX(${L},3,2)`, fit.standardError, FMT.dec4);
  return s + 3;
}

const FIVE = ["Area (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks"];

function multipleRegressionWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Multiple Linear Regression");
  instructionSheet(wb, "Multiple Linear Regression", [
    "Data > Data Analysis > Regression with Input Y Range A1:A41 and Input X Range B1:F41 (all five predictors side by side), Labels ticked.",
    "The Model sheet reproduces the coefficient table with LINEST and INDEX. Note LINEST's order: the last X column comes first and the intercept last.",
    "Read each P-value against 0.05: Parks has p ≈ 0.89, so the data give no evidence that parks move the price once the other four are known. Column F flags it.",
    "Each coefficient is 'other things equal': one more bedroom adds about ₹6.9 lakh for the same area, age and metro distance.",
    "Use the yellow cells in Predict to price a flat: B3:B7 times the coefficients plus the intercept (SUMPRODUCT).",
  ]);
  housingSheet(wb, FIVE);
  const fit = olsRegression(HOUSING.price, predictorsOf(FIVE));
  const ws = wb.addWorksheet("Model");
  ws.getColumn(1).width = 18;
  linestBlock(ws, 1, FIVE, fit);
  const p = wb.addWorksheet("Predict");
  p.getColumn(1).width = 22;
  label(p, "A1", "Price a flat", true);
  const flat = [1200, 2, 5, 1.5, 2];
  FIVE.forEach((name, i) => {
    label(p, `A${3 + i}`, name);
    input(p, `B${3 + i}`, flat[i]!);
  });
  label(p, "A9", "Predicted price (₹ lakh)", true);
  const predicted =
    fit.coefficients[0]!.coefficient +
    flat.reduce((s, v, i) => s + v * fit.coefficients[i + 1]!.coefficient, 0);
  formula(p, "B9", "Model!B2+SUMPRODUCT(B3:B7,Model!B3:B7)", predicted, FMT.dec2);
  return wb;
}

function refiningWorkbook(): ExcelJS.Workbook {
  const wb = newWorkbook("Refining a Multilinear Regression Model");
  instructionSheet(wb, "Refining a Multilinear Regression Model", [
    "Step 1 fits all six predictors. Area and Carpet are both 'insignificant' although area alone explains most of the price: a sign of multicollinearity.",
    "The VIF sheet measures it: VIF = 1/(1 − R²) of one predictor regressed on the others. Above 10 is a problem; Area and Carpet are above 1,500.",
    "Step 2 drops Carpet (a near-copy of Area). Step 3 drops Parks (p ≈ 0.89). Compare adjusted R² at each step: it rises while R² falls slightly.",
    "Drop one variable at a time and refit: p-values change after every removal.",
    "Keep the intercept even when its p-value is above 0.05; it anchors the line rather than testing an effect.",
  ]);
  const six = ["Area (sq ft)", "Carpet (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks"];
  const data = housingSheet(wb, six);
  // An area copy after the last predictor makes Carpet's "others" one contiguous block (D:H) for its VIF.
  header(data, 1, ["Area copy"], 8);
  HOUSING.area.forEach((a, i) => formula(data, `H${i + 2}`, `B${i + 2}`, a));
  const steps: [string, string[]][] = [
    ["Step 1", six],
    ["Step 2", six.filter((n) => n !== "Carpet (sq ft)")],
    ["Step 3", six.filter((n) => n !== "Carpet (sq ft)" && n !== "Parks")],
  ];
  for (const [name, names] of steps) {
    const ws = wb.addWorksheet(name);
    ws.getColumn(1).width = 18;
    const fit = olsRegression(HOUSING.price, predictorsOf(names));
    stepBlock(ws, names, fit);
  }
  const vifs = varianceInflationFactors(predictorsOf(six));
  const v = wb.addWorksheet("VIF");
  v.getColumn(1).width = 18;
  header(v, 1, ["Predictor", "R² on the others", "VIF"]);
  label(v, "A2", "Area (sq ft)");
  formula(v, "B2", "INDEX(LINEST(Data!B2:B41,Data!C2:G41,TRUE,TRUE),3,1)", 1 - 1 / vifs[0]!.vif, FMT.dec4);
  formula(v, "C2", "1/(1-B2)", vifs[0]!.vif, FMT.int);
  label(v, "A3", "Carpet (sq ft)");
  formula(v, "B3", "INDEX(LINEST(Data!C2:C41,Data!D2:H41,TRUE,TRUE),3,1)", 1 - 1 / vifs[1]!.vif, FMT.dec4);
  formula(v, "C3", "1/(1-B3)", vifs[1]!.vif, FMT.int);
  vifs.slice(2).forEach((f, i) => {
    const r = 4 + i;
    label(v, `A${r}`, f.name);
    v.getCell(`B${r}`).value = 1 - 1 / f.vif;
    v.getCell(`B${r}`).numFmt = FMT.dec4;
    formula(v, `C${r}`, `1/(1-B${r})`, f.vif, FMT.dec2);
  });
  label(v, "A11", "Correlation of Area and Carpet", true);
  formula(v, "B11", "CORREL(Data!B2:B41,Data!C2:C41)", pearson(HOUSING.area, HOUSING.carpet), FMT.dec4);
  return wb;
}

function pearson(a: readonly number[], b: readonly number[]) {
  return olsRegression(b, [{ name: "a", values: a }]).multipleR;
}

/** A refinement step sheet: its own copy of the predictors (formulas to Data) then the LINEST block beside it. */
function stepBlock(ws: Worksheet, names: readonly string[], fit: RegressionResult) {
  const dataCol = (name: string) =>
    col(
      2 + ["Area (sq ft)", "Carpet (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks"].indexOf(name),
    );
  const first = 10; // predictors copied into J.. so LINEST sees them side by side
  header(ws, 1, ["Price", ...names], first - 1, 12);
  HOUSING.price.forEach((p, i) => {
    formula(ws, `${col(first - 1)}${i + 2}`, `Data!A${i + 2}`, p);
    names.forEach((name, j) => {
      const values = HOUSING_COLUMNS.find(([n]) => n === name)![1];
      formula(ws, `${col(first + j)}${i + 2}`, `Data!${dataCol(name)}${i + 2}`, values[i]!);
    });
  });
  const k = names.length;
  const L = `LINEST($${col(first - 1)}$2:$${col(first - 1)}$41,$${col(first)}$2:$${col(first + k - 1)}$41,TRUE,TRUE)`;
  header(ws, 1, ["Coefficient", "Value", "Std error", "t", "P-value", "p > 0.05?"], 1, 12);
  fit.coefficients.forEach((c, i) => {
    const r = 2 + i;
    const linestCol = i === 0 ? k + 1 : k - (i - 1);
    ws.getCell(`A${r}`).value = c.name;
    formula(ws, `B${r}`, `INDEX(${L},1,${linestCol})`, c.coefficient, FMT.dec4);
    formula(ws, `C${r}`, `INDEX(${L},2,${linestCol})`, c.standardError, FMT.dec4);
    formula(ws, `D${r}`, `B${r}/C${r}`, c.tStat, FMT.dec3);
    formula(ws, `E${r}`, `_xlfn.T.DIST.2T(ABS(D${r}),$B$${k + 6})`, c.pValue, FMT.p);
    if (i === 0) ws.getCell(`F${r}`).value = "always kept";
    else formula(ws, `F${r}`, `IF(E${r}>0.05,"drop?","keep")`, c.pValue > 0.05 ? "drop?" : "keep");
  });
  const s = k + 4;
  label(ws, `A${s}`, "R²", true);
  formula(ws, `B${s}`, `INDEX(${L},3,1)`, fit.rSquare, FMT.dec4);
  label(ws, `A${s + 1}`, "Adjusted R²", true);
  formula(ws, `B${s + 1}`, `1-(1-B${s})*(40-1)/B${s + 2}`, fit.adjustedRSquare, FMT.dec4);
  label(ws, `A${s + 2}`, "Residual df", true);
  formula(ws, `B${s + 2}`, `INDEX(${L},4,2)`, fit.dfResidual, FMT.int);
}

/** Builds the practice workbook of each lesson. */
export const WORKBOOK_BUILDERS: Record<ExcelLessonId, Builder> = {
  "xl-m1-v1": introWorkbook,
  "xl-m1-v2": workingWithDataWorkbook,
  "xl-m1-v3": dataToolsWorkbook,
  "xl-m1-v4": formulasWorkbook,
  "xl-m2-v1": hrWorkbook,
  "xl-m3-v1": sensitivityWorkbook,
  "xl-m3-v2": scenarioWorkbook,
  "xl-m3-v3": monteCarloWorkbook,
  "xl-m3-v4": forecastingWorkbook,
  "xl-m4-v1": overviewWorkbook,
  "xl-m4-v2": simpleRegressionWorkbook,
  "xl-m4-v3": multipleRegressionWorkbook,
  "xl-m4-v4": refiningWorkbook,
};

/** The lesson's practice workbook as .xlsx bytes. */
export async function buildWorkbook(lessonId: ExcelLessonId): Promise<Buffer> {
  const build = WORKBOOK_BUILDERS[lessonId];
  if (build === undefined) throw new Error(`no workbook for ${lessonId}`);
  const wb = build();
  return Buffer.from(await wb.xlsx.writeBuffer());
}
