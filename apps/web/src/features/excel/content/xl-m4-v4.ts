// xl-m4-v4 Refining a Multilinear Regression Model: multicollinearity and VIF, backward elimination by p-value,
// adjusted R², the final model and its checks.
import { HOUSING } from "@fincareer/domain/excel-datasets";
import { REFINED_REGRESSION_FIGURES } from "@fincareer/domain/excel-figures";
import { olsRegression, varianceInflationFactors } from "@fincareer/domain/excel-stats";
import type { LessonContent } from "./types.ts";

const all = [
  { name: "Area (sq ft)", values: HOUSING.area },
  { name: "Carpet (sq ft)", values: HOUSING.carpet },
  { name: "Bedrooms", values: HOUSING.bedrooms },
  { name: "Age (years)", values: HOUSING.age },
  { name: "Metro (km)", values: HOUSING.metroKm },
  { name: "Parks", values: HOUSING.parks },
];
const step1 = olsRegression(HOUSING.price, all);
const step3 = olsRegression(
  HOUSING.price,
  all.filter((p) => p.name !== "Carpet (sq ft)" && p.name !== "Parks"),
);
const vifs = varianceInflationFactors(all);
const p = (v: number) => (v < 0.0001 ? v.toExponential(2).toUpperCase() : v.toFixed(4));
const steps = REFINED_REGRESSION_FIGURES.steps;

