// The content contract's own rules: path ids typed as digits, ?force=true, "change at least one field" on the
// PATCH bodies, the timed transcript's line errors and a correct answer among the filled-in options.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_ID } from "./common.ts";
import {
  ContentIdParam,
  CreateQuestionBody,
  DeleteContentQuery,
  UpdateModuleBody,
  UpdateNoteBody,
  UpdateQuestionBody,
  UpdateVideoBody,
} from "./content.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("ContentIdParam", () => {
  it("reads a path id of digits as its number, and a JSON number as it is", () => {
    expect(ContentIdParam.parse({ id: "17" })).toEqual({ id: 17 });
    expect(ContentIdParam.parse({ id: 17 })).toEqual({ id: 17 });
    expect(ContentIdParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
  });

  it.each([
    ["-4", "id: must be a positive id"],
    ["0", "id: must be a positive id"],
    [String(MAX_ID + 1), `id: must be at most ${MAX_ID}`],
    [" 17", "id: must be a whole number"],
    ["17 ", "id: must be a whole number"],
    ["+17", "id: must be a whole number"],
    ["1.5", "id: must be a whole number"],
    ["x17", "id: must be a whole number"],
    ["", "id: must be a whole number"],
  ])("refuses %j: %s", (id, message) => {
    expect(issues(ContentIdParam, { id })).toEqual([message]);
  });
});

describe("DeleteContentQuery.force", () => {
  it("is true only for ?force=true", () => {
    expect(DeleteContentQuery.parse({ force: "true" })).toEqual({ force: true });
    expect(DeleteContentQuery.parse({ force: "false" })).toEqual({ force: false });
    expect(DeleteContentQuery.parse({})).toEqual({ force: false });
    expect(issues(DeleteContentQuery, { force: "yes" })).toEqual(["force: force must be true or false"]);
  });
});

describe("PATCH bodies need at least one field", () => {
  it("UpdateModuleBody: a title or a description", () => {
    expect(issues(UpdateModuleBody, {})).toEqual([": body: give title or description"]);
    expect(UpdateModuleBody.parse({ title: "Module 2: Ratios" })).toEqual({ title: "Ratios" });
    expect(UpdateModuleBody.parse({ description: "" })).toEqual({ description: "" });
  });

  it("UpdateNoteBody: a title or the markdown", () => {
    expect(issues(UpdateNoteBody, {})).toEqual([": body: give title or markdown"]);
    expect(UpdateNoteBody.parse({ title: "Chapter 1" })).toEqual({ title: "Chapter 1" });
    expect(UpdateNoteBody.parse({ markdown: "# A" })).toEqual({ markdown: "# A" });
  });

  it("UpdateVideoBody and UpdateQuestionBody: any one field", () => {
    expect(issues(UpdateVideoBody, {})).toEqual([": Change at least one field"]);
    expect(UpdateVideoBody.parse({ durationSeconds: null })).toEqual({ durationSeconds: null });
    expect(UpdateVideoBody.parse({ title: "Intro" })).toEqual({ title: "Intro" });
    expect(issues(UpdateQuestionBody, {})).toEqual([": Change at least one field"]);
    // A key sent without a value (JSON has no undefined, but a caller's object may) changes nothing either.
    expect(issues(UpdateVideoBody, { title: undefined })).toEqual([": Change at least one field"]);
    expect(issues(UpdateQuestionBody, { prompt: undefined })).toEqual([": Change at least one field"]);
    expect(UpdateQuestionBody.parse({ correctIndex: 0 })).toEqual({ correctIndex: 0 });
  });
});

describe("UpdateVideoBody.transcript", () => {
  it("takes timed lines with rising times, and an empty transcript (removes it)", () => {
    expect(UpdateVideoBody.parse({ transcript: "0:00 Hello\n0:05 Ratios" })).toEqual({
      transcript: "0:00 Hello\n0:05 Ratios",
    });
    expect(UpdateVideoBody.parse({ transcript: "" })).toEqual({ transcript: "" });
  });

  it("names each faulty line, the first five of them", () => {
    expect(issues(UpdateVideoBody, { transcript: "0:05 Hello\nno time here\n0:03 Back" })).toEqual([
      "transcript: line 2: start with a time such as 0:05 or 1:02:30, then the words",
      "transcript: line 3: 0:03 is not after the line before",
    ]);
    const seven = Array.from({ length: 7 }, (_, i) => `words ${i}`).join("\n");
    expect(issues(UpdateVideoBody, { transcript: seven })).toEqual(
      [1, 2, 3, 4, 5].map(
        (n) => `transcript: line ${n}: start with a time such as 0:05 or 1:02:30, then the words`,
      ),
    );
  });
});

describe("CreateQuestionBody.correctIndex", () => {
  const body = (correctIndex: number) => ({
    prompt: "Which is a ratio?",
    options: ["P/E", "EPS", "ROE"],
    correctIndex,
  });

  it("must point at one of the filled-in options", () => {
    expect(CreateQuestionBody.parse(body(2)).correctIndex).toBe(2);
    expect(CreateQuestionBody.parse(body(0)).correctIndex).toBe(0);
    expect(issues(CreateQuestionBody, body(3))).toEqual([
      "correctIndex: Mark a filled-in option as the correct one",
    ]);
  });
});
