import { describe, expect, it } from "vitest";
import { PROGRAM_NAMES, PROGRAMS, RATINGS_LISTS } from "./programs.ts";
import type { ProgramName, RatingsList } from "./programs.ts";
import {
  ratingComment,
  RATINGS_LIST_VARIANTS,
  SCORE_VARIANTS,
  scoreResearch,
  scoreStatus,
  scoreText,
  scoreVariantFor,
  variantRules,
} from "./research-score.ts";
import type { ResearchItemLike, ResearchScore, ScoreVariant, VariantRules } from "./research-score.ts";

const rated = (...points: (number | string | null)[]): ResearchItemLike => ({
  ratings: points.map((p) => ({ points: p, data: JSON.stringify({ rate_res: "ok" }) })),
});

describe("variantRules", () => {
  it.each<[ScoreVariant, number | string | null | undefined, VariantRules, number]>([
    ["general", undefined, { counted: 3, maxPerRating: 10, bonus: 3 }, 33],
    ["standard", undefined, { counted: 3, maxPerRating: 10, bonus: 2 }, 32],
    ["top-two", undefined, { counted: 2, maxPerRating: 10, bonus: 3 }, 23],
    ["weekly", 1, { counted: 2, maxPerRating: 5, bonus: 2 }, 12],
    ["weekly", 3, { counted: 2, maxPerRating: 5, bonus: 2 }, 12],
    ["weekly", 4, { counted: 2, maxPerRating: 10, bonus: 2 }, 22],
    ["weekly", 12, { counted: 2, maxPerRating: 10, bonus: 2 }, 22],
    ["weekly", 0, { counted: 2, maxPerRating: 5, bonus: 2 }, 12],
    ["weekly", "2", { counted: 2, maxPerRating: 5, bonus: 2 }, 12],
    ["weekly", null, { counted: 2, maxPerRating: 10, bonus: 2 }, 22],
    ["weekly", undefined, { counted: 2, maxPerRating: 10, bonus: 2 }, 22],
    ["weekly", "", { counted: 2, maxPerRating: 10, bonus: 2 }, 22],
    ["general", 2, { counted: 3, maxPerRating: 10, bonus: 3 }, 33],
  ])("%s at week %j -> %j (out of %s)", (variant, week, rules, outOf) => {
    expect(variantRules(variant, week)).toEqual(rules);
    expect(scoreResearch({ week }, variant, { as: "object" }).out_of).toBe(outOf);
  });
});

describe("scoreVariantFor: every ratings list", () => {
  it.each<[RatingsList, ScoreVariant, ScoreVariant]>([
    ["Rate", "general", "general"],
    ["BABasicRate", "top-two", "top-two"],
    ["BARate", "standard", "standard"],
    ["ExcelRate", "top-two", "top-two"],
    ["UpdatedRate", "general", "weekly"],
    ["SSEPRate", "standard", "standard"],
    ["FNORate", "standard", "standard"],
    ["DSRate", "standard", "standard"],
    ["MLRate", "standard", "standard"],
    ["MREPRate", "standard", "standard"],
    ["GENAIRate", "standard", "standard"],
    ["CMEPRate", "standard", "standard"],
  ])("%s -> %s (OLD or unset), %s (NEW)", (list, old, fresh) => {
    expect(scoreVariantFor(list, "OLD")).toBe(old);
    expect(scoreVariantFor(list, null)).toBe(old);
    expect(scoreVariantFor(list)).toBe(old);
    expect(scoreVariantFor(list, "NEW")).toBe(fresh);
  });

  it("covers all 12 lists and every variant", () => {
    expect(Object.keys(RATINGS_LIST_VARIANTS).sort()).toEqual([...RATINGS_LISTS].sort());
    const used = new Set([
      ...RATINGS_LISTS.map((l) => scoreVariantFor(l, "OLD")),
      scoreVariantFor("UpdatedRate", "NEW"),
    ]);
    expect(used).toEqual(new Set(SCORE_VARIANTS));
  });
});

