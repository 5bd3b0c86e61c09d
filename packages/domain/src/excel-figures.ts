// The figures the Excel lessons state in their text, written once: the lesson pages quote them and the tests check
// that the datasets (domain maths) and the practice workbooks' formulas reproduce them. Rounded as the text prints.

/** Module 1: the sales order book (rupees). */
export const SALES_FIGURES = {
  orders: 24,
  totalRevenue: 3_119_500,
  revenueByRegion: { North: 380_000, South: 857_500, East: 701_000, West: 1_181_000 },
  revenueByProduct: { Laptop: 1_404_000, Tablet: 924_000, Printer: 541_500, Monitor: 250_000 },
} as const;

/** Module 2: the HR dashboard (monthly salaries in rupees). */
export const HR_FIGURES = {
  headcount: 40,
  averageSalary: 71_125,
  aboveThreshold: 17,
  leavers: 10,
  attritionRate: 0.25,
  byDepartment: {
    Finance: { headcount: 7, averageSalary: 78_357, leavers: 1 },
    HR: { headcount: 8, averageSalary: 60_625, leavers: 2 },
    IT: { headcount: 7, averageSalary: 87_500, leavers: 2 },
    Operations: { headcount: 9, averageSalary: 60_056, leavers: 3 },
    Sales: { headcount: 9, averageSalary: 73_167, leavers: 2 },
  },
} as const;

/** xl-m3-v1: the launch model's base profit, break-even price and one-variable data table (rupees). */
export const SENSITIVITY_FIGURES = {
  baseProfit: 370_000,
  breakEvenPrice: 149.17,
  profitByPrice: [10_000, 130_000, 250_000, 370_000, 490_000, 610_000, 730_000],
  /** Two-variable table corners: 9,000 units at ₹150 and 15,000 units at ₹210. */
  twoWayCorners: { lowLow: -155_000, highHigh: 1_075_000 },
} as const;

/** xl-m3-v2: the Scenario Summary report (rupees). */
export const SCENARIO_FIGURES = {
  "Best case": { revenue: 2_850_000, profit: 800_000 },
  "Base case": { revenue: 2_160_000, profit: 370_000 },
  "Worst case": { revenue: 1_402_500, profit: -84_500 },
} as const;

/** xl-m3-v3: the exact moments of the profit and the seeded 1,000-row run (rupees). */
export const MONTE_CARLO_FIGURES = {
  expectedProfit: 370_000,
  exactSd: 160_051,
  run: { mean: 371_116, sd: 162_343, p5: 123_667, p50: 360_968, p95: 661_863, probabilityOfLoss: 0.009 },
} as const;

/** xl-m3-v4: the air-quality forecasts (AQI points). */
export const FORECAST_FIGURES = {
  linear: { intercept: 202.04, slope: -0.506, jan2025: 165.1, dec2025: 159.5 },
  holtWinters: {
    alpha: 0.13,
    beta: 0.06,
    gamma: 0.47,
    rmse: 9.8,
    jan2025: { value: 249.2, lower: 230.1, upper: 268.4 },
    jul2025: { value: 72.3, lower: 51.8, upper: 92.8 },
    dec2025: { value: 253.2, lower: 230.9, upper: 275.4 },
  },
} as const;

/** xl-m4-v1 and xl-m4-v2: sales (₹ lakh) on advertising spend (₹ lakh). */
export const SIMPLE_REGRESSION_FIGURES = {
  correlation: 0.959,
  intercept: 51.08,
  slope: 5.793,
  slopeStandardError: 0.364,
  slopeT: 15.93,
  rSquare: 0.92,
  standardError: 4.73,
  /** Predicted sales at ₹10 lakh of advertising. */
  predictionAt10: 109.01,
} as const;

/** xl-m4-v3: flat price (₹ lakh) on area, bedrooms, age, metro distance and parks. */
export const MULTIPLE_REGRESSION_FIGURES = {
  rSquare: 0.9604,
  adjustedRSquare: 0.9546,
  coefficients: {
    Intercept: { coefficient: 9.141, pValue: 0.0834 },
    "Area (sq ft)": { coefficient: 0.0486, pValue: 1.1e-13 },
    Bedrooms: { coefficient: 6.885, pValue: 0.0042 },
    "Age (years)": { coefficient: -0.782, pValue: 0.0001 },
    "Metro (km)": { coefficient: -2.197, pValue: 0.0007 },
    Parks: { coefficient: 0.111, pValue: 0.891 },
  },
} as const;

/** xl-m4-v4: the refinement path, adjusted R² at each step, and the final model. */
export const REFINED_REGRESSION_FIGURES = {
  steps: [
    { model: "All six predictors", adjustedRSquare: 0.9542 },
    { model: "Without carpet area", adjustedRSquare: 0.9546 },
    { model: "Without carpet area and parks", adjustedRSquare: 0.9558 },
  ],
  vifArea: 1533,
  vifCarpet: 1547,
  final: {
    Intercept: 9.404,
    "Area (sq ft)": 0.0485,
    Bedrooms: 6.914,
    "Age (years)": -0.785,
    "Metro (km)": -2.173,
  },
} as const;
