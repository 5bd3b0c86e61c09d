// The small datasets and model inputs of the Excel lessons, shipped with the code so the lesson pages, the in-page
// interactive versions and the server's practice workbooks all work from the same numbers. The datasets are
// illustrative: generated once for teaching (fixed seeds), shaped like the real data they stand for.
import type { ProfitModel } from "./excel-simulation.ts";

// --- Module 1: a sales order book ---------------------------------------------------------------------------

/** One order line of the primer lessons' sales sheet (prices in rupees). */
export interface SalesOrder {
  order: string;
  /** yyyy-mm-dd */
  date: string;
  region: "North" | "South" | "East" | "West";
  rep: string;
  product: "Laptop" | "Tablet" | "Printer" | "Monitor";
  units: number;
  unitPrice: number;
}

/** 24 orders of an electronics distributor, April to June 2024. */
export const SALES_ORDERS: readonly SalesOrder[] = [
  {
    order: "SO-1001",
    date: "2024-04-03",
    region: "West",
    rep: "Sneha",
    product: "Printer",
    units: 10,
    unitPrice: 9500,
  },
  {
    order: "SO-1002",
    date: "2024-04-06",
    region: "East",
    rep: "Rohan",
    product: "Monitor",
    units: 3,
    unitPrice: 12500,
  },
  {
    order: "SO-1003",
    date: "2024-04-07",
    region: "North",
    rep: "Aarav",
    product: "Tablet",
    units: 10,
    unitPrice: 21000,
  },
  {
    order: "SO-1004",
    date: "2024-04-11",
    region: "West",
    rep: "Sneha",
    product: "Laptop",
    units: 10,
    unitPrice: 52000,
  },
  {
    order: "SO-1005",
    date: "2024-04-13",
    region: "North",
    rep: "Aarav",
    product: "Monitor",
    units: 6,
    unitPrice: 12500,
  },
  {
    order: "SO-1006",
    date: "2024-04-17",
    region: "West",
    rep: "Sneha",
    product: "Tablet",
    units: 4,
    unitPrice: 21000,
  },
  {
    order: "SO-1007",
    date: "2024-04-21",
    region: "East",
    rep: "Rohan",
    product: "Tablet",
    units: 5,
    unitPrice: 21000,
  },
  {
    order: "SO-1008",
    date: "2024-04-23",
    region: "South",
    rep: "Divya",
    product: "Printer",
    units: 7,
    unitPrice: 9500,
  },
  {
    order: "SO-1009",
    date: "2024-04-27",
    region: "East",
    rep: "Rohan",
    product: "Monitor",
    units: 9,
    unitPrice: 12500,
  },
  {
    order: "SO-1010",
    date: "2024-04-29",
    region: "East",
    rep: "Rohan",
    product: "Printer",
    units: 11,
    unitPrice: 9500,
  },
  {
    order: "SO-1011",
    date: "2024-05-03",
    region: "South",
    rep: "Divya",
    product: "Laptop",
    units: 2,
    unitPrice: 52000,
  },
  {
    order: "SO-1012",
    date: "2024-05-04",
    region: "West",
    rep: "Sneha",
    product: "Printer",
    units: 1,
    unitPrice: 9500,
  },
  {
    order: "SO-1013",
    date: "2024-05-07",
    region: "South",
    rep: "Divya",
    product: "Laptop",
    units: 6,
    unitPrice: 52000,
  },
  {
    order: "SO-1014",
    date: "2024-05-12",
    region: "West",
    rep: "Sneha",
    product: "Tablet",
    units: 11,
    unitPrice: 21000,
  },
  {
    order: "SO-1015",
    date: "2024-05-14",
    region: "West",
    rep: "Sneha",
    product: "Printer",
    units: 6,
    unitPrice: 9500,
  },
  {
    order: "SO-1016",
    date: "2024-05-17",
    region: "South",
    rep: "Divya",
    product: "Tablet",
    units: 3,
    unitPrice: 21000,
  },
  {
    order: "SO-1017",
    date: "2024-05-19",
    region: "West",
    rep: "Sneha",
    product: "Laptop",
    units: 3,
    unitPrice: 52000,
  },
  {
    order: "SO-1018",
    date: "2024-05-24",
    region: "West",
    rep: "Sneha",
    product: "Printer",
    units: 3,
    unitPrice: 9500,
  },
  {
    order: "SO-1019",
    date: "2024-05-26",
    region: "East",
    rep: "Rohan",
    product: "Tablet",
    units: 1,
    unitPrice: 21000,
  },
  {
    order: "SO-1020",
    date: "2024-05-29",
    region: "East",
    rep: "Rohan",
    product: "Monitor",
    units: 2,
    unitPrice: 12500,
  },
  {
    order: "SO-1021",
    date: "2024-06-03",
    region: "East",
    rep: "Rohan",
    product: "Tablet",
    units: 10,
    unitPrice: 21000,
  },
  {
    order: "SO-1022",
    date: "2024-06-06",
    region: "North",
    rep: "Aarav",
    product: "Printer",
    units: 10,
    unitPrice: 9500,
  },
  {
    order: "SO-1023",
    date: "2024-06-07",
    region: "East",
    rep: "Rohan",
    product: "Printer",
    units: 9,
    unitPrice: 9500,
  },
  {
    order: "SO-1024",
    date: "2024-06-10",
    region: "South",
    rep: "Divya",
    product: "Laptop",
    units: 6,
    unitPrice: 52000,
  },
];

