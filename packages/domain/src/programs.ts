// Program catalogue: SPEC.md section 3 (names, plan comments) with the derived family, notes route,
// eligibility call, ratings list and research variant of each program (PRODUCT.md "Programs").

/** Every program name of SPEC.md section 3, in its order. */
export const PROGRAM_NAMES = [
  "FMEPGOLD",
  "FMEPPLATINUM",
  "FMEPSILVER",
  "FAFMEP",
  "IBEPGOLD",
  "IBEPSILVER",
  "IBEP",
  "BA",
  "BAGOLD",
  "BABASIC",
  "SSEP",
  "SSEPGOLD",
  "FnO",
  "DS",
  "DSGOLD",
  "DSFUSION",
  "ML",
  "PYTHON",
  "EXCEL",
  "MREP",
  "MREPGOLD",
  "GenAI",
  "GenAIGOLD",
  "CMEPGOLD",
  "CMEPSILVER",
  "NORMAL",
  "BAFMEP",
] as const;
export type ProgramName = (typeof PROGRAM_NAMES)[number];

/** Every plan comment (plan variant of an enrolment) of SPEC.md section 3. */
export const PLAN_COMMENTS = [
  "FAGOLD",
  "EDMPGOLD",
  "FnO",
  "BAEXCELBASIC",
  "MREPGOLD&EXCEL",
  "MREP&EXCEL",
] as const;
export type PlanComment = (typeof PLAN_COMMENTS)[number];

/**
 * The plan comments each program may carry (issue 41: the enrol form offered FMEP Gold every plan). A plan only
 * means something where a rule reads it (SPEC.md sections 2 and 4): FA FMEP's FAGOLD or EDMPGOLD (Live Sessions and
 * AI Interview), FnO's EDMPGOLD or FnO (AI Interview), Excel's BAEXCELBASIC, and the MREP programs' Excel bundles.
 * Every other program has none.
 */
const PROGRAM_PLANS: Partial<Record<string, readonly PlanComment[]>> = {
  FAFMEP: ["FAGOLD", "EDMPGOLD"],
  FnO: ["EDMPGOLD", "FnO"],
  EXCEL: ["BAEXCELBASIC"],
  MREP: ["MREP&EXCEL", "MREPGOLD&EXCEL"],
  MREPGOLD: ["MREPGOLD&EXCEL", "MREP&EXCEL"],
};

/** The plans a program may be enrolled with (empty: none). */
export function plansOf(program: string): readonly PlanComment[] {
  return PROGRAM_PLANS[program] ?? [];
}

/** Every program family (PRODUCT.md "Programs"). */
export const FAMILIES = [
  "FMEP",
  "IBEP",
  "BA",
  "SSEP",
  "FnO",
  "DS",
  "ML",
  "PYTHON",
  "EXCEL",
  "MREP",
  "GenAI",
  "CMEP",
  "NORMAL",
] as const;
export type Family = (typeof FAMILIES)[number];

/** The 13 eligibility calls of SPEC.md section 7: GET /api/user/<call>. */
export const ELIGIBILITY_CALLS = [
  "ibepeligible",
  "baeligible",
  "babasiceligible",
  "updatedFmeligible",
  "ssepeligible",
  "mrepeligible",
  "FnOeligible",
  "DSeligible",
  "Pythoneligible",
  "MLeligible",
  "exceleligible",
  "genaieligible",
  "cmepeligible",
] as const;
export type EligibilityCall = (typeof ELIGIBILITY_CALLS)[number];

/** The 12 ratings lists of SPEC.md section 3. */
export const RATINGS_LISTS = [
  "Rate",
  "BABasicRate",
  "BARate",
  "ExcelRate",
  "UpdatedRate",
  "SSEPRate",
  "FNORate",
  "DSRate",
  "MLRate",
  "MREPRate",
  "GENAIRate",
  "CMEPRate",
] as const;
export type RatingsList = (typeof RATINGS_LISTS)[number];

/** A notes page path of SPEC.md section 2. */
export type NotesRoute =
  | "/note"
  | "/ssepnotes"
  | "/BANotes"
  | "/FnONotes"
  | "/DSNOTES"
  | "/EXCELNOTES"
  | "/MREPNOTES"
  | "/GenAINOTES"
  | "/MLNOTES";

