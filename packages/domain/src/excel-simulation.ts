// Monte Carlo simulation of the Excel lesson xl-m3-v3: a seeded random-number generator standing in for RAND(),
// NORM.INV(RAND(), mean, sd) draws, and the profit model simulated row by row as the worksheet does.
import { histogram, normInv } from "./excel-stats.ts";
import { mean, percentileInc, stdevSample } from "./stats.ts";
import type { HistogramBin } from "./excel-stats.ts";

/** Inputs of the launch profit model: profit = units × (price − unit cost) − fixed cost. */
export interface ProfitModel {
  price: number;
  fixedCost: number;
  unitsMean: number;
  unitsSd: number;
  unitCostMean: number;
  unitCostSd: number;
}

/** One simulated row: the two random inputs and the profit they give. */
export interface SimulationRow {
  units: number;
  unitCost: number;
  profit: number;
}

/** Summary of a simulation run, as the lesson's results block shows it. */
export interface SimulationSummary {
  rows: number;
  mean: number;
  sd: number;
  min: number;
  max: number;
  p5: number;
  p50: number;
  p95: number;
  /** Share of rows with a loss (profit below zero). */
  probabilityOfLoss: number;
  histogram: HistogramBin[];
}

/** Profit of one row: units × (price − unit cost) − fixed cost. */
export function modelProfit(model: ProfitModel, units: number, unitCost: number): number {
  return units * (model.price - unitCost) - model.fixedCost;
}

/** Simulates `rows` rows: units = NORM.INV(RAND(), μu, σu), unit cost = NORM.INV(RAND(), μc, σc). */
export function simulateProfit(model: ProfitModel, rows: number, random: () => number): SimulationRow[] {
  const out: SimulationRow[] = [];
  for (let i = 0; i < rows; i++) {
    const units = normInv(random(), model.unitsMean, model.unitsSd);
    const unitCost = normInv(random(), model.unitCostMean, model.unitCostSd);
    out.push({ units, unitCost, profit: modelProfit(model, units, unitCost) });
  }
  return out;
}

/** Mean, spread, percentiles, loss probability and a histogram of simulated profits. */
export function summariseSimulation(profits: readonly number[], bins = 20): SimulationSummary {
  return {
    rows: profits.length,
    mean: mean(profits),
    sd: stdevSample(profits),
    min: Math.min(...profits),
    max: Math.max(...profits),
    p5: percentileInc(profits, 0.05),
    p50: percentileInc(profits, 0.5),
    p95: percentileInc(profits, 0.95),
    probabilityOfLoss: profits.filter((p) => p < 0).length / profits.length,
    histogram: histogram(profits, bins),
  };
}

/** Exact mean and standard deviation of the model's profit (units and unit cost independent normals). */
export function profitMoments(model: ProfitModel): { mean: number; sd: number } {
  const marginMean = model.price - model.unitCostMean;
  const variance =
    model.unitsMean ** 2 * model.unitCostSd ** 2 +
    marginMean ** 2 * model.unitsSd ** 2 +
    model.unitsSd ** 2 * model.unitCostSd ** 2;
  return { mean: model.unitsMean * marginMean - model.fixedCost, sd: Math.sqrt(variance) };
}
