import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { fieldErrors } from "./field-errors.ts";

describe("fieldErrors", () => {
  it("maps each body.<path> message to its field", () => {
    const error = new ApiError(
      400,
      "validation_error",
      "body.phone: bad phone; body.colleges.0.name: too short",
    );
    expect(fieldErrors(error)).toEqual({ phone: "bad phone", "colleges.0.name": "too short" });
  });

  it("strips a deeper prefix and ignores other errors", () => {
    const error = new ApiError(400, "validation_error", "body.answers.stream: is required");
    expect(fieldErrors(error, "body.answers.")).toEqual({ stream: "is required" });
    expect(fieldErrors(new ApiError(500, "internal_error", "body.x: y"))).toEqual({});
    expect(fieldErrors(new Error("body.x: y"))).toEqual({});
  });
});
