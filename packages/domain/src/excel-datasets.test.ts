// The lessons' stated figures (excel-figures.ts) must follow from the datasets through the domain maths.
import { describe, expect, it } from "vitest";
import { SAMPLE_SALARY_THRESHOLD } from "./constants.ts";
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
} from "./excel-datasets.ts";
import {
  FORECAST_FIGURES,
  HR_FIGURES,
  MONTE_CARLO_FIGURES,
  MULTIPLE_REGRESSION_FIGURES,
  REFINED_REGRESSION_FIGURES,
  SALES_FIGURES,
  SCENARIO_FIGURES,
  SENSITIVITY_FIGURES,
  SIMPLE_REGRESSION_FIGURES,
} from "./excel-figures.ts";
import { holtWinters, linearForecast, linearTrend } from "./excel-forecast.ts";
import { modelProfit, profitMoments, simulateProfit, summariseSimulation } from "./excel-simulation.ts";
import { seededRandom } from "./random.ts";
import { correlation, olsRegression, varianceInflationFactors } from "./excel-stats.ts";

const profit = (price: number, units: number, unitCost: number, fixedCost: number) =>
  units * (price - unitCost) - fixedCost;

describe("module 1 and 2 figures", () => {
  it("sales totals by region and product", () => {
    const revenue = SALES_ORDERS.map((o) => o.units * o.unitPrice);
    expect(SALES_ORDERS).toHaveLength(SALES_FIGURES.orders);
    expect(revenue.reduce((a, b) => a + b, 0)).toBe(SALES_FIGURES.totalRevenue);
    for (const [region, total] of Object.entries(SALES_FIGURES.revenueByRegion)) {
      const sum = SALES_ORDERS.filter((o) => o.region === region).reduce(
        (s, o) => s + o.units * o.unitPrice,
        0,
      );
      expect(sum).toBe(total);
    }
    for (const [product, total] of Object.entries(SALES_FIGURES.revenueByProduct)) {
      const sum = SALES_ORDERS.filter((o) => o.product === product).reduce(
        (s, o) => s + o.units * o.unitPrice,
        0,
      );
      expect(sum).toBe(total);
    }
  });

  it("HR dashboard pivots, with the 70,000 salary threshold", () => {
    expect(HR_EMPLOYEES).toHaveLength(HR_FIGURES.headcount);
    expect(HR_EMPLOYEES.filter((e) => e.salary > SAMPLE_SALARY_THRESHOLD)).toHaveLength(
      HR_FIGURES.aboveThreshold,
    );
    expect(HR_EMPLOYEES.reduce((s, e) => s + e.salary, 0) / 40).toBe(HR_FIGURES.averageSalary);
    expect(HR_EMPLOYEES.filter((e) => e.attrition === "Yes")).toHaveLength(HR_FIGURES.leavers);
    for (const dept of HR_DEPARTMENTS) {
      const rows = HR_EMPLOYEES.filter((e) => e.department === dept);
      const stated = HR_FIGURES.byDepartment[dept];
      expect(rows).toHaveLength(stated.headcount);
      expect(Math.round(rows.reduce((s, e) => s + e.salary, 0) / rows.length)).toBe(stated.averageSalary);
      expect(rows.filter((e) => e.attrition === "Yes")).toHaveLength(stated.leavers);
    }
  });
});

