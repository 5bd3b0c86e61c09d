// Learner-visible number and date formats of SPEC.md section 9, and the ticker's change against the previous close
// (section 4): amounts in rupees, market numbers, percentages and dates. Web and server both format through here
// so an amount, a percentage or a date reads the same everywhere (docs/decisions.md, "One home per rule").
import { CURRENCY_DECIMALS, NUMBER_LOCALE, RUPEE_SIGN, TICKER_DECIMALS, ZERO_RUPEES } from "./constants.ts";
import { istClock } from "./ist.ts";

/** Adds one to a string of decimal digits ("0999" -> "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * A number with exactly `decimals` decimals in en-IN grouping, lakhs and crores ("-1,23,45,678.90"), as Indian
 * learners read amounts: the same text as Intl.NumberFormat("en-IN") with those decimals (which rounds the
 * shortest decimal form of the number half away from zero, so 1.005 gives "1.01"), written by hand because the
 * browser's first Intl number format loads its locale data: about 40 ms of the main thread on a desktop, four
 * times that on a phone, while the first screen renders.
 */
export function groupIndian(value: number, decimals: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes("e")) {
    return new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  }
  const [whole = "0", fraction = ""] = shortest.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if ((fraction[decimals] ?? "0") >= "5") digits = incrementDigits(digits);
  const integer = digits.slice(0, digits.length - decimals) || "0";
  const grouped =
    integer.length <= 3
      ? integer
      : `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${integer.slice(-3)}`;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${grouped}${decimals > 0 ? `.${digits.slice(-decimals)}` : ""}`;
}

/**
 * Rounds to the given decimals, halves away from zero. The tiny relative nudge absorbs binary noise so that
 * 1.005 (stored as 1.00499999...) rounds to 1.01, as a learner doing the sum by hand expects.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  // Normalises -0 so no caller ever prints "-0.00".
  return rounded === 0 ? 0 : rounded;
}

/**
 * Whether an optional amount is a finite number. Number.isFinite is already false for null and undefined, so this is
 * the whole check (spelling out `value === null || value === undefined` first only adds conditions no input can
 * tell apart, which mutation testing reports as untestable).
 */
function isFiniteNumber(value: number | null | undefined): value is number {
  return Number.isFinite(value);
}

/** What stands between the rupee sign and the amount: a no-break space, so "₹" never wraps away from its number. */
export const RUPEE_SPACE = "\u00a0";

/**
 * An amount in rupees: "₹ 1,23,456.70" (sign, no-break space, en-IN grouping, 2 decimals). Zero, and anything that rounds
 * to zero, is exactly "₹ 0"; a missing or non-finite value also shows "₹ 0". Negatives put the minus before the
 * sign, "-₹ 1,234.00", as Intl's en-IN currency style and Indian broker statements do.
 */
export function formatRupees(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return ZERO_RUPEES;
  const rounded = roundTo(value, CURRENCY_DECIMALS);
  if (rounded === 0) return ZERO_RUPEES;
  const body = `${RUPEE_SIGN}${RUPEE_SPACE}${groupIndian(Math.abs(rounded), CURRENCY_DECIMALS)}`;
  return rounded < 0 ? `-${body}` : body;
}

const CRORE = 1e7;

/** A large rupee amount in crore, as Indian market pages show market capitalisation: "₹ 17,45,210 Cr"; "-" if missing. */
export function formatCrore(rupees: number | null | undefined): string {
  if (!isFiniteNumber(rupees)) return "-";
  return `${RUPEE_SIGN}${RUPEE_SPACE}${groupIndian(Math.round(rupees / CRORE), 0)}${RUPEE_SPACE}Cr`;
}

/**
 * A teaching figure of the Excel lessons in rupees, written as the practice workbooks' cells show it ("₹"#,##,##0):
 * the sign against the number, en-IN grouping, `decimals` decimals (whole rupees unless asked): "₹3,70,000",
 * "-₹84,500", "₹95.12". Amounts of the product itself (portfolio, orders) are formatRupees's.
 */
export function formatLessonRupees(value: number, decimals = 0): string {
  const rounded = roundTo(value, decimals);
  const body = `${RUPEE_SIGN}${groupIndian(Math.abs(rounded), decimals)}`;
  return rounded < 0 ? `-${body}` : body;
}

// --- Market numbers and percentages ------------------------------------------------------------------------

/** A price or index level with 2 decimals and en-IN grouping: "73,651.35"; a missing value gives "-". */
export function formatPrice(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return "-";
  return groupIndian(roundTo(value, TICKER_DECIMALS), TICKER_DECIMALS);
}

/** A whole number with en-IN grouping: "1,25,000"; a missing value gives "-". */
export function formatCount(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return "-";
  return groupIndian(value, 0);
}

/**
 * A percentage given in percent points, with `decimals` decimals (halves away from zero) and the % sign right after
 * the number, no space: 46 -> "46%", 12.34 with 1 decimal -> "12.3%", -0.4 with 2 -> "-0.40%".
 */
export function formatPercent(points: number, decimals = 0): string {
  return `${roundTo(points, decimals).toFixed(decimals)}%`;
}

/** A share (a fraction of one) as a percentage: 0.4567 -> "46%", with 1 decimal "45.7%". */
export function formatShare(share: number, decimals = 0): string {
  return formatPercent(share * 100, decimals);
}

/** A change in percent points with a plus on gains and 2 decimals: "+1.25%", "-0.40%", "0.00%"; "-" if missing. */
export function formatSignedPercent(points: number | null | undefined): string {
  if (!isFiniteNumber(points)) return "-";
  const text = formatPercent(points, TICKER_DECIMALS);
  return roundTo(points, TICKER_DECIMALS) > 0 ? `+${text}` : text;
}

// --- Dates -------------------------------------------------------------------------------------------------

function istParts(value: string | Date): Date | null {
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : istClock(ms);
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** A date as "dd/mm/yyyy" (DATE_PATTERN) on the Asia/Kolkata calendar; an unparseable value gives "". */
export function formatDate(value: string | Date): string {
  const d = istParts(value);
  if (d === null) return "";
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** A moment as "dd/mm/yyyy h:mm am/pm" (DATE_TIME_PATTERN) in Asia/Kolkata, e.g. "05/03/2026 9:07 pm"; an unparseable value gives "". */
export function formatDateTime(value: string | Date): string {
  const d = istParts(value);
  if (d === null) return "";
  const hours = d.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? "am" : "pm";
  return `${formatDate(value)} ${hour12}:${pad2(d.getUTCMinutes())} ${period}`;
}

/**
 * A moment as "yyyy-mm-dd hh:mm" (24-hour) in Asia/Kolkata, e.g. "2026-11-28 09:15": what CSV exports write, since a
 * spreadsheet in any locale reads it the same (dd/mm/yyyy swaps day and month in a US one); "" when unparseable.
 */
export function formatIsoDateTime(value: string | Date): string {
  const d = istParts(value);
  return d === null ? "" : d.toISOString().slice(0, 16).replace("T", " ");
}

/** A calendar day (yyyy-mm-dd) as "dd/mm", DATE_PATTERN without the year (chart axes): "2026-11-23" -> "23/11". */
export function formatDayMonth(day: string): string {
  const [, month = "", date = ""] = day.split("-");
  return `${date.slice(0, 2)}/${month}`;
}

/** A month (yyyy-mm) as "mm/yyyy", DATE_PATTERN without the day (enrolment cohorts): "2026-09" -> "09/2026". */
export function formatMonth(month: string): string {
  const [year = "", mm = ""] = month.split("-");
  return `${mm}/${year}`;
}

// --- The ticker --------------------------------------------------------------------------------------------

/** A ticker quote's movement against the previous close. */
export interface TickerChange {
  /** price - previous, rounded to 2 decimals. */
  change: number;
  /** change as a percentage of the previous close, rounded to 2 decimals; 0 when there is no previous close. */
  percent: number;
  direction: "up" | "down";
  /** change with 2 decimals and a minus when negative, no plus and no unit: "12.35", "-0.40", "0.00". */
  changeText: string;
  /** percent with 2 decimals and a minus when negative, without the % sign: "0.52", "-1.75". */
  percentText: string;
}

/**
 * Change of a quote against its previous close. Direction is "down" when the shown (rounded) change is zero or
 * negative and "up" when positive, so the arrow never contradicts the number next to it. A missing previous
 * close (0) gives percent 0 rather than Infinity.
 */
export function tickerChange(price: number, previous: number): TickerChange {
  // Subtracting in micro-units drops the binary noise of the operands (100.005 - 100 is 0.00499999... in floats),
  // which would otherwise decide a half-cent rounding; quotes never carry more than 6 decimals.
  const diff = (Math.round(price * 1e6) - Math.round(previous * 1e6)) / 1e6;
  const change = roundTo(diff, TICKER_DECIMALS);
  const percent = previous === 0 ? 0 : roundTo((diff / previous) * 100, TICKER_DECIMALS);
  return {
    change,
    percent,
    direction: change > 0 ? "up" : "down",
    // Grouped as every amount is ("-4,322.40"); a change that rounds to zero reads "0.00", never "-0.00".
    changeText: groupIndian(change === 0 ? 0 : change, TICKER_DECIMALS),
    percentText: percent.toFixed(TICKER_DECIMALS),
  };
}