// --- Module 2: an HR roster ---------------------------------------------------------------------------------

/** One employee of the HR dashboard lesson (monthly salary in rupees, rating 1-5). */
export interface Employee {
  id: string;
  name: string;
  department: "Finance" | "HR" | "IT" | "Sales" | "Operations";
  gender: "F" | "M";
  age: number;
  tenure: number;
  salary: number;
  rating: number;
  attrition: "Yes" | "No";
}

/** An employee as a row of the Employees table, in its column order (the lesson's figure and the workbook). */
export function employeeRow(e: Employee): (string | number)[] {
  return [e.id, e.name, e.department, e.gender, e.age, e.tenure, e.salary, e.rating, e.attrition];
}

/** 40 employees of a mid-sized company. */
export const HR_EMPLOYEES: readonly Employee[] = [
  {
    id: "E101",
    name: "Ananya",
    department: "Sales",
    gender: "F",
    age: 36,
    tenure: 6,
    salary: 89000,
    rating: 4,
    attrition: "Yes",
  },
  {
    id: "E102",
    name: "Vikram",
    department: "Operations",
    gender: "M",
    age: 34,
    tenure: 7,
    salary: 67000,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E103",
    name: "Priya",
    department: "IT",
    gender: "F",
    age: 34,
    tenure: 4,
    salary: 105500,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E104",
    name: "Rahul",
    department: "Operations",
    gender: "M",
    age: 37,
    tenure: 6,
    salary: 62000,
    rating: 2,
    attrition: "Yes",
  },
  {
    id: "E105",
    name: "Kavya",
    department: "Finance",
    gender: "F",
    age: 37,
    tenure: 4,
    salary: 88500,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E106",
    name: "Arjun",
    department: "Finance",
    gender: "M",
    age: 26,
    tenure: 0,
    salary: 54000,
    rating: 3,
    attrition: "Yes",
  },
  {
    id: "E107",
    name: "Neha",
    department: "Operations",
    gender: "F",
    age: 38,
    tenure: 10,
    salary: 64500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E108",
    name: "Siddharth",
    department: "Operations",
    gender: "M",
    age: 30,
    tenure: 6,
    salary: 57500,
    rating: 3,
    attrition: "Yes",
  },
  {
    id: "E109",
    name: "Ishita",
    department: "HR",
    gender: "F",
    age: 45,
    tenure: 10,
    salary: 62000,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E110",
    name: "Karan",
    department: "Sales",
    gender: "M",
    age: 27,
    tenure: 2,
    salary: 69500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E111",
    name: "Meera",
    department: "Sales",
    gender: "F",
    age: 34,
    tenure: 6,
    salary: 69000,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E112",
    name: "Aditya",
    department: "HR",
    gender: "M",
    age: 31,
    tenure: 9,
    salary: 56500,
    rating: 1,
    attrition: "No",
  },
  {
    id: "E113",
    name: "Pooja",
    department: "Sales",
    gender: "F",
    age: 28,
    tenure: 5,
    salary: 90000,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E114",
    name: "Nikhil",
    department: "IT",
    gender: "M",
    age: 34,
    tenure: 3,
    salary: 92500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E115",
    name: "Riya",
    department: "Sales",
    gender: "F",
    age: 45,
    tenure: 10,
    salary: 64500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E116",
    name: "Varun",
    department: "Finance",
    gender: "M",
    age: 41,
    tenure: 8,
    salary: 86500,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E117",
    name: "Sanya",
    department: "Operations",
    gender: "F",
    age: 34,
    tenure: 0,
    salary: 47500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E118",
    name: "Manish",
    department: "Sales",
    gender: "M",
    age: 27,
    tenure: 2,
    salary: 66500,
    rating: 1,
    attrition: "Yes",
  },
  {
    id: "E119",
    name: "Tanvi",
    department: "HR",
    gender: "F",
    age: 30,
    tenure: 4,
    salary: 55000,
    rating: 4,
    attrition: "Yes",
  },
  {
    id: "E120",
    name: "Harsh",
    department: "Operations",
    gender: "M",
    age: 36,
    tenure: 1,
    salary: 63500,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E121",
    name: "Aisha",
    department: "Operations",
    gender: "F",
    age: 40,
    tenure: 6,
    salary: 53000,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E122",
    name: "Kunal",
    department: "Operations",
    gender: "M",
    age: 45,
    tenure: 11,
    salary: 62000,
    rating: 2,
    attrition: "Yes",
  },
  {
    id: "E123",
    name: "Shreya",
    department: "HR",
    gender: "F",
    age: 29,
    tenure: 5,
    salary: 69500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E124",
    name: "Deepak",
    department: "IT",
    gender: "M",
    age: 39,
    tenure: 8,
    salary: 87500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E125",
    name: "Nandini",
    department: "Sales",
    gender: "F",
    age: 36,
    tenure: 4,
    salary: 58000,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E126",
    name: "Abhishek",
    department: "HR",
    gender: "M",
    age: 42,
    tenure: 9,
    salary: 71000,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E127",
    name: "Lakshmi",
    department: "IT",
    gender: "F",
    age: 34,
    tenure: 7,
    salary: 71500,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E128",
    name: "Yash",
    department: "HR",
    gender: "M",
    age: 34,
    tenure: 4,
    salary: 55500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E129",
    name: "Fatima",
    department: "Finance",
    gender: "F",
    age: 40,
    tenure: 9,
    salary: 74500,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E130",
    name: "Gaurav",
    department: "Operations",
    gender: "M",
    age: 41,
    tenure: 8,
    salary: 63500,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E131",
    name: "Simran",
    department: "HR",
    gender: "F",
    age: 24,
    tenure: 0,
    salary: 54000,
    rating: 3,
    attrition: "Yes",
  },
  {
    id: "E132",
    name: "Omkar",
    department: "Finance",
    gender: "M",
    age: 35,
    tenure: 11,
    salary: 92000,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E133",
    name: "Bhavna",
    department: "Finance",
    gender: "F",
    age: 24,
    tenure: 1,
    salary: 72000,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E134",
    name: "Rajat",
    department: "Sales",
    gender: "M",
    age: 39,
    tenure: 10,
    salary: 84000,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E135",
    name: "Zoya",
    department: "HR",
    gender: "F",
    age: 34,
    tenure: 2,
    salary: 61500,
    rating: 4,
    attrition: "No",
  },
  {
    id: "E136",
    name: "Pranav",
    department: "IT",
    gender: "M",
    age: 43,
    tenure: 10,
    salary: 83500,
    rating: 1,
    attrition: "Yes",
  },
  {
    id: "E137",
    name: "Jaya",
    department: "Finance",
    gender: "F",
    age: 27,
    tenure: 1,
    salary: 81000,
    rating: 2,
    attrition: "No",
  },
  {
    id: "E138",
    name: "Tarun",
    department: "Sales",
    gender: "M",
    age: 38,
    tenure: 5,
    salary: 68000,
    rating: 3,
    attrition: "No",
  },
  {
    id: "E139",
    name: "Mehak",
    department: "IT",
    gender: "F",
    age: 32,
    tenure: 2,
    salary: 83000,
    rating: 2,
    attrition: "Yes",
  },
  {
    id: "E140",
    name: "Sameer",
    department: "IT",
    gender: "M",
    age: 36,
    tenure: 5,
    salary: 89000,
    rating: 3,
    attrition: "No",
  },
];

