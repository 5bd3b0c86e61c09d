// Number formats of the Excel lessons' tables and interactive results (en-IN grouping, as learners read amounts).
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees with en-IN grouping: "₹3,70,000", "-₹84,500". */
export function rupees(value: number): string {
  const body = `₹${grouping.format(Math.abs(Math.round(value)))}`;
  return value < -0.5 ? `-${body}` : body;
}

/** A number with fixed decimals and en-IN grouping. */
export function fixed(value: number, decimals: number): string {
  return new Intl.NumberFormat("en-IN", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A p-value as Excel prints it: 4 decimals, or scientific below 0.0001. */
export function pValue(p: number): string {
  return p < 0.0001 ? p.toExponential(2) : p.toFixed(4);
}

/** A share as a percentage with one decimal. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
