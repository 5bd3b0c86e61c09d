import { describe, expect, it } from "vitest";
import { IdParam, MAX_ID, NumberInput } from "./common.ts";
import { UploadVideoFields } from "./content.ts";

describe("NumberInput", () => {
  const n = NumberInput("qty");
  it.each([
    [12, 12],
    ["12", 12],
    ["12.5", 12.5],
    ["-3", -3],
  ])("reads %j as %j", (input, expected) => {
    expect(n.parse(input)).toBe(expected);
  });
  it.each([[true], [[100]], ["  12"], ["1e2"], ["0x10"], [""], [null]])(
    "refuses %j naming the field",
    (input) => {
      const res = n.safeParse(input);
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toBe("qty must be a number");
    },
  );
});

describe("IdParam", () => {
  it("takes ids up to the largest integer column value and refuses bigger ones", () => {
    expect(IdParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    expect(IdParam.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
  });
});

describe("UploadVideoFields.durationSeconds", () => {
  it("accepts a multipart string of seconds and refuses what is not one", () => {
    expect(UploadVideoFields.parse({ title: "Clip", durationSeconds: "12" }).durationSeconds).toBe(12);
    expect(UploadVideoFields.parse({ title: "Clip" }).durationSeconds).toBeUndefined();
    for (const bad of [" 12", "1e2", "0", "-4", "90000"]) {
      expect(UploadVideoFields.safeParse({ title: "Clip", durationSeconds: bad }).success, bad).toBe(false);
    }
  });
});