/** The HR dashboard's department order (rows of every pivot). */
export const HR_DEPARTMENTS = ["Finance", "HR", "IT", "Operations", "Sales"] as const;

// --- Module 3: the launch model used by sensitivity, scenario and Monte Carlo lessons ------------------------

/** Base case of the cold-brew launch model: profit = units × (price − unit cost) − fixed cost (rupees). */
export const LAUNCH_BASE = { price: 180, units: 12_000, unitCost: 95, fixedCost: 650_000 } as const;

/** Prices down the one-variable data table (rupees). */
export const SENSITIVITY_PRICES = [150, 160, 170, 180, 190, 200, 210] as const;
/** Unit volumes across the two-variable data table. */
export const SENSITIVITY_UNITS = [9_000, 10_500, 12_000, 13_500, 15_000] as const;

/** Inputs of one Scenario Manager scenario. */
export interface LaunchScenario {
  name: "Best case" | "Base case" | "Worst case";
  price: number;
  units: number;
  unitCost: number;
  fixedCost: number;
}

/** The three scenarios of xl-m3-v2. */
export const LAUNCH_SCENARIOS: readonly LaunchScenario[] = [
  { name: "Best case", price: 190, units: 15_000, unitCost: 90, fixedCost: 700_000 },
  { name: "Base case", price: 180, units: 12_000, unitCost: 95, fixedCost: 650_000 },
  { name: "Worst case", price: 165, units: 8_500, unitCost: 102, fixedCost: 620_000 },
];

