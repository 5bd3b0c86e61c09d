import { describe, expect, it } from "vitest";
import {
  activeTab,
  barredPaths,
  barredRedirectTarget,
  chooserVisible,
  FMEP_ONLY_PATHS,
  isBarred,
  normalizePath,
  redirectFor,
} from "./access.ts";
import type { NavKey } from "./navigation.ts";
import { topNavigation } from "./navigation.ts";
import { isFmep, NOTES_ROUTES, PLAN_COMMENTS, PROGRAM_NAMES, PROGRAMS } from "./programs.ts";

// Past sign-up for every program family (FMEP step 3 targets /dashboard).
const DONE = 3;

describe("one barred-path redirect per program (steps 3, no plan)", () => {
  const rows: [string, string, string][] = [
    ["FMEPGOLD", "/note", "/dashboard"],
    ["FMEPPLATINUM", "/BANotes", "/dashboard"],
    ["FMEPSILVER", "/newresource", "/dashboard"],
    ["FAFMEP", "/lifesession", "/dashboard"],
    ["IBEPGOLD", "/BANotes", "/ivepresearch"],
    ["IBEPSILVER", "/lifesession", "/ivepresearch"],
    ["IBEP", "/DSNOTES", "/ivepresearch"],
    ["BA", "/lifesession", "/newresource"],
    ["BAGOLD", "/mockinterview", "/newresource"],
    ["BABASIC", "/note", "/newresource"],
    ["SSEP", "/BANotes", "/newresource"],
    ["SSEPGOLD", "/portfolio", "/newresource"],
    ["FnO", "/faq", "/newresource"],
    ["DS", "/games", "/newresource"],
    ["DSGOLD", "/faq", "/newresource"],
    ["DSFUSION", "/GenAINOTES", "/newresource"],
    ["ML", "/games/performance", "/newresource"],
    ["PYTHON", "/ivepresearch", "/DSNOTES"],
    ["EXCEL", "/stats", "/EXCELNOTES"],
    ["MREP", "/EXCELNOTES", "/newresource"],
    ["MREPGOLD", "/dashboard", "/newresource"],
    ["GenAI", "/MLNOTES", "/newresource"],
    ["GenAIGOLD", "/research", "/newresource"],
    ["CMEPGOLD", "/BANotes", "/newresource"],
    ["CMEPSILVER", "/company", "/newresource"],
    ["NORMAL", "/note", "/newresource"],
    ["BAFMEP", "/portfolio", "/newresource"],
  ];

  it("covers all 27 programs", () => {
    expect(rows.map((r) => r[0])).toEqual([...PROGRAM_NAMES]);
  });

  it.each(rows)("%s on %s -> %s", (program, path, target) => {
    expect(redirectFor({ program, steps: DONE, path })).toBe(target);
    expect(barredRedirectTarget(program, DONE)).toBe(target);
  });
});

describe("every program may open its own notes page", () => {
  it.each(PROGRAM_NAMES.map((p) => [p, PROGRAMS[p].notesRoute] as const))(
    "%s on %s stays",
    (program, notes) => {
      expect(redirectFor({ program, steps: DONE, path: notes })).toBeNull();
    },
  );
});

