import { describe, expect, it } from "vitest";
import { NO_PROGRAM_PATH, noProgramRedirect } from "./no-program.ts";

describe("noProgramRedirect", () => {
  it("keeps a learner with no program on the questionnaire until step 1 is done", () => {
    expect(noProgramRedirect({ hasProgram: false, steps: 0, path: "/newresource" })).toBe("/signup/step1");
    expect(noProgramRedirect({ hasProgram: false, steps: 0, path: "/signup/step1" })).toBeNull();
  });

  it("then sends every page but the open ones to the no-program page", () => {
    for (const path of ["/newresource", "/", "/dashboard", "/signup/step1", "/profile"]) {
      expect(noProgramRedirect({ hasProgram: false, steps: 1, path }), path).toBe(NO_PROGRAM_PATH);
    }
    expect(noProgramRedirect({ hasProgram: false, steps: 1, path: "/no-program/" })).toBeNull();
    expect(noProgramRedirect({ hasProgram: false, steps: 2, path: "/notifications" })).toBeNull();
  });

  it("still opens the FAQs and the password change without a program", () => {
    expect(noProgramRedirect({ hasProgram: false, steps: 1, path: "/faq" })).toBeNull();
    expect(noProgramRedirect({ hasProgram: false, steps: 3, path: "/profile/password" })).toBeNull();
  });

  it("leaves learners with a program to the normal routing, and sends them home from the no-program page", () => {
    expect(noProgramRedirect({ hasProgram: true, steps: 0, path: "/newresource" })).toBeNull();
    expect(noProgramRedirect({ hasProgram: true, steps: 3, path: NO_PROGRAM_PATH })).toBe("/");
  });
});