/** The Monte Carlo version of the launch model: volume and unit cost are uncertain (normal). */
export const MONTE_CARLO_MODEL: ProfitModel = {
  price: 180,
  fixedCost: 650_000,
  unitsMean: 12_000,
  unitsSd: 1_500,
  unitCostMean: 95,
  unitCostSd: 8,
};

/** Seed of the reproducible run written into the workbook and shown first on the page. */
export const MONTE_CARLO_SEED = 2024;

// --- Module 3: air quality ---------------------------------------------------------------------------------

/** First month of the air-quality series (yyyy-mm). */
export const AQI_START = "2019-01";
/** Monthly average AQI of a North Indian city, January 2019 to December 2024 (72 months). */
export const AQI_MONTHLY: readonly number[] = [
  275, 239, 204, 181, 168, 151, 126, 113, 119, 208, 266, 299, 278, 250, 199, 175, 187, 149, 118, 102, 126,
  211, 266, 291, 285, 225, 204, 182, 173, 131, 105, 102, 112, 206, 251, 264, 259, 228, 191, 156, 162, 143, 87,
  84, 123, 199, 255, 278, 261, 221, 181, 154, 162, 130, 85, 89, 120, 206, 229, 262, 262, 226, 176, 135, 152,
  124, 78, 87, 100, 176, 230, 264,
];

/** The month label (Mon yyyy) of the i-th month counted from AQI_START (0-based). */
export function aqiMonthLabel(i: number): string {
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const [y, m] = AQI_START.split("-").map(Number) as [number, number];
  const k = m - 1 + i;
  return `${names[k % 12]} ${y + Math.floor(k / 12)}`;
}

