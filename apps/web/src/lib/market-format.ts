// Plain market numbers (index points, share prices, quantities) in the grouping Indian learners read. Amounts of
// money go through formatRupees in the domain package; this is for figures shown without the rupee sign.
import { NUMBER_LOCALE, TICKER_DECIMALS } from "@fincareer/domain/constants";
import { roundTo } from "@fincareer/domain/format";

const PRICE = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: TICKER_DECIMALS,
  maximumFractionDigits: TICKER_DECIMALS,
});
const INTEGER = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });

/** A price or index level with 2 decimals and en-IN grouping: "73,651.35"; a missing value gives "-". */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return PRICE.format(roundTo(value, TICKER_DECIMALS));
}

/** A whole number with en-IN grouping: "1,25,000". */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return INTEGER.format(value);
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
  return `₹ ${INTEGER.format(Math.round(rupees / CRORE))} Cr`;
}
