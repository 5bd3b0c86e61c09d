// Plain market numbers (index points, share prices, quantities) in the grouping Indian learners read. Amounts of
// money go through formatRupees in the domain package; this is for figures shown without the rupee sign.
import { TICKER_DECIMALS } from "@fincareer/domain/constants";
import { groupIndian, roundTo } from "@fincareer/domain/format";

/** A price or index level with 2 decimals and en-IN grouping: "73,651.35"; a missing value gives "-". */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return groupIndian(roundTo(value, TICKER_DECIMALS), TICKER_DECIMALS);
}

/** A whole number with en-IN grouping: "1,25,000". */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return groupIndian(value, 0);
}

/** A signed percentage with 2 decimals: "+1.25%", "-0.40%", "0.00%". */
export function formatSignedPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  const rounded = roundTo(value, TICKER_DECIMALS);
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(TICKER_DECIMALS)}%`;
}

const CRORE = 1e7;

/** A large rupee amount in crore, as Indian market pages show market capitalisation: "₹ 17,45,210 Cr". */
export function formatCrore(rupees: number | null | undefined): string {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return "-";
  return `₹ ${groupIndian(Math.round(rupees / CRORE), 0)} Cr`;
}
