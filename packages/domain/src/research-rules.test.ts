import { describe, expect, it } from "vitest";
import {
  awaitingRatings,
  hasPassed,
  itemVariant,
  maxRatingPoints,
  maxResearchWeek,
  openResearchWeek,
  ratingsListFor,
  researchEditState,
  researchFlags,
  researchKindFor,
  researchStyleFor,
  researchWeek,
  scoreItem,
} from "./research-rules.ts";
import { scoreResearch, scoreText } from "./research-score.ts";
import type { RatingsList } from "./programs.ts";

const DAY = 86_400_000;
/** A Date at the given IST wall-clock time. */
const ist = (isoLocal: string) => new Date(Date.parse(`${isoLocal}+05:30`));

describe("areas and styles", () => {
  it.each<[string | null, "research" | "project", "OLD" | "NEW" | null, "OLD" | "NEW" | "FAFMEP" | null]>([
    ["FMEPGOLD", "research", "OLD", "OLD"],
    ["FMEPGOLD", "research", "NEW", "NEW"],
    ["FMEPSILVER", "research", null, "OLD"],
    ["FAFMEP", "research", "OLD", "FAFMEP"],
    ["IBEPGOLD", "project", "NEW", null],
    ["BABASIC", "project", "OLD", null],
    [null, "project", "NEW", null],
  ])("%s is %s; research_type %s gives style %s", (program, kind, type, style) => {
    expect(researchKindFor(program)).toBe(kind);
    expect(researchStyleFor(program, type)).toBe(style);
  });

  it.each<[RatingsList, "OLD" | "NEW" | "FAFMEP" | null, string]>([
    ["UpdatedRate", "OLD", "general"],
    ["UpdatedRate", "NEW", "weekly"],
    ["UpdatedRate", "FAFMEP", "weekly"],
    ["Rate", null, "general"],
    ["BABasicRate", null, "top-two"],
    ["ExcelRate", null, "top-two"],
    ["CMEPRate", null, "standard"],
  ])("%s with style %s scores as %s", (list, style, variant) => {
    expect(itemVariant(list, style)).toBe(variant);
  });

  it("takes the ratings list from the catalogue", () => {
    expect(ratingsListFor("PYTHON")).toBe("DSRate");
    expect(ratingsListFor("FAFMEP")).toBe("UpdatedRate");
    expect(ratingsListFor("UNKNOWN")).toBe("Rate");
  });
});

describe("research weeks", () => {
  it("week n runs 7 days from start_date; the deadline is the end of its last day in IST", () => {
    const w = researchWeek("2025-01-01", 1);
    expect(w).toMatchObject({ week: 1, starts: "2025-01-01", ends: "2025-01-07" });
    expect(w.deadline.toISOString()).toBe("2025-01-07T18:29:59.999Z");
    expect(researchWeek("2025-01-01", 3)).toMatchObject({ starts: "2025-01-15", ends: "2025-01-21" });
  });

  it.each<[string, number | null]>([
    ["2024-12-31T23:59", null],
    ["2025-01-01T00:00", 1],
    ["2025-01-07T23:59", 1],
    ["2025-01-08T00:00", 2],
    ["2025-02-28T12:00", 9],
    ["2025-03-31T23:59", 13],
    ["2025-04-01T00:00", null],
  ])("at %s IST the open week is %s", (at, week) => {
    const open = openResearchWeek({ start_date: "2025-01-01", end_date: "2025-03-31" }, ist(at));
    expect(open?.week ?? null).toBe(week);
  });

  it("maxresearch: the open week, the last week once ended, 0 before the start or without a start date", () => {
    const e = { start_date: "2025-01-01", end_date: "2025-03-31" };
    expect(maxResearchWeek(e, ist("2025-01-20T10:00"))).toMatchObject({ week: 3, open: true });
    expect(maxResearchWeek(e, ist("2025-06-01T10:00"))).toEqual({ week: 13, open: false, deadline: null });
    expect(maxResearchWeek(e, ist("2024-12-01T10:00"))).toEqual({ week: 0, open: false, deadline: null });
    expect(maxResearchWeek({ start_date: null, end_date: null })).toEqual({
      week: 0,
      open: false,
      deadline: null,
    });
  });
});

