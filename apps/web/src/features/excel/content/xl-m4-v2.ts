// xl-m4-v2 Simple Linear Regression: LINEST and the Analysis ToolPak output, coefficient tests, prediction.
import { SIMPLE_REGRESSION_FIGURES } from "@fincareer/domain/excel-figures";
import type { LessonContent } from "./types.ts";

const s = SIMPLE_REGRESSION_FIGURES;

const lesson: LessonContent = {
  lead: "Run a simple regression in Excel, read every line of the output, test whether the slope is real with its p-value, and predict with it.",
  minutes: 40,
  blocks: [
    { kind: "h", text: "The question" },
    {
      kind: "p",
      text: "A consumer brand spent between ₹2 lakh and ₹11.4 lakh a month on advertising over the last 24 months. Marketing asks: how much extra sales does each additional lakh of advertising bring, is that effect real or luck, and what sales should we plan for at ₹10 lakh?",
    },
    { kind: "h", text: "Running the Regression tool" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Once: **File > Options > Add-ins > Manage Excel Add-ins > Go**, tick *Analysis ToolPak*.",
        "**Data > Data Analysis > Regression**.",
        "Input Y Range: `$B$1:$B$25` (Sales). Input X Range: `$A$1:$A$25` (Ad spend). Tick **Labels** because row 1 holds headings.",
        "Confidence Level 95% is the default. Tick **Residuals** and **Line Fit Plots**. Output to a new worksheet ply. OK.",
      ],
    },
    {
      kind: "figure",
      caption: "The coefficient block of the Regression output for sales on advertising.",
      figure: {
        type: "sheet",
        title: "SUMMARY OUTPUT",
        firstRow: 16,
        columns: ["A", "B", "C", "D", "E", "F", "G"],
        rows: [
          ["", "Coefficients", "Standard Error", "t Stat", "P-value", "Lower 95%", "Upper 95%"].map((v) => ({
            v,
            tone: "header" as const,
          })),
          ["Intercept", "51.0828", "2.8640", "17.836", "1.44E-14", "45.1432", "57.0225"],
          [
            "Ad spend (₹ lakh)",
            { v: "5.7928", tone: "result" },
            "0.3636",
            "15.933",
            { v: "1.45E-13", tone: "result" },
            "5.0388",
            "6.5468",
          ],
        ],
      },
    },
    { kind: "h", text: "Reading the output, line by line" },
    {
      kind: "table",
      caption: "Regression statistics",
      head: ["Line", "Value", "Meaning"],
      rows: [
        [
          "Multiple R",
          "0.9593",
          "correlation between actual and fitted sales (here = CORREL of sales and spend)",
        ],
        ["R Square", "0.9202", "92% of the variation in monthly sales is explained by ad spend"],
        [
          "Adjusted R Square",
          "0.9166",
          "R² penalised for the number of predictors (matters in multiple regression)",
        ],
        [
          "Standard Error",
          `${s.standardError} lakh`,
          "typical size of a residual: a month's sales miss the line by about ₹4.7 lakh",
        ],
        ["Observations", "24", "months used"],
        ["F (ANOVA)", "253.8, Significance F 1.45E-13", "tests whether the model explains anything at all"],
      ],
    },
    {
      kind: "list",
      items: [
        `**Slope ${s.slope}**: each additional ₹1 lakh of advertising goes with ₹${s.slope} lakh more sales, on average. That is the return the marketing team asked about.`,
        `**Intercept ${s.intercept}**: predicted sales at zero advertising. Read with care: no month in the data had zero spend (the lowest was ₹2 lakh), so this is an extrapolation.`,
        `**Standard error of the slope ${s.slopeStandardError}**: how much the slope would vary from sample to sample.`,
        `**t Stat ${s.slopeT}** = coefficient ÷ standard error: the slope is almost 16 standard errors away from zero.`,
        "**P-value 1.45E-13**: if advertising truly had no effect, a slope this far from zero would occur with probability 0.000000000000145. It is far below 0.05, so the effect is statistically significant.",
        "**Lower/Upper 95%**: with 95% confidence the true slope lies between 5.04 and 6.55.",
      ],
    },
    { kind: "h", text: "The p-value rule" },
    {
      kind: "p",
      text: "For each coefficient the test asks: *is it different from zero?* The convention in business analytics is a significance level of **0.05**. If p < 0.05 we conclude the variable has a real (non-zero) association with y; if p > 0.05 the data are consistent with no effect and the variable is a candidate to drop. The p-value comes from the t distribution with n − 2 degrees of freedom (22 here): `=T.DIST.2T(ABS(t), df)`.",
    },
    { kind: "h", text: "The same results with LINEST" },
    {
      kind: "p",
      text: "The ToolPak's output is a snapshot. `LINEST(known_y's, known_x's, const, stats)` returns the same statistics as a live array that recalculates when the data change. With stats = TRUE it returns five rows:",
    },
    {
      kind: "table",
      caption: "=LINEST(B2:B25, A2:A25, TRUE, TRUE)",
      head: ["Row", "Column 1", "Column 2"],
      rows: [
        ["1", "slope 5.7928", "intercept 51.0828"],
        ["2", "se of slope 0.3636", "se of intercept 2.8640"],
        ["3", "R² 0.9202", `standard error of y ${s.standardError}`],
        ["4", "F 253.85", "residual df 22"],
        ["5", "regression SS 5,673.4", "residual SS 491.7"],
      ],
      note: "Read single cells with INDEX: `=INDEX(LINEST(B2:B25,A2:A25,TRUE,TRUE),1,1)` is the slope. In Excel 365 LINEST spills the whole 5 × 2 block by itself.",
    },
    { kind: "h", text: "Predicting" },
    {
      kind: "formula",
      text: `Sales at ₹10 lakh = ${s.intercept} + ${s.slope} × 10 = ₹${s.predictionAt10} lakh`,
      note: "In the workbook: `=B2+B1*B18` with the spend in B18, or `=FORECAST.LINEAR(10,B2:B25,A2:A25)`, or `=TREND(B2:B25,A2:A25,10)`.",
    },
    {
      kind: "list",
      items: [
        "Expect individual months to miss by about ±2 standard errors (±₹9.5 lakh) around that prediction.",
        "Stay inside the data: at ₹30 lakh the line predicts ₹225 lakh, but nothing in 24 months says the market can absorb that much; returns to advertising usually flatten.",
      ],
    },
    {
      kind: "tip",
      title: "Significant is not the same as important",
      text: "With thousands of observations a tiny slope can have a minuscule p-value. Always read the size of the coefficient and its confidence interval, not only the p-value.",
    },
    { kind: "interactive", widget: "regression-simple" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Run Data Analysis > Regression on the Data sheet and check every figure against the Results sheet.",
        "Change the spend in Results!B18 to 6 and read the prediction.",
        "Delete the three months with the highest spend and refit. Does the slope stay inside the original 95% interval?",
      ],
    },
  ],
};

export default lesson;
