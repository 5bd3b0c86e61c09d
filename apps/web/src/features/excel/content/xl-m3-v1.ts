// xl-m3-v1 Sensitivity Analysis: one- and two-variable data tables on the launch model.
import { LAUNCH_BASE, SENSITIVITY_PRICES, SENSITIVITY_UNITS } from "@fincareer/domain/excel-datasets";
import { SENSITIVITY_FIGURES } from "@fincareer/domain/excel-figures";
import { formatCount, formatLessonRupees } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const inr = (v: number) => formatLessonRupees(v);
const { units, unitCost, fixedCost } = LAUNCH_BASE;
const profit = (p: number, u: number) => u * (p - unitCost) - fixedCost;

const lesson: LessonContent = {
  lead: "Ask 'what if?' systematically: change one or two inputs of a model over a range of values and read every outcome in a single table.",
  minutes: 35,
  blocks: [
    { kind: "h", text: "The model" },
    {
      kind: "p",
      text: "A beverage start-up plans to launch a cold-brew coffee. The finance team's first-year model has four inputs and one output:",
    },
    {
      kind: "figure",
      caption:
        "The Model sheet. Yellow cells are inputs; the green cell is the output every table in this lesson reads.",
      figure: {
        type: "sheet",
        title: "Launch model",
        formulaBar: { cell: "B8", text: "=B4*(B3-B5)-B6" },
        firstRow: 3,
        columns: ["A", "B"],
        rows: [
          ["Price per bottle", { v: "₹180", tone: "input", align: "right" }],
          ["Units sold", { v: units, tone: "input" }],
          ["Unit cost", { v: "₹95", tone: "input", align: "right" }],
          ["Fixed cost", { v: "₹6,50,000", tone: "input", align: "right" }],
          ["Revenue", { v: "₹21,60,000", align: "right" }],
          ["Profit", { v: inr(SENSITIVITY_FIGURES.baseProfit), tone: "selected", align: "right" }],
          ["Break-even price", { v: "₹149.17", align: "right" }],
        ],
      },
    },
    {
      kind: "formula",
      text: "Profit = Units × (Price − Unit cost) − Fixed cost = 12,000 × (180 − 95) − 6,50,000 = ₹3,70,000",
      note: "Break-even price = unit cost + fixed cost ÷ units = 95 + 6,50,000 ÷ 12,000 = ₹149.17.",
    },
    {
      kind: "p",
      text: "Nobody knows the price the market will bear or the volume the launch will reach. **Sensitivity analysis** asks how much the output moves when an input moves, and which inputs deserve the most attention. Excel's tool for it is the **data table** (Data > What-If Analysis > Data Table).",
    },
    { kind: "h", text: "One-variable data table" },
    {
      kind: "list",
      ordered: true,
      items: [
        "List the input values down a column: prices ₹150 to ₹210 in A13:A19.",
        "In the cell one row above and one column right of the first value (B12), point at the output: `=B8`.",
        "Select the whole block A12:B19 and choose **Data > What-If Analysis > Data Table**.",
        "Leave *Row input cell* empty; set **Column input cell = B3** (the price), because the values run down a column. OK.",
      ],
    },
    {
      kind: "p",
      text: "Excel substitutes each price into B3, recalculates the model, and writes the profit next to it. The cells show the array formula `{=TABLE(,B3)}`: you cannot edit one cell of a data table, only the whole block.",
    },
    {
      kind: "table",
      caption: "One-variable data table: profit by price (units 12,000, unit cost ₹95, fixed cost ₹6,50,000)",
      head: ["Price", "Profit", "Change per ₹10"],
      rows: SENSITIVITY_PRICES.map((p, i) => [
        inr(p),
        inr(SENSITIVITY_FIGURES.profitByPrice[i]!),
        i === 0 ? "" : "+₹1,20,000",
      ]),
      note: "Each ₹10 on the price adds ₹1,20,000 of profit (12,000 bottles × ₹10): the model is linear in price. At ₹150 the launch barely breaks even.",
    },
    {
      kind: "figure",
      caption: "The one-variable table as a chart: profit crosses zero at the break-even price of ₹149.17.",
      figure: {
        type: "chart",
        title: "Profit by price",
        xLabel: "Price per bottle (₹)",
        yLabel: "Profit (₹)",
        height: 240,
        yRules: [{ y: 0, label: "break-even" }],
        series: [
          {
            name: "Profit at 12,000 units",
            kind: "line",
            points: [140, ...SENSITIVITY_PRICES].map((p) => [p, profit(p, units)] as const),
          },
        ],
      },
    },
    { kind: "h", text: "Two-variable data table" },
    {
      kind: "p",
      text: "Price and volume move together in real life, so test both. Put prices down A23:A29, volumes across B22:F22, and the output formula `=B8` in the corner A22. Select A22:F29, open Data Table and set **Row input cell = B4** (units, across the top row) and **Column input cell = B3** (price, down the first column).",
    },
    {
      kind: "table",
      caption: "Two-variable data table: profit by price (rows) and units sold (columns)",
      head: ["Price \\ Units", ...SENSITIVITY_UNITS.map((u) => formatCount(u))],
      rows: SENSITIVITY_PRICES.map((p) => [inr(p), ...SENSITIVITY_UNITS.map((u) => inr(profit(p, u)))]),
      note: `Corners: ${inr(SENSITIVITY_FIGURES.twoWayCorners.lowLow)} at 9,000 bottles and ₹150, ${inr(SENSITIVITY_FIGURES.twoWayCorners.highHigh)} at 15,000 and ₹210. The workbook colours the losses red with conditional formatting.`,
    },
    { kind: "h", text: "Reading the tables" },
    {
      kind: "list",
      items: [
        "At 9,000 bottles the launch loses money at any price up to ₹160 (₹9,000 × 65 − 6,50,000 = −₹65,000). It needs ₹170 or more.",
        "Around the base case, ₹10 on price is worth ₹1,20,000; 1,500 more bottles are worth ₹1,27,500 (1,500 × ₹85 margin). Volume and price matter about equally here, so marketing spend that adds volume competes directly with pricing power.",
        "Profit is **more sensitive** where the margin is high: at ₹210, 1,500 extra bottles add ₹1,72,500.",
        "The table says nothing about how **likely** each cell is. Scenarios (next lesson) give names to coherent combinations; Monte Carlo (the lesson after) attaches probabilities.",
      ],
    },
    {
      kind: "tip",
      title: "Data tables slow big workbooks",
      text: "Every data table recalculates the model once per cell. In large models set Formulas > Calculation Options > Automatic except for Data Tables, and press F9 when you want them refreshed.",
    },
    { kind: "h", text: "A tornado view" },
    {
      kind: "p",
      text: "To rank inputs, move each one ±10% while the others stay at base, and sort by the swing in profit. Price swings profit by ₹4,32,000 (from ₹1,54,000 to ₹5,86,000), unit cost by ₹2,28,000, volume by ₹2,04,000 and fixed cost by ₹1,30,000. Price is the input to research first.",
    },
    { kind: "interactive", widget: "sensitivity" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "In the workbook, rebuild both tables with Data > What-If Analysis > Data Table and check them against the formula version.",
        "Make a one-variable table on unit cost from ₹80 to ₹120. At what unit cost does the base case break even? (₹125.83, just beyond the table: 180 − 6,50,000 ÷ 12,000.)",
        "Use Goal Seek (What-If Analysis > Goal Seek) to find the price that gives a profit of ₹5,00,000. (₹190.83.)",
      ],
    },
  ],
};

export default lesson;
