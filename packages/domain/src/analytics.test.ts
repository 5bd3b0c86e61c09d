import { describe, expect, it } from "vitest";
import {
  DEFAULT_NUDGE,
  ENDING_SOON_DAYS,
  INACTIVE_DAYS,
  LOW_ACCURACY_MIN_ANSWERS,
  RISK_CODES,
  RISK_LABELS,
  fillNudge,
  riskReasons,
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
