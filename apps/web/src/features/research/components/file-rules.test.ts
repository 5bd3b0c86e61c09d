import { describe, expect, it } from "vitest";
import { checkResearchFile, RESEARCH_FILE_MAX_BYTES } from "./file-rules.ts";

describe("checkResearchFile", () => {
  it.each(["model.pdf", "MODEL.XLSX", "notes.docx", "deck.pptx"])("accepts %s", (name) => {
    expect(checkResearchFile({ name, size: 1024 })).toBeNull();
  });

  it("refuses other types, files over 10 MB and empty files", () => {
    expect(checkResearchFile({ name: "notes.txt", size: 10 })).toBe("Attach a PDF, XLSX, DOCX or PPTX file");
    expect(checkResearchFile({ name: "model.pdf", size: RESEARCH_FILE_MAX_BYTES + 1 })).toBe(
      "The file is larger than 10 MB",
    );
    expect(checkResearchFile({ name: "model.pdf", size: RESEARCH_FILE_MAX_BYTES })).toBeNull();
    expect(checkResearchFile({ name: "model.pdf", size: 0 })).toBe("The file is empty");
  });
});
