import { describe, expect, it } from "vitest";
import { isBarred } from "./access.ts";
import { topNavigation } from "./navigation.ts";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "./programs.ts";
import { canOpenAiInterview, sideMenu } from "./side-menu.ts";

const AI = { key: "aiInterview", label: "AI Interview", path: "/mockinterview" };

describe("sideMenu: the top navigation first, AI Interview only where /mockinterview opens", () => {
  for (const program of PROGRAM_NAMES) {
    it(program, () => {
      for (const plan of [null, ...PLAN_COMMENTS]) {
        for (const planned of [null, "p199"]) {
          const ctx = { program, plan, planned };
          const top = topNavigation(ctx);
          const side = sideMenu(ctx);
          expect(side.slice(0, top.length)).toEqual(top);
          const barred = isBarred({ ...ctx, steps: 3, path: "/mockinterview" });
          expect(side.filter((i) => i.key === "aiInterview")).toEqual(barred ? [] : [AI]);
          expect(canOpenAiInterview(ctx)).toBe(!barred);
        }
      }
    });
  }

  it.each(["BA", "BAGOLD", "BABASIC", "IBEPSILVER"])(
    "%s has no AI Interview item (its page is barred)",
    (p) => {
      expect(sideMenu({ program: p }).map((i) => i.label)).not.toContain("AI Interview");
    },
  );

  it.each(["DS", "FMEPGOLD", "EXCEL", "NORMAL"])("%s keeps the side menu's AI Interview", (p) => {
    expect(sideMenu({ program: p }).at(-1)).toEqual(AI);
  });

  it("has no items without a program", () => {
    expect(sideMenu({ program: null })).toEqual([]);
  });
});
