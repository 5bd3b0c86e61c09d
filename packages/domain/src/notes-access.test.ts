import { describe, expect, it } from "vitest";
import { isBarred } from "./access.ts";
import { topNavigation } from "./navigation.ts";
import { notesFamilyForRoute, notesLinks, openNotesPages } from "./notes-access.ts";
import type { NotesContext } from "./notes-access.ts";
import { NOTES_ROUTES, PLAN_COMMENTS, PROGRAM_NAMES } from "./programs.ts";
import type { Family, NotesRoute } from "./programs.ts";
import { sideMenu } from "./side-menu.ts";

const show = (ctx: NotesContext) => notesLinks(ctx).map((l) => `${l.menu}: ${l.label} ${l.path}`);

// Every program with no plan comment or code: the notes pages it may open and the menu item linking each.
const BY_PROGRAM: Record<string, string[]> = {
  FMEPGOLD: ["side: Notes /MLNOTES"],
  FMEPPLATINUM: ["side: Notes /MLNOTES"],
  FMEPSILVER: ["side: Notes /MLNOTES"],
  FAFMEP: ["side: Notes /MLNOTES"],
  IBEPGOLD: ["top: Notes /note"],
  IBEPSILVER: ["top: Notes /note"],
  IBEP: ["top: Notes /note"],
  BA: ["top: Notes /BANotes"],
  BAGOLD: ["top: Notes /BANotes"],
  BABASIC: ["top: Notes /BANotes"],
  SSEP: ["top: Notes /ssepnotes"],
  SSEPGOLD: ["top: Notes /ssepnotes"],
  FnO: ["top: Notes /FnONotes"],
  DS: ["top: Notes /DSNOTES"],
  DSGOLD: ["top: Notes /DSNOTES"],
  DSFUSION: [
    "top: Notes /DSNOTES",
    "side: IBEP Notes /note",
    "side: SSEP Notes /ssepnotes",
    "side: BA Notes /BANotes",
    "side: FnO Notes /FnONotes",
    "side: ML Notes /MLNOTES",
  ],
  ML: ["top: Notes /MLNOTES"],
  PYTHON: ["top: Notes /DSNOTES"],
  EXCEL: ["top: Notes /EXCELNOTES"],
  MREP: ["top: Notes /MREPNOTES"],
  MREPGOLD: ["top: Notes /MREPNOTES"],
  GenAI: ["top: Notes /GenAINOTES"],
  GenAIGOLD: ["top: Notes /GenAINOTES"],
  CMEPGOLD: ["side: Notes /MLNOTES"],
  CMEPSILVER: ["side: Notes /MLNOTES"],
  NORMAL: ["top: Notes /MLNOTES"],
  BAFMEP: ["top: Notes /BANotes"],
};

describe("notesLinks: the notes pages of each program and the menu item linking each", () => {
  it("covers all 27 programs", () => {
    expect(Object.keys(BY_PROGRAM).sort()).toEqual([...PROGRAM_NAMES].sort());
  });

  it.each(Object.entries(BY_PROGRAM))("%s", (program, expected) => {
    expect(show({ program })).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ["MREP", "MREP&EXCEL", ["top: Notes /MREPNOTES", "side: Excel Notes /EXCELNOTES"]],
    ["MREPGOLD", "MREPGOLD&EXCEL", ["top: Notes /MREPNOTES", "side: Excel Notes /EXCELNOTES"]],
    ["MREP", "MREPGOLD&EXCEL", ["top: Notes /MREPNOTES", "side: Excel Notes /EXCELNOTES"]],
    ["EXCEL", "BAEXCELBASIC", ["top: Notes /EXCELNOTES"]],
    ["FAFMEP", "FAGOLD", ["side: Notes /MLNOTES"]],
  ])("%s with %s", (program, plan, expected) => {
    expect(show({ program, plan })).toEqual(expected);
  });

  it("gives no notes pages without a program", () => {
    expect(openNotesPages({ program: null })).toEqual([]);
    expect(notesLinks({ program: "" })).toEqual([]);
  });
});

describe("every notes page a program may open is reachable from its menus, and no other", () => {
  for (const program of PROGRAM_NAMES) {
    it(`${program}, every plan comment and plan code`, () => {
      for (const plan of [null, ...PLAN_COMMENTS]) {
        for (const planned of [null, "p199", "ivep"]) {
          const ctx = { program, plan, planned };
          const open = NOTES_ROUTES.filter((r) => !isBarred({ ...ctx, steps: 3, path: r }));
          const linked = sideMenu(ctx)
            .map((i) => i.path)
            .filter((p): p is NotesRoute => (NOTES_ROUTES as readonly string[]).includes(p));
          // Each open page exactly once (the side menu repeats the top navigation), and nothing barred.
          expect({ ctx, linked: [...linked].sort() }).toEqual({ ctx, linked: [...open].sort() });
          expect(openNotesPages(ctx).sort()).toEqual([...open].sort());
          // The top navigation's Notes item, where there is one, is the program's own page.
          const top = topNavigation(ctx).find((i) => i.key === "notes");
          if (top) expect(openNotesPages(ctx)[0]).toBe(top.path);
        }
      }
    });
  }
});

describe("notesFamilyForRoute", () => {
  it.each<[NotesRoute, Family, Family]>([
    ["/note", "IBEP", "IBEP"],
    ["/note", "DS", "IBEP"],
    ["/BANotes", "DS", "BA"],
    ["/MLNOTES", "DS", "ML"],
    ["/MLNOTES", "ML", "ML"],
    ["/MLNOTES", "FMEP", "FMEP"],
    ["/MLNOTES", "CMEP", "CMEP"],
    ["/MLNOTES", "NORMAL", "NORMAL"],
    ["/DSNOTES", "PYTHON", "PYTHON"],
    ["/DSNOTES", "DS", "DS"],
  ])("%s read by %s shows the %s notes", (route, family, expected) => {
    expect(notesFamilyForRoute(route, family)).toBe(expected);
  });
});
