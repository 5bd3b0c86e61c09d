import { describe, expect, it } from "vitest";
import { researchNoticeLink } from "./notification-links.ts";

describe("researchNoticeLink", () => {
  it("opens the learner's research page on My submissions: FA FMEP's, the new one or the old one", () => {
    expect(researchNoticeLink("research", "FAFMEP", "NEW")).toBe("/faresearch?tab=mine");
    expect(researchNoticeLink("research", "IBEPGOLD", "NEW")).toBe("/newresearch?tab=mine");
    expect(researchNoticeLink("research", "IBEPGOLD", "OLD")).toBe("/research?tab=mine");
    expect(researchNoticeLink("research", null, null)).toBe("/research?tab=mine");
  });

  it("opens the projects page for a project, whatever the program", () => {
    expect(researchNoticeLink("project", "FAFMEP", "NEW")).toBe("/ivepresearch?tab=mine");
    expect(researchNoticeLink("project", null, null)).toBe("/ivepresearch?tab=mine");
  });
});
