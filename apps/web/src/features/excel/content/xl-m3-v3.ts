// xl-m3-v3 Monte Carlo Simulation: RAND() and NORM.INV over 1,000 rows, summary statistics and a histogram.
import { MONTE_CARLO_ROWS } from "@fincareer/domain/constants";
import { MONTE_CARLO_MODEL, MONTE_CARLO_SEED } from "@fincareer/domain/excel-datasets";
import { MONTE_CARLO_FIGURES } from "@fincareer/domain/excel-figures";
import { simulateProfit, summariseSimulation } from "@fincareer/domain/excel-simulation";
import { seededRandom } from "@fincareer/domain/random";
import { formatLessonRupees, formatShare } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const inr = (v: number) => formatLessonRupees(v);
const run = MONTE_CARLO_FIGURES.run;
const rows = simulateProfit(MONTE_CARLO_MODEL, MONTE_CARLO_ROWS, seededRandom(MONTE_CARLO_SEED));
const summary = summariseSimulation(
  rows.map((r) => r.profit),
  20,
);

const lesson: LessonContent = {
  lead: "Replace single guesses with probability distributions, let Excel draw 1,000 possible futures with RAND() and NORM.INV(), and read the risk off the results.",
  minutes: 40,
  blocks: [
    { kind: "h", text: "Why simulate" },
    {
      kind: "p",
      text: "Scenarios gave three named futures; they did not say how likely each is. In **Monte Carlo simulation** the uncertain inputs become probability distributions. The model is recalculated many times, each time with inputs drawn at random from those distributions, and the outputs are collected. The collection *is* the answer: its average, its spread, the chance of a loss.",
    },
    {
      kind: "table",
      caption: "The launch model with two uncertain inputs",
      head: ["Input", "Treatment", "Excel formula"],
      rows: [
        ["Price per bottle", "fixed at ₹180", "Inputs!B3"],
        ["Fixed cost", "fixed at ₹6,50,000", "Inputs!B4"],
        ["Units sold", "Normal, mean 12,000, standard deviation 1,500", "`=NORM.INV(RAND(),12000,1500)`"],
        ["Unit cost", "Normal, mean ₹95, standard deviation ₹8", "`=NORM.INV(RAND(),95,8)`"],
      ],
      note: "A standard deviation of 1,500 units says: in about two launches out of three, volume lands between 10,500 and 13,500.",
    },
    { kind: "h", text: "Random numbers in Excel" },
    {
      kind: "list",
      items: [
        "`RAND()` returns a uniform random number between 0 and 1 and draws a new one on every recalculation (press **F9**).",
        "`RANDBETWEEN(1,6)` returns a whole number, for dice-like inputs.",
        "`NORM.INV(probability, mean, sd)` turns a probability into the value of a normal distribution with that cumulative probability. Fed with RAND(), it produces normal random draws: this is **inverse transform sampling**.",
        "For a uniform range use `=low+(high-low)*RAND()`; for a triangular or other shape, use the inverse of its distribution the same way.",
      ],
    },
    {
      kind: "formula",
      text: "=NORM.INV(RAND(), 12000, 1500)",
      note: "RAND() = 0.5 gives exactly the mean, 12,000; RAND() = 0.975 gives 12,000 + 1.96 × 1,500 = 14,940; RAND() = 0.025 gives 9,060.",
    },
    { kind: "h", text: "Building the 1,000-row simulation" },
    {
      kind: "list",
      ordered: true,
      items: [
        "On the Simulation sheet, type 1 in A2 and fill down to A1001 (Home > Fill > Series, stop value 1000).",
        "B2: `=NORM.INV(RAND(),Inputs!$B$5,Inputs!$B$6)` (units). C2: `=NORM.INV(RAND(),Inputs!$B$7,Inputs!$B$8)` (unit cost).",
        "D2: `=B2*(Inputs!$B$3-C2)-Inputs!$B$4` (profit of that run).",
        "Select B2:D2 and double-click the fill handle: 1,000 independent runs of the model.",
      ],
    },
    {
      kind: "figure",
      caption:
        "The first rows of the saved run (seed 2024). Every press of F9 draws all 2,000 random inputs again.",
      figure: {
        type: "sheet",
        title: "Simulation sheet",
        formulaBar: { cell: "B2", text: "=NORM.INV(RAND(),Inputs!$B$5,Inputs!$B$6)" },
        columns: ["A", "B", "C", "D"],
        rows: [
          ["Run", "Units sold", "Unit cost", "Profit"].map((v) => ({ v, tone: "header" as const })),
          ...rows
            .slice(0, 6)
            .map((r, i) => [
              i + 1,
              i === 0 ? { v: Math.round(r.units), tone: "selected" as const } : Math.round(r.units),
              { v: formatLessonRupees(r.unitCost, 2), align: "right" as const },
              { v: inr(r.profit), align: "right" as const },
            ]),
        ],
        tabs: ["Simulation", "Summary", "Inputs"],
      },
    },
    { kind: "h", text: "Summarising the runs" },
    {
      kind: "table",
      caption: "The Summary sheet for the saved run of 1,000 rows",
      head: ["Statistic", "Formula", "Value"],
      rows: [
        ["Mean profit", "`=AVERAGE(Simulation!D2:D1001)`", inr(run.mean)],
        ["Standard deviation", "`=STDEV.S(Simulation!D2:D1001)`", inr(run.sd)],
        ["5th percentile", "`=PERCENTILE.INC(Simulation!D2:D1001,0.05)`", inr(run.p5)],
        ["Median", "`=PERCENTILE.INC(Simulation!D2:D1001,0.5)`", inr(run.p50)],
        ["95th percentile", "`=PERCENTILE.INC(Simulation!D2:D1001,0.95)`", inr(run.p95)],
        [
          "Probability of a loss",
          '`=COUNTIF(Simulation!D2:D1001,"<0")/1000`',
          formatShare(run.probabilityOfLoss, 1),
        ],
      ],
    },
    {
      kind: "figure",
      caption:
        "Histogram of the 1,000 simulated profits (the Summary sheet's COUNTIFS bins, or Insert > Chart > Histogram). The bell shape is slightly stretched to the right: volume and margin multiply.",
      figure: {
        type: "chart",
        title: "Distribution of simulated profit",
        xLabel: "Profit (₹)",
        yLabel: "Runs",
        height: 260,
        yRules: [],
        series: [
          {
            name: "Runs",
            kind: "bar",
            points: summary.histogram.map((b) => [(b.from + b.to) / 2, b.count] as const),
          },
        ],
      },
    },
    { kind: "h", text: "Reading the results" },
    {
      kind: "list",
      items: [
        `**Expected profit.** The run's mean, ${inr(run.mean)}, is close to the exact answer ${inr(MONTE_CARLO_FIGURES.expectedProfit)} (units and cost are independent, so the mean profit equals the base-case profit). With 1,000 runs the mean wanders by about ${inr(MONTE_CARLO_FIGURES.exactSd / Math.sqrt(MONTE_CARLO_ROWS))} from run to run; 10,000 runs would cut that to a third.`,
        `**Risk.** The standard deviation, ${inr(run.sd)} (exact: ${inr(MONTE_CARLO_FIGURES.exactSd)}), is the typical distance from the mean.`,
        `**Range.** 90% of runs fall between ${inr(run.p5)} and ${inr(run.p95)}: a much more useful statement than 'best case ₹8,00,000, worst case −₹84,500'.`,
        `**Chance of a loss.** ${formatShare(run.probabilityOfLoss, 1)} of runs lose money. The worst case of the previous lesson is possible but rare under these assumptions.`,
      ],
    },
    {
      kind: "tip",
      title: "Freeze a run",
      text: "RAND() changes on every edit. To keep one run for a report, copy the Simulation columns and Paste Special > Values, or set Calculation Options to Manual. The practice workbook is saved with the run quoted here; Excel draws a new one when it opens it.",
    },
    { kind: "h", text: "Assumptions to question" },
    {
      kind: "list",
      items: [
        "**Distributions.** A normal volume can, in principle, go negative; with mean 12,000 and sd 1,500 that is vanishingly rare, but for skewed quantities (losses, delays) use a lognormal or triangular shape.",
        "**Independence.** Here volume and cost are drawn independently. If bulk buying lowers unit cost when volume is high, the two are correlated and the real spread is smaller.",
        "**Garbage in.** A simulation of invented distributions gives precise-looking nonsense. Base the means and spreads on data: past launches, supplier quotes, market tests.",
      ],
    },
    { kind: "interactive", widget: "monte-carlo" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Press F9 ten times and note the mean and the chance of a loss each time. How much do they move?",
        "Raise the unit-cost standard deviation to ₹15. What happens to the 5th percentile?",
        "Add a third uncertain input: price drawn from `=NORM.INV(RAND(),180,5)`. Rebuild the profit column and compare the spread.",
      ],
    },
  ],
};

export default lesson;
