// xl-m2-v1 Interactive HR Insights using Pivot Table: pivot tables, value settings, slicers, pivot charts, a dashboard.
import { SAMPLE_SALARY_THRESHOLD } from "@fincareer/domain/constants";
import { employeeRow, HR_DEPARTMENTS, HR_EMPLOYEES } from "@fincareer/domain/excel-datasets";
import { HR_FIGURES } from "@fincareer/domain/excel-figures";
import { formatLessonRupees, formatShare } from "@fincareer/domain/format";
import type { LessonContent } from "./types.ts";

const d = HR_FIGURES.byDepartment;
const inr = (v: number) => formatLessonRupees(v);
const threshold = inr(SAMPLE_SALARY_THRESHOLD);
const aboveByDept: Record<(typeof HR_DEPARTMENTS)[number], number> = {
  Finance: 6,
  HR: 1,
  IT: 7,
  Operations: 0,
  Sales: 3,
};

const lesson: LessonContent = {
  lead: "Turn a 40-row employee roster into an interactive HR dashboard: pivot tables to summarise, slicers to filter with one click, and pivot charts to show it.",
  minutes: 40,
  blocks: [
    { kind: "h", text: "The question and the data" },
    {
      kind: "p",
      text:
        "The HR head wants to know, department by department: how many people we have, what we pay them, who is leaving, and how many earn above a salary threshold of " +
        `${threshold} a month. The Employees sheet holds one row per person: Employee ID, Name, Department, Gender, Age, Tenure, Monthly salary, Rating (1 to 5) and Attrition (Yes if the person has left in the last year).`,
    },
    {
      kind: "figure",
      caption:
        "The first rows of the Employees table. One row per employee, one fact per column: exactly what a pivot table needs.",
      figure: {
        type: "sheet",
        title: "Employees table",
        columns: ["A", "B", "C", "D", "E", "F", "G", "H", "I"],
        rows: [
          [
            "Employee ID",
            "Name",
            "Department",
            "Gender",
            "Age",
            "Tenure",
            "Monthly salary",
            "Rating",
            "Attrition",
          ].map((v) => ({
            v,
            tone: "header" as const,
          })),
          ...HR_EMPLOYEES.slice(0, 5).map(employeeRow),
        ],
        tabs: ["Employees", "Dashboard", "Start here"],
      },
    },
    {
      kind: "figure",
      caption: "The path from raw roster to dashboard that this lesson follows.",
      figure: {
        type: "flow",
        title: "From data to dashboard",
        steps: ["Employee roster", "Excel Table", "PivotTables", "Slicers", "PivotCharts", "Dashboard sheet"],
      },
    },
    { kind: "h", text: "Building the first pivot table" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Click any cell of the table and choose **Insert > PivotTable > New Worksheet**. Excel picks up the whole table (its name, `Employees`, so new rows are included on refresh).",
        "In the **PivotTable Fields** pane drag *Department* to **Rows** and *Employee ID* to **Values**. Excel counts text fields, so you get headcount per department.",
        "Drag *Monthly salary* to Values as well. It arrives as *Sum of Monthly salary*; open **Value Field Settings** and choose **Average**, then Number Format with thousands separators.",
        "Drag *Attrition* to **Columns**: the counts split into Yes and No. Right-click a count > **Show Values As > % of Row Total** to read the attrition rate directly.",
      ],
    },
    {
      kind: "table",
      caption: "What the pivot shows (checked by the Dashboard sheet's COUNTIFS and AVERAGEIFS)",
      head: ["Department", "Headcount", "Average salary", "Leavers", "Attrition rate", `Above ${threshold}`],
      rows: [
        ...HR_DEPARTMENTS.map((dep) => [
          dep,
          d[dep].headcount,
          inr(d[dep].averageSalary),
          d[dep].leavers,
          formatShare(d[dep].leavers / d[dep].headcount, 1),
          aboveByDept[dep],
        ]),
        [
          "Company",
          HR_FIGURES.headcount,
          inr(HR_FIGURES.averageSalary),
          HR_FIGURES.leavers,
          "25.0%",
          HR_FIGURES.aboveThreshold,
        ],
      ],
    },
    {
      kind: "figure",
      caption:
        "A pivot chart of average monthly salary by department, with the threshold line. IT and Finance pay above it on average; HR and Operations below.",
      figure: {
        type: "chart",
        title: "Average monthly salary by department",
        xLabel: "Department",
        yLabel: "Average salary (₹)",
        height: 260,
        xTicks: HR_DEPARTMENTS.map((dep, i) => [i + 1, dep] as const),
        yRules: [{ y: SAMPLE_SALARY_THRESHOLD, label: `${threshold} threshold` }],
        series: [
          {
            name: "Average salary",
            kind: "bar",
            points: HR_DEPARTMENTS.map((dep, i) => [i + 1, d[dep].averageSalary] as const),
          },
        ],
      },
    },
    { kind: "h", text: "Counting people above the salary threshold" },
    {
      kind: "p",
      text: `A pivot cannot take a condition like 'salary above ${threshold}' directly, so add it to the data or use a formula. Two ways:`,
    },
    {
      kind: "list",
      items: [
        `**Helper column** in the table: \`=IF([@[Monthly salary]]>${SAMPLE_SALARY_THRESHOLD},"Above","At or below")\`. Drag it into Columns of the pivot: each department splits into the two bands.`,
        `**Formula** on the dashboard, with the threshold in its own yellow cell so anyone can change it: \`=COUNTIF(Employees[Monthly salary],">"&B11)\`. With B11 = ${SAMPLE_SALARY_THRESHOLD} the answer is ${HR_FIGURES.aboveThreshold} of ${HR_FIGURES.headcount} employees (42.5%).`,
      ],
    },
    {
      kind: "tip",
      title: "Group numbers into bands",
      text: "Put Monthly salary in Rows, right-click a value > Group, and start at 40000 with a step of 10000: the pivot shows headcount per salary band without any helper column.",
    },
    { kind: "h", text: "Slicers: the interactive part" },
    {
      kind: "p",
      text: "With the pivot selected, **PivotTable Analyze > Insert Slicer** and tick *Gender* and *Department*. A slicer is a panel of buttons: click *F* and every number in the pivot recalculates for women only; Ctrl+click to select several; the funnel icon clears the filter. A **Timeline** does the same for dates.",
    },
    {
      kind: "p",
      text: "One slicer can drive several pivots and charts: right-click the slicer > **Report Connections** and tick every pivot built on the same table. That is what makes a set of pivots a dashboard: one click, every view follows.",
    },
    {
      kind: "table",
      caption: "The Gender slicer in action",
      head: ["Slicer", "Headcount", "Average salary", "Leavers", "Attrition rate"],
      rows: [
        ["F", 20, inr(70_675), 4, "20.0%"],
        ["M", 20, inr(71_575), 6, "30.0%"],
        ["(all)", 40, inr(HR_FIGURES.averageSalary), 10, "25.0%"],
      ],
    },
    { kind: "h", text: "Reading the dashboard" },
    {
      kind: "list",
      items: [
        `Operations has the highest attrition (3 of 9, 33.3%) and the lowest average pay (${inr(d.Operations.averageSalary)}); nobody there earns above ${threshold}.`,
        "Of the 23 people at or below the threshold, 7 left (30.4%); of the 17 above it, 3 left (17.6%). Pay is one lever on retention worth investigating.",
        "Ratings matter too: 5 of the 12 people rated 1 or 2 left, against 5 of the 28 rated 3 or 4.",
        "A dashboard shows patterns, not causes. The next step is a conversation with the department heads, or the regression lessons of module 4.",
      ],
    },
    { kind: "h", text: "Keeping it current" },
    {
      kind: "p",
      text: "Pivots do not recalculate like formulas. After adding or editing employees, **Data > Refresh All** (Ctrl+Alt+F5) updates every pivot and chart. Because the source is a Table, new rows are included automatically; with a plain range you would have to change the source.",
    },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Build the department pivot, then add a Department slicer and connect it to a pivot chart.",
        "Change the dashboard threshold to 60000. How many employees are now above it? (Answer: 31.)",
        "Add Rating to Rows under Department. Which department has the most employees rated 2 or below?",
      ],
    },
  ],
};

export default lesson;