// --- Module 4: regression data -----------------------------------------------------------------------------

/** Monthly advertising spend and sales of a consumer brand, 24 months (both in rupees lakh). */
export const AD_SALES = {
  adSpend: [
    3, 10.9, 6.3, 5.8, 4.2, 10.3, 3, 7.6, 3.8, 11.3, 5.9, 9.6, 6.3, 6.1, 3.3, 8.1, 8.6, 9.9, 11.4, 7.2, 7.9,
    8.2, 11.3, 8,
  ],
  sales: [
    63, 123.9, 86.4, 80.6, 68.7, 113.9, 73.9, 99.1, 78.4, 114.4, 81.4, 107.4, 89.7, 82.3, 73.2, 98.7, 95.4,
    111.8, 108, 97.8, 99.9, 99.7, 114, 95.5,
  ],
} as const;

/** 40 flats sold in one city: price (rupees lakh) and what might explain it. */
export const HOUSING = {
  /** Built-up area, square feet. */
  area: [
    1200, 680, 1640, 1840, 1560, 1780, 1580, 1610, 630, 710, 1910, 2050, 1150, 1030, 2030, 1520, 1520, 1240,
    570, 2020, 1410, 1420, 2060, 1710, 870, 720, 950, 800, 1930, 680, 770, 970, 2170, 1740, 640, 590, 1030,
    940, 1420, 1830,
  ],
  /** Carpet area, square feet (about 78% of built-up area: a near-copy of it). */
  carpet: [
    945, 520, 1274, 1437, 1218, 1396, 1229, 1245, 476, 545, 1486, 1607, 892, 789, 1586, 1197, 1163, 992, 445,
    1565, 1104, 1123, 1607, 1312, 672, 555, 733, 622, 1512, 533, 586, 763, 1680, 1364, 496, 451, 795, 760,
    1111, 1424,
  ],
  bedrooms: [
    2, 2, 3, 3, 4, 3, 4, 2, 2, 2, 3, 4, 2, 2, 3, 3, 2, 3, 1, 3, 3, 2, 4, 3, 1, 2, 2, 2, 3, 2, 2, 2, 4, 4, 1,
    1, 2, 2, 3, 4,
  ],
  /** Age of the building, years. */
  age: [
    6, 25, 16, 12, 1, 23, 12, 6, 15, 11, 1, 7, 11, 20, 13, 13, 10, 25, 3, 2, 23, 22, 12, 11, 18, 2, 3, 16, 8,
    18, 4, 18, 2, 5, 21, 8, 18, 11, 24, 8,
  ],
  /** Distance to the nearest metro station, km. */
  metroKm: [
    0.3, 7.9, 2.7, 4.9, 1, 3, 1.7, 2.4, 3, 4.2, 3.3, 6.1, 4.2, 4.5, 2, 5.8, 6.1, 6.9, 3.5, 4.8, 5, 6.1, 1.1,
    6.9, 6.6, 3.9, 7.9, 4.9, 1, 5.9, 0.4, 2.6, 2.8, 7.4, 4.9, 2.3, 2.7, 2.3, 7.1, 0.9,
  ],
  /** Parks within 1 km. */
  parks: [
    3, 5, 1, 5, 2, 2, 4, 2, 3, 0, 4, 3, 2, 4, 2, 2, 1, 2, 1, 1, 4, 1, 2, 5, 5, 4, 3, 1, 1, 5, 3, 1, 3, 4, 3,
    5, 0, 3, 2, 0,
  ],
  price: [
    81.4, 11.4, 103.6, 104.6, 102.7, 85.2, 93.3, 97.1, 24.4, 37.2, 114.3, 125.9, 60.1, 55, 108.1, 70.1, 65.9,
    55.9, 38.7, 118.4, 71.1, 50.2, 130.7, 91.4, 26, 46, 50.9, 47.5, 113.4, 40.7, 47.4, 56.1, 127.8, 102.8,
    13.6, 40.3, 55.2, 60, 74, 121.2,
  ],
} as const;
