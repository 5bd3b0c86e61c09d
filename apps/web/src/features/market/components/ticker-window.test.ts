import { describe, expect, it } from "vitest";
import { coveringRun, quoteAt } from "./ticker-window.ts";

const widths = [100, 200, 50, 150];
const widthOf = (index: number) => widths[index]!;

describe("ticker window", () => {
  it("covers the span and one quote more, cycling through the row", () => {
    expect(coveringRun(0, 250, 4, widthOf)).toEqual([0, 1]);
    expect(coveringRun(0, 300, 4, widthOf)).toEqual([0, 1, 2]);
    // From position 3 the row starts again: positions 4 and 5 show quotes 0 and 1.
    expect(coveringRun(3, 300, 4, widthOf)).toEqual([3, 4, 5]);
  });

  it("never renders more than twice the row, whatever the widths", () => {
    expect(coveringRun(0, 10_000, 4, () => 0)).toHaveLength(8);
    expect(coveringRun(0, 10_000, 0, widthOf)).toEqual([]);
  });

  it("finds the quote under a scroll offset and the pixels before it", () => {
    expect(quoteAt(0, 4, widthOf)).toEqual({ index: 0, before: 0 });
    expect(quoteAt(99, 4, widthOf)).toEqual({ index: 0, before: 0 });
    expect(quoteAt(100, 4, widthOf)).toEqual({ index: 1, before: 100 });
    expect(quoteAt(330, 4, widthOf)).toEqual({ index: 2, before: 300 });
    // Past the end: the last quote.
    expect(quoteAt(5_000, 4, widthOf)).toEqual({ index: 3, before: 350 });
  });
});