describe("flags and awaited ratings", () => {
  const now = new Date("2025-02-01T00:00:00Z");
  const base = { adminPoints: null, needed: 3, maxPerRating: 10 };
  it.each<[string, Partial<Parameters<typeof researchFlags>[0]>, string[]]>([
    ["fresh, no ratings", { createdAt: new Date(now.getTime() - 6 * DAY), points: [] }, []],
    ["7 days, no ratings", { createdAt: new Date(now.getTime() - 7 * DAY), points: [] }, ["waiting"]],
    ["8 days, 2 of 3", { createdAt: new Date(now.getTime() - 8 * DAY), points: [6, 7] }, ["waiting"]],
    ["8 days, all 3", { createdAt: new Date(now.getTime() - 8 * DAY), points: [6, 7, 8] }, []],
    ["spread 5 of 10 is fine", { createdAt: now, points: [3, 8] }, []],
    ["spread 6 of 10 disagrees", { createdAt: now, points: [2, 8, 5] }, ["disagreement"]],
    [
      "spread 3 of 5 disagrees",
      { createdAt: now, points: [1, 4], maxPerRating: 5, needed: 2 },
      ["disagreement"],
    ],
    ["both", { createdAt: new Date(now.getTime() - 9 * DAY), points: [0, 10] }, ["waiting", "disagreement"]],
    ["graded: none", { createdAt: new Date(now.getTime() - 9 * DAY), points: [0, 10], adminPoints: 6 }, []],
  ])("%s -> %j", (_name, input, flags) => {
    expect(researchFlags({ ...base, createdAt: now, points: [], ...input }, now)).toEqual(flags);
  });

  it("counts the ratings still awaited, none once graded", () => {
    expect(awaitingRatings({ adminPoints: null, points: [], needed: 3 })).toBe(3);
    expect(awaitingRatings({ adminPoints: 0, points: [5, 6], needed: 3 })).toBe(1);
    expect(awaitingRatings({ adminPoints: null, points: [5, 6, 7, 8], needed: 3 })).toBe(0);
    expect(awaitingRatings({ adminPoints: 4, points: [], needed: 2 })).toBe(0);
  });

  it("gives the per-rating maximum of the variant and week", () => {
    expect(maxRatingPoints("weekly", 3)).toBe(5);
    expect(maxRatingPoints("weekly", 4)).toBe(10);
    expect(maxRatingPoints("standard", 1)).toBe(10);
  });
});

describe("pass mark and item scores", () => {
  const rated = (...p: number[]) => p.map((points) => ({ points }));
  it.each<[string, Parameters<typeof scoreItem>, string, boolean]>([
    ["admin 5/10 passes", [{ week: 1, admin_points: 5 }, "ExcelRate", null, 0], "5/10", true],
    ["admin 4.5/10 fails", [{ week: 1, admin_points: 4.5 }, "ExcelRate", null, 0], "4.5/10", false],
    ["top-two 9+3 = 12/23 passes", [{ week: 1, ratings: rated(9, 3) }, "ExcelRate", null, 0], "12/23", true],
    ["top-two 6+5 = 11/23 fails", [{ week: 1, ratings: rated(6, 5) }, "ExcelRate", null, 0], "11/23", false],
    [
      "one rating of two is not final",
      [{ week: 1, ratings: rated(10) }, "ExcelRate", null, 3],
      "13/23",
      false,
    ],
    [
      "general 3 ratings 17/33 passes",
      [{ week: 2, ratings: rated(5, 6, 6) }, "Rate", null, 0],
      "17/33",
      true,
    ],
    ["extra points help", [{ week: 2, ratings: rated(5, 5, 5) }, "Rate", null, 2], "17/33", true],
    [
      "weekly NEW week 2 out of 12",
      [{ week: 2, ratings: rated(3, 3) }, "UpdatedRate", "NEW", 0],
      "6/12",
      true,
    ],
    [
      "weekly FAFMEP week 5 /22",
      [{ week: 5, ratings: rated(5, 5) }, "UpdatedRate", "FAFMEP", 0],
      "10/22",
      false,
    ],
    ["OLD is general /33", [{ week: 2, ratings: rated(10, 10, 10) }, "UpdatedRate", "OLD", 3], "33/33", true],
  ])("%s", (_name, args, text, passed) => {
    const score = scoreItem(...args);
    expect(scoreText(score)).toBe(text);
    // The item score is exactly the domain's scoreResearch for its variant.
    const [item, list, style, extra] = args;
    expect(scoreResearch(item, itemVariant(list, style), { extraPoints: extra })).toBe(text);
    expect(hasPassed(score)).toBe(passed);
  });
});

describe("researchEditState: editing closes once rating starts", () => {
  const deadline = new Date("2026-03-08T18:29:59.999Z");
  const before = new Date("2026-03-07T10:00:00.000Z");
  const after = new Date("2026-03-09T10:00:00.000Z");
  it.each<[string, { adminPoints: number | null; ratings: number }, Date, string]>([
    ["no rating yet, before the deadline", { adminPoints: null, ratings: 0 }, before, "open"],
    ["one peer rating", { adminPoints: null, ratings: 1 }, before, "rated"],
    ["graded before any rating", { adminPoints: 7, ratings: 0 }, before, "graded"],
    ["admin points 0 is no grade", { adminPoints: 0, ratings: 0 }, before, "open"],
    ["after the deadline", { adminPoints: null, ratings: 0 }, after, "deadline"],
    ["rated and past the deadline", { adminPoints: null, ratings: 2 }, after, "rated"],
  ])("%s -> %s", (_name, input, now, expected) => {
    expect(researchEditState({ deadline, ...input }, now)).toBe(expected);
  });
});
