// xl-m4-v3 Multiple Linear Regression: several predictors, reading coefficients "other things equal", the p-value
// 0.05 rule, adjusted R², prediction.
import { P_VALUE_THRESHOLD } from "@fincareer/domain/constants";
import { HOUSING } from "@fincareer/domain/excel-datasets";
import { MULTIPLE_REGRESSION_FIGURES } from "@fincareer/domain/excel-figures";
import { olsRegression } from "@fincareer/domain/excel-stats";
import { formatLessonRupees } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const fit = olsRegression(HOUSING.price, [
  { name: "Area (sq ft)", values: HOUSING.area },
  { name: "Bedrooms", values: HOUSING.bedrooms },
  { name: "Age (years)", values: HOUSING.age },
  { name: "Metro (km)", values: HOUSING.metroKm },
  { name: "Parks", values: HOUSING.parks },
]);
const c = MULTIPLE_REGRESSION_FIGURES.coefficients;
const p = (v: number) => (v < 0.0001 ? v.toExponential(2).toUpperCase() : v.toFixed(4));
const predicted = fit.coefficients.reduce((s, k, i) => s + k.coefficient * [1, 1200, 2, 5, 1.5, 2][i]!, 0);

const lesson: LessonContent = {
  lead: "Explain flat prices with five variables at once, read each coefficient 'other things equal', and use the p-value 0.05 rule to see which variables earn their place.",
  minutes: 45,
  blocks: [
    { kind: "h", text: "Why more than one x" },
    {
      kind: "p",
      text: "Bigger flats cost more, but bigger flats also tend to have more bedrooms, and newer buildings are often further from the centre. A simple regression of price on bedrooms would credit bedrooms with the effect of size. **Multiple regression** estimates each variable's effect while holding the others constant:",
    },
    {
      kind: "formula",
      text: "Price = b₀ + b₁·Area + b₂·Bedrooms + b₃·Age + b₄·Metro + b₅·Parks + error",
      note: "Each bⱼ is the change in price for one more unit of xⱼ, with every other x unchanged.",
    },
    {
      kind: "table",
      caption: "The data: 40 flats sold in one city (first five rows)",
      head: ["Price (₹ lakh)", "Area (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks within 1 km"],
      rows: [0, 1, 2, 3, 4].map((i) => [
        HOUSING.price[i]!,
        HOUSING.area[i]!,
        HOUSING.bedrooms[i]!,
        HOUSING.age[i]!,
        HOUSING.metroKm[i]!,
        HOUSING.parks[i]!,
      ]),
    },
    { kind: "h", text: "Running it in Excel" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Place all predictors in **adjacent columns** (B:F). The Regression tool and LINEST both need one contiguous X range.",
        "Data > Data Analysis > Regression. Input Y Range `A1:A41`, Input X Range `B1:F41`, Labels ticked, output to a new sheet.",
        "Or live: `=LINEST(A2:A41, B2:F41, TRUE, TRUE)`. Careful: LINEST lists the coefficients **right to left**: Parks first, Area fifth, intercept last.",
      ],
    },
    {
      kind: "table",
      caption: `Regression of price on five predictors (n = 40, R² = ${MULTIPLE_REGRESSION_FIGURES.rSquare}, adjusted R² = ${MULTIPLE_REGRESSION_FIGURES.adjustedRSquare})`,
      head: ["", "Coefficient", "Standard error", "t Stat", "P-value", `p > ${P_VALUE_THRESHOLD}?`],
      rows: fit.coefficients.map((k, i) => [
        k.name,
        k.coefficient.toFixed(4),
        k.standardError.toFixed(4),
        k.tStat.toFixed(3),
        p(k.pValue),
        i === 0
          ? "(intercept: always kept)"
          : k.pValue > P_VALUE_THRESHOLD
            ? "**yes: no evidence of an effect**"
            : "no",
      ]),
      note: "Degrees of freedom for the t-tests: 40 − 5 − 1 = 34. Significance F = 8.1E-23: together the five explain price far better than chance.",
    },
    { kind: "h", text: "Reading the coefficients" },
    {
      kind: "list",
      items: [
        `**Area ${c["Area (sq ft)"].coefficient}**: each extra square foot adds about ${formatLessonRupees(c["Area (sq ft)"].coefficient * 100_000)} (0.0486 lakh), or ₹4.9 lakh per 100 sq ft, for the same bedrooms, age, metro distance and parks.`,
        `**Bedrooms ${c.Bedrooms.coefficient}**: an extra bedroom in the same area (so smaller rooms) adds about ₹6.9 lakh. Buyers pay for the layout, not only for floor space.`,
        `**Age ${c["Age (years)"].coefficient}**: each year of building age takes about ₹0.78 lakh off the price.`,
        `**Metro ${c["Metro (km)"].coefficient}**: each kilometre further from the metro costs about ₹2.2 lakh.`,
        `**Parks ${c.Parks.coefficient}**, p = ${c.Parks.pValue}: the estimate is tiny compared with its standard error (t = 0.14). Once size, age and location are known, the number of parks nearby tells us nothing about price in this sample.`,
      ],
    },
    { kind: "h", text: "The p-value 0.05 rule" },
    {
      kind: "p",
      text: "For each predictor the null hypothesis is 'its true coefficient is zero'. The p-value is the probability of an estimate at least this far from zero if that were true. **Rule: if p < 0.05, keep the variable as significant; if p > 0.05, the data give no evidence it matters, and it is a candidate to remove.** Area, bedrooms, age and metro distance all pass comfortably; Parks (p = 0.89) fails.",
    },
    {
      kind: "list",
      items: [
        "p > 0.05 is *absence of evidence*, not proof of no effect: parks may matter in another city or a bigger sample.",
        "The intercept's p-value (0.083) does not decide anything: the intercept stays in the model whatever its p-value.",
        "Remove insignificant variables **one at a time** and refit, because every p-value changes when the set of predictors changes. The next lesson does exactly that.",
      ],
    },
    { kind: "h", text: "R² and adjusted R²" },
    {
      kind: "p",
      text: "R² never falls when a variable is added, even a useless one, so with many predictors it flatters the model. **Adjusted R²** = 1 − (1 − R²)(n − 1)/(n − k − 1) charges for each predictor k. It rises only if a new variable explains more than a random one would. Compare models with adjusted R², not R².",
    },
    {
      kind: "formula",
      text: `Adjusted R² = 1 − (1 − ${fit.rSquare.toFixed(4)}) × 39 / 34 = ${fit.adjustedRSquare.toFixed(4)}`,
    },
    { kind: "h", text: "Predicting a price" },
    {
      kind: "p",
      text: `A 1,200 sq ft, 2-bedroom flat in a 5-year-old building 1.5 km from the metro with 2 parks nearby: 9.141 + 0.0486 × 1,200 + 6.885 × 2 − 0.782 × 5 − 2.197 × 1.5 + 0.111 × 2 ≈ ${formatLessonRupees(predicted, 1)} lakh. The workbook's Predict sheet does it with \`=Model!B2+SUMPRODUCT(B3:B7,Model!B3:B7)\`.`,
    },
    {
      kind: "tip",
      title: "Dummy variables",
      text: "A category such as 'gated society: yes/no' enters as a 0/1 column; its coefficient is the price difference between the two groups. For a category with k levels use k − 1 dummy columns, never k, or the columns become perfectly collinear with the intercept.",
    },
    { kind: "interactive", widget: "regression-multiple" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Run the Regression tool on Data!A1:F41 and compare with the Model sheet.",
        "Price a 900 sq ft, 2-bedroom flat, 12 years old, 4 km from the metro with no parks nearby.",
        "In the interactive version, untick Bedrooms. Which coefficient changes most, and why?",
      ],
    },
  ],
};

export default lesson;
