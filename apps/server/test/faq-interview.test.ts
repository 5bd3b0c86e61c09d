// Issue 21 item 4: the FAQ on the AI mock interview names exactly the programs whose top menu has AI Interview
// (packages/domain/src/navigation.ts, hasAiInterview), the same rule the API and the interview page follow.
import { describe, expect, it } from "vitest";
import { hasAiInterview } from "@fincareer/domain/navigation";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "@fincareer/domain/programs";
import { shippedFaqs } from "../src/modules/account/faq-seed.ts";

// How the FAQ names each program that has AI Interview with some plan.
const FAQ_NAMES: Record<string, string> = {
  FMEPPLATINUM: "FMEP Platinum",
  FAFMEP: "FAFMEP (FA Gold / EDMP Gold)",
  FnO: "FnO (EDMP Gold or FnO plan)",
  IBEPGOLD: "IBEP Gold",
  MREPGOLD: "MREP Gold",
  GenAIGOLD: "GenAI Gold",
  CMEPGOLD: "CMEP Gold",
  DSFUSION: "DS Fusion",
};

describe("the AI interview FAQ", () => {
  const answer = shippedFaqs().find((f) => f.key === "interview-how")!.answer;

  it("names every program whose menu can show AI Interview, and no other", () => {
    const withInterview = PROGRAM_NAMES.filter((p) =>
      [null, ...PLAN_COMMENTS].some((plan) => hasAiInterview(p, plan)),
    );
    expect([...withInterview].sort()).toEqual(Object.keys(FAQ_NAMES).sort());
    for (const name of Object.values(FAQ_NAMES)) expect(answer).toContain(name);
  });

  it("says FMEP Gold and FMEP Silver do not include it", () => {
    expect(hasAiInterview("FMEPGOLD")).toBe(false);
    expect(hasAiInterview("FMEPSILVER")).toBe(false);
    expect(answer).toMatch(/FMEP Gold and FMEP Silver among them\) do not include it/);
  });
});
