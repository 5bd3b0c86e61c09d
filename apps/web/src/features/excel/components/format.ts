// The Excel lessons' own number format: a p-value as Excel's Regression output prints it. Amounts, plain numbers and
// percentages are @fincareer/domain/format's (formatLessonRupees, groupIndian, formatShare).

/** A p-value as Excel prints it: 4 decimals, or scientific below 0.0001. */
export function pValue(p: number): string {
  return p < 0.0001 ? p.toExponential(2) : p.toFixed(4);
}
