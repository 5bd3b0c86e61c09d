// xl-m3-v2 Scenario Building: Scenario Manager with best, base and worst cases and the Scenario Summary report.
import { LAUNCH_SCENARIOS } from "@fincareer/domain/excel-datasets";
import { SCENARIO_FIGURES } from "@fincareer/domain/excel-figures";
import { formatCount, formatLessonRupees } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const inr = (v: number) => formatLessonRupees(v);
const [best, base, worst] = LAUNCH_SCENARIOS as [
  (typeof LAUNCH_SCENARIOS)[number],
  (typeof LAUNCH_SCENARIOS)[number],
  (typeof LAUNCH_SCENARIOS)[number],
];

const lesson: LessonContent = {
  lead: "Build named, internally consistent cases (best, base, worst) with Scenario Manager, switch a model between them, and summarise them in one report.",
  minutes: 30,
  blocks: [
    { kind: "h", text: "From sensitivities to scenarios" },
    {
      kind: "p",
      text: "A data table varies one or two inputs and holds the rest still. Real outcomes move several inputs at once, and not at random: a weak launch usually means *lower volume and* a discounted price *and* higher unit costs because purchasing volumes are small. A **scenario** is a named set of values for several inputs that belong together. Scenario Manager stores them inside the workbook, swaps them into the model on demand, and writes a summary report.",
    },
    {
      kind: "table",
      caption: "The three scenarios of the cold-brew launch (changing cells B3:B6 of the Model sheet)",
      head: ["Input", "Best case", "Base case", "Worst case"],
      rows: [
        ["Price per bottle (B3)", inr(best.price), inr(base.price), inr(worst.price)],
        ["Units sold (B4)", formatCount(best.units), formatCount(base.units), formatCount(worst.units)],
        ["Unit cost (B5)", inr(best.unitCost), inr(base.unitCost), inr(worst.unitCost)],
        ["Fixed cost (B6)", inr(best.fixedCost), inr(base.fixedCost), inr(worst.fixedCost)],
      ],
      note: "The best case spends ₹50,000 more on marketing (higher fixed cost) to sell 15,000 bottles; the worst case cuts marketing but sells only 8,500 at a discount.",
    },
    { kind: "h", text: "Adding the scenarios" },
    {
      kind: "list",
      ordered: true,
      items: [
        "**Data > What-If Analysis > Scenario Manager > Add**.",
        "Scenario name: *Best case*. Changing cells: **B3:B6** (select them, or type them separated by commas). A comment records who made it and why.",
        "OK opens *Scenario Values*: type 190, 15000, 90, 700000. OK.",
        "Add *Base case* (180, 12000, 95, 650000) and *Worst case* (165, 8500, 102, 620000) the same way.",
        "Select a scenario and click **Show**: the four input cells change and the whole model recalculates.",
      ],
    },
    {
      kind: "tip",
      title: "Name the cells first",
      text: "Give B3:B8 names (Formulas > Create from Selection, left column). The Scenario Summary then reads 'Price_per_bottle' instead of '$B$3'.",
    },
    { kind: "h", text: "The Scenario Summary report" },
    {
      kind: "p",
      text: "In Scenario Manager click **Summary**, choose *Scenario summary* and type the **result cells** B7,B8 (revenue and profit). Excel writes a new sheet with one column per scenario plus the current values. The report is static: run it again after changing the model.",
    },
    {
      kind: "figure",
      caption:
        "The Scenario Summary the practice workbook rebuilds with formulas (Summary sheet): inputs on top, results below.",
      figure: {
        type: "sheet",
        title: "Scenario Summary",
        columns: ["A", "B", "C", "D"],
        rows: [
          [
            { v: "Scenario Summary", tone: "header" },
            { v: "Best case", tone: "header" },
            { v: "Base case", tone: "header" },
            { v: "Worst case", tone: "header" },
          ],
          ["Changing cells:", "", "", ""],
          ["Price per bottle", inr(best.price), inr(base.price), inr(worst.price)],
          ["Units sold", best.units, base.units, worst.units],
          ["Unit cost", inr(best.unitCost), inr(base.unitCost), inr(worst.unitCost)],
          ["Fixed cost", inr(best.fixedCost), inr(base.fixedCost), inr(worst.fixedCost)],
          ["Result cells:", "", "", ""],
          [
            "Revenue",
            ...LAUNCH_SCENARIOS.map((s) => ({
              v: inr(SCENARIO_FIGURES[s.name].revenue),
              align: "right" as const,
            })),
          ],
          [
            "Profit",
            ...LAUNCH_SCENARIOS.map((s) => ({
              v: inr(SCENARIO_FIGURES[s.name].profit),
              tone: "result" as const,
              align: "right" as const,
            })),
          ],
        ],
        tabs: ["Summary", "Scenarios", "Model"],
      },
    },
    {
      kind: "figure",
      caption:
        "Profit in the three scenarios: the range runs from a loss of ₹84,500 to a profit of ₹8,00,000.",
      figure: {
        type: "chart",
        title: "Profit by scenario",
        xLabel: "Scenario",
        yLabel: "Profit (₹)",
        height: 240,
        xTicks: LAUNCH_SCENARIOS.map((s, i) => [i + 1, s.name] as const),
        yRules: [{ y: 0, label: "break-even" }],
        series: [
          {
            name: "Profit",
            kind: "bar",
            points: LAUNCH_SCENARIOS.map((s, i) => [i + 1, SCENARIO_FIGURES[s.name].profit] as const),
          },
        ],
      },
    },
    { kind: "h", text: "What the scenarios tell management" },
    {
      kind: "list",
      items: [
        `Base case: ${inr(SCENARIO_FIGURES["Base case"].profit)} on revenue of ${inr(SCENARIO_FIGURES["Base case"].revenue)}, a 17.1% net margin.`,
        `Worst case: a loss of ${inr(-SCENARIO_FIGURES["Worst case"].profit)}. The margin per bottle falls to ₹63, so the fixed costs need 9,842 bottles to be covered and only 8,500 are sold.`,
        `Best case: ${inr(SCENARIO_FIGURES["Best case"].profit)}, more than twice the base, because volume, price and cost all help at once.`,
        "The downside is small relative to the upside. That asymmetry, not the base case alone, is what a go/no-go decision weighs. The next lesson asks how likely each end is.",
      ],
    },
    { kind: "h", text: "Good practice" },
    {
      kind: "list",
      items: [
        "Keep scenarios internally consistent: a discount usually comes with more volume, not less.",
        "Three to five scenarios are plenty; name them by the story ('Competitor enters', 'Monsoon delays') rather than by numbers.",
        "Scenarios are stored on the sheet that owns the changing cells. Merge (in Scenario Manager) copies them from another sheet or workbook.",
        "Without Scenario Manager, a scenario table plus `INDEX`/`MATCH` and a drop-down does the same job live, as the Summary sheet's 'Pick a scenario' cell shows.",
      ],
    },
    { kind: "interactive", widget: "scenario" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Add the three scenarios to the Model sheet with Scenario Manager and produce the summary with result cells B7 and B8.",
        "Add a fourth scenario, 'Premium', at ₹220 with 9,000 bottles and ₹95 unit cost. Is it better than the base case? (₹4,75,000: yes.)",
        "On the Summary sheet, switch B12 between the scenarios and watch B13.",
      ],
    },
  ],
};

export default lesson;
