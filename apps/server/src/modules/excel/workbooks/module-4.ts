// The practice workbooks of Excel module 4: regression (overview, simple, multiple, refining the model). Every
// computed cell is a real formula with its cached result; see ../workbooks.ts for how lessons map to builders.
import type ExcelJS from "exceljs";
import type { Worksheet } from "exceljs";
import { AD_SALES, HOUSING } from "@fincareer/domain/excel-datasets";
import { olsRegression, varianceInflationFactors } from "@fincareer/domain/excel-stats";
import type { RegressionResult } from "@fincareer/domain/excel-stats";
import { FMT, col, formula, header, input, instructionSheet, label, newWorkbook } from "../workbook-kit.ts";

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

/** Lesson xl-m4-v1's practice workbook (Regression Overview). */
export function overviewWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m4-v2's practice workbook (Simple Linear Regression). */
export function simpleRegressionWorkbook(): ExcelJS.Workbook {
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
 * The coefficient table read from the LINEST formula `L` (k predictors): header at row `top`, one row per coefficient
 * with t, p-value and a keep/drop hint, then R², adjusted R² and residual df; returns the R² row.
 */
function coefficientTable(
  ws: Worksheet,
  top: number,
  L: string,
  k: number,
  fit: RegressionResult,
  width: number,
): number {
  header(ws, top, ["Coefficient", "Value", "Std error", "t", "P-value", "p > 0.05?"], 1, width);
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
  return s;
}

/**
 * LINEST over Data!B:(last predictor) with cells read by INDEX. LINEST lists slopes right-to-left (last X column
 * first), then the intercept; rows 1-5: coefficients, standard errors, [R², SE y], [F, df], [SSreg, SSresid].
 */
function linestBlock(ws: Worksheet, top: number, names: readonly string[], fit: RegressionResult) {
  const lastCol = col(1 + names.length);
  const L = `LINEST(Data!$A$2:$A$41,Data!$B$2:$${lastCol}$41,TRUE,TRUE)`;
  const s = coefficientTable(ws, top, L, names.length, fit, 14);
  label(ws, `A${s + 3}`, "Standard error", true);
  formula(ws, `B${s + 3}`, `INDEX(${L},3,2)`, fit.standardError, FMT.dec4);
  return s + 3;
}

const FIVE = ["Area (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks"];

/** Lesson xl-m4-v3's practice workbook (Multiple Linear Regression). */
export function multipleRegressionWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m4-v4's practice workbook (Refining a Multilinear Regression Model). */
export function refiningWorkbook(): ExcelJS.Workbook {
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
  coefficientTable(ws, 1, L, k, fit, 12);
}