// SPEC.md section 6 lists, path by path.
const SPEC_LISTS: [string, string | null, string, string[]][] = [
  [
    "IBEPGOLD",
    null,
    "/ivepresearch",
    [
      "/BANotes",
      "/ssepnotes",
      "/FnONotes",
      "/beginerresource",
      "/MLNOTES",
      "/DSNOTES",
      "/EXCELNOTES",
      "/MREPNOTES",
      "/GenAINOTES",
    ],
  ],
  [
    "IBEPSILVER",
    null,
    "/ivepresearch",
    [
      "/BANotes",
      "/ssepnotes",
      "/FnONotes",
      "/beginerresource",
      "/MLNOTES",
      "/DSNOTES",
      "/EXCELNOTES",
      "/MREPNOTES",
      "/GenAINOTES",
      "/lifesession",
      "/mockinterview",
    ],
  ],
  ...(["BA", "BABASIC"] as const).map(
    (program) =>
      [
        program,
        null,
        "/newresource",
        [
          "/note",
          "/MLNOTES",
          "/FnONotes",
          "/DSNOTES",
          "/ssepnotes",
          "/MREPNOTES",
          "/beginerresource",
          "/mockinterview",
          "/lifesession",
          "/EXCELNOTES",
          "/GenAINOTES",
        ],
      ] as [string, string | null, string, string[]],
  ),
  [
    "BAGOLD",
    null,
    "/newresource",
    [
      "/note",
      "/MLNOTES",
      "/FnONotes",
      "/DSNOTES",
      "/ssepnotes",
      "/MREPNOTES",
      "/beginerresource",
      "/mockinterview",
      "/EXCELNOTES",
      "/GenAINOTES",
    ],
  ],
  [
    "FnO",
    null,
    "/newresource",
    [
      "/note",
      "/BANotes",
      "/lifesession",
      "/MLNOTES",
      "/DSNOTES",
      "/ssepnotes",
      "/MREPNOTES",
      "/faq",
      "/EXCELNOTES",
      "/GenAINOTES",
    ],
  ],
  ["DSFUSION", null, "/newresource", ["/EXCELNOTES", "/MREPNOTES", "/GenAINOTES"]],
  [
    "DS",
    null,
    "/newresource",
    ["/note", "/ssepnotes", "/BANotes", "/FnONotes", "/EXCELNOTES", "/MREPNOTES", "/GenAINOTES", "/MLNOTES"],
  ],
  ["DSGOLD", null, "/newresource", ["/games", "/games/performance", "/faq", "/MLNOTES"]],
  ["ML", null, "/newresource", ["/games", "/faq", "/DSNOTES", "/note"]],
  [
    "EXCEL",
    null,
    "/EXCELNOTES",
    [
      "/note",
      "/ssepnotes",
      "/BANotes",
      "/FnONotes",
      "/DSNOTES",
      "/MREPNOTES",
      "/GenAINOTES",
      "/MLNOTES",
      "/games",
      "/stats",
      "/faq",
      "/beginerresource",
      "/lifesession",
      "/portfolio",
      "/resource",
    ],
  ],
  ["EXCEL", "BAEXCELBASIC", "/EXCELNOTES", ["/games", "/stats", "/faq", "/BANotes", "/DSNOTES"]],
  [
    "PYTHON",
    null,
    "/DSNOTES",
    [
      "/note",
      "/ssepnotes",
      "/BANotes",
      "/FnONotes",
      "/EXCELNOTES",
      "/MREPNOTES",
      "/GenAINOTES",
      "/MLNOTES",
      "/ivepresearch",
      "/stats",
      "/lifesession",
      "/games",
    ],
  ],
  ...(
    [
      "SSEP",
      "SSEPGOLD",
      "MREP",
      "MREPGOLD",
      "GenAI",
      "GenAIGOLD",
      "CMEPGOLD",
      "CMEPSILVER",
      "NORMAL",
      "BAFMEP",
    ] as const
  ).map(
    (program) =>
      [program, null, "/newresource", NOTES_ROUTES.filter((r) => r !== PROGRAMS[program].notesRoute)] as [
        string,
        string | null,
        string,
        string[],
      ],
  ),
  ["IBEP", null, "/ivepresearch", NOTES_ROUTES.filter((r) => r !== "/note")],
  ...(["FMEPGOLD", "FMEPPLATINUM", "FMEPSILVER", "FAFMEP"] as const).map(
    (program) =>
      [
        program,
        null,
        "/dashboard",
        ["/note", "/BANotes", "/ssepnotes", "/DSNOTES", "/newresource", "/ivepresearch", "/beginerresource"],
      ] as [string, string | null, string, string[]],
  ),
];

