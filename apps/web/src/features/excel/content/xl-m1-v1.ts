// xl-m1-v1 Introduction to Excel: the workbook, sheets, cells, ranges, entering data, the first formulas.
import { SALES_FIGURES } from "@fincareer/domain/excel-figures";
import { SALES_ORDERS } from "@fincareer/domain/excel-datasets";
import { formatCount, formatLessonRupees } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const first = SALES_ORDERS.slice(0, 6);

const lesson: LessonContent = {
  lead: "Find your way around a workbook, put data in the right shape, and write the first formulas that make Excel a calculator that remembers.",
  minutes: 25,
  blocks: [
    { kind: "h", text: "What Excel is for" },
    {
      kind: "p",
      text: "Excel is a grid of cells that can hold numbers, text, dates or **formulas**. A formula is a rule such as `=F2*G2`: it looks at other cells and recomputes the moment they change. That single idea is why analysts in banks, consulting firms and finance teams live in Excel: a model is a chain of formulas, and changing one assumption updates every number that depends on it.",
    },
    {
      kind: "p",
      text: "Throughout module 1 we use one small dataset: the order book of an electronics distributor, 24 orders from April to June 2024. Open the practice workbook for this lesson and keep it beside the page.",
    },
    { kind: "h", text: "Workbook, worksheet, cell, range" },
    {
      kind: "list",
      items: [
        "A **workbook** is the file (.xlsx). It holds one or more **worksheets**, the tabs along the bottom.",
        "A **cell** sits where a column (letters A, B, C, ...) meets a row (numbers 1, 2, 3, ...). Its **address** is column then row: `C4` is column C, row 4.",
        "A **range** is a rectangle of cells written as its corners: `A1:H25` is everything from A1 to H25. `F:F` is the whole of column F.",
        "The **Name Box** (left of the formula bar) shows the active cell; the **formula bar** shows what the cell really contains, which may differ from what it displays.",
      ],
    },
    {
      kind: "figure",
      caption: `The Orders sheet of the practice workbook. H2 displays ${formatLessonRupees(first[0]!.units * first[0]!.unitPrice)}, but the formula bar shows how it is made: units times unit price.`,
      figure: {
        type: "sheet",
        title: "Orders sheet with the formula bar",
        formulaBar: { cell: "H2", text: "=F2*G2" },
        columns: ["A", "B", "C", "D", "E", "F", "G", "H"],
        rows: [
          ["Order", "Date", "Region", "Rep", "Product", "Units", "Unit price", "Revenue"].map((v) => ({
            v,
            tone: "header" as const,
          })),
          ...first.map((o, i) => [
            o.order,
            o.date.split("-").reverse().join("/"),
            o.region,
            o.rep,
            o.product,
            o.units,
            o.unitPrice,
            i === 0
              ? { v: o.units * o.unitPrice, tone: "selected" as const }
              : { v: o.units * o.unitPrice, tone: "result" as const },
          ]),
        ],
        tabs: ["Orders", "Basics", "Start here"],
      },
    },
    { kind: "h", text: "Data in the right shape" },
    {
      kind: "p",
      text: "Excel's tools (sorting, filters, pivot tables, charts) all assume a **tidy list**: one header row, one record per row, one kind of value per column, no blank rows or merged cells inside the data. The order book follows that rule: each row is an order, and the Revenue column holds the same formula on every row.",
    },
    {
      kind: "table",
      caption: "Tidy versus untidy: why it matters",
      head: ["Untidy habit", "What breaks", "Tidy alternative"],
      rows: [
        [
          "Totals typed in the middle of the data",
          "Sorting mixes totals with orders; SUM double-counts",
          "Keep totals below the data or on another sheet",
        ],
        [
          "'₹52,000' typed as text",
          "Cannot be added; sorts alphabetically",
          "Type 52000 and format the cell as currency",
        ],
        ["Merged header cells", "Filters and pivot tables refuse the range", "One header cell per column"],
        ["Two facts in one cell ('Pune - West')", "Cannot filter by city or region", "One column per fact"],
      ],
    },
    { kind: "h", text: "Entering values and moving fast" },
    {
      kind: "list",
      items: [
        "Type in a cell and press **Enter** (moves down) or **Tab** (moves right). **F2** edits the cell in place; **Esc** cancels.",
        "**Ctrl+Arrow** jumps to the edge of the data; **Ctrl+Shift+Arrow** selects to it. **Ctrl+Home** returns to A1.",
        "**Ctrl+Z** undoes; **Ctrl+C / Ctrl+V** copy and paste; the fill handle (the small square at the bottom-right of a selection) copies a formula down a column.",
        "Dates are numbers underneath (days since 1900), so they can be subtracted: `=B3-B2` is the days between two orders.",
      ],
    },
    { kind: "h", text: "The first formulas" },
    {
      kind: "p",
      text: "Every formula starts with `=`. The arithmetic operators are `+ - * /` and `^` for powers, with the usual order of operations (brackets first, then powers, then multiplication and division, then addition and subtraction).",
    },
    {
      kind: "table",
      caption: "The Basics sheet with B3 = 25 and B4 = 40",
      head: ["Formula", "Result", "Reads as"],
      rows: [
        ["`=B3+B4`", "65", "sum"],
        ["`=B4-B3`", "15", "difference"],
        ["`=B3*B4`", "1000", "product"],
        ["`=B4/B3`", "1.6", "ratio"],
        ["`=B3^2`", "625", "square"],
        [
          "`=SUM(H2:H25)`",
          formatCount(SALES_FIGURES.totalRevenue),
          "total revenue of the 24 orders (₹31,19,500)",
        ],
      ],
    },
    { kind: "h", text: "Relative and absolute references" },
    {
      kind: "p",
      text: "When you copy `=F2*G2` from H2 down to H3, Excel rewrites it as `=F3*G3`: references are **relative** to the cell that holds them. Sometimes one reference must stay put, for example a tax rate in one cell. A dollar sign fixes it: `$B$3` never moves, `B$3` fixes only the row, `$B3` only the column. Press **F4** while editing a reference to cycle through the four forms.",
    },
    {
      kind: "formula",
      text: "C6:  =B6*$B$3      copied to C7 becomes  =B7*$B$3",
      note: "The Basics sheet's column C multiplies each result by the first number: B moves with the row, $B$3 stays.",
    },
    {
      kind: "tip",
      title: "Check a total without a formula",
      text: "Select H2:H25 and read the status bar at the bottom of the window: Excel shows the Average, Count and Sum of any selection. It should agree with the Total row: ₹31,19,500.",
    },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "In the Orders sheet, click H10 and read its formula. Which two cells does it use?",
        "Add a column I headed 'GST' with `=H2*18%` and copy it down. Then move the 18% into a cell of its own and rewrite the formula with an absolute reference.",
        "Change a unit price in column G and watch the revenue and the total update.",
      ],
    },
  ],
};

export default lesson;