/** Every notes route of SPEC.md section 2. */
export const NOTES_ROUTES: readonly NotesRoute[] = [
  "/note",
  "/ssepnotes",
  "/BANotes",
  "/FnONotes",
  "/DSNOTES",
  "/EXCELNOTES",
  "/MREPNOTES",
  "/GenAINOTES",
  "/MLNOTES",
];

/** One catalogue entry: everything the rules derive from a program name. */
export interface ProgramInfo {
  name: ProgramName;
  /** Human label for menus and the switcher. */
  label: string;
  family: Family;
  notesRoute: NotesRoute;
  eligibility: EligibilityCall;
  ratingsList: RatingsList;
}

// Why these entries:
// - family: as PRODUCT.md lists them; BAFMEP is in the BA family (its menu is the "other programs" menu with BA
//   notes, not the FMEP menu), NORMAL is its own family.
// - notesRoute: SPEC.md section 2; "/MLNOTES for any other program" covers ML, FMEP, CMEP and NORMAL.
// - eligibility: the call whose name matches the family; BABASIC has its own (babasiceligible), BAFMEP uses the
//   BA call, FMEP uses updatedFmeligible and NORMAL uses ibepeligible (NORMAL works on Projects like IBEP).
// - ratingsList: the list named after the family; FMEP rates on UpdatedRate, IBEP and NORMAL on the general
//   Rate list, BABASIC on BABasicRate, and PYTHON (no list of its own, shares the DS notes) on DSRate.

