import { describe, expect, it } from "vitest";
import { isBarred } from "./access.ts";
import { hasAiInterview, topNavigation } from "./navigation.ts";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "./programs.ts";
import { sideMenu } from "./side-menu.ts";

const AI = { key: "aiInterview", label: "AI Interview", path: "/mockinterview" };

describe("sideMenu: the top navigation first, AI Interview exactly where the top menu has it", () => {
  for (const program of PROGRAM_NAMES) {
    it(program, () => {
      for (const plan of [null, ...PLAN_COMMENTS]) {
        for (const planned of [null, "p199"]) {
          const ctx = { program, plan, planned };
          const top = topNavigation(ctx);
          const side = sideMenu(ctx);
          expect(side.slice(0, top.length)).toEqual(top);
          const has = hasAiInterview(program, plan);
          expect(side.filter((i) => i.key === "aiInterview")).toEqual(has ? [AI] : []);
          // The page opens exactly where the item shows, so the item never leads to a redirect.
          expect(isBarred({ ...ctx, steps: 3, path: "/mockinterview" })).toBe(!has);
        }
      }
    });
  }

  it.each<[string, string | null]>([
    ["FMEPGOLD", null],
    ["FMEPSILVER", null],
    ["FAFMEP", null],
    ["FAFMEP", "FnO"],
    ["FnO", null],
    ["BA", null],
    ["BAGOLD", null],
    ["IBEPSILVER", null],
    ["IBEP", null],
    ["DS", null],
    ["EXCEL", null],
    ["NORMAL", null],
  ])("%s (plan %s) has no AI Interview item", (program, plan) => {
    expect(sideMenu({ program, plan }).map((i) => i.label)).not.toContain("AI Interview");
  });

  it.each<[string, string | null]>([
    ["FMEPPLATINUM", null],
    ["FAFMEP", "FAGOLD"],
    ["FAFMEP", "EDMPGOLD"],
    ["FnO", "EDMPGOLD"],
    ["FnO", "FnO"],
    ["IBEPGOLD", null],
    ["DSFUSION", null],
  ])("%s (plan %s) keeps AI Interview", (program, plan) => {
    expect(sideMenu({ program, plan }).filter((i) => i.key === "aiInterview")).toEqual([AI]);
  });

  it("has no items without a program", () => {
    expect(sideMenu({ program: null })).toEqual([]);
  });
});

describe("sideMenu: My progress follows the top navigation (issue 41), which stays SPEC.md's", () => {
  const PROGRESS = { key: "progress", label: "My progress", path: "/progress" };
  for (const program of PROGRAM_NAMES) {
    it(program, () => {
      for (const plan of [null, ...PLAN_COMMENTS]) {
        for (const planned of [null, "p199"]) {
          const ctx = { program, plan, planned };
          const top = topNavigation(ctx);
          expect(top.some((i) => i.key === "progress")).toBe(false);
          const side = sideMenu(ctx);
          const open = !isBarred({ ...ctx, steps: 3, path: "/progress" });
          expect(side.filter((i) => i.key === "progress")).toEqual(open ? [PROGRESS] : []);
          if (open) expect(side[top.length]).toEqual(PROGRESS);
        }
      }
    });
  }

  it("offers nothing without a program", () => {
    expect(sideMenu({ program: null })).toEqual([]);
  });
});

describe("sideMenu without a program", () => {
  it("offers neither My progress nor anything else", () => {
    expect(sideMenu({ program: null })).toEqual([]);
    expect(sideMenu({ program: "" })).toEqual([]);
  });
});