describe.each(SPEC_LISTS)("%s (plan %s) is sent to %s from", (program, plan, target, paths) => {
  it.each(paths)("%s", (path) => {
    expect(isBarred({ program, plan, steps: DONE, path })).toBe(true);
    expect(redirectFor({ program, plan, steps: DONE, path })).toBe(target);
  });
});

describe("pages a program's own menu or SPEC leaves open", () => {
  it.each<[string, string | null, string | null, string]>([
    ["BAGOLD", null, null, "/lifesession"],
    ["FnO", "EDMPGOLD", null, "/mockinterview"],
    ["FnO", "FnO", null, "/mockinterview"],
    ["FnO", null, null, "/beginerresource"],
    ["DSFUSION", null, null, "/note"],
    ["DSFUSION", null, null, "/games"],
    ["DSFUSION", null, null, "/faq"],
    ["IBEPGOLD", null, null, "/lifesession"],
    ["IBEPGOLD", null, null, "/note"],
    ["EXCEL", "BAEXCELBASIC", null, "/lifesession"],
    ["EXCEL", null, null, "/ivepresearch"],
    ["EXCEL", null, null, "/profile"],
    ["MREP", "MREP&EXCEL", null, "/EXCELNOTES"],
    ["MREPGOLD", "MREPGOLD&EXCEL", null, "/EXCELNOTES"],
    ["PYTHON", null, null, "/newresource"],
    ["PYTHON", null, null, "/faq"],
    ["FMEPPLATINUM", null, null, "/lifesession"],
    ["FAFMEP", "FAGOLD", null, "/lifesession"],
    ["FAFMEP", "EDMPGOLD", null, "/lifesession"],
    ["FMEPGOLD", null, null, "/faresearch"],
    ["FMEPGOLD", null, null, "/company"],
    ["FMEPPLATINUM", null, null, "/mockinterview"],
    ["FMEPPLATINUM", null, "p199", "/mockinterview"],
    ["FAFMEP", "FAGOLD", null, "/mockinterview"],
    ["IBEPGOLD", null, null, "/mockinterview"],
    ["DSFUSION", null, null, "/mockinterview"],
    ["FMEPGOLD", null, "p199", "/portfolio"],
    ["SSEP", null, null, "/lifesession"],
    ["NORMAL", null, null, "/games"],
  ])("%s (plan %s, planned %s) on %s stays", (program, plan, planned, path) => {
    expect(redirectFor({ program, plan, planned, steps: DONE, path })).toBeNull();
  });
});

describe("plan-dependent bars", () => {
  it.each<[string, string | null, string | null, string, string]>([
    ["MREP", "MREPGOLD&EXCEL", null, "/GenAINOTES", "/newresource"],
    ["MREP", "BAEXCELBASIC", null, "/EXCELNOTES", "/newresource"],
    ["FAFMEP", "FnO", null, "/lifesession", "/dashboard"],
    ["FMEPGOLD", "FAGOLD", null, "/lifesession", "/dashboard"],
    ["FMEPPLATINUM", null, "p199", "/lifesession", "/dashboard"],
    ["FMEPGOLD", null, "p199", "/research", "/dashboard"],
    ["FMEPGOLD", null, "P199", "/newresearch", "/dashboard"],
    ["FAFMEP", null, "p199", "/faresearch", "/dashboard"],
    ["FMEPSILVER", null, "p199", "/resource", "/dashboard"],
    // Issue 26: its menu has no Games, so the page and the games below it send home.
    ["FMEPSILVER", null, null, "/games", "/dashboard"],
    ["FMEPSILVER", null, null, "/games/performance", "/dashboard"],
  ])("%s (plan %s, planned %s) on %s -> %s", (program, plan, planned, path, target) => {
    expect(redirectFor({ program, plan, planned, steps: DONE, path })).toBe(target);
  });
});

