import { describe, expect, it } from "vitest";
import { filledOptions, optionBoxPath } from "./question-options.ts";

describe("question option boxes", () => {
  it("drops empty boxes and counts the answer among the kept options", () => {
    expect(filledOptions(["Debt", "", "Equity", " "], 2)).toEqual({
      options: ["Debt", "Equity"],
      answer: 1,
      boxes: [0, 2],
    });
  });

  it("puts an answer whose box is empty out of range, so the contract names it", () => {
    expect(filledOptions(["Debt", "Equity", "", ""], 3).answer).toBe(2);
  });

  it("moves a kept option's message under its box", () => {
    expect(optionBoxPath("options.1", ["Debt", "", "Equity"])).toBe("options.2");
    expect(optionBoxPath("options", ["Debt", "", "Equity"])).toBe("options");
    expect(optionBoxPath("prompt", ["Debt"])).toBe("prompt");
  });
});

describe("optionBoxPath at its edges", () => {
  it("maps only a whole options.<n> path, of any number of digits", () => {
    const boxes = ["A", "", "C", "", "", "", "", "", "", "", "", "L"];
    expect(optionBoxPath("options.1", boxes)).toBe("options.2");
    expect(optionBoxPath("options.2", boxes)).toBe("options.11");
    expect(optionBoxPath("x.options.1", boxes)).toBe("x.options.1");
    expect(optionBoxPath("options.1.text", boxes)).toBe("options.1.text");
    expect(optionBoxPath("options.3", boxes)).toBe("options.3");
  });
});
