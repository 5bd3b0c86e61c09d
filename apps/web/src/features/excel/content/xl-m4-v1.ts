// xl-m4-v1 Regression Overview: what regression is, the least-squares line, R², residuals, assumptions, pitfalls.
import { AD_SALES } from "@fincareer/domain/excel-datasets";
import { SIMPLE_REGRESSION_FIGURES } from "@fincareer/domain/excel-figures";
import type { LessonContent } from "./types.ts";

const s = SIMPLE_REGRESSION_FIGURES;
const fitted = (x: number) => s.intercept + s.slope * x;

const lesson: LessonContent = {
  lead: "What regression does, how the least-squares line is found, and how to judge whether a line is worth believing, before the Excel mechanics of the next three lessons.",
  minutes: 30,
  blocks: [
    { kind: "h", text: "The idea" },
    {
      kind: "p",
      text: "**Regression** estimates how an outcome (the *dependent* variable, y) changes with one or more explanatory variables (the *independent* variables, x). It answers two kinds of question: **explanation** (how much do sales rise per ₹1 lakh of advertising?) and **prediction** (what sales should we expect if we spend ₹10 lakh?).",
    },
    {
      kind: "table",
      caption: "Where analysts use regression",
      head: ["Question", "y", "x"],
      rows: [
        ["Does advertising pay?", "Monthly sales", "Ad spend"],
        ["What is a flat worth?", "Price", "Area, bedrooms, age, distance to metro"],
        ["How risky is a stock?", "Stock return", "Market return (the slope is the beta)"],
        ["What drives attrition?", "Left (yes/no)", "Salary, rating, tenure (logistic regression)"],
      ],
    },
    { kind: "h", text: "The least-squares line" },
    {
      kind: "p",
      text: "A simple regression fits the line ŷ = b₀ + b₁x. For every observation the **residual** eᵢ = yᵢ − ŷᵢ is what the line misses. **Ordinary least squares (OLS)** picks the b₀ and b₁ that make the sum of squared residuals as small as possible. The answer has a closed form:",
    },
    {
      kind: "formula",
      text: "b₁ = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)²        b₀ = ȳ − b₁ x̄",
      note: "In Excel: `=SLOPE(known_y's, known_x's)` and `=INTERCEPT(known_y's, known_x's)`. The line always passes through the point of means (x̄, ȳ).",
    },
    {
      kind: "figure",
      caption: `24 months of a consumer brand's advertising and sales (both ₹ lakh) with the least-squares line ŷ = ${s.intercept} + ${s.slope}x. Each month sits a little above or below the line: those gaps are the residuals.`,
      figure: {
        type: "chart",
        title: "Sales against advertising spend",
        xLabel: "Ad spend (₹ lakh)",
        yLabel: "Sales (₹ lakh)",
        height: 280,
        series: [
          {
            name: "Months",
            kind: "scatter",
            points: AD_SALES.adSpend.map((x, i) => [x, AD_SALES.sales[i]!] as const),
          },
          {
            name: "Least-squares line",
            kind: "line",
            points: [
              [2, fitted(2)],
              [12, fitted(12)],
            ],
            color: "#2c67fb",
          },
        ],
      },
    },
    { kind: "h", text: "How good is the line? R²" },
    {
      kind: "p",
      text: "Total variation in y, Σ(y − ȳ)², splits into the part the line explains and the residual part. **R²** = explained ÷ total, between 0 and 1. Here R² = 0.92: advertising accounts for 92% of the month-to-month variation in sales. In simple regression R² is the square of the **correlation** r (`=CORREL`), here 0.959² = 0.92.",
    },
    {
      kind: "table",
      caption: "How to read R² (it depends on the field)",
      head: ["R²", "Typical of"],
      rows: [
        ["above 0.9", "physical or accounting relationships; controlled marketing data"],
        ["0.3 to 0.7", "cross-sections of people, firms, houses"],
        ["below 0.1", "daily stock returns on almost anything, and still sometimes useful"],
      ],
      note: "A high R² does not prove causation, and a low one does not make a significant slope useless.",
    },
    { kind: "h", text: "Residuals tell you when a line is wrong" },
    {
      kind: "p",
      text: "Plot the residuals against x (or against ŷ). They should look like a shapeless band around zero. Patterns mean the model is missing something:",
    },
    {
      kind: "list",
      items: [
        "**A curve** (positive at both ends, negative in the middle): the relationship is not linear. Try log(x) or x².",
        "**A funnel** (spread growing with x): heteroscedasticity; standard errors and p-values are unreliable. Log the y variable or use robust errors.",
        "**Runs** of same-sign residuals over time: autocorrelation, common in monthly data.",
        "**One far-away point**: an outlier or a data error with high leverage; check it before trusting the line.",
      ],
    },
    {
      kind: "figure",
      caption:
        "Residuals of the advertising line: no curve, no funnel, within about ±10 lakh. The straight line is a fair description.",
      figure: {
        type: "chart",
        title: "Residuals against ad spend",
        xLabel: "Ad spend (₹ lakh)",
        yLabel: "Residual (₹ lakh)",
        height: 220,
        yRules: [{ y: 0, label: "0" }],
        series: [
          {
            name: "Residual",
            kind: "scatter",
            points: AD_SALES.adSpend.map((x, i) => [x, AD_SALES.sales[i]! - fitted(x)] as const),
            color: "#d9480f",
          },
        ],
      },
    },
    { kind: "h", text: "The assumptions behind the p-values" },
    {
      kind: "list",
      items: [
        "**Linearity**: y changes linearly with each x (after any transformation you chose).",
        "**Independence**: one observation's error tells nothing about another's.",
        "**Constant variance** of the errors across x.",
        "**Normal errors**, which matters for small samples; with 30+ observations the t-tests are robust.",
        "In multiple regression, **no perfect multicollinearity**: no x is an exact combination of others.",
      ],
    },
    {
      kind: "tip",
      title: "Correlation is not causation",
      text: "Ice-cream sales and drowning deaths rise together because both follow the temperature. A regression measures association; a causal claim needs an experiment, a natural experiment, or at least every plausible confounder in the model.",
    },
    { kind: "h", text: "Three ways to run a regression in Excel" },
    {
      kind: "table",
      caption: "Tools covered in the next lessons",
      head: ["Tool", "Gives", "Updates when data change?"],
      rows: [
        ["Chart trendline (Add Trendline > Linear)", "Equation and R² on the chart", "Yes"],
        ["`SLOPE`, `INTERCEPT`, `RSQ`, `LINEST`", "Coefficients and statistics in cells", "Yes"],
        [
          "Data Analysis > Regression (Analysis ToolPak)",
          "Full report: ANOVA, coefficients, p-values, residuals",
          "No: re-run it",
        ],
      ],
    },
    { kind: "interactive", widget: "regression-simple" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "In the workbook, make the scatter chart and add a linear trendline with its equation and R². Compare with Data!G2:G4.",
        "Plot the residuals in column D against ad spend. Do you see any pattern?",
        "Compute `=CORREL(A2:A25,B2:B25)^2` and check it equals RSQ.",
      ],
    },
  ],
};

export default lesson;