/** The program catalogue: one entry per program of SPEC.md section 3. */
export const PROGRAMS: Record<ProgramName, ProgramInfo> = {
  FMEPGOLD: entry("FMEPGOLD", "FMEP Gold", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate"),
  FMEPPLATINUM: entry(
    "FMEPPLATINUM",
    "FMEP Platinum",
    "FMEP",
    "/MLNOTES",
    "updatedFmeligible",
    "UpdatedRate",
  ),
  FMEPSILVER: entry("FMEPSILVER", "FMEP Silver", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate"),
  FAFMEP: entry("FAFMEP", "FA FMEP", "FMEP", "/MLNOTES", "updatedFmeligible", "UpdatedRate"),
  IBEPGOLD: entry("IBEPGOLD", "IBEP Gold", "IBEP", "/note", "ibepeligible", "Rate"),
  IBEPSILVER: entry("IBEPSILVER", "IBEP Silver", "IBEP", "/note", "ibepeligible", "Rate"),
  IBEP: entry("IBEP", "IBEP", "IBEP", "/note", "ibepeligible", "Rate"),
  BA: entry("BA", "BA", "BA", "/BANotes", "baeligible", "BARate"),
  BAGOLD: entry("BAGOLD", "BA Gold", "BA", "/BANotes", "baeligible", "BARate"),
  BABASIC: entry("BABASIC", "BA Basic", "BA", "/BANotes", "babasiceligible", "BABasicRate"),
  SSEP: entry("SSEP", "SSEP", "SSEP", "/ssepnotes", "ssepeligible", "SSEPRate"),
  SSEPGOLD: entry("SSEPGOLD", "SSEP Gold", "SSEP", "/ssepnotes", "ssepeligible", "SSEPRate"),
  FnO: entry("FnO", "FnO", "FnO", "/FnONotes", "FnOeligible", "FNORate"),
  DS: entry("DS", "DS", "DS", "/DSNOTES", "DSeligible", "DSRate"),
  DSGOLD: entry("DSGOLD", "DS Gold", "DS", "/DSNOTES", "DSeligible", "DSRate"),
  DSFUSION: entry("DSFUSION", "DS Fusion", "DS", "/DSNOTES", "DSeligible", "DSRate"),
  ML: entry("ML", "ML", "ML", "/MLNOTES", "MLeligible", "MLRate"),
  PYTHON: entry("PYTHON", "Python", "PYTHON", "/DSNOTES", "Pythoneligible", "DSRate"),
  EXCEL: entry("EXCEL", "Excel", "EXCEL", "/EXCELNOTES", "exceleligible", "ExcelRate"),
  MREP: entry("MREP", "MREP", "MREP", "/MREPNOTES", "mrepeligible", "MREPRate"),
  MREPGOLD: entry("MREPGOLD", "MREP Gold", "MREP", "/MREPNOTES", "mrepeligible", "MREPRate"),
  GenAI: entry("GenAI", "GenAI", "GenAI", "/GenAINOTES", "genaieligible", "GENAIRate"),
  GenAIGOLD: entry("GenAIGOLD", "GenAI Gold", "GenAI", "/GenAINOTES", "genaieligible", "GENAIRate"),
  CMEPGOLD: entry("CMEPGOLD", "CMEP Gold", "CMEP", "/MLNOTES", "cmepeligible", "CMEPRate"),
  CMEPSILVER: entry("CMEPSILVER", "CMEP Silver", "CMEP", "/MLNOTES", "cmepeligible", "CMEPRate"),
  NORMAL: entry("NORMAL", "Normal", "NORMAL", "/MLNOTES", "ibepeligible", "Rate"),
  BAFMEP: entry("BAFMEP", "BA FMEP", "BA", "/BANotes", "baeligible", "BARate"),
};

function entry(
  name: ProgramName,
  label: string,
  family: Family,
  notesRoute: NotesRoute,
  eligibility: EligibilityCall,
  ratingsList: RatingsList,
): ProgramInfo {
  return { name, label, family, notesRoute, eligibility, ratingsList };
}

/** True when x is one of the 27 program names (exact spelling, as the server stores them). */
export function isProgramName(x: unknown): x is ProgramName {
  return typeof x === "string" && (PROGRAM_NAMES as readonly string[]).includes(x);
}

/** True when x is one of the plan comments of SPEC.md section 3. */
export function isPlanComment(x: unknown): x is PlanComment {
  return typeof x === "string" && (PLAN_COMMENTS as readonly string[]).includes(x);
}

/** True when x is one of the 12 ratings lists. */
export function isRatingsList(x: unknown): x is RatingsList {
  return typeof x === "string" && (RATINGS_LISTS as readonly string[]).includes(x);
}

/** True when x is one of the notes page paths. */
export function isNotesRoute(x: unknown): x is NotesRoute {
  return typeof x === "string" && (NOTES_ROUTES as readonly string[]).includes(x);
}

/** The catalogue entry of a program, or undefined for a name outside SPEC.md section 3. */
export function programInfo(name: string | null | undefined): ProgramInfo | undefined {
  return isProgramName(name) ? PROGRAMS[name] : undefined;
}

/** The family of a program; unknown or missing names count as NORMAL. */
export function familyOf(name: string | null | undefined): Family {
  return programInfo(name)?.family ?? "NORMAL";
}

/** True for the FMEP family: FMEPGOLD, FMEPPLATINUM, FAFMEP, FMEPSILVER. */
export function isFmep(name: string | null | undefined): boolean {
  return programInfo(name)?.family === "FMEP";
}

/** The programs of one family, in catalogue order. */
export function programsInFamily(family: Family): ProgramName[] {
  return PROGRAM_NAMES.filter((name) => PROGRAMS[name].family === family);
}

/** The notes page of a program; unknown names get "/MLNOTES" ("any other program"). */
export function notesRouteOf(name: string | null | undefined): NotesRoute {
  return programInfo(name)?.notesRoute ?? "/MLNOTES";
}

/** Where picking or switching to a program lands: "/dashboard" for FMEP, "/newresource" for every other one. */
export function programHome(name: string | null | undefined): string {
  return isFmep(name) ? "/dashboard" : "/newresource";
}

/** The entries whose start_date (its yyyy-mm-dd part) is on or before today; entries without a start are not started. */
export function startedPrograms<T extends { start_date: string | null }>(entries: T[], today: string): T[] {
  const day = today.slice(0, 10);
  // ISO dates compare correctly as strings, and slicing keeps a full timestamp's calendar day as stored.
  return entries.filter(
    (e) => e.start_date !== null && e.start_date !== "" && e.start_date.slice(0, 10) <= day,
  );
}
