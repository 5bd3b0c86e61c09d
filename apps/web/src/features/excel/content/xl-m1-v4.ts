// xl-m1-v4 Formulas and Functions in Excel: function syntax, aggregation, conditional sums, IF, lookups, errors.
import { SALES_FIGURES } from "@fincareer/domain/excel-figures";
import { formatLessonRupees, formatShare } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const r = SALES_FIGURES.revenueByRegion;
const share = (v: number) => formatShare(v / SALES_FIGURES.totalRevenue, 1);

const lesson: LessonContent = {
  lead: "The functions an analyst uses every day: aggregate, count and sum by condition, decide with IF, and look values up in another table.",
  minutes: 35,
  blocks: [
    { kind: "h", text: "How a function is written" },
    {
      kind: "p",
      text: "A function is a named calculation: `=NAME(argument1, argument2, ...)`. Arguments can be numbers, text in quotes, cells, ranges or other functions. Start typing `=SUMI` and Excel lists matching functions; press **Tab** to accept and **Ctrl+A** for a dialog that explains each argument.",
    },
    { kind: "h", text: "Aggregating" },
    {
      kind: "table",
      caption: "Everyday aggregation on the order book (Revenue in H2:H25)",
      head: ["Formula", "Answer", "Meaning"],
      rows: [
        ["`=SUM(H2:H25)`", "₹31,19,500", "total revenue"],
        ["`=AVERAGE(H2:H25)`", "₹1,29,979", "average order value"],
        ["`=MAX(H2:H25)`", "₹5,20,000", "largest order"],
        ["`=COUNT(H2:H25)`", "24", "cells holding numbers"],
        ["`=COUNTA(C2:C25)`", "24", "non-empty cells (text too)"],
        ["`=ROUND(AVERAGE(H2:H25),-3)`", "₹1,30,000", "rounded to the nearest thousand"],
      ],
    },
    { kind: "h", text: "Counting and summing by condition" },
    {
      kind: "p",
      text: 'The *IFS* family adds, counts or averages only the rows that meet every condition you give. Each condition is a pair: a range and a criterion. Criteria can be a value (`"West"`), a cell (`A2`) or a comparison in quotes joined to a number (`">="&100000`).',
    },
    {
      kind: "formula",
      text: "=SUMIFS(Orders!$H$2:$H$25, Orders!$C$2:$C$25, A2)",
      note: "Revenue where Region equals the region in A2. The $ signs keep the ranges fixed when the formula is copied down the Summary sheet.",
    },
    {
      kind: "table",
      caption: "The Summary sheet built with SUMIFS, COUNTIFS and AVERAGEIFS",
      head: ["Region", "Revenue (SUMIFS)", "Orders (COUNTIFS)", "Avg units (AVERAGEIFS)", "Share"],
      rows: [
        ["North", formatLessonRupees(r.North), 3, "8.67", share(r.North)],
        ["South", formatLessonRupees(r.South), 5, "4.80", share(r.South)],
        ["East", formatLessonRupees(r.East), 8, "6.25", share(r.East)],
        ["West", formatLessonRupees(r.West), 8, "6.00", share(r.West)],
        ["Total", formatLessonRupees(SALES_FIGURES.totalRevenue), 24, "", "100.0%"],
      ],
    },
    {
      kind: "figure",
      caption: "Revenue by region from the Summary sheet: West leads with more than a third of sales.",
      figure: {
        type: "chart",
        title: "Revenue by region",
        xLabel: "Region",
        yLabel: "Revenue (₹)",
        height: 240,
        xTicks: [
          [1, "North"],
          [2, "South"],
          [3, "East"],
          [4, "West"],
        ],
        series: [
          {
            name: "Revenue",
            kind: "bar",
            points: [
              [1, r.North],
              [2, r.South],
              [3, r.East],
              [4, r.West],
            ],
          },
        ],
      },
    },
    { kind: "h", text: "Deciding with IF" },
    {
      kind: "p",
      text: "`=IF(test, value_if_true, value_if_false)` returns one of two answers. Tests use `= <> < > <= >=`. Combine tests with `AND(...)` and `OR(...)`, or chain several outcomes with `IFS`.",
    },
    {
      kind: "table",
      caption: "IF in practice",
      head: ["Formula", "Returns"],
      rows: [
        ['`=IF(H2>=100000,"Large","Small")`', "Large for orders of ₹1,00,000 or more"],
        ['`=IF(AND(C2="West",F2>5),"Priority","")`', "Priority for big West orders"],
        ['`=IFS(H2>=300000,"A",H2>=100000,"B",TRUE,"C")`', "an A/B/C order class"],
        ["`=IFERROR(H2/F2,0)`", "the unit price, or 0 instead of #DIV/0!"],
      ],
    },
    { kind: "h", text: "Looking values up" },
    {
      kind: "p",
      text: "A lookup finds a row in one table by a key and returns another column of it, for example the warranty of a product from the Price list sheet. Three ways, from oldest to newest:",
    },
    {
      kind: "table",
      caption: "Three lookups of 'Monitor' in the Price list (A2:C5)",
      head: ["Formula", "Result", "Notes"],
      rows: [
        [
          "`=VLOOKUP(B16,'Price list'!$A$2:$C$5,2,FALSE)`",
          "₹12,500",
          "key must be in the first column; FALSE = exact match",
        ],
        [
          "`=INDEX('Price list'!$C$2:$C$5,MATCH(B16,'Price list'!$A$2:$A$5,0))`",
          "36",
          "works in any direction; MATCH finds the row, INDEX reads it",
        ],
        [
          "`=XLOOKUP(B16,'Price list'!$A$2:$A$5,'Price list'!$B$2:$B$5,\"not found\")`",
          "₹12,500",
          "Excel 2021/365: clearer, exact by default, own not-found text",
        ],
      ],
    },
    {
      kind: "tip",
      title: "Always ask for an exact match",
      text: "VLOOKUP's last argument defaults to TRUE (approximate match on a sorted list). For ids and names that silently returns the wrong row. Write FALSE, or use XLOOKUP or MATCH with 0.",
    },
    { kind: "h", text: "Reading error values" },
    {
      kind: "table",
      caption: "What Excel's errors mean",
      head: ["Error", "Cause", "Typical fix"],
      rows: [
        ["#DIV/0!", "Division by zero or an empty cell", "IFERROR, or check the divisor"],
        ["#N/A", "A lookup found no match", "Check spelling and spaces (TRIM), exact match"],
        ["#VALUE!", "Text where a number was expected", "VALUE(), clean the data"],
        ["#REF!", "A referenced cell was deleted", "Undo, or rebuild the reference"],
        ["#NAME?", "Misspelt function or range name", "Fix the spelling; newer functions need a newer Excel"],
      ],
    },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Add a column to the Summary sheet with the revenue of Laptops only per region (SUMIFS with two conditions).",
        'Count the orders of ₹1,00,000 or more with `=COUNTIF(Orders!H2:H25,">="&100000)`. (Answer: 11.)',
        "Change Summary!B16 to Tablet and check that all three lookups follow.",
      ],
    },
  ],
};

export default lesson;
