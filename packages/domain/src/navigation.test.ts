import { describe, expect, it } from "vitest";
import {
  canEditProfile,
  hasUpcomingLiveSession,
  isSignupPath,
  profileLinks,
  showNotificationBadge,
  showTicker,
  showTopNav,
  topNavigation,
} from "./navigation.ts";
import type { NavContext, NavItem, ProfileLink } from "./navigation.ts";
import { PROGRAM_NAMES } from "./programs.ts";

const show = (items: NavItem[]): string[] =>
  items.map((i) => `${i.label} ${i.path}${i.badge ? ` (${i.badge})` : ""}`);

const FMEP_BASE = ["Home /dashboard", "Portfolio /portfolio", "Stats /stats"];
const OTHER_BASE = ["Projects /ivepresearch", "Resource /newresource"];

// One row per program with no plan comment, no plan code and no research type.
const BY_PROGRAM: [string, string[]][] = [
  ["FMEPGOLD", [...FMEP_BASE, "Games /games", "Research /research", "Resource /resource"]],
  [
    "FMEPPLATINUM",
    [
      ...FMEP_BASE,
      "Games /games",
      "Research /research",
      "Resource /resource",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  ["FMEPSILVER", [...FMEP_BASE, "Research /research", "Resource /resource"]],
  ["FAFMEP", [...FMEP_BASE, "Games /games", "Research /faresearch", "Resource /resource"]],
  [
    "IBEPGOLD",
    [
      ...OTHER_BASE,
      "Notes /note",
      "Games /games",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  ["IBEPSILVER", [...OTHER_BASE, "Notes /note", "Games /games"]],
  ["IBEP", [...OTHER_BASE, "Notes /note", "Games /games"]],
  ["BA", [...OTHER_BASE, "Notes /BANotes", "Games /games"]],
  ["BAGOLD", [...OTHER_BASE, "Notes /BANotes", "Games /games", "Live Sessions /lifesession"]],
  ["BABASIC", [...OTHER_BASE, "Notes /BANotes", "Games /games"]],
  ["SSEP", [...OTHER_BASE, "Notes /ssepnotes", "Games /games"]],
  ["SSEPGOLD", [...OTHER_BASE, "Notes /ssepnotes", "Games /games"]],
  ["FnO", [...OTHER_BASE, "Notes /FnONotes", "Games /games", "For Beginner /beginerresource"]],
  ["DS", [...OTHER_BASE, "Notes /DSNOTES"]],
  ["DSGOLD", [...OTHER_BASE, "Notes /DSNOTES", "Live Sessions /lifesession"]],
  ["DSFUSION", [...OTHER_BASE, "Notes /DSNOTES", "AI Interview /mockinterview"]],
  ["ML", [...OTHER_BASE, "Notes /MLNOTES", "For Beginner /beginerresource"]],
  ["PYTHON", ["Resource /newresource", "Notes /DSNOTES"]],
  ["EXCEL", [...OTHER_BASE, "Notes /EXCELNOTES"]],
  ["MREP", [...OTHER_BASE, "Notes /MREPNOTES", "Games /games"]],
  [
    "MREPGOLD",
    [
      ...OTHER_BASE,
      "Notes /MREPNOTES",
      "Games /games",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  ["GenAI", [...OTHER_BASE, "Notes /GenAINOTES"]],
  [
    "GenAIGOLD",
    [...OTHER_BASE, "Notes /GenAINOTES", "Live Sessions /lifesession", "AI Interview /mockinterview"],
  ],
  ["CMEPGOLD", [...OTHER_BASE, "Games /games", "Live Sessions /lifesession", "AI Interview /mockinterview"]],
  ["CMEPSILVER", [...OTHER_BASE, "Games /games"]],
  ["NORMAL", [...OTHER_BASE, "Notes /MLNOTES", "Games /games"]],
  ["BAFMEP", [...OTHER_BASE, "Notes /BANotes", "Games /games"]],
];

describe("topNavigation by program", () => {
  it("covers all 27 programs", () => {
    expect(BY_PROGRAM.map((r) => r[0])).toEqual([...PROGRAM_NAMES]);
  });

  it.each(BY_PROGRAM)("%s", (program, expected) => {
    expect(show(topNavigation({ program }))).toEqual(expected);
  });
});

// Rows where the plan comment, the plan code or the research type changes the menu.
const BY_PLAN: [string, NavContext, string[]][] = [
  [
    "FAFMEP with FAGOLD",
    { program: "FAFMEP", plan: "FAGOLD" },
    [
      ...FMEP_BASE,
      "Games /games",
      "Research /faresearch",
      "Resource /resource",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  [
    "FAFMEP with EDMPGOLD",
    { program: "FAFMEP", plan: "EDMPGOLD" },
    [
      ...FMEP_BASE,
      "Games /games",
      "Research /faresearch",
      "Resource /resource",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  [
    "FAFMEP with FnO plan",
    { program: "FAFMEP", plan: "FnO" },
    [...FMEP_BASE, "Games /games", "Research /faresearch", "Resource /resource"],
  ],
  [
    "FAFMEP with NEW research keeps /faresearch",
    { program: "FAFMEP", researchType: "NEW" },
    [...FMEP_BASE, "Games /games", "Research /faresearch", "Resource /resource"],
  ],
  [
    "FMEPGOLD with FAGOLD (only FAFMEP gets it)",
    { program: "FMEPGOLD", plan: "FAGOLD" },
    [...FMEP_BASE, "Games /games", "Research /research", "Resource /resource"],
  ],
  [
    "FMEPGOLD research OLD",
    { program: "FMEPGOLD", researchType: "OLD" },
    [...FMEP_BASE, "Games /games", "Research /research", "Resource /resource"],
  ],
  [
    "FMEPGOLD research NEW",
    { program: "FMEPGOLD", researchType: "NEW" },
    [...FMEP_BASE, "Games /games", "Research /newresearch", "Resource /resource"],
  ],
  [
    "FMEPSILVER research NEW",
    { program: "FMEPSILVER", researchType: "NEW" },
    [...FMEP_BASE, "Research /newresearch", "Resource /resource"],
  ],
  ["FMEPGOLD p199", { program: "FMEPGOLD", planned: "p199" }, [...FMEP_BASE, "Games /games"]],
  ["FMEPSILVER p199", { program: "FMEPSILVER", planned: "p199" }, FMEP_BASE],
  [
    "FMEPPLATINUM p199 keeps AI Interview",
    { program: "FMEPPLATINUM", planned: "p199" },
    [...FMEP_BASE, "Games /games", "AI Interview /mockinterview"],
  ],
  [
    "FAFMEP FAGOLD P199 (case-insensitive)",
    { program: "FAFMEP", plan: "FAGOLD", planned: "P199" },
    [...FMEP_BASE, "Games /games", "AI Interview /mockinterview"],
  ],
  [
    "FMEPGOLD ivep plan code changes nothing",
    { program: "FMEPGOLD", planned: "ivep", researchType: "NEW" },
    [...FMEP_BASE, "Games /games", "Research /newresearch", "Resource /resource"],
  ],
  [
    "FnO with EDMPGOLD",
    { program: "FnO", plan: "EDMPGOLD" },
    [
      ...OTHER_BASE,
      "Notes /FnONotes",
      "Games /games",
      "For Beginner /beginerresource",
      "AI Interview /mockinterview",
    ],
  ],
  [
    "FnO with FnO plan",
    { program: "FnO", plan: "FnO" },
    [
      ...OTHER_BASE,
      "Notes /FnONotes",
      "Games /games",
      "For Beginner /beginerresource",
      "AI Interview /mockinterview",
    ],
  ],
  [
    "FnO with FAGOLD",
    { program: "FnO", plan: "FAGOLD" },
    [...OTHER_BASE, "Notes /FnONotes", "Games /games", "For Beginner /beginerresource"],
  ],
  [
    "EXCEL with BAEXCELBASIC",
    { program: "EXCEL", plan: "BAEXCELBASIC" },
    [...OTHER_BASE, "Notes /EXCELNOTES", "Live Sessions /lifesession"],
  ],
  ["EXCEL with EDMPGOLD", { program: "EXCEL", plan: "EDMPGOLD" }, [...OTHER_BASE, "Notes /EXCELNOTES"]],
  [
    "BA with BAEXCELBASIC (only EXCEL gets it)",
    { program: "BA", plan: "BAEXCELBASIC" },
    [...OTHER_BASE, "Notes /BANotes", "Games /games"],
  ],
  [
    "MREP with MREP&EXCEL",
    { program: "MREP", plan: "MREP&EXCEL" },
    [...OTHER_BASE, "Notes /MREPNOTES", "Games /games"],
  ],
  [
    "IBEPGOLD with p199 (p199 only affects FMEP)",
    { program: "IBEPGOLD", planned: "p199" },
    [
      ...OTHER_BASE,
      "Notes /note",
      "Games /games",
      "Live Sessions /lifesession",
      "AI Interview /mockinterview",
    ],
  ],
  [
    "PYTHON with NEW research and a plan",
    { program: "PYTHON", plan: "EDMPGOLD", researchType: "NEW" },
    ["Resource /newresource", "Notes /DSNOTES"],
  ],
  [
    "unknown program gets NORMAL's menu",
    { program: "XYZ" },
    [...OTHER_BASE, "Notes /MLNOTES", "Games /games"],
  ],
  ["no program", { program: null }, []],
  ["empty program", { program: "" }, []],
];

describe("topNavigation by plan, plan code and research type", () => {
  it.each(BY_PLAN)("%s", (_name, ctx, expected) => {
    expect(show(topNavigation(ctx))).toEqual(expected);
  });
});

describe("Live Sessions badge", () => {
  it.each<[NavContext, string[]]>([
    [
      { program: "IBEPGOLD", hasUpcomingLiveSession: true },
      [
        ...OTHER_BASE,
        "Notes /note",
        "Games /games",
        "Live Sessions /lifesession (1)",
        "AI Interview /mockinterview",
      ],
    ],
    [
      { program: "FMEPPLATINUM", hasUpcomingLiveSession: true, planned: "p199" },
      [...FMEP_BASE, "Games /games", "AI Interview /mockinterview"],
    ],
    [
      { program: "EXCEL", plan: "BAEXCELBASIC", hasUpcomingLiveSession: true },
      [...OTHER_BASE, "Notes /EXCELNOTES", "Live Sessions /lifesession (1)"],
    ],
    [
      { program: "DSGOLD", hasUpcomingLiveSession: false },
      [...OTHER_BASE, "Notes /DSNOTES", "Live Sessions /lifesession"],
    ],
    [{ program: "BA", hasUpcomingLiveSession: true }, [...OTHER_BASE, "Notes /BANotes", "Games /games"]],
  ])("%j", (ctx, expected) => {
    expect(show(topNavigation(ctx))).toEqual(expected);
  });
});

describe("signup paths hide the top navigation and the ticker", () => {
  it.each<[string, boolean]>([
    ["/signup", true],
    ["/signup/step1", true],
    ["/signup/step2", true],
    ["/SIGNUP/step1", true],
    ["/signup?x=1", true],
    ["/signups", false],
    ["/dashboard", false],
    ["/", false],
  ])("%s -> signup %s", (path, signup) => {
    expect(isSignupPath(path)).toBe(signup);
    expect(showTopNav(path)).toBe(!signup);
  });

  it.each<[string | null, string, boolean]>([
    ["FMEPGOLD", "/dashboard", true],
    ["FMEPSILVER", "/portfolio", true],
    ["FAFMEP", "/games", true],
    ["FMEPPLATINUM", "/signup/step2", false],
    ["FMEPGOLD", "/signup", false],
    ["IBEPGOLD", "/ivepresearch", false],
    ["BAFMEP", "/newresource", false],
    ["NORMAL", "/newresource", false],
    [null, "/dashboard", false],
  ])("showTicker(%s, %s) = %s", (program, path, expected) => {
    expect(showTicker(program, path)).toBe(expected);
  });
});

describe("showNotificationBadge: NORMAL and FMEP users", () => {
  const yes = new Set(["FMEPGOLD", "FMEPPLATINUM", "FMEPSILVER", "FAFMEP", "NORMAL"]);
  it.each(PROGRAM_NAMES.map((p) => [p, yes.has(p)] as const))("%s -> %s", (program, expected) => {
    expect(showNotificationBadge(program)).toBe(expected);
  });
  it("no program -> false", () => {
    expect(showNotificationBadge(null)).toBe(false);
  });
});

describe("canEditProfile", () => {
  it.each<[number, string | null, string | null, boolean]>([
    [0, null, "BA", false],
    [1, null, "FMEPGOLD", false],
    [2, null, "FMEPGOLD", true],
    [3, null, "BA", true],
    [0, "ivep", "BA", true],
    [1, "IVEP", "FnO", true],
    [0, "p199", "FMEPGOLD", false],
    [0, null, "IBEPGOLD", true],
    [0, null, "IBEPSILVER", true],
    [1, null, "IBEP", true],
    [0, null, null, false],
  ])("steps %s, planned %s, program %s -> %s", (steps, planned, program, expected) => {
    expect(canEditProfile({ steps, planned, program })).toBe(expected);
  });
});

describe("profileLinks", () => {
  it.each<[string, Parameters<typeof profileLinks>[0], ProfileLink[]]>([
    [
      "BA user holding IBEPGOLD",
      { program: "BA", BA: true, baibep: true, programs: ["BA", "IBEPGOLD"] },
      [{ label: "Go to IBEP", program: "IBEPGOLD" }],
    ],
    [
      "BA user with baibep flag only",
      { program: "BAGOLD", BA: true, baibep: true, programs: ["BAGOLD"] },
      [{ label: "Go to IBEP", program: "IBEP" }],
    ],
    ["BA user without IBEP", { program: "BA", BA: true, baibep: false, programs: ["BA"] }, []],
    [
      "IBEP user holding BAGOLD",
      { program: "IBEPSILVER", BA: false, baibep: false, programs: ["IBEPSILVER", "BAGOLD"] },
      [{ label: "Go to BA", program: "BAGOLD" }],
    ],
    [
      "IBEP user with BA flag",
      { program: "IBEP", BA: true, baibep: false, programs: ["IBEP"] },
      [{ label: "Go to BA", program: "BA" }],
    ],
    ["IBEP user without BA", { program: "IBEPGOLD", BA: false, baibep: false, programs: ["IBEPGOLD"] }, []],
    ["FMEP user", { program: "FMEPGOLD", BA: true, baibep: true, programs: ["FMEPGOLD", "BA", "IBEP"] }, []],
    ["no program", { program: null, BA: true, baibep: true, programs: ["BA", "IBEP"] }, []],
  ])("%s", (_name, input, expected) => {
    expect(profileLinks(input)).toEqual(expected);
  });
});

describe("hasUpcomingLiveSession (IST calendar day)", () => {
  const now = new Date("2026-03-05T12:00:00Z"); // 17:30 IST on 05/03
  it.each<[string, (string | Date)[], boolean]>([
    ["none", [], false],
    ["yesterday only", ["2026-03-04T10:00:00Z"], false],
    ["earlier today (IST)", ["2026-03-04T19:00:00Z"], true],
    ["later today", ["2026-03-05T14:00:00Z"], true],
    ["next week among past ones", ["2026-02-01T10:00:00Z", new Date("2026-03-12T10:00:00Z")], true],
    ["23:59 IST yesterday", ["2026-03-04T18:29:00Z"], false],
    ["unparseable", ["soon"], false],
  ])("%s", (_name, starts, expected) => {
    expect(hasUpcomingLiveSession(starts, now)).toBe(expected);
  });
});
