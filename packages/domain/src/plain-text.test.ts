import { describe, expect, it } from "vitest";
import { controlCharacterMessage, hasControlCharacter, withoutControlCharacters } from "./plain-text.ts";

describe("control characters in typed text", () => {
  it("finds C0, DEL and C1 controls in one-line text, tab and line breaks included", () => {
    for (const c of ["\r", "\n", "\t", "\u0000", "\u001B", "\u007F", "\u0085", "\u009F"])
      expect(hasControlCharacter(`Budget${c}review`), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacter("Budget review: ₹ & <b> \u00A0 é")).toBe(false);
  });

  it("lets multi-line text keep tab, LF and CRLF but not a bare CR or other controls", () => {
    expect(hasControlCharacter("line one\r\nline two\n\tindented", true)).toBe(false);
    expect(hasControlCharacter("line one\rline two", true)).toBe(true);
    expect(hasControlCharacter("bell\u0007", true)).toBe(true);
    expect(hasControlCharacter("next line\u0085", true)).toBe(true);
  });

  it("names the field as the screen labels it", () => {
    expect(controlCharacterMessage("Title")).toBe(
      "Title must be one line of text, without line breaks, tabs or other control characters",
    );
    expect(controlCharacterMessage("Description", true)).toBe(
      "Description must not contain control characters (line breaks and tabs are fine)",
    );
  });

  it("replaces controls by spaces for text already stored, keeping line breaks of multi-line text as LF", () => {
    expect(withoutControlCharacters("Budget\rreview\u0000")).toBe("Budget review ");
    expect(withoutControlCharacters("a\r\nb\rc\u0007d", true)).toBe("a\nb\nc d");
  });
});