const lesson: LessonContent = {
  lead: "Turn a first multiple regression into a model you can defend: detect multicollinearity with VIFs, drop insignificant variables one at a time, and judge each step by adjusted R².",
  minutes: 45,
  blocks: [
    { kind: "h", text: "A suspicious first model" },
    {
      kind: "p",
      text: "The housing data of the previous lesson also record each flat's **carpet area** (the usable floor area, about 78% of the built-up area). Adding it seems harmless: more information. Here is the fit with all six predictors:",
    },
    {
      kind: "table",
      caption: `Step 1: six predictors (R² = ${step1.rSquare.toFixed(4)}, adjusted R² = ${steps[0].adjustedRSquare})`,
      head: ["", "Coefficient", "Standard error", "t Stat", "P-value", "VIF"],
      rows: step1.coefficients.map((k) => {
        const v = vifs.find((x) => x.name === k.name)?.vif;
        return [
          k.name,
          k.coefficient.toFixed(4),
          k.standardError.toFixed(4),
          k.tStat.toFixed(3),
          p(k.pValue),
          v === undefined ? "" : v.toFixed(v > 100 ? 0 : 2),
        ];
      }),
    },
    {
      kind: "p",
      text: "Area was overwhelmingly significant on its own (p ≈ 1E-13). Now **neither** area (p = 0.74) nor carpet area (p = 0.39) looks significant, area even has a *negative* coefficient, and its standard error is twenty times what it was. Nothing about flats changed; the model did.",
    },
    { kind: "h", text: "Multicollinearity" },
    {
      kind: "p",
      text: "Area and carpet area are correlated at 0.9996: they carry the same information. The regression cannot tell which one deserves the credit, so it can trade one off against the other almost freely: large standard errors, unstable and sometimes wrong-signed coefficients, and p-values that hide a real effect. The predictions are still fine; the **interpretation** is not.",
    },
    {
      kind: "p",
      text: "Measure it with the **variance inflation factor**: regress each predictor on all the others; VIF = 1 / (1 − R²) of that regression. VIF 1 means unrelated to the others; above 5 deserves a look; **above 10** is a serious problem.",
    },
    {
      kind: "formula",
      text: "VIF(Area) = 1 / (1 − INDEX(LINEST(Data!B2:B41, Data!C2:G41, TRUE, TRUE), 3, 1))",
      note: `= ${REFINED_REGRESSION_FIGURES.vifArea}. Carpet area: ${REFINED_REGRESSION_FIGURES.vifCarpet}. Bedrooms 3.2 (related to area, acceptable), the rest close to 1.`,
    },
    {
      kind: "list",
      items: [
        "**Fixes**: drop one of the twins (keep the one that is easier to measure and explain), combine them into one index, or collect data that separates them.",
        "Keep **built-up area**: it is what listings quote and what buyers compare, and on its own it tracks price marginally better (correlation 0.9406 against 0.9401).",
      ],
    },
    { kind: "h", text: "Backward elimination" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Fit the full model.",
        "Deal with collinearity first (VIF above 10).",
        "Find the predictor with the **highest p-value above 0.05**. Remove it, and only it.",
        "Refit; p-values and coefficients change. Repeat step 3 until every remaining predictor has p < 0.05.",
        "At every step, check that **adjusted R²** does not fall noticeably and that the coefficients make business sense.",
      ],
    },
    {
      kind: "table",
      caption: "The refinement path",
      head: ["Step", "Model", "Removed", "Reason", "Adjusted R²"],
      rows: [
        ["1", steps[0].model, "", "", steps[0].adjustedRSquare.toFixed(4)],
        ["2", steps[1].model, "Carpet area", "VIF 1,547, twin of area", steps[1].adjustedRSquare.toFixed(4)],
        ["3", steps[2].model, "Parks", "p = 0.89 > 0.05", steps[2].adjustedRSquare.toFixed(4)],
      ],
      note: "R² falls slightly at each step (0.9613 → 0.9604 → 0.9604) because R² never rewards dropping a variable; adjusted R² rises, because the variables removed were not pulling their weight.",
    },
    {
      kind: "figure",
      caption: "Adjusted R² at each step of the refinement: fewer predictors, a better model.",
      figure: {
        type: "chart",
        title: "Adjusted R² by step",
        xLabel: "Step",
        yLabel: "Adjusted R²",
        height: 220,
        xTicks: [
          [1, "6 predictors"],
          [2, "− carpet"],
          [3, "− parks"],
        ],
        series: [
          {
            name: "Adjusted R²",
            kind: "line",
            points: steps.map((s, i) => [i + 1, s.adjustedRSquare] as const),
          },
        ],
      },
    },
    { kind: "h", text: "The final model" },
    {
      kind: "table",
      caption: `Step 3: four predictors (R² = ${step3.rSquare.toFixed(4)}, adjusted R² = ${step3.adjustedRSquare.toFixed(4)}, standard error ${step3.standardError.toFixed(2)} lakh)`,
      head: ["", "Coefficient", "Standard error", "t Stat", "P-value"],
      rows: step3.coefficients.map((k) => [
        k.name,
        k.coefficient.toFixed(4),
        k.standardError.toFixed(4),
        k.tStat.toFixed(3),
        p(k.pValue),
      ]),
      note: "Every predictor has p < 0.05. The intercept's p-value (0.053) is not a reason to drop it: forcing the line through zero would bias every other coefficient.",
    },
    {
      kind: "formula",
      text: "Price (₹ lakh) = 9.404 + 0.0485·Area + 6.914·Bedrooms − 0.785·Age − 2.173·Metro km",
    },
    { kind: "h", text: "Before you trust it" },
    {
      kind: "list",
      items: [
        "**Residual plots** against fitted values and each predictor: no curve, no funnel (see the overview lesson).",
        "**Signs and sizes** that make sense to someone who knows the market: older and further from the metro are cheaper. A wrong sign is a red flag for collinearity or a missing variable.",
        "**Out-of-sample check**: hold back 10 flats, fit on 30, and compare predictions with actual prices.",
        "**Don't over-prune**: a variable with p = 0.06 that theory says matters can stay; stepwise rules are guides, not laws.",
        "**Interactions and transformations**: if the area effect is larger in central locations, add Area × Metro; if prices spread with size, model log(price).",
      ],
    },
    {
      kind: "tip",
      title: "Parsimony",
      text: "Between two models that predict about equally well, prefer the one with fewer variables: it is easier to explain, cheaper to maintain, and less likely to have fitted noise.",
    },
    { kind: "interactive", widget: "regression-refine" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "On the VIF sheet, read the VIFs and explain why Bedrooms (3.2) is acceptable.",
        "Compare Step 1, Step 2 and Step 3 in the workbook. Which coefficient changes most between Step 1 and Step 2?",
        "In the interactive version, start again and drop Area instead of Carpet. Is the final model as good? Why would you still prefer Area?",
      ],
    },
  ],
};

export default lesson;