describe("module 3 figures", () => {
  it("sensitivity: base profit, break-even price, both data tables", () => {
    const { price, units, unitCost, fixedCost } = LAUNCH_BASE;
    expect(profit(price, units, unitCost, fixedCost)).toBe(SENSITIVITY_FIGURES.baseProfit);
    expect(unitCost + fixedCost / units).toBeCloseTo(SENSITIVITY_FIGURES.breakEvenPrice, 2);
    expect(SENSITIVITY_PRICES.map((p) => profit(p, units, unitCost, fixedCost))).toEqual(
      SENSITIVITY_FIGURES.profitByPrice,
    );
    expect(profit(SENSITIVITY_PRICES[0], SENSITIVITY_UNITS[0], unitCost, fixedCost)).toBe(
      SENSITIVITY_FIGURES.twoWayCorners.lowLow,
    );
    expect(profit(SENSITIVITY_PRICES[6], SENSITIVITY_UNITS[4], unitCost, fixedCost)).toBe(
      SENSITIVITY_FIGURES.twoWayCorners.highHigh,
    );
  });

  it("scenario summary", () => {
    for (const s of LAUNCH_SCENARIOS) {
      expect(s.price * s.units).toBe(SCENARIO_FIGURES[s.name].revenue);
      expect(profit(s.price, s.units, s.unitCost, s.fixedCost)).toBe(SCENARIO_FIGURES[s.name].profit);
    }
  });

  it("Monte Carlo: exact moments and the seeded 1,000-row run", () => {
    const exact = profitMoments(MONTE_CARLO_MODEL);
    expect(exact.mean).toBe(MONTE_CARLO_FIGURES.expectedProfit);
    expect(Math.round(exact.sd)).toBe(MONTE_CARLO_FIGURES.exactSd);
    const rows = simulateProfit(MONTE_CARLO_MODEL, 1000, seededRandom(MONTE_CARLO_SEED));
    expect(rows).toHaveLength(1000);
    for (const r of rows.slice(0, 5))
      expect(r.profit).toBe(modelProfit(MONTE_CARLO_MODEL, r.units, r.unitCost));
    const s = summariseSimulation(rows.map((r) => r.profit));
    const stated = MONTE_CARLO_FIGURES.run;
    expect(Math.round(s.mean)).toBe(stated.mean);
    expect(Math.round(s.sd)).toBe(stated.sd);
    expect(Math.round(s.p5)).toBe(stated.p5);
    expect(Math.round(s.p50)).toBe(stated.p50);
    expect(Math.round(s.p95)).toBe(stated.p95);
    expect(s.probabilityOfLoss).toBe(stated.probabilityOfLoss);
    expect(s.histogram.reduce((n, b) => n + b.count, 0)).toBe(1000);
  });

  it("the same seed gives the same run, another seed another", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((u) => u >= 0 && u < 1)).toBe(true);
  });

  it("forecasting: linear trend and Holt-Winters with a 12-month season and 95% band", () => {
    expect(AQI_MONTHLY).toHaveLength(72);
    expect(aqiMonthLabel(0)).toBe("Jan 2019");
    expect(aqiMonthLabel(71)).toBe("Dec 2024");
    expect(aqiMonthLabel(72)).toBe("Jan 2025");
    const trend = linearTrend(
      AQI_MONTHLY.map((_, i) => i + 1),
      AQI_MONTHLY,
    );
    expect(trend.intercept).toBeCloseTo(FORECAST_FIGURES.linear.intercept, 2);
    expect(trend.slope).toBeCloseTo(FORECAST_FIGURES.linear.slope, 3);
    const lin = linearForecast(AQI_MONTHLY, 12);
    expect(lin[0]!.value).toBeCloseTo(FORECAST_FIGURES.linear.jan2025, 1);
    expect(lin[11]!.value).toBeCloseTo(FORECAST_FIGURES.linear.dec2025, 1);
    const hw = holtWinters(AQI_MONTHLY, 12, 12);
    const stated = FORECAST_FIGURES.holtWinters;
    expect(hw.params).toEqual({ alpha: stated.alpha, beta: stated.beta, gamma: stated.gamma });
    expect(hw.rmse).toBeCloseTo(stated.rmse, 1);
    for (const [i, s] of [
      [0, stated.jan2025],
      [6, stated.jul2025],
      [11, stated.dec2025],
    ] as const) {
      expect(hw.forecast[i]!.value).toBeCloseTo(s.value, 1);
      expect(hw.forecast[i]!.lower).toBeCloseTo(s.lower, 1);
      expect(hw.forecast[i]!.upper).toBeCloseTo(s.upper, 1);
    }
    // The band widens with the horizon.
    const width = hw.forecast.map((p) => p.upper - p.lower);
    expect(width[11]!).toBeGreaterThan(width[0]!);
  });

  it("Holt-Winters with fixed constants follows the recurrences", () => {
    const season = [10, -10, 5, -5];
    const y = Array.from({ length: 16 }, (_, t) => 100 + 2 * t + season[t % 4]!);
    const hw = holtWinters(y, 4, 4, { params: { alpha: 0.5, beta: 0.3, gamma: 0.2 } });
    // A noiseless trend-plus-season series is forecast (almost) exactly.
    expect(hw.forecast.map((p) => p.value)).toEqual(
      [16, 17, 18, 19].map((t) => expect.closeTo(100 + 2 * t + season[t % 4]!, 6)),
    );
  });
});

