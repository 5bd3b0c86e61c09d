// Where the platform's prices come from, and the end-of-day files an institute loads: the NSE capital-market
// bhavcopy (the current format and the one NSE published until July 2024) or a plain CSV. Each row is read here
// into a bar or a plain reason; the server reads the file, matches symbols and stores the bars.
import { parseDateInput } from "./date-input.ts";
import { formatDate } from "./format.ts";

/** The end-of-day file formats an import reads. */
export const EOD_FORMATS = ["bhavcopy", "bhavcopy-old", "plain"] as const;
export type EodFormat = (typeof EOD_FORMATS)[number];

/** How each format names the columns an import reads (lower case; files are read caseless). */
const COLUMNS: Record<
  EodFormat,
  {
    date: string;
    symbol: string;
    series: string | null;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
  }
> = {
  bhavcopy: {
    date: "traddt",
    symbol: "tckrsymb",
    series: "sctysrs",
    open: "opnpric",
    high: "hghpric",
    low: "lwpric",
    close: "clspric",
    volume: "ttltradgvol",
  },
  "bhavcopy-old": {
    date: "timestamp",
    symbol: "symbol",
    series: "series",
    open: "open",
    high: "high",
    low: "low",
    close: "close",
    volume: "tottrdqty",
  },
  plain: {
    date: "date",
    symbol: "symbol",
    series: null,
    open: "open",
    high: "high",
    low: "low",
    close: "close",
    volume: "volume",
  },
};

/** How the formats are named to people (summaries, errors). */
export const EOD_FORMAT_NAMES: Record<EodFormat, string> = {
  bhavcopy: "NSE bhavcopy",
  "bhavcopy-old": "NSE bhavcopy (format before July 2024)",
  plain: "plain CSV (date,symbol,open,high,low,close,volume)",
};

/** The equity series an import keeps; other series (BE, BZ, SM, bonds, ETFs' own series) are skipped. */
export const EQUITY_SERIES = "EQ";

/** The format a header (lower-cased column names) belongs to, or why it is none of them. */
export function eodFormatOf(header: readonly string[]): { format: EodFormat } | { reason: string } {
  const has = (c: string | null) => c === null || header.includes(c);
  for (const format of EOD_FORMATS) {
    const c = COLUMNS[format];
    if (Object.values(c).every(has)) return { format };
  }
  // Name what is missing for the format the header comes closest to.
  const best = EOD_FORMATS.map((format) => ({
    format,
    missing: Object.values(COLUMNS[format]).filter((c): c is string => c !== null && !header.includes(c)),
  })).sort((a, b) => a.missing.length - b.missing.length)[0]!;
  return {
    reason:
      `the header is not one of an NSE bhavcopy, an older NSE bhavcopy or date,symbol,open,high,low,close,volume` +
      ` (closest: ${EOD_FORMAT_NAMES[best.format]}, missing column ${best.missing.join(", ")})`,
  };
}