describe("AI Interview follows the top menu (issue 21)", () => {
  it.each<[string, string | null, string]>([
    ["FMEPGOLD", null, "/dashboard"],
    ["FMEPSILVER", null, "/dashboard"],
    ["FAFMEP", null, "/dashboard"],
    ["FAFMEP", "FnO", "/dashboard"],
    ["FnO", null, "/newresource"],
    ["FnO", "FAGOLD", "/newresource"],
    ["IBEP", null, "/ivepresearch"],
    ["SSEP", null, "/newresource"],
    ["DS", null, "/newresource"],
    ["ML", null, "/newresource"],
    ["EXCEL", null, "/EXCELNOTES"],
    ["PYTHON", null, "/DSNOTES"],
    ["MREP", null, "/newresource"],
    ["GenAI", null, "/newresource"],
    ["CMEPSILVER", null, "/newresource"],
    ["NORMAL", null, "/newresource"],
  ])("%s (plan %s) is sent from /mockinterview to %s", (program, plan, target) => {
    expect(redirectFor({ program, plan, steps: DONE, path: "/mockinterview" })).toBe(target);
    expect(redirectFor({ program, plan, steps: DONE, path: "/mockinterview?id=3" })).toBe(target);
  });

  it("bars /mockinterview exactly where the top navigation has no AI Interview", () => {
    for (const program of PROGRAM_NAMES)
      for (const plan of [null, ...PLAN_COMMENTS])
        for (const planned of [null, "p199"]) {
          const inMenu = topNavigation({ program, plan, planned }).some((i) => i.key === "aiInterview");
          expect({
            program,
            plan,
            planned,
            barred: isBarred({ program, plan, planned, steps: DONE, path: "/mockinterview" }),
          }).toEqual({ program, plan, planned, barred: !inMenu });
        }
  });
});

describe("FMEP-only pages send every other program home", () => {
  const rows = PROGRAM_NAMES.filter((p) => !isFmep(p)).flatMap((program) =>
    FMEP_ONLY_PATHS.map((path) => [program, path, barredRedirectTarget(program, DONE)] as const),
  );
  it("has 23 programs x 8 pages", () => {
    expect(rows).toHaveLength(184);
  });
  it.each(rows)("%s on %s -> %s", (program, path, target) => {
    expect(redirectFor({ program, steps: DONE, path })).toBe(target);
  });
});

describe("redirects always settle in one hop", () => {
  const paths = [
    "/",
    "/signup",
    "/signup/step1",
    "/signup/step2",
    "/dashboard",
    "/portfolio",
    "/stats",
    "/games",
    "/games/performance",
    "/research",
    "/newresearch",
    "/faresearch",
    "/ivepresearch",
    "/resource",
    "/newresource",
    "/beginerresource",
    "/lifesession",
    "/mockinterview",
    "/profile",
    "/faq",
    "/notifications",
    "/company",
    ...NOTES_ROUTES,
  ];
  const plans = [null, ...PLAN_COMMENTS];
  const planneds = [null, "p199", "ivep"];
  it.each(PROGRAM_NAMES.map((p) => [p] as const))(
    "%s, every plan, plan code, step 0-4 and path",
    (program) => {
      const loops: string[] = [];
      for (const plan of plans)
        for (const planned of planneds)
          for (let steps = 0; steps <= 4; steps++)
            for (const path of paths) {
              const ctx = { program, plan, planned, steps };
              const target = redirectFor({ ...ctx, path });
              const next = target === null ? null : redirectFor({ ...ctx, path: target });
              if (next !== null) loops.push(`${plan}/${planned}/${steps}: ${path} -> ${target} -> ${next}`);
            }
      expect(loops).toEqual([]);
    },
  );
});

