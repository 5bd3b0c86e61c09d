// The Bull or Bear reveal names the move it scores (issue 22): a round cut from the history in a set started before
// rounds were simulated once read "2025-08-08 to 2025-11-14: +2.30%", 65 days named for a 5-day move.
import { describe, expect, it } from "vitest";
import { formatDate } from "@fincareer/domain/format";
import { G1_CANDLES, G1_HORIZON } from "@fincareer/domain/games";
import { isTradingDay, tradingDaysBefore } from "@fincareer/domain/ist";
import { seededCalendar } from "./helpers/calendar.ts";
import { g1Reveal } from "../src/modules/games/g1-series.ts";
import type { G1HistoryRound } from "../src/modules/games/g1-series.ts";

const candle = (t: number, close: number) => ({ t, open: close, high: close, low: close, close });
const calendar = seededCalendar();

describe("the g1 reveal", () => {
  it("states the period of the scored move for a history round: last shown close to G1_HORIZON days later", () => {
    const window = tradingDaysBefore("2025-11-17", G1_CANDLES + G1_HORIZON, calendar);
    const round: G1HistoryRound = {
      srCode: "505790",
      shortCode: "SCHAEFFLER",
      name: "Schaeffler India Ltd",
      industry: "Auto Components",
      from: window[0]!,
      to: window.at(-1)!,
      candles: Array.from({ length: G1_CANDLES }, (_, i) => candle(i + 1, 100)),
      after: Array.from({ length: G1_HORIZON }, (_, i) => candle(G1_CANDLES + i + 1, 100 + (i + 1) * 0.46)),
      changePercent: 2.3,
      answer: "up",
    };
    const lastShown = window[G1_CANDLES - 1]!;
    const reveal = g1Reveal(round, calendar);
    expect(reveal.change_percent).toBe(2.3);
    expect(reveal.description).toContain(
      `scored on the close of ${formatDate(round.to)} against that of ${formatDate(lastShown)}`,
    );
    expect(reveal.description).toContain(`showed ${formatDate(round.from)} to ${formatDate(lastShown)}`);
    // The named period is exactly the horizon the percentage is measured over, in trading days.
    const between = tradingDaysBefore(round.to, 40, calendar).filter((d) => d > lastShown).length + 1;
    expect(between).toBe(G1_HORIZON);
    expect(isTradingDay(lastShown, calendar)).toBe(true);
    expect(reveal.description).toContain("simulated market history");
    expect(reveal.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("says a simulated round is simulated and names the days shown", () => {
    const reveal = g1Reveal(
      {
        source: "simulated",
        candles: [],
        after: [],
        changePercent: -1.2,
        answer: "down",
        volatilityPercent: 31,
      },
      calendar,
    );
    expect(reveal.source).toBe("simulated");
    expect(reveal.description).toContain(`over the ${G1_CANDLES} days shown`);
    expect(reveal.description).toContain("not a real company's price history");
  });
});
