// xl-m1-v2 Working with data in Excel: cleaning, sorting, filtering, SUBTOTAL.
import { SALES_FIGURES } from "@fincareer/domain/excel-figures";
import { formatCount, formatShare } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const lesson: LessonContent = {
  lead: "Real exports arrive messy. Clean them with formulas, then sort and filter to answer questions without changing the data.",
  minutes: 30,
  blocks: [
    { kind: "h", text: "Why cleaning comes first" },
    {
      kind: "p",
      text: "A report is only as good as its input. Exports from billing systems and CRMs often carry stray spaces ('  north '), inconsistent capitals ('WEST', 'west'), numbers stored as text, and the same record twice. Excel treats 'West' and 'West ' as different regions, so a filter or a SUMIFS silently misses rows. Clean first, analyse second.",
    },
    {
      kind: "figure",
      caption:
        "The Raw sheet of the practice workbook: a region with extra spaces, shouting capitals, units stored as text (left-aligned), and order SO-1004 twice.",
      figure: {
        type: "sheet",
        title: "Raw export with problems",
        columns: ["A", "B", "C", "D"],
        rows: [
          ["Order", "Region", "Rep", "Units (text)"].map((v) => ({ v, tone: "header" as const })),
          ["SO-1001", "  west ", "Sneha  ", { v: "6", align: "left" }],
          ["SO-1002", "SOUTH", "divya", { v: "10", align: "left" }],
          ["SO-1003", "East", "Rohan  ", { v: "2", align: "left" }],
          ["SO-1004", "  north ", "aarav", { v: "1", align: "left" }],
          ["SO-1004", "  north ", "aarav", { v: "1", align: "left", tone: "selected" }],
        ],
        tabs: ["Raw", "Clean", "Orders"],
      },
    },
    { kind: "h", text: "Cleaning with formulas" },
    {
      kind: "table",
      caption: "The text functions that fix most exports",
      head: ["Function", "Does", "Example", "Result"],
      rows: [
        ["`TRIM(text)`", "Removes leading, trailing and repeated spaces", '`=TRIM("  west ")`', "west"],
        ["`PROPER(text)`", "Capitalises each word", '`=PROPER("SOUTH")`', "South"],
        ["`UPPER` / `LOWER`", "All capitals / all small letters", '`=UPPER("so-1001")`', "SO-1001"],
        ["`VALUE(text)`", "Turns a number stored as text into a number", '`=VALUE("10")`', "10"],
        ["`LEFT`, `RIGHT`, `MID`", "Parts of a text by position", '`=LEFT("SO-1001",2)`', "SO"],
        ["`LEN(text)`", "Length, handy to spot hidden spaces", '`=LEN("West ")`', "5"],
      ],
    },
    {
      kind: "p",
      text: "Build the clean version **beside** the raw data rather than over it, so every step is visible and repeatable. The Clean sheet nests the functions: `=PROPER(TRIM(Raw!B2))` trims first, then fixes the capitals. When you are satisfied, copy the clean columns and use **Paste Special > Values** to freeze them.",
    },
    {
      kind: "formula",
      text: '=IF(COUNTIF(A$2:A2,A2)=1,"Yes","Duplicate")',
      note: "Flags repeats: the range `A$2:A2` grows as the formula is copied down, so each row counts how often its order id has appeared so far. The second SO-1004 shows 'Duplicate'.",
    },
    { kind: "h", text: "Sorting" },
    {
      kind: "list",
      items: [
        "Click any cell in the data, then **Data > Sort**. Excel selects the whole list and detects the header row.",
        "Sort on several levels: Region A to Z, then Revenue largest to smallest, gives each region's biggest orders first.",
        "Never select a single column and sort it alone: Excel would reorder that column and break every row.",
        "To get back to the original order later, keep an id column (Order) that you can sort on again.",
      ],
    },
    { kind: "h", text: "Filtering" },
    {
      kind: "p",
      text: "**Ctrl+Shift+L** (Data > Filter) adds drop-down arrows to the header row. Filtering hides the rows that do not match; nothing is deleted. Number filters answer questions like 'orders above ₹1,00,000'; text filters find 'contains Laptop'; date filters select 'May 2024'.",
    },
    {
      kind: "table",
      caption: `Revenue by region in the order book (total ₹31,19,500)`,
      head: ["Region", "Revenue (₹)", "Share"],
      rows: (["North", "South", "East", "West"] as const).map((r) => [
        r,
        formatCount(SALES_FIGURES.revenueByRegion[r]),
        formatShare(SALES_FIGURES.revenueByRegion[r] / SALES_FIGURES.totalRevenue, 1),
      ]),
      note: "Filter Region = West and the visible revenue adds up to ₹11,81,000.",
    },
    { kind: "h", text: "SUBTOTAL: totals that respect the filter" },
    {
      kind: "p",
      text: "`=SUM(H2:H25)` always adds all 24 orders, hidden or not. `=SUBTOTAL(9,H2:H25)` adds only the visible rows (9 means SUM; 1 is AVERAGE, 2 COUNT). With Region filtered to West, SUM still shows ₹31,19,500 while SUBTOTAL shows ₹11,81,000.",
    },
    {
      kind: "tip",
      title: "Freeze the header",
      text: "View > Freeze Panes > Freeze Top Row keeps the headings on screen while you scroll a long list. The practice workbook's Orders sheet already has it.",
    },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "On the Clean sheet, add a column that shows `LEN` of the raw region. Which rows had hidden spaces?",
        "Sort the Orders sheet by Product, then by Units (largest first).",
        "Filter to Laptop orders in the South and read the SUBTOTAL. Then clear the filter (Data > Clear).",
      ],
    },
  ],
};

export default lesson;
