// The certificate contract's own rules: the name a learner confirms (cleaned, then judged) and a code in a path
// (any spelling people type, or a plain refusal).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CodeParam, ConfirmNameBody } from "./certificates.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("ConfirmNameBody", () => {
  it("stores the name trimmed, with single spaces", () => {
    expect(ConfirmNameBody.parse({ name: "  Divya   K.  Rao " })).toEqual({ name: "Divya K. Rao" });
  });

  it("refuses a name certificates cannot print, with its reason", () => {
    expect(issues(ConfirmNameBody, { name: " D " })).toEqual([
      "name: Enter your full name as it should appear on the certificate",
    ]);
    expect(issues(ConfirmNameBody, { name: "दिव्या राव" })).toEqual([
      "name: Write the name in English (Latin) letters; spaces, dots, hyphens and apostrophes are fine",
    ]);
    expect(issues(ConfirmNameBody, {})).toEqual([
      "name: Enter your full name as it should appear on the certificate",
    ]);
  });
});

describe("CodeParam", () => {
  it("reads a code typed with hyphens, spaces, lower case and look-alike letters", () => {
    expect(CodeParam.parse({ code: "7k2m-9qxd-4tpb-howz" })).toEqual({ code: "7K2M9QXD4TPBH0WZ" });
    expect(CodeParam.parse({ code: "7K2M 9QXD 4TPB H0WZ" })).toEqual({ code: "7K2M9QXD4TPBH0WZ" });
  });

  it("refuses what is not a code", () => {
    const message = "code: This is not a certificate code: it has 16 letters and digits";
    expect(issues(CodeParam, { code: "7K2M-9QXD-4TPB" })).toEqual([message]);
    expect(issues(CodeParam, { code: "7K2M-9QXD-4TPB-H0WU" })).toEqual([message]);
    expect(issues(CodeParam, { code: "x".repeat(41) })).toEqual(["code: This is not a certificate code"]);
  });
});
