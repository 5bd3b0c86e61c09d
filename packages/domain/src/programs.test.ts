import { describe, expect, it } from "vitest";
import {
  ELIGIBILITY_CALLS,
  familyOf,
  FAMILIES,
  isFmep,
  isNotesRoute,
  isPlanComment,
  isProgramName,
  isRatingsList,
  notesRouteOf,
  PROGRAM_NAMES,
  programHome,
  programInfo,
  PROGRAMS,
  programsInFamily,
  RATINGS_LISTS,
  startedPrograms,
} from "./programs.ts";
import type { EligibilityCall, Family, NotesRoute, ProgramName, RatingsList } from "./programs.ts";

type Row = [ProgramName, string, Family, NotesRoute, EligibilityCall, RatingsList, string];

// program, label, family, notes route, eligibility call, ratings list, home
const CATALOGUE: Row[] = [
  ["FMEPGOLD", "FMEP Gold", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate", "/dashboard"],
  ["FMEPPLATINUM", "FMEP Platinum", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate", "/dashboard"],
  ["FMEPSILVER", "FMEP Silver", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate", "/dashboard"],
  ["FAFMEP", "FA FMEP", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate", "/dashboard"],
  ["IBEPGOLD", "IBEP Gold", "IBEP", "/note", "ibepeligible", "Rate", "/newresource"],
  ["IBEPSILVER", "IBEP Silver", "IBEP", "/note", "ibepeligible", "Rate", "/newresource"],
  ["IBEP", "IBEP", "IBEP", "/note", "ibepeligible", "Rate", "/newresource"],
  ["BA", "BA", "BA", "/BANotes", "baeligible", "BARate", "/newresource"],
  ["BAGOLD", "BA Gold", "BA", "/BANotes", "baeligible", "BARate", "/newresource"],
  ["BABASIC", "BA Basic", "BA", "/BANotes", "babasiceligible", "BABasicRate", "/newresource"],
  ["SSEP", "SSEP", "SSEP", "/ssepnotes", "ssepeligible", "SSEPRate", "/newresource"],
  ["SSEPGOLD", "SSEP Gold", "SSEP", "/ssepnotes", "ssepeligible", "SSEPRate", "/newresource"],
  ["FnO", "FnO", "FnO", "/FnONotes", "FnOeligible", "FNORate", "/newresource"],
  ["DS", "DS", "DS", "/DSNOTES", "DSeligible", "DSRate", "/newresource"],
  ["DSGOLD", "DS Gold", "DS", "/DSNOTES", "DSeligible", "DSRate", "/newresource"],
  ["DSFUSION", "DS Fusion", "DS", "/DSNOTES", "DSeligible", "DSRate", "/newresource"],
  ["ML", "ML", "ML", "/MLNOTES", "MLeligible", "MLRate", "/newresource"],
  ["PYTHON", "Python", "PYTHON", "/DSNOTES", "Pythoneligible", "DSRate", "/newresource"],
  ["EXCEL", "Excel", "EXCEL", "/EXCELNOTES", "exceleligible", "ExcelRate", "/newresource"],
  ["MREP", "MREP", "MREP", "/MREPNOTES", "mrepeligible", "MREPRate", "/newresource"],
  ["MREPGOLD", "MREP Gold", "MREP", "/MREPNOTES", "mrepeligible", "MREPRate", "/newresource"],
  ["GenAI", "GenAI", "GenAI", "/GenAINOTES", "genaieligible", "GENAIRate", "/newresource"],
  ["GenAIGOLD", "GenAI Gold", "GenAI", "/GenAINOTES", "genaieligible", "GENAIRate", "/newresource"],
  ["CMEPGOLD", "CMEP Gold", "CMEP", "/MLNOTES", "cmepeligible", "CMEPRate", "/newresource"],
  ["CMEPSILVER", "CMEP Silver", "CMEP", "/MLNOTES", "cmepeligible", "CMEPRate", "/newresource"],
  ["NORMAL", "Normal", "NORMAL", "/MLNOTES", "ibepeligible", "Rate", "/newresource"],
  ["BAFMEP", "BA FMEP", "BA", "/BANotes", "baeligible", "BARate", "/newresource"],
];

describe("PROGRAMS catalogue", () => {
  it("has one row here per program name", () => {
    expect(CATALOGUE.map((r) => r[0])).toEqual([...PROGRAM_NAMES]);
    expect(Object.keys(PROGRAMS)).toHaveLength(27);
  });

  it.each(CATALOGUE)(
    "%s: %s, family %s, notes %s, %s, %s, home %s",
    (name, label, family, notes, elig, list, home) => {
      expect(PROGRAMS[name]).toEqual({
        name,
        label,
        family,
        notesRoute: notes,
        eligibility: elig,
        ratingsList: list,
      });
      expect(programInfo(name)).toBe(PROGRAMS[name]);
      expect(familyOf(name)).toBe(family);
      expect(isFmep(name)).toBe(family === "FMEP");
      expect(notesRouteOf(name)).toBe(notes);
      expect(programHome(name)).toBe(home);
      expect(isProgramName(name)).toBe(true);
    },
  );

  it("uses every eligibility call and every ratings list at least once", () => {
    expect(new Set(CATALOGUE.map((r) => r[4]))).toEqual(new Set(ELIGIBILITY_CALLS));
    expect(new Set(CATALOGUE.map((r) => r[5]))).toEqual(new Set(RATINGS_LISTS));
    expect(new Set(CATALOGUE.map((r) => r[2]))).toEqual(new Set(FAMILIES));
  });
});

describe("programsInFamily", () => {
  it.each<[Family, ProgramName[]]>([
    ["FMEP", ["FMEPGOLD", "FMEPPLATINUM", "FMEPSILVER", "FAFMEP"]],
    ["IBEP", ["IBEPGOLD", "IBEPSILVER", "IBEP"]],
    ["BA", ["BA", "BAGOLD", "BABASIC", "BAFMEP"]],
    ["SSEP", ["SSEP", "SSEPGOLD"]],
    ["FnO", ["FnO"]],
    ["DS", ["DS", "DSGOLD", "DSFUSION"]],
    ["ML", ["ML"]],
    ["PYTHON", ["PYTHON"]],
    ["EXCEL", ["EXCEL"]],
    ["MREP", ["MREP", "MREPGOLD"]],
    ["GenAI", ["GenAI", "GenAIGOLD"]],
    ["CMEP", ["CMEPGOLD", "CMEPSILVER"]],
    ["NORMAL", ["NORMAL"]],
  ])("%s -> %j", (family, members) => {
    expect(programsInFamily(family)).toEqual(members);
  });
});

describe("unknown and missing names", () => {
  it.each<[string | null | undefined]>([["fmepgold"], ["IVEP"], [""], [null], [undefined]])("%j", (name) => {
    expect(programInfo(name)).toBeUndefined();
    expect(familyOf(name)).toBe("NORMAL");
    expect(isFmep(name)).toBe(false);
    expect(programHome(name)).toBe("/newresource");
    expect(notesRouteOf(name)).toBe("/MLNOTES");
    expect(isProgramName(name)).toBe(false);
  });
});

describe("type guards", () => {
  it.each<[unknown, boolean]>([
    ["FAGOLD", true],
    ["EDMPGOLD", true],
    ["FnO", true],
    ["BAEXCELBASIC", true],
    ["MREPGOLD&EXCEL", true],
    ["MREP&EXCEL", true],
    ["fagold", false],
    [null, false],
    [3, false],
  ])("isPlanComment(%j) = %s", (x, expected) => {
    expect(isPlanComment(x)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ["Rate", true],
    ["CMEPRate", true],
    ["FnORate", false],
    [undefined, false],
  ])("isRatingsList(%j) = %s", (x, expected) => {
    expect(isRatingsList(x)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ["/note", true],
    ["/MLNOTES", true],
    ["/mlnotes", false],
    ["/notes", false],
  ])("isNotesRoute(%j) = %s", (x, expected) => {
    expect(isNotesRoute(x)).toBe(expected);
  });
});

describe("startedPrograms", () => {
  const entries = [
    { id: 1, start_date: "2026-03-01" },
    { id: 2, start_date: "2026-03-05T18:30:00.000Z" },
    { id: 3, start_date: "2026-03-06" },
    { id: 4, start_date: null },
    { id: 5, start_date: "" },
  ];
  it.each<[string, number[]]>([
    ["2026-02-28", []],
    ["2026-03-01", [1]],
    ["2026-03-05", [1, 2]],
    ["2026-03-06", [1, 2, 3]],
    ["2026-03-06T10:00:00Z", [1, 2, 3]],
  ])("today %s -> %j", (today, ids) => {
    expect(startedPrograms(entries, today).map((e) => e.id)).toEqual(ids);
  });
});