describe("scoreVariantFor: every program", () => {
  const byProgram: Record<ProgramName, [ScoreVariant, ScoreVariant]> = {
    FMEPGOLD: ["general", "weekly"],
    FMEPPLATINUM: ["general", "weekly"],
    FMEPSILVER: ["general", "weekly"],
    FAFMEP: ["general", "weekly"],
    IBEPGOLD: ["general", "general"],
    IBEPSILVER: ["general", "general"],
    IBEP: ["general", "general"],
    BA: ["standard", "standard"],
    BAGOLD: ["standard", "standard"],
    BABASIC: ["top-two", "top-two"],
    SSEP: ["standard", "standard"],
    SSEPGOLD: ["standard", "standard"],
    FnO: ["standard", "standard"],
    DS: ["standard", "standard"],
    DSGOLD: ["standard", "standard"],
    DSFUSION: ["standard", "standard"],
    ML: ["standard", "standard"],
    PYTHON: ["standard", "standard"],
    EXCEL: ["top-two", "top-two"],
    MREP: ["standard", "standard"],
    MREPGOLD: ["standard", "standard"],
    GenAI: ["standard", "standard"],
    GenAIGOLD: ["standard", "standard"],
    CMEPGOLD: ["standard", "standard"],
    CMEPSILVER: ["standard", "standard"],
    NORMAL: ["general", "general"],
    BAFMEP: ["standard", "standard"],
  };
  it.each(PROGRAM_NAMES.map((p) => [p, PROGRAMS[p].ratingsList, ...byProgram[p]] as const))(
    "%s (%s) -> %s (OLD), %s (NEW)",
    (program, list, old, fresh) => {
      expect(scoreVariantFor(program, "OLD")).toBe(old);
      expect(scoreVariantFor(program, "NEW")).toBe(fresh);
      expect(scoreVariantFor(list, "NEW")).toBe(fresh);
    },
  );

  it.each<[string | null | undefined]>([["UNKNOWN"], [null], [undefined]])("%j scores as general", (name) => {
    expect(scoreVariantFor(name, "NEW")).toBe("general");
  });
});

type ScoreRow = [string, ResearchItemLike, ScoreVariant, number | undefined, string, Partial<ResearchScore>];

