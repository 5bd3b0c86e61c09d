/**
 * Which quotes a ticker row puts in the page. The row holds every quote (373 stocks), but only those that can be
 * on screen are rendered: a few dozen elements to update on each price tick instead of thousands.
 */

/** How wide a quote counts until it has been shown and measured. */
export const ESTIMATED_QUOTE_PX = 190;

/** How far past the right edge quotes are rendered, so the next one is in place before it scrolls in. */
export const RUN_SLACK_PX = 400;

/**
 * Positions `first, first + 1, ...` of the endless row (position k shows quote k % count) that cover `span`
 * pixels from the left edge of `first`, and one more. At most twice the row, whatever the widths say.
 */
export function coveringRun(
  first: number,
  span: number,
  count: number,
  widthOf: (index: number) => number,
): number[] {
  const run: number[] = [];
  let covered = 0;
  for (let k = first; count > 0 && run.length < count * 2 && covered <= span; k++) {
    run.push(k);
    covered += widthOf(k % count);
  }
  return run;
}

/** The quote `offset` pixels into a row that does not repeat, and how many pixels come before it. */
export function quoteAt(
  offset: number,
  count: number,
  widthOf: (index: number) => number,
): { index: number; before: number } {
  let before = 0;
  for (let index = 0; index < count; index++) {
    const width = widthOf(index);
    if (before + width > offset || index === count - 1) return { index, before };
    before += width;
  }
  return { index: 0, before: 0 };
}
