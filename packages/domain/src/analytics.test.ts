import { describe, expect, it } from "vitest";
import {
  DEFAULT_NUDGE,
  ENDING_SOON_DAYS,
  INACTIVE_DAYS,
  LOW_ACCURACY_MIN_ANSWERS,
  RISK_CODES,
  RISK_LABELS,
  compareAtRisk,
  fillNudge,
  riskReasons,
  startsWithGreeting,
  unknownPlaceholders,
} from "./analytics.ts";
import type { LearnerFacts } from "./analytics.ts";

const now = new Date("2026-11-26T06:30:00Z"); // 12:00 IST
const today = "2026-11-26";
const day = (n: number) => new Date(now.getTime() - n * 86_400_000);

const healthy: LearnerFacts = {
  start: "2026-10-01",
  end: "2027-09-30",
  lastActive: day(1),
  loggedIn: true,
  researchWeek: 9,
  recentSubmissions: 2,
  answers: 20,
  correct: 15,
  videosFinished: 10,
  videos: 20,
};
const codes = (facts: Partial<LearnerFacts>) =>
  riskReasons({ ...healthy, ...facts }, today, now).map((r) => r.code);

describe("riskReasons", () => {
  it("finds nothing wrong with an active learner", () => {
    expect(riskReasons(healthy, today, now)).toEqual([]);
  });

  it("flags no activity for 7 days, not 6", () => {
    expect(codes({ lastActive: day(INACTIVE_DAYS - 1) })).toEqual([]);
    const [reason] = riskReasons({ ...healthy, lastActive: day(9) }, today, now);
    expect(reason).toEqual({ code: "inactive", text: "No activity for 9 days" });
  });

  it("flags a learner who never logged in 3 days after enrolling, and not on day 2", () => {
    const fresh = { lastActive: null, loggedIn: false, researchWeek: 1, recentSubmissions: 0, answers: 0 };
    expect(codes({ ...fresh, start: "2026-11-24" })).toEqual([]);
    expect(codes({ ...fresh, start: "2026-11-23" })).toEqual(["no_first_login"]);
    expect(codes({ ...fresh, start: "2026-11-10" })).toEqual(["no_first_login", "inactive"]);
  });

  it("flags research missed in the two weeks before this one, only from week 3", () => {
    expect(codes({ researchWeek: 3, recentSubmissions: 0 })).toEqual(["research_missed"]);
    expect(codes({ researchWeek: 2, recentSubmissions: 0 })).toEqual([]);
    expect(codes({ researchWeek: 5, recentSubmissions: 1 })).toEqual([]);
    expect(riskReasons({ ...healthy, researchWeek: 5, recentSubmissions: 0 }, today, now)[0]!.text).toBe(
      "No research submitted in weeks 3 to 4",
    );
  });

  it("flags accuracy under 40% only over at least 10 answers", () => {
    expect(codes({ answers: LOW_ACCURACY_MIN_ANSWERS - 1, correct: 0 })).toEqual([]);
    expect(codes({ answers: 10, correct: 4 })).toEqual([]);
    const [reason] = riskReasons({ ...healthy, answers: 12, correct: 3 }, today, now);
    expect(reason).toEqual({ code: "low_accuracy", text: "Quiz accuracy 25% (3 of 12 right)" });
  });

  it("flags an enrolment ending within 14 days with under half the videos finished", () => {
    expect(codes({ end: "2026-12-10", videosFinished: 9, videos: 20 })).toEqual(["ending_behind"]);
    expect(codes({ end: "2026-12-10", videosFinished: 10, videos: 20 })).toEqual([]);
    expect(codes({ end: "2026-12-11", videosFinished: 0, videos: 20 })).toEqual([]);
    expect(ENDING_SOON_DAYS).toBe(14);
  });

  it("leaves out enrolments that have not started or have ended", () => {
    const idle = { lastActive: null, loggedIn: false };
    expect(codes({ ...idle, start: "2026-12-01" })).toEqual([]);
    expect(codes({ ...idle, end: "2026-11-25" })).toEqual([]);
  });

  it("labels every code", () => {
    for (const code of RISK_CODES) expect(RISK_LABELS[code]).toMatch(/\w/);
  });
});

describe("nudge templates", () => {
  it("fills name, first name and program", () => {
    expect(
      fillNudge("Hi {first_name} ({name}), {program} misses you", { name: "Asha Rao", program: "FMEPGOLD" }),
    ).toBe("Hi Asha (Asha Rao), FMEPGOLD misses you");
  });

  it("names unknown placeholders once", () => {
    expect(unknownPlaceholders("{nmae} {nmae} {program} {}")).toEqual(["nmae", ""]);
    expect(unknownPlaceholders(DEFAULT_NUDGE.message + DEFAULT_NUDGE.subject)).toEqual([]);
  });
});

