// The live-session bodies' own rules: every chosen program must show Live Sessions (named when not), a start in
// the future, and a PATCH that changes something.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isFutureStart, LiveCreateBody, LiveUpdateBody, programsWithoutLive } from "./live.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("programsWithoutLive", () => {
  it("lists the chosen programs whose learners have no Live Sessions page, in the order given", () => {
    expect(programsWithoutLive(["IBEPGOLD", "BA", "FAFMEP", "FMEPGOLD"])).toEqual(["BA", "FMEPGOLD"]);
    expect(programsWithoutLive(["IBEPGOLD", "FAFMEP"])).toEqual([]);
  });
});

describe("LiveUpdateBody.programs", () => {
  it("keeps each program once", () => {
    expect(LiveUpdateBody.parse({ programs: ["IBEPGOLD", "IBEPGOLD", "FAFMEP"] })).toEqual({
      programs: ["IBEPGOLD", "FAFMEP"],
    });
  });

  it("names one program without Live Sessions in the singular, several in the plural, by their labels", () => {
    const tail = "no Live Sessions page: their learners could not see the session. Remove them.";
    expect(issues(LiveUpdateBody, { programs: ["IBEPGOLD", "BA"] })).toEqual([`programs: BA has ${tail}`]);
    expect(issues(LiveUpdateBody, { programs: ["FMEPGOLD", "IBEPGOLD", "DSFUSION", "FMEPGOLD"] })).toEqual([
      `programs: FMEP Gold, DS Fusion have ${tail}`,
    ]);
  });

  it("needs at least one field", () => {
    expect(issues(LiveUpdateBody, {})).toEqual([": Change at least one field"]);
    expect(issues(LiveUpdateBody, { title: undefined })).toEqual([": Change at least one field"]);
    expect(LiveUpdateBody.parse({ recording_url: null })).toEqual({ recording_url: null });
  });
});

describe("a session's start", () => {
  it("isFutureStart: strictly after now", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(isFutureStart("2026-12-01T10:00:01Z", now)).toBe(true);
    expect(isFutureStart("2026-12-01T10:00:00Z", now)).toBe(false);
    expect(isFutureStart("2026-12-01T15:29:59+05:30", now)).toBe(false);
  });

  it("LiveCreateBody refuses a start in the past", () => {
    const body = {
      title: "Valuation clinic",
      programs: ["IBEPGOLD"],
      duration_minutes: 60,
      join_url: "https://meet.example.com/room",
    };
    expect(issues(LiveCreateBody, { ...body, start_time: "2020-01-01T10:00:00Z" })).toEqual([
      "start_time: Choose a start in the future",
    ]);
    expect(issues(LiveCreateBody, { ...body, start_time: "2999-01-01T10:00:00Z" })).toEqual([]);
  });
});
