import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { fieldErrors, formError } from "./field-errors.ts";

const invalid = (...fields: [string, string][]) =>
  new ApiError(
    400,
    "validation_error",
    fields.map(([, message]) => message).join("; "),
    null,
    fields.map(([path, message]) => ({ path, message })),
  );

describe("fieldErrors", () => {
  it("maps each body.<path> field to its message", () => {
    const error = invalid(["body.phone", "Enter a mobile number"], ["body.colleges.0.name", "Too short"]);
    expect(fieldErrors(error)).toEqual({ phone: "Enter a mobile number", "colleges.0.name": "Too short" });
  });

  it("strips a deeper prefix and ignores other errors", () => {
    const error = invalid(["body.answers.stream", "Choose your stream"]);
    expect(fieldErrors(error, "body.answers.")).toEqual({ stream: "Choose your stream" });
    expect(
      fieldErrors(new ApiError(500, "internal_error", "x", null, [{ path: "body.x", message: "y" }])),
    ).toEqual({});
    expect(fieldErrors(new Error("body.x: y"))).toEqual({});
  });
});

describe("formError", () => {
  it("gives the banner message only for a failure that names none of the form's fields", () => {
    const qty = invalid(["body.qty", "Enter a quantity"]);
    expect(formError(qty, ["qty", "reason"])).toBeNull();
    expect(formError(qty, ["reason"])).toBe("Enter a quantity");
    expect(formError(invalid(["body.answers.stream", "Choose"]), ["stream"], "body.answers.")).toBeNull();
    expect(formError(new ApiError(400, "insufficient_holding", "You hold 2 TCS shares"), ["qty"])).toBe(
      "You hold 2 TCS shares",
    );
    expect(formError(null, ["qty"])).toBeNull();
    expect(formError("boom", ["qty"])).toBe("Something went wrong. Please try again.");
  });
});