describe("riskReasons at its edges", () => {
  const reasons = (facts: Partial<LearnerFacts>) => riskReasons({ ...healthy, ...facts }, today, now);

  it("watches the enrolment's first and last day, not the days outside it", () => {
    const never = { lastActive: null, loggedIn: false };
    expect(reasons({ ...never, start: "2026-11-27" })).toEqual([]);
    expect(reasons({ ...never, start: "2026-11-26" }).map((r) => r.code)).toEqual([]);
    expect(reasons({ ...never, start: "2026-11-01", end: "2026-11-25" })).toEqual([]);
    expect(reasons({ ...never, start: "2026-11-01", end: "2026-11-26" }).map((r) => r.code)).toContain(
      "no_first_login",
    );
  });

  it("says how long a learner has not logged in, from the third day on", () => {
    const never = { lastActive: null, loggedIn: false };
    expect(reasons({ ...never, start: "2026-11-24" }).map((r) => r.code)).toEqual([]);
    expect(reasons({ ...never, start: "2026-11-23" })).toEqual([
      { code: "no_first_login", text: "Has not logged in since enrolling 3 days ago" },
    ]);
    // Activity means a login happened, even without a login record.
    expect(reasons({ start: "2026-11-23", lastActive: day(1), loggedIn: false })).toEqual([]);
  });

  it("counts a learner with no activity at all inactive from the seventh day since enrolling", () => {
    const quiet = { lastActive: null, loggedIn: true };
    expect(reasons({ ...quiet, start: "2026-11-20" })).toEqual([]);
    expect(reasons({ ...quiet, start: "2026-11-19" })).toEqual([
      { code: "inactive", text: "No activity at all in 7 days since enrolling" },
    ]);
    expect(reasons({ ...quiet, start: null })).toEqual([]);
    expect(reasons({ lastActive: day(INACTIVE_DAYS) })).toEqual([
      { code: "inactive", text: "No activity for 7 days" },
    ]);
    expect(reasons({ lastActive: day(INACTIVE_DAYS - 1) })).toEqual([]);
  });

  it("judges quiz accuracy from 10 answers on", () => {
    expect(reasons({ answers: LOW_ACCURACY_MIN_ANSWERS, correct: 3 })).toEqual([
      { code: "low_accuracy", text: "Quiz accuracy 30% (3 of 10 right)" },
    ]);
    expect(reasons({ answers: LOW_ACCURACY_MIN_ANSWERS - 1, correct: 0 })).toEqual([]);
  });

  it("names the days and videos left of an enrolment ending behind, singular and plural", () => {
    expect(reasons({ end: "2026-11-27", videosFinished: 0, videos: 1 })).toEqual([
      { code: "ending_behind", text: "Enrolment ends in 1 day with 0 of 1 video finished" },
    ]);
    expect(reasons({ end: "2026-12-10", videosFinished: 9, videos: 20 })).toEqual([
      { code: "ending_behind", text: "Enrolment ends in 14 days with 9 of 20 videos finished" },
    ]);
    expect(reasons({ end: "2026-12-11", videosFinished: 0, videos: 20 })).toEqual([]);
    expect(reasons({ end: null, videosFinished: 0, videos: 20 })).toEqual([]);
    expect(reasons({ end: "2026-11-27", videosFinished: 0, videos: 0 })).toEqual([]);
  });

  it("lists several reasons most urgent first", () => {
    const all = reasons({
      start: "2026-11-01",
      end: "2026-11-30",
      lastActive: null,
      loggedIn: false,
      researchWeek: 4,
      recentSubmissions: 0,
      answers: 10,
      correct: 1,
      videosFinished: 0,
    });
    expect(all.map((r) => r.code)).toEqual(RISK_CODES.filter((c) => all.some((r) => r.code === c)));
    expect(all).toHaveLength(5);
  });
});

describe("compareAtRisk", () => {
  const learner = (
    name: string,
    codes: (typeof RISK_CODES)[number][],
    last_active: string | null = null,
  ) => ({
    name,
    last_active,
    reasons: codes.map((code) => ({ code, text: code })),
  });

  it("orders by the worst reason, then more reasons, then longest inactive (never first), then name", () => {
    const list = [
      learner("Zoya", ["inactive"], "2026-11-10T00:00:00Z"),
      learner("Asha", ["inactive"], "2026-11-01T00:00:00Z"),
      learner("Ravi", ["inactive", "low_accuracy"], "2026-11-20T00:00:00Z"),
      learner("Kabir", ["no_first_login"]),
      learner("Meera", ["inactive"], null),
      learner("Dev", ["inactive"], null),
      learner("Nobody", []),
    ];
    const sorted = [...list].sort(compareAtRisk).map((l) => l.name);
    expect(sorted).toEqual(["Kabir", "Ravi", "Dev", "Meera", "Asha", "Zoya", "Nobody"]);
  });
});

describe("nudge text", () => {
  it("knows a message that greets the learner itself", () => {
    expect(startsWithGreeting("Hello Kabir, ...")).toBe(true);
    expect(startsWithGreeting("  good evening all")).toBe(true);
    expect(startsWithGreeting("Namaste!")).toBe(true);
    expect(startsWithGreeting("Hi")).toBe(true);
    expect(startsWithGreeting("Highlights of the week")).toBe(false);
    expect(startsWithGreeting("We have not seen you. Hello?")).toBe(false);
    expect(startsWithGreeting("Good work this week")).toBe(false);
  });

  it("fills the first name from a name with extra spaces", () => {
    expect(fillNudge("Hi {first_name} ({name})", { name: "  Divya   K Rao ", program: "IBEP" })).toBe(
      "Hi Divya (  Divya   K Rao )",
    );
  });
});
