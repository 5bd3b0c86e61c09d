// The research contract's own rules: whole numbers typed as digits (multipart parts and query strings are text),
// the remove_file flag and a rating that carries a comment.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AdminResearchQueueQuery,
  PnotifyScoreBody,
  RateResearchBody,
  ResearchIdParam,
  ResearchSubmitBody,
} from "./research.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("whole numbers sent as text", () => {
  it("reads digits and JSON numbers", () => {
    expect(ResearchIdParam.parse({ id: "12" })).toEqual({ id: 12 });
    expect(ResearchIdParam.parse({ id: 12 })).toEqual({ id: 12 });
    expect(AdminResearchQueueQuery.parse({ week: "3", limit: "500" })).toMatchObject({ week: 3, limit: 500 });
  });

  it.each([" 5", "5 ", "5.0", "0x5", "+5", "five", ""])("refuses %j naming the field", (week) => {
    expect(issues(AdminResearchQueueQuery, { week })).toEqual(["week: week must be a whole number"]);
  });

  it("keeps the sign of a negative number so the range check names it", () => {
    expect(issues(ResearchIdParam, { id: "-5" })).toEqual(["id: id must be a positive id"]);
    expect(issues(ResearchSubmitBody, { week: "-1", company: "TCS", text: "Margins." })).toEqual([
      "week: Choose a week of 1 or more",
    ]);
  });
});

describe("ResearchSubmitBody.remove_file", () => {
  it("takes a boolean or its multipart text", () => {
    const body = { company: "TCS", text: "Margins widened." };
    expect(ResearchSubmitBody.parse({ ...body, remove_file: "true" }).remove_file).toBe(true);
    expect(ResearchSubmitBody.parse({ ...body, remove_file: "false" }).remove_file).toBe(false);
    expect(ResearchSubmitBody.parse({ ...body, remove_file: true }).remove_file).toBe(true);
    expect(ResearchSubmitBody.parse(body).remove_file).toBeUndefined();
    expect(ResearchSubmitBody.safeParse({ ...body, remove_file: "yes" }).success).toBe(false);
  });
});

describe("RateResearchBody", () => {
  it("needs a comment, as data or as rate_res", () => {
    expect(issues(RateResearchBody, { research_id: 3, points: 4 })).toEqual([
      "data: Write a comment for the author",
    ]);
    expect(issues(RateResearchBody, { research_id: 3, points: 4, rate_res: "Clear." })).toEqual([]);
    expect(issues(RateResearchBody, { research_id: 3, points: 4, data: '{"rate_res":"Clear."}' })).toEqual(
      [],
    );
  });
});

describe("PnotifyScoreBody", () => {
  it("takes no body (or JSON null) as every unseen score, and a list of ids as those", () => {
    expect(PnotifyScoreBody.parse(undefined)).toEqual({});
    expect(PnotifyScoreBody.parse(null)).toEqual({});
    expect(PnotifyScoreBody.parse({ ids: [3, 4] })).toEqual({ ids: [3, 4] });
    expect(PnotifyScoreBody.safeParse({ ids: [0] }).success).toBe(false);
  });
});
