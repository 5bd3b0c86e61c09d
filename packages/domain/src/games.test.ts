import { describe, expect, it } from "vitest";
import {
  accuracyPercent,
  bestStreak,
  companyRatios,
  GAME_SET_NAMES,
  g1Direction,
  g2Points,
  gamesForProgram,
  isWin,
  maxScore,
  percentileRank,
  showsPercentile,
  topicLabel,
} from "./games.ts";

describe("games rules", () => {
  it("scores each game out of its rounds, pairs or questions", () => {
    expect(maxScore("g1")).toBe(10);
    expect(maxScore("g2")).toBe(15);
    expect(maxScore("ecode")).toBe(10);
    expect(maxScore("ibep")).toBe(10);
    expect(isWin("ibep", 6)).toBe(true);
    expect(isWin("ibep", 5)).toBe(false);
    expect(isWin("ecode", 6)).toBe(true);
  });

  it("wins a set at 60% of its points", () => {
    expect(isWin("g1", 6)).toBe(true);
    expect(isWin("g1", 5)).toBe(false);
    expect(isWin("g2", 9)).toBe(true);
    expect(isWin("g2", 8)).toBe(false);
    expect(isWin("ecode", 6)).toBe(true);
    expect(isWin("ibep", 5)).toBe(false);
  });

  it("lists all four games for every program, the IBEP sets first for the IBEP family", () => {
    expect(gamesForProgram("IBEPGOLD")).toEqual(["ibep", "g1", "g2", "ecode"]);
    expect(gamesForProgram("FMEPGOLD")).toEqual(["g1", "g2", "ecode", "ibep"]);
    expect(gamesForProgram(null)).toEqual([]);
  });

  it("ranks a value in its cohort with half the ties counted below", () => {
    expect(percentileRank(0.9, [0.9])).toBe(50);
    expect(percentileRank(0.9, [])).toBe(50);
    expect(percentileRank(1, [0, 1])).toBe(75);
    expect(percentileRank(0, [0, 1])).toBe(25);
    expect(percentileRank(0.5, [0.2, 0.5, 0.5, 0.9])).toBe(50);
  });

  it("names one set of each game without doubling 'set'", () => {
    for (const name of Object.values(GAME_SET_NAMES)) expect(name).not.toMatch(/sets? set/);
    expect(GAME_SET_NAMES.ibep).toBe("IBEP question set");
  });

  it("writes question topics in words", () => {
    expect(topicLabel("corporate-finance")).toBe("Corporate finance");
    expect(topicLabel("mna")).toBe("M&A");
    expect(topicLabel("lbo")).toBe("LBO");
    expect(topicLabel("_equity__research-")).toBe("Equity research");
    expect(topicLabel("banking")).toBe("Banking");
    expect(topicLabel("valuation")).toBe("Valuation");
  });

  it("shows a percentile only from ten learners in the cohort", () => {
    expect(showsPercentile(1)).toBe(false);
    expect(showsPercentile(9)).toBe(false);
    expect(showsPercentile(10)).toBe(true);
  });

  it("counts the longest run of won sets and the accuracy", () => {
    expect(bestStreak([true, true, false, true, true, true, false])).toBe(3);
    expect(bestStreak([])).toBe(0);
    expect(accuracyPercent(7, 10)).toBe(70);
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  it("calls a flat horizon down and scores g2 pairs", () => {
    expect(g1Direction(100, 100)).toBe("down");
    expect(g1Direction(100, 100.5)).toBe("up");
    expect(g2Points([0, 1, 2, 3, 4], [0, 1, 3, 2, 4])).toBe(3);
  });

  it("computes P/E, ROE, D/E, net margin and dividend yield from reported figures", () => {
    // Price ₹476.85, 1,251.1 crore shares: market cap ₹5,96,590 crore; PAT ₹20,422 crore.
    const r = companyRatios(
      { revenueCr: 70866, netProfitCr: 20422, equityCr: 73259, debtCr: 0, dividendPerShare: 13.75 },
      47685,
      12511000000,
    );
    expect(r).toEqual({ pe: 29.2, roe: 27.9, debt_equity: 0, net_margin: 28.8, dividend_yield: 2.88 });
    // Round figures: ₹100 x 10 crore shares = ₹1,000 Cr; debt 250 on equity 500 is 0.5.
    expect(
      companyRatios(
        { revenueCr: 1000, netProfitCr: 100, equityCr: 500, debtCr: 250, dividendPerShare: 5 },
        10000,
        1e8,
      ),
    ).toEqual({ pe: 10, roe: 20, debt_equity: 0.5, net_margin: 10, dividend_yield: 5 });
  });
});
