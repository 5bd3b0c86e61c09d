// xl-m1-v3 Data tools in Excel: Tables, data validation, text to columns, remove duplicates, conditional formatting.
import { SALES_FIGURES } from "@fincareer/domain/excel-figures";
import { formatLessonRupees } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const lesson: LessonContent = {
  lead: "Five built-in tools that keep a dataset correct as it grows: Excel Tables, Data Validation, Text to Columns, Remove Duplicates and Conditional Formatting.",
  minutes: 30,
  blocks: [
    { kind: "h", text: "1. Excel Tables (Ctrl+T)" },
    {
      kind: "p",
      text: "Select any cell in a tidy list and press **Ctrl+T**. The range becomes a **Table**: banded rows, a filter on every header, and a name (the practice workbook calls it `SalesTable`). Tables grow by themselves: type a new order in the first empty row and the formatting, the formulas and every chart or pivot built on the table extend to it.",
    },
    {
      kind: "list",
      items: [
        "A formula typed in one row of a table column fills the whole column (a *calculated column*).",
        "**Structured references** name columns instead of cells: `=SUM(SalesTable[Revenue])` stays right when rows are added, where `=SUM(F2:F25)` would miss row 26.",
        "Table Design > **Total Row** adds a totals line whose cells offer SUM, AVERAGE, COUNT and more from a drop-down. In the workbook it reads Units 148 and Revenue ₹31,19,500.",
      ],
    },
    {
      kind: "formula",
      text: "=SUBTOTAL(109,SalesTable[Revenue])",
      note: `What the Total Row writes: 109 = SUM of visible rows, so the total follows any filter. Unfiltered it is ${formatLessonRupees(SALES_FIGURES.totalRevenue)}.`,
    },
    { kind: "h", text: "2. Data Validation: stop bad data at the door" },
    {
      kind: "p",
      text: "**Data > Data Validation** restricts what a cell accepts. In the Entry sheet, Region only accepts North, South, East or West (a *List* rule with those four values) and Units only whole numbers from 1 to 100. Anything else is refused with the message you write in the Error Alert tab.",
    },
    {
      kind: "table",
      caption: "Validation rules worth knowing",
      head: ["Allow", "Use it for", "Example rule"],
      rows: [
        ["List", "Fixed choices (a drop-down appears)", "North,South,East,West"],
        ["Whole number", "Counts", "between 1 and 100"],
        ["Decimal", "Rates and prices", "greater than 0"],
        ["Date", "Transaction dates", "between 01/04/2024 and 31/03/2025"],
        ["Text length", "Codes of fixed size", "equal to 10 (PAN numbers)"],
        ["Custom", "Any formula that returns TRUE", "`=COUNTIF(A:A,A2)=1` (no duplicate ids)"],
      ],
    },
    { kind: "h", text: "3. Text to Columns" },
    {
      kind: "p",
      text: "A column like 'Mehta Traders, Pune' holds two facts. Select it and use **Data > Text to Columns > Delimited**, tick *Comma*, and Excel splits it into customer and city. Choose *Fixed width* instead when fields line up by position (bank statements often do). The newer functions `TEXTBEFORE` and `TEXTAFTER` do the same with formulas, so the split updates when the source changes.",
    },
    {
      kind: "figure",
      caption:
        "The Split sheet: column A as exported, B and C split with TEXTBEFORE and TEXTAFTER on the delimiter ', '.",
      figure: {
        type: "sheet",
        title: "Splitting customer and city",
        formulaBar: { cell: "B2", text: '=TEXTBEFORE(A2,", ")' },
        columns: ["A", "B", "C"],
        rows: [
          ["Customer, City", "Customer", "City"].map((v) => ({ v, tone: "header" as const })),
          ["Mehta Traders, Pune", { v: "Mehta Traders", tone: "selected" }, "Pune"],
          ["Sharma Electronics, Delhi", "Sharma Electronics", "Delhi"],
          ["Iyer & Sons, Chennai", "Iyer & Sons", "Chennai"],
          ["Bose Retail, Kolkata", "Bose Retail", "Kolkata"],
          ["Mehta Traders, Pune", "Mehta Traders", "Pune"],
        ],
        tabs: ["Split", "Orders", "Entry"],
      },
    },
    { kind: "h", text: "4. Remove Duplicates" },
    {
      kind: "p",
      text: "**Data > Remove Duplicates** deletes rows that repeat on the columns you tick. In the Split sheet, ticking 'Customer, City' removes the second 'Mehta Traders, Pune' and reports '1 duplicate value found and removed; 5 unique values remain'. It deletes for good, so work on a copy, or first flag duplicates with COUNTIF as in the previous lesson to see what will go.",
    },
    { kind: "h", text: "5. Conditional Formatting" },
    {
      kind: "p",
      text: '**Home > Conditional Formatting** colours cells by rule, so the eye finds what matters. The workbook highlights every revenue above ₹1,00,000 in green (*Highlight Cells Rules > Greater Than*). Data Bars draw a bar inside each cell in proportion to its value; Color Scales shade from low to high; a formula rule such as `=$C2="West"` can colour whole rows.',
    },
    {
      kind: "tip",
      title: "Rules are live",
      text: "Conditional formats recalculate like formulas: change a unit price and the highlight moves. Manage, reorder or delete rules under Conditional Formatting > Manage Rules.",
    },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Add order SO-1025 at the bottom of SalesTable and watch the Total Row change.",
        "In the Entry sheet, try typing 'Central' in B2. Then edit the rule so Central is allowed.",
        "Add a Data Bars rule to the Units column. Which order is the largest?",
      ],
    },
  ],
};

export default lesson;
