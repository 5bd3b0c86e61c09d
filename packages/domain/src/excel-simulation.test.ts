// The Monte Carlo lesson's summary of simulated profits, on a handful of rows worked by hand (the seeded
// 1,000-row run of the lesson is checked in excel-datasets.test.ts).
import { describe, expect, it } from "vitest";
import { modelProfit, profitMoments, summariseSimulation } from "./excel-simulation.ts";

describe("summariseSimulation", () => {
  it("gives the extremes and counts only profits below zero as losses", () => {
    const s = summariseSimulation([10, -5, 0, 20, -1], 5);
    expect(s.rows).toBe(5);
    expect(s.mean).toBeCloseTo(4.8, 12);
    expect(s.min).toBe(-5);
    expect(s.max).toBe(20);
    expect(s.p50).toBe(0);
    expect(s.probabilityOfLoss).toBe(0.4);
    expect(s.histogram.reduce((n, b) => n + b.count, 0)).toBe(5);
  });
});

describe("the profit model", () => {
  const model = {
    price: 200,
    fixedCost: 1000,
    unitsMean: 100,
    unitsSd: 10,
    unitCostMean: 150,
    unitCostSd: 5,
  };

  it("profit = units × (price − unit cost) − fixed cost", () => {
    expect(modelProfit(model, 100, 150)).toBe(4000);
    expect(modelProfit(model, 10, 250)).toBe(-1500);
  });

  it("has the exact mean and spread of a product of independent normals", () => {
    // Var = μu²σc² + (p − μc)²σu² + σu²σc² = 250,000 + 250,000 + 2,500.
    expect(profitMoments(model)).toEqual({ mean: 4000, sd: Math.sqrt(502_500) });
  });
});
