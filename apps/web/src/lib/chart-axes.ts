// Axis options shared by every lightweight-charts chart (company candles, /stats return, games), so their labels
// never overlap or show cut in half at phone widths (issue 13: "Chart axis labels overlap at 390 px").
//
// What overlapped at 390 px, and the answer to each:
// - the half-cut top and bottom price labels under a series label: entireTextOnly hides a label that does not fit;
// - wide price labels ("5,200.00", "3.00%") leaving little room: tick labels keep only the decimals their step needs
//   ("5,200", "3%"); the series' own labels and the crosshair keep full precision;
// - too many ticks for the height: fewer price ticks on a phone (tickMarkDensity);
// - a series' last-value label drawn over the tick label beside it: on a phone the series carry no axis label (the
//   screen states those values in text: the price in the company header, the returns in the /stats figures);
// - the first date label cut by the left edge when the first bar sits on it, the last one by the price scale: a
//   little empty room beside the first and the last bar (leftPadBars), so a label centred on either fits.
//
// Dates on the time axis (issue 41: "months on chart axes"): every chart writes them with chartTickLabel, in the
// order Indian readers use ("15 Nov", a month's first tick "Nov", a year's first tick "Jan '27", intraday "10:15"),
// and the crosshair with chartTimeLabel ("27/11/2026", intraday "27/11/2026 10:15"); the admin analytics' week axis
// (Mantine charts) uses chartDayLabel, the same words.
import type { IChartApi, Time, TickMarkType } from "lightweight-charts";
import { formatPercent, groupIndian } from "@fincareer/domain/format";
import { IST_OFFSET_MS } from "@fincareer/domain/ist";

/** Below this chart width (px) the axes switch to their compact form. */
export const COMPACT_CHART_WIDTH = 600;
/** Price tick spacing factor: lightweight-charts' default, and the roomier one used on phones. */
export const TICK_DENSITY = { regular: 2.5, compact: 4 } as const;
/** Half the width of the widest time-axis label ("16 Sep '26" at 12 px), in px. */
export const TIME_LABEL_HALF_WIDTH_PX = 34;

const BORDER = "#dee2e6";

/** True when a chart this wide (px) uses the compact axes. */
export function isCompactChart(width: number): boolean {
  return width > 0 && width < COMPACT_CHART_WIDTH;
}

/**
 * The fewest decimals (0..max) that write every tick price exactly: ticks are round steps (4,200 / 4,400 or 2.5 /
 * 3.0), so most need none.
 */
export function tickDecimals(prices: readonly number[], max: number): number {
  for (let d = 0; d < max; d += 1) {
    const scale = 10 ** d;
    if (
      prices.every(
        (p) => Math.abs(Math.round(p * scale) - p * scale) < 1e-6 * Math.max(1, Math.abs(p * scale)),
      )
    )
      return d;
  }
  return max;
}

/** Formats tick prices with the decimals their step needs, through `format(price, decimals)`. */
export function tickLabels(
  prices: readonly number[],
  max: number,
  format: (price: number, decimals: number) => string,
): string[] {
  const decimals = tickDecimals(prices, max);
  return prices.map((p) => format(p, decimals));
}

/** The part of createChart's options that axisOptions sets. */
export interface AxisOptions {
  rightPriceScale: { borderColor: string; entireTextOnly: boolean; tickMarkDensity: number };
  timeScale: { borderColor: string; tickMarkFormatter: (time: Time, type: TickMarkType) => string };
  localization: {
    timeFormatter: (time: Time) => string;
    priceFormatter: (price: number) => string;
    tickmarksPriceFormatter: (prices: number[]) => string[];
  };
}

/**
 * The axis options of a chart `width` px wide: price-scale labels that fit (entireTextOnly, density) and, on a phone,
 * tick labels with only the decimals they need. `format(price, decimals)` writes a price (e.g. with a % sign).
 */
export function axisOptions(
  width: number,
  format: (price: number, decimals: number) => string,
  maxDecimals = 2,
): AxisOptions {
  const compact = isCompactChart(width);
  return {
    rightPriceScale: {
      borderColor: BORDER,
      entireTextOnly: true,
      tickMarkDensity: compact ? TICK_DENSITY.compact : TICK_DENSITY.regular,
    },
    timeScale: { borderColor: BORDER, tickMarkFormatter: chartTickLabel },
    localization: {
      timeFormatter: (time: Time) => chartTimeLabel(time, hasClock(time)),
      priceFormatter: (p: number) => format(p, maxDecimals),
      tickmarksPriceFormatter: compact
        ? (prices: number[]) => tickLabels(prices, maxDecimals, format)
        : (prices: number[]) => prices.map((p) => format(p, maxDecimals)),
    },
  };
}

/** A price with en-IN grouping and exactly `decimals` decimals ("4,276.90", "4,200"). */
export function groupedPrice(price: number, decimals: number): string {
  return groupIndian(price, decimals);
}

/** A percentage with exactly `decimals` decimals ("2.50%", "3%"). */
export function percentLabel(price: number, decimals: number): string {
  return formatPercent(price, decimals);
}