describe("every top-navigation item is open to its own program", () => {
  const plans = [null, ...PLAN_COMMENTS];
  it.each(PROGRAM_NAMES.map((p) => [p] as const))(
    "%s, every plan, plan code and research type",
    (program) => {
      const barred: string[] = [];
      for (const plan of plans)
        for (const planned of [null, "p199"])
          for (const researchType of [null, "OLD", "NEW"] as const)
            for (const steps of [2, 3])
              for (const nav of topNavigation({ program, plan, planned, researchType })) {
                const found = redirectFor({ program, plan, planned, steps, path: nav.path });
                if (found !== null)
                  barred.push(`${plan}/${planned}/${researchType}/${steps}: ${nav.path} -> ${found}`);
              }
      expect(barred).toEqual([]);
    },
  );
});

describe("barredPaths", () => {
  it.each<[string, number]>([
    ["IBEPGOLD", 17],
    ["IBEPSILVER", 19],
    ["BA", 19],
    ["BAGOLD", 18],
    ["FnO", 19],
    ["DSFUSION", 11],
  ])("%s has %s entries, without duplicates", (program, count) => {
    const list = barredPaths(program);
    expect(list).toHaveLength(count);
    expect(new Set(list).size).toBe(list.length);
  });

  it("an unknown program gets NORMAL's list", () => {
    expect(barredPaths("SOMETHING")).toEqual(barredPaths("NORMAL"));
  });

  it("nothing is barred without a current program", () => {
    expect(isBarred({ program: null, steps: 3, path: "/portfolio" })).toBe(false);
    // An empty program is no program, not an unknown one (which gets NORMAL's list, where /portfolio is barred).
    expect(isBarred({ program: "", steps: 3, path: "/portfolio" })).toBe(false);
    expect(isBarred({ program: "SOMETHING", steps: 3, path: "/portfolio" })).toBe(true);
  });

  it("bars only real pages, for every program, plan comment and plan code", () => {
    for (const program of PROGRAM_NAMES)
      for (const plan of [null, ...PLAN_COMMENTS])
        for (const planned of [null, "p199", "ivep"])
          for (const path of barredPaths(program, plan, planned))
            expect(path, `${program} ${plan} ${planned}`).toMatch(/^\/[A-Za-z]+$/);
  });
});