describe("module 4 figures", () => {
  const predictors5 = [
    { name: "Area (sq ft)", values: HOUSING.area },
    { name: "Bedrooms", values: HOUSING.bedrooms },
    { name: "Age (years)", values: HOUSING.age },
    { name: "Metro (km)", values: HOUSING.metroKm },
    { name: "Parks", values: HOUSING.parks },
  ];

  it("simple regression of sales on advertising", () => {
    const fit = olsRegression(AD_SALES.sales, [{ name: "Ad spend", values: AD_SALES.adSpend }]);
    const s = SIMPLE_REGRESSION_FIGURES;
    expect(correlation(AD_SALES.adSpend, AD_SALES.sales)).toBeCloseTo(s.correlation, 3);
    expect(fit.coefficients[0]!.coefficient).toBeCloseTo(s.intercept, 2);
    expect(fit.coefficients[1]!.coefficient).toBeCloseTo(s.slope, 3);
    expect(fit.coefficients[1]!.standardError).toBeCloseTo(s.slopeStandardError, 3);
    expect(fit.coefficients[1]!.tStat).toBeCloseTo(s.slopeT, 2);
    expect(fit.rSquare).toBeCloseTo(s.rSquare, 2);
    expect(fit.standardError).toBeCloseTo(s.standardError, 2);
    expect(fit.coefficients[0]!.coefficient + 10 * fit.coefficients[1]!.coefficient).toBeCloseTo(
      s.predictionAt10,
      2,
    );
  });

  it("multiple regression flags parks (p > 0.05)", () => {
    const fit = olsRegression(HOUSING.price, predictors5);
    const s = MULTIPLE_REGRESSION_FIGURES;
    expect(fit.rSquare).toBeCloseTo(s.rSquare, 4);
    expect(fit.adjustedRSquare).toBeCloseTo(s.adjustedRSquare, 4);
    for (const c of fit.coefficients) {
      const stated = s.coefficients[c.name as keyof typeof s.coefficients];
      expect(c.coefficient).toBeCloseTo(stated.coefficient, c.name === "Area (sq ft)" ? 4 : 3);
      expect(c.pValue).toBeCloseTo(stated.pValue, 4);
    }
    expect(fit.coefficients.filter((c) => c.pValue > 0.05).map((c) => c.name)).toEqual([
      "Intercept",
      "Parks",
    ]);
  });

  it("refinement: collinear carpet area, then parks, dropped; adjusted R² rises each step", () => {
    const carpet = { name: "Carpet (sq ft)", values: HOUSING.carpet };
    const six = [predictors5[0]!, carpet, ...predictors5.slice(1)];
    const steps = [six, predictors5, predictors5.slice(0, 4)].map((p) => olsRegression(HOUSING.price, p));
    steps.forEach((fit, i) =>
      expect(fit.adjustedRSquare).toBeCloseTo(REFINED_REGRESSION_FIGURES.steps[i]!.adjustedRSquare, 4),
    );
    expect(steps[1]!.adjustedRSquare).toBeGreaterThan(steps[0]!.adjustedRSquare);
    expect(steps[2]!.adjustedRSquare).toBeGreaterThan(steps[1]!.adjustedRSquare);
    const vifs = varianceInflationFactors(six);
    expect(Math.round(vifs[0]!.vif)).toBe(REFINED_REGRESSION_FIGURES.vifArea);
    expect(Math.round(vifs[1]!.vif)).toBe(REFINED_REGRESSION_FIGURES.vifCarpet);
    // In the full model neither area variable looks significant, though area alone is overwhelmingly so.
    expect(steps[0]!.coefficients[1]!.pValue).toBeGreaterThan(0.05);
    expect(steps[0]!.coefficients[2]!.pValue).toBeGreaterThan(0.05);
    const final = steps[2]!;
    for (const c of final.coefficients) {
      const stated =
        REFINED_REGRESSION_FIGURES.final[c.name as keyof typeof REFINED_REGRESSION_FIGURES.final];
      expect(c.coefficient).toBeCloseTo(stated, c.name === "Area (sq ft)" ? 4 : 3);
      if (c.name !== "Intercept") expect(c.pValue).toBeLessThan(0.05);
    }
  });
});
