/** Colour of a 0-100 score: red below 50, orange below 75, teal from 75. */
export function scoreColor(score: number): string {
  return score >= 75 ? "teal.8" : score >= 50 ? "orange.8" : "red.8";
}
