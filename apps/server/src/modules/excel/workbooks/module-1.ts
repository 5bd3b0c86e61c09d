// The practice workbooks of Excel module 1: the spreadsheet primer (introduction, working with data, data tools,
// formulas). Every computed cell is a real formula with its cached result; see ../workbooks.ts for how lessons map to
// builders.
import type ExcelJS from "exceljs";
import type { Worksheet } from "exceljs";
import { SALES_ORDERS } from "@fincareer/domain/excel-datasets";
import { mean } from "@fincareer/domain/excel-stats";
import { FMT, formula, header, input, instructionSheet, label, newWorkbook } from "../workbook-kit.ts";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

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

/** Lesson xl-m1-v1's practice workbook (Introduction to Excel). */
export function introWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m1-v2's practice workbook (Working with data in Excel). */
export function workingWithDataWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m1-v3's practice workbook (Data tools in Excel). */
export function dataToolsWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m1-v4's practice workbook (Formulas and Functions in Excel). */
export function formulasWorkbook(): ExcelJS.Workbook {
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