describe("path normalisation", () => {
  it.each<[string, string]>([
    ["/BANotes", "/banotes"],
    ["/BANotes/", "/banotes"],
    ["/BANotes///", "/banotes"],
    ["//", "/"],
    ["/games/performance?x=1#top", "/games/performance"],
    ["/", "/"],
    ["", "/"],
    ["/?next=/x", "/"],
  ])("%s -> %s", (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it.each<[string, string, string | null]>([
    ["BA", "/dsnotes", "/newresource"],
    ["BA", "/DSNOTES/", "/newresource"],
    ["BA", "/DSNOTES?x=1", "/newresource"],
    ["BA", "/notes", null],
    ["BA", "/noteworthy", null],
    ["DS", "/gamesx", null],
  ])("%s on %s -> %s", (program, path, target) => {
    expect(redirectFor({ program, steps: DONE, path })).toBe(target);
  });
});

describe("activeTab", () => {
  it.each<[string, string | null, string | null | undefined, NavKey | null]>([
    ["/newresource", "PYTHON", undefined, "resource"],
    ["/DSNOTES", "PYTHON", undefined, "notes"],
    ["/ivepresearch", "PYTHON", undefined, "resource"],
    ["/profile", "PYTHON", undefined, "resource"],
    ["/games", "FMEPGOLD", undefined, "portfolio"],
    ["/games/performance", "FAFMEP", undefined, "portfolio"],
    ["/games", "FMEPPLATINUM", "FMEPPLATINUM", "portfolio"],
    ["/games", "BA", undefined, "games"],
    ["/games", "IBEPGOLD", undefined, "games"],
    ["/lifesession", "IBEPGOLD", undefined, "liveSessions"],
    ["/lifesession", "BAGOLD", undefined, "liveSessions"],
    ["/lifesession", "DSGOLD", undefined, "liveSessions"],
    ["/lifesession", "MREPGOLD", undefined, "liveSessions"],
    ["/lifesession", "GenAIGOLD", undefined, "liveSessions"],
    ["/lifesession", "CMEPGOLD", undefined, "liveSessions"],
    ["/lifesession", "FMEPPLATINUM", undefined, "liveSessions"],
    ["/lifesession", "FAFMEP", undefined, "liveSessions"],
    ["/lifesession", "EXCEL", undefined, "liveSessions"],
    ["/lifesession", "BA", undefined, null],
    ["/lifesession", "SSEP", undefined, null],
    ["/dashboard", "FMEPGOLD", "BA", "portfolio"],
    ["/dashboard", "FAFMEP", "FMEPGOLD", "portfolio"],
    ["/dashboard", "FMEPGOLD", "FMEPGOLD", "home"],
    ["/dashboard", "FMEPGOLD", null, "home"],
    ["/stats", "FMEPGOLD", "BA", "stats"],
    ["/dashboard", "FMEPGOLD", undefined, "home"],
    ["/newresource", "BA", "FMEPGOLD", "resource"],
    ["/portfolio", "FMEPGOLD", undefined, "portfolio"],
    ["/company", "FMEPGOLD", undefined, "portfolio"],
    ["/stats", "FMEPSILVER", undefined, "stats"],
    ["/research", "FMEPGOLD", undefined, "research"],
    ["/newresearch", "FMEPGOLD", undefined, "research"],
    ["/faresearch", "FAFMEP", undefined, "research"],
    ["/resource", "FMEPGOLD", undefined, "resource"],
    ["/ivepresearch", "IBEP", undefined, "projects"],
    ["/note", "IBEP", undefined, "notes"],
    ["/BANotes/", "BA", undefined, "notes"],
    ["/EXCELNOTES", "EXCEL", undefined, "notes"],
    ["/NEWRESOURCE?tab=2", "DS", undefined, "resource"],
    ["/beginerresource", "FnO", undefined, "beginner"],
    ["/mockinterview", "DSFUSION", undefined, "aiInterview"],
    ["/profile", "BA", undefined, null],
    ["/faq", "FMEPGOLD", undefined, null],
    ["/", "BA", undefined, null],
    ["/newresource", null, undefined, "resource"],
  ])("%s for %s (previous %s) -> %s", (path, program, previousProgram, expected) => {
    expect(activeTab({ path, program, previousProgram })).toBe(expected);
  });
});

describe("chooserVisible", () => {
  const start = "2026-03-05T10:00:00.000Z";
  const at = (ms: number) => new Date(Date.parse(start) + ms);
  it.each<[string, string | Date | null, Date, number, boolean]>([
    ["just started, 2 programs", start, at(0), 2, true],
    ["30 s in", start, at(30_000), 2, true],
    ["1 ms before the minute", start, at(59_999), 2, true],
    ["exactly 1 minute", start, at(60_000), 2, false],
    ["1 ms after the minute", start, at(60_001), 2, false],
    ["an hour later", start, at(3_600_000), 5, false],
    ["one program started", start, at(1000), 1, false],
    ["no program started", start, at(1000), 0, false],
    ["three programs", start, at(1000), 3, true],
    ["Date input", new Date(start), at(1000), 2, true],
    ["start slightly ahead of now", start, at(-5000), 2, true],
    ["no session start", null, at(1000), 2, false],
    // new Date(null) is 1 January 1970: a missing start must not pass for a session started then.
    ["no session start, on 1 January 1970", null, new Date(30_000), 2, false],
    ["unparseable start", "not a date", at(1000), 2, false],
    [
      "start yesterday (UTC) within the minute",
      "2026-03-05T23:59:30.000Z",
      new Date("2026-03-06T00:00:10.000Z"),
      2,
      false,
    ],
    ["start on another day", "2026-03-04T10:00:00.000Z", at(30_000), 2, false],
  ])("%s -> %s", (_name, sessionStart, now, startedProgramCount, expected) => {
    expect(chooserVisible({ sessionStart, now, startedProgramCount })).toBe(expected);
  });
});