/** One day of one symbol, prices in paise. */
export interface EodBar {
  day: string;
  symbol: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** What a row reads as: a bar, a row of another series (skipped), or the reasons it is wrong. */
export type EodRow =
  | { kind: "bar"; bar: EodBar }
  | { kind: "other-series"; series: string }
  | { kind: "error"; reasons: string[] };

const MONTH_ABBR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
// The older bhavcopy's TIMESTAMP: 14-NOV-2025.
const DAY_MON_YEAR = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;

/** Reads a date cell: yyyy-mm-dd, dd-MMM-yyyy (14-NOV-2025), dd-mm-yyyy or dd/mm/yyyy. */
function readDay(text: string): { ok: true; date: string } | { ok: false; reason: string } {
  const m = DAY_MON_YEAR.exec(text);
  if (m) {
    const month = MONTH_ABBR.indexOf(m[2]!.toUpperCase());
    if (month < 0) return { ok: false, reason: `${text} is not a date: ${m[2]} is not a month` };
    return parseDateInput(`${m[3]}-${month + 1}-${m[1]}`);
  }
  const read = parseDateInput(text);
  return read.ok
    ? read
    : { ok: false, reason: `${read.reason} (write dates as yyyy-mm-dd, dd-mm-yyyy or 14-NOV-2025)` };
}

const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A price cell in paise, or why it is not a price. */
function readPrice(label: string, text: string): number | string {
  if (text === "") return `${label} is empty`;
  if (text.startsWith("-")) return `${label} ${text} is negative`;
  if (!PRICE.test(text))
    return `${label} ${JSON.stringify(text)} is not a price in rupees with at most 2 decimals`;
  const paise = Math.round(Number(text) * 100);
  return paise > 0 ? paise : `${label} must be above 0`;
}

/**
 * Reads one row of an end-of-day file (cells keyed by lower-case column name). `today` (IST, yyyy-mm-dd) bounds
 * the date: a day after it cannot have prices yet.
 */
export function readEodRow(format: EodFormat, values: Record<string, string>, today: string): EodRow {
  const c = COLUMNS[format];
  if (c.series !== null) {
    const series = (values[c.series] ?? "").toUpperCase();
    if (series !== EQUITY_SERIES) return { kind: "other-series", series };
  }
  const reasons: string[] = [];
  const symbol = (values[c.symbol] ?? "").toUpperCase();
  if (symbol === "") reasons.push("symbol is empty");
  const dateText = values[c.date] ?? "";
  let day = "";
  if (dateText === "") reasons.push("date is empty");
  else {
    const read = readDay(dateText);
    if (!read.ok) reasons.push(read.reason);
    else if (read.date > today) reasons.push(`date ${formatDate(read.date)} is after today`);
    else day = read.date;
  }
  const prices = (["open", "high", "low", "close"] as const).map((f) => readPrice(f, values[c[f]] ?? ""));
  for (const p of prices) if (typeof p === "string") reasons.push(p);
  const volumeText = values[c.volume] ?? "";
  if (!WHOLE.test(volumeText))
    reasons.push(
      volumeText === ""
        ? "volume is empty"
        : `volume ${JSON.stringify(volumeText)} is not a whole number of shares`,
    );
  if (reasons.length === 0) {
    const [open, high, low, close] = prices as number[];
    if (high! < low!) reasons.push(`high ${values[c.high]} is below low ${values[c.low]}`);
    else {
      if (open! < low! || open! > high!) reasons.push(`open ${values[c.open]} is outside low to high`);
      if (close! < low! || close! > high!) reasons.push(`close ${values[c.close]} is outside low to high`);
    }
    if (reasons.length === 0)
      return {
        kind: "bar",
        bar: { day, symbol, open: open!, high: high!, low: low!, close: close!, volume: Number(volumeText) },
      };
  }
  return { kind: "error", reasons };
}

/**
 * Which stored prices are real, market-wide: the first and last day with imported end-of-day prices of any scrip,
 * and how many scrips have some. Indices are never imported: their levels are always simulated.
 */
export interface PriceCoverage {
  real_from: string | null;
  real_to: string | null;
  real_scrips: number;
}

/**
 * One scrip's real prices: its first and last imported day, how many days are real, and how many stored days in
 * between are simulated (a day missing from the files imported).
 */
export interface RealRange {
  from: string;
  to: string;
  days: number;
  simulated_between: number;
}

const SIMULATED_DETAIL =
  "Prices, charts and moves here are simulated for practice. They start near each company's real share " +
  "price but are not its market history, so do not read them as real NSE data.";

/**
 * The market-wide marker (ticker, Home, Portfolio, Stats, /admin/market): simulated, or simulated with real
 * end-of-day prices for some companies. It names no single date as if every price were real to it: each company's
 * own range is on its page (scripPriceNote).
 */
export function priceSourceNote(coverage: PriceCoverage): { label: string; detail: string } {
  if (!coverage.real_to || !coverage.real_from || coverage.real_scrips === 0)
    return { label: "Simulated prices", detail: SIMULATED_DETAIL };
  const n = coverage.real_scrips;
  const companies = `${n} ${n === 1 ? "company" : "companies"}`;
  const span =
    coverage.real_from === coverage.real_to
      ? `on ${formatDate(coverage.real_to)}`
      : `between ${formatDate(coverage.real_from)} and ${formatDate(coverage.real_to)}`;
  return {
    label: `Simulated prices, real end-of-day for ${companies}`,
    detail:
      `Your institute loaded NSE end-of-day prices for ${companies} ${span}; each company's page says which ` +
      "of its days are real. Everything else is simulated for practice: the other companies, the days outside " +
      "those ranges, every index (SENSEX, NIFTY 50 and the rest), intraday bars and live ticks.",
  };
}

/** One company's marker (its page's chart): simulated, or real from one day to another and simulated around. */
export function scripPriceNote(range: RealRange | null): { label: string; detail: string } {
  if (range === null) return { label: "Simulated prices", detail: SIMULATED_DETAIL };
  const from = formatDate(range.from);
  const to = formatDate(range.to);
  const span = range.from === range.to ? `on ${from} only` : `from ${from} to ${to}`;
  const days = `${range.days} trading ${range.days === 1 ? "day" : "days"}`;
  const holes =
    range.simulated_between > 0
      ? range.simulated_between === 1
        ? " 1 day in between has no imported price and is simulated."
        : ` ${range.simulated_between} days in between have no imported price and are simulated.`
      : "";
  return {
    label: `Real end-of-day prices ${span}, simulated before and after`,
    detail:
      `This company's daily prices ${span} (${days}, the blue candles on the chart) are NSE end-of-day ` +
      `prices loaded by your institute.${holes} The days before and after, intraday (1D, 5D) bars and live ` +
      "ticks are simulated for practice, joined to the real prices without a jump.",
  };
}