const SCORES: ScoreRow[] = [
  // general: top 3 x 10 + 3
  ["general, top 3 of 4", rated(10, 8, 6, 9), "general", undefined, "27/33", { counted: 3, source: "peers" }],
  ["general with 3 extra", rated(10, 8, 6, 9), "general", 3, "30/33", { extra: 3 }],
  ["general extra capped at the bonus", rated(10, 8, 6, 9), "general", 5, "30/33", { extra: 3 }],
  ["general, perfect", rated(10, 10, 10), "general", 3, "33/33", { total: 33, out_of: 33 }],
  ["general, one rating so far", rated(7), "general", undefined, "7/33", { counted: 1 }],
  ["general, no ratings", { ratings: [] }, "general", undefined, "0/33", { counted: 0, total: 0 }],
  // standard: top 3 x 10 + 2
  ["standard, four sevens", rated(7, 7, 7, 7), "standard", undefined, "21/32", { counted: 3 }],
  ["standard with 2 extra", rated(7, 7, 7, 7), "standard", 2, "23/32", { extra: 2 }],
  ["standard extra capped at 2", rated(7, 7, 7), "standard", 3, "23/32", { extra: 2 }],
  ["standard, negative extra ignored", rated(4), "standard", -5, "4/32", { extra: 0 }],
  ["standard, fractions", rated(7.5, 8.25), "standard", undefined, "15.75/32", { total: 15.75 }],
  ["standard, rating above 10 clamped", rated(12, 3), "standard", undefined, "13/32", { total: 13 }],
  ["standard, negative rating counts 0", rated(-4, 3), "standard", undefined, "3/32", { total: 3 }],
  ["standard, text and missing points", rated("7", "x", null), "standard", undefined, "7/32", { counted: 3 }],
  ["standard, no ratings list", {}, "standard", undefined, "0/32", { counted: 0 }],
  ["standard, null ratings list", { ratings: null }, "standard", undefined, "0/32", { counted: 0 }],
  [
    "standard, admin 0 keeps peers",
    { ...rated(5, 6), admin_points: 0 },
    "standard",
    1,
    "12/32",
    { source: "peers" },
  ],
  // top-two: top 2 x 10 + 3
  ["top-two, best 2 of 3", rated(9, 4, 10), "top-two", undefined, "19/23", { counted: 2 }],
  ["top-two with 1 extra", rated(9, 4, 10), "top-two", 1, "20/23", { extra: 1 }],
  ["top-two extra capped at 3", rated(10, 10), "top-two", 4, "23/23", { extra: 3 }],
  // weekly: top 2 x (5 before week 4, else 10) + 2
  [
    "weekly week 2, best 2 of 3",
    { ...rated(5, 4, 3), week: 2 },
    "weekly",
    undefined,
    "9/12",
    { max_per_rating: 5 },
  ],
  ["weekly week 3 full marks", { ...rated(5, 5), week: 3 }, "weekly", 2, "12/12", { total: 12, out_of: 12 }],
  ["weekly week 2 clamps an 8 to 5", { ...rated(8, 2), week: 2 }, "weekly", undefined, "7/12", { total: 7 }],
  ["weekly week 4", { ...rated(10, 6, 8), week: 4 }, "weekly", undefined, "18/22", { max_per_rating: 10 }],
  ["weekly week 7 with extra", { ...rated(10, 6, 8), week: 7 }, "weekly", 2, "20/22", { extra: 2 }],
  ["weekly week as text", { ...rated(5, 5, 5), week: "1" }, "weekly", undefined, "10/12", { counted: 2 }],
  ["weekly without week", rated(9, 9), "weekly", undefined, "18/22", { max_per_rating: 10 }],
  // admin_points above 0 replaces everything, out of 10
  [
    "admin on general",
    { ...rated(10, 10, 10), admin_points: 7 },
    "general",
    3,
    "7/10",
    { source: "admin", counted: 0 },
  ],
  ["admin on standard", { ...rated(2), admin_points: 9 }, "standard", undefined, "9/10", { extra: 0 }],
  ["admin on top-two", { ...rated(10, 10), admin_points: 4 }, "top-two", undefined, "4/10", { out_of: 10 }],
  ["admin on weekly", { ...rated(5, 5), week: 2, admin_points: 6 }, "weekly", 2, "6/10", { source: "admin" }],
  ["admin as text", { admin_points: "8.5" }, "standard", undefined, "8.5/10", { total: 8.5 }],
  ["admin above 10 clamped", { admin_points: 12 }, "general", undefined, "10/10", { total: 10 }],
  [
    "negative admin keeps peers",
    { ...rated(3), admin_points: -2 },
    "general",
    undefined,
    "3/33",
    { source: "peers" },
  ],
];

describe("scoreResearch", () => {
  it.each(SCORES)("%s -> %s", (_name, item, variant, extraPoints, text, partial) => {
    expect(scoreResearch(item, variant, { extraPoints })).toBe(text);
    expect(scoreResearch(item, variant, { as: "text", extraPoints })).toBe(text);
    const object = scoreResearch(item, variant, { as: "object", extraPoints });
    expect(object).toMatchObject({ ...partial, variant });
    expect(scoreText(object)).toBe(text);
    expect(object.total).toBeLessThanOrEqual(object.out_of);
  });

  it("returns the whole object", () => {
    expect(
      scoreResearch({ ...rated(10, 8, 6, 9), week: 5 }, "standard", { as: "object", extraPoints: 1 }),
    ).toEqual({
      total: 28,
      out_of: 32,
      source: "peers",
      variant: "standard",
      counted: 3,
      max_per_rating: 10,
      bonus: 2,
      extra: 1,
      needed: 3,
      final: true,
    });
    expect(scoreResearch({ admin_points: 7 }, "weekly", { as: "object" })).toEqual({
      total: 7,
      out_of: 10,
      source: "admin",
      variant: "weekly",
      counted: 0,
      max_per_rating: 10,
      bonus: 2,
      extra: 0,
      needed: 0,
      final: true,
    });
  });

  it("defaults to text without options", () => {
    expect(scoreResearch(rated(3, 4), "top-two")).toBe("7/23");
  });
});

