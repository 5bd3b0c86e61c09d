// The practice workbooks of Excel module 3: business modelling (sensitivity, scenarios, Monte Carlo, forecasting).
// Every computed cell is a real formula with its cached result; see ../workbooks.ts for how lessons map to builders.
import type ExcelJS from "exceljs";
import type { Worksheet } from "exceljs";
import {
  AQI_MONTHLY,
  LAUNCH_BASE,
  LAUNCH_SCENARIOS,
  MONTE_CARLO_MODEL,
  MONTE_CARLO_SEED,
  SENSITIVITY_PRICES,
  SENSITIVITY_UNITS,
  aqiMonthLabel,
} from "@fincareer/domain/excel-datasets";
import { holtWinters, linearTrend } from "@fincareer/domain/excel-forecast";
import { simulateProfit } from "@fincareer/domain/excel-simulation";
import { seededRandom } from "@fincareer/domain/random";
import { histogram, mean, normInv, percentileInc, stdevSample } from "@fincareer/domain/excel-stats";
import { FMT, col, formula, header, input, instructionSheet, label, newWorkbook } from "../workbook-kit.ts";

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

/** Lesson xl-m3-v1's practice workbook (Sensitivity Analysis). */
export function sensitivityWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m3-v2's practice workbook (Scenario Building). */
export function scenarioWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m3-v3's practice workbook (Monte Carlo Simulation). */
export function monteCarloWorkbook(): ExcelJS.Workbook {
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

/** Lesson xl-m3-v4's practice workbook (Forecasting). */
export function forecastingWorkbook(): ExcelJS.Workbook {
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