/**
 * Series options for a chart `width` px wide: on a phone no last-value label and no title on the price axis (see the
 * header); elsewhere the series' `title` beside its last value.
 */
export function seriesAxisLabel(width: number, title = ""): { lastValueVisible: boolean; title: string } {
  const compact = isCompactChart(width);
  return { lastValueVisible: !compact, title: compact ? "" : title };
}

/** Bars (fractional) of empty room beside the first (and last) bar's centre so a date label centred on it is not cut. */
export function leftPadBars(barSpacing: number): number {
  if (!(barSpacing > 0)) return 0;
  return TIME_LABEL_HALF_WIDTH_PX / barSpacing;
}

/**
 * Shows bars 0..bars-1 with leftPadBars of room before the first and after the last (whose date label, "29 Nov",
 * would otherwise run under the price scale); false until the chart has a width.
 */
function fitOnce(chart: IChartApi, bars: number): boolean {
  const scale = chart.timeScale();
  const width = scale.width();
  if (width <= 0) return false;
  // The range spans the bars plus both pads, so the spacing is solved from all: (bars + 2 pad) * spacing = width.
  const spacing = Math.max(1, width - 2 * TIME_LABEL_HALF_WIDTH_PX) / bars;
  const pad = Math.max(0.5, leftPadBars(spacing));
  // Logical index i is the centre of bar i.
  scale.setVisibleLogicalRange({ from: -pad, to: bars - 1 + pad });
  return true;
}

/**
 * Fits `bars` bars (the distinct times of the chart's series), leaving room before the first for its date label;
 * use instead of timeScale().fitContent(). An autoSize chart may measure itself after the first frame, so until
 * then the fit waits for its first width.
 */
export function fitWithRoom(chart: IChartApi, bars: number): void {
  if (bars <= 0) return;
  if (fitOnce(chart, bars)) return;
  const scale = chart.timeScale();
  const handleSize = (width: number) => {
    if (width > 0 && fitOnce(chart, bars)) scale.unsubscribeSizeChange(handleSize);
  };
  scale.subscribeSizeChange(handleSize);
}

/**
 * A chart time (seconds) moved to IST: lightweight-charts draws its axis in UTC, and learners read India time like
 * the tables beside the charts.
 */
export function istChartSeconds(utcSeconds: number): number {
  return utcSeconds + IST_OFFSET_MS / 1000;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A chart time's calendar fields, as the axis draws them (UTC fields of IST-shifted seconds, or the day given). */
interface ChartTimeParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The fields of a chart time: unix seconds, a "yyyy-mm-dd" business day, or a { year, month, day } object. */
export function chartTimeParts(time: Time): ChartTimeParts {
  if (typeof time === "number") {
    const d = new Date(time * 1000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hours: d.getUTCHours(),
      minutes: d.getUTCMinutes(),
      seconds: d.getUTCSeconds(),
    };
  }
  if (typeof time === "string") {
    const [year = 1970, month = 1, day = 1] = time.split("-").map(Number);
    return { year, month, day, hours: 0, minutes: 0, seconds: 0 };
  }
  return { year: time.year, month: time.month, day: time.day, hours: 0, minutes: 0, seconds: 0 };
}

/** True when a chart time carries a time of day (seconds not on a midnight); days given as dates never do. */
function hasClock(time: Time): boolean {
  return typeof time === "number" && time % 86_400 !== 0;
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** A month's short name with an apostrophe year when asked: "Nov", "Jan '27". */
function monthLabel(year: number, month: number, withYear: boolean): string {
  const name = MONTHS[month - 1] ?? "";
  return withYear ? `${name} '${pad2(year % 100)}` : name;
}

/** A day as the week axis of the analytics writes it: "24 Nov", with the year when asked: "5 Jan '27". */
export function chartDayLabel(isoDay: string, withYear = false): string {
  const { year, month, day } = chartTimeParts(isoDay);
  return `${day} ${monthLabel(year, month, withYear)}`;
}

/**
 * A time-axis tick label (lightweight-charts' tickMarkFormatter): the first tick of a year "Jan '27", of a month
 * "Nov", another day "15 Nov", a time of day "10:15" (IST, 24-hour).
 */
export function chartTickLabel(time: Time, type: TickMarkType): string {
  const p = chartTimeParts(time);
  // TickMarkType's values, spelled out: a type import keeps the chart library out of the screens that import this.
  switch (type as number) {
    case 0:
      return monthLabel(p.year, p.month, true);
    case 1:
      return monthLabel(p.year, p.month, false);
    case 2:
      return `${p.day} ${monthLabel(p.year, p.month, false)}`;
    case 4:
      return `${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
    default:
      return `${pad2(p.hours)}:${pad2(p.minutes)}`;
  }
}

/** The crosshair's date (localization.timeFormatter): "27/11/2026", with the time "27/11/2026 10:15". */
export function chartTimeLabel(time: Time, withClock: boolean): string {
  const p = chartTimeParts(time);
  const day = `${pad2(p.day)}/${pad2(p.month)}/${p.year}`;
  return withClock ? `${day} ${pad2(p.hours)}:${pad2(p.minutes)}` : day;
}