describe("ratings read from a list named property", () => {
  it.each<[string, ResearchItemLike, RatingsList | undefined, string]>([
    ["BARate property", { BARate: [{ points: 6 }, { points: 9 }] }, undefined, "15/32"],
    ["explicit list wins", { BARate: [{ points: 6 }], ratings: [{ points: 1 }] }, "BARate", "6/32"],
    [
      "ratings wins when no list is named",
      { BARate: [{ points: 6 }], ratings: [{ points: 1 }] },
      undefined,
      "1/32",
    ],
    ["named list missing", { BARate: [{ points: 6 }] }, "SSEPRate", "0/32"],
  ])("%s -> %s", (_name, item, list, text) => {
    expect(scoreResearch(item, "standard", { list })).toBe(text);
  });
});

describe("ratingComment", () => {
  it.each<[string | null | undefined, string | null]>([
    ['{"rate_res":"Clear thesis, weak valuation"}', "Clear thesis, weak valuation"],
    ['{"rate_res":""}', ""],
    ['{"rate_res":5}', null],
    ['{"other":"x"}', null],
    ["null", null],
    ['"just text"', null],
    ["42", null],
    ["[1,2]", null],
    ["plain text", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (data, expected) => {
    expect(ratingComment(data)).toBe(expected);
  });
});

describe("scoreStatus: a partial peer total is never shown as a final grade", () => {
  it.each<[string, ResearchItemLike, ScoreVariant, number | undefined, string, string | null, boolean]>([
    [
      "one of three ratings",
      rated(7),
      "general",
      undefined,
      "Provisional 7/33",
      "1 of 3 peer ratings received so far",
      false,
    ],
    [
      "two of three ratings",
      rated(7, 0),
      "general",
      undefined,
      "Provisional 7/33",
      "2 of 3 peer ratings received so far",
      false,
    ],
    [
      "no rating yet",
      rated(),
      "standard",
      undefined,
      "Provisional 0/32",
      "0 of 3 peer ratings received so far",
      false,
    ],
    [
      "extra points before the ratings",
      rated(4),
      "weekly",
      2,
      "Provisional 6/22",
      "1 of 2 peer ratings received so far",
      false,
    ],
    ["all three in", rated(7, 8, 9), "general", undefined, "24/33", null, true],
    ["more than counted", rated(7, 8, 9, 1), "standard", undefined, "24/32", null, true],
    ["weekly cap of two reached", { ...rated(4, 5), week: 2 }, "weekly", undefined, "9/12", null, true],
    ["instructor grade before any rating", { admin_points: 8 }, "general", undefined, "8/10", null, true],
  ])("%s", (_name, item, variant, extraPoints, label, progress, final) => {
    const score = scoreResearch(item, variant, { as: "object", extraPoints });
    const status = scoreStatus(score);
    expect(score.final).toBe(final);
    expect(status).toMatchObject({ final, label, progress });
    // A final score reads exactly as the 'total/out_of' text; a provisional one never does.
    expect(status.label === scoreText(score)).toBe(final);
  });

  it("says 'peer rating' in the singular when one is counted", () => {
    expect(
      scoreStatus({ total: 0, out_of: 10, source: "peers", counted: 0, needed: 1, final: false }),
    ).toEqual({
      final: false,
      label: "Provisional 0/10",
      progress: "0 of 1 peer rating received so far",
      sentence: "0 of 1 peer rating received so far; provisional 0 of 10",
    });
  });

  it("says the whole state in one sentence", () => {
    expect(scoreStatus(scoreResearch(rated(3, 4), "general", { as: "object" })).sentence).toBe(
      "2 of 3 peer ratings received so far; provisional 7 of 33",
    );
    expect(scoreStatus(scoreResearch(rated(3, 4, 5), "general", { as: "object" })).sentence).toBe(
      "Final peer score: 12 of 33",
    );
    expect(scoreStatus(scoreResearch({ admin_points: 6 }, "general", { as: "object" })).sentence).toBe(
      "Instructor grade: 6 of 10",
    );
  });
});
