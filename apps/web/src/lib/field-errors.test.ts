import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { z } from "zod";
import { fieldErrors, formError, requestValidate, showFieldErrors } from "./field-errors.ts";

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
    expect(formError("boom", ["qty"])).toBe("Something went wrong. Try again.");
  });
});

describe("form helpers", () => {
  it("keeps the banner quiet when the messages are shown beside the fields", () => {
    expect(formError(invalid(["body.title", "Enter the title"]))).toBeNull();
    expect(formError(new ApiError(409, "conflict", "Already answered"))).toBe("Already answered");
    expect(formError(new TypeError("Failed to fetch"))).toBe("Something went wrong. Try again.");
    expect(formError(null)).toBeNull();
  });

  it("puts a refused request's messages on the form's own fields", () => {
    let shown: Record<string, unknown> = {};
    const onError = showFieldErrors({ setErrors: (e) => (shown = e) }, "body.", (path) =>
      path === "correctIndex" ? "correct" : path,
    );
    onError(invalid(["body.correctIndex", "Mark a filled-in option as the correct one"]));
    expect(shown).toEqual({ correct: "Mark a filled-in option as the correct one" });
  });

  it("checks the request the values make, under the form's field names", () => {
    const schema = z.object({ title: z.string().min(1, "Enter the title") });
    const validate = requestValidate(
      schema,
      (values: { name: string }) => ({ title: values.name }),
      (path) => (path === "title" ? "name" : path),
    );
    expect(validate({ name: "" })).toEqual({ name: "Enter the title" });
    expect(validate({ name: "DCF" })).toEqual({});
  });
});
