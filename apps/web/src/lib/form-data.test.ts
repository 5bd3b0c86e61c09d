import { describe, expect, it } from "vitest";
import { formText } from "./form-data.ts";

describe("formText", () => {
  it("reads a text field, and gives an empty string for a missing field or a file", () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("photo", new File(["x"], "photo.png"));
    expect(formText(form, "name")).toBe("Asha");
    expect(formText(form, "missing")).toBe("");
    expect(formText(form, "photo")).toBe("");
  });
});
