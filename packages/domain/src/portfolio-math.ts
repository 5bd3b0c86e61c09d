// Portfolio arithmetic that the server's figures and the web's live re-pricing must agree on: written once here.
import { formatCount } from "./format.ts";

/** A percentage of `base`, to 2 decimals (0 when the base is 0). */
export function percentOf(value: number, base: number): number {
  return base === 0 ? 0 : Math.round((value / base) * 100 * 100) / 100;
}

/**
 * The day's change as a percentage of what the holdings were worth at the previous close (a broker's "Day's
 * P&L %"): cash is not part of the base, so holding half the account in cash does not halve the figure.
 */
export function dayChangePct(dayChange: number, marketValue: number): number {
  const previous = marketValue - dayChange;
  return previous <= 0 ? 0 : percentOf(dayChange, previous);
}

/**
 * Days of trading history before a return is annualised: over a few days a 1% move compounds into a three-digit
 * "annual" rate, so the XIRR and the finscore's return both wait for this much history.
 */
export const ANNUALISE_MIN_DAYS = 30;

/** "1 share", "2 shares": a count with its noun. */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : plural}`;
}

/** Best trades (profits, largest first) and worst trades (losses, largest first): a trade is never in the wrong list. */
export function bestAndWorst<T extends { pnl: number }>(
  trades: readonly T[],
  size: number,
): { best: T[]; worst: T[] } {
  return {
    best: trades
      .filter((t) => t.pnl > 0)
      .sort((a, b) => b.pnl - a.pnl)
      .slice(0, size),
    worst: trades
      .filter((t) => t.pnl < 0)
      .sort((a, b) => a.pnl - b.pnl)
      .slice(0, size),
  };
}
