// Notes reachability (issue 13): which notes pages a program may open and which menu item links to each, so no
// notes page is reachable only by typing its address.
//
// - The pages a program may open are the notes routes its barred list (access.ts, SPEC.md section 6) leaves open:
//   its own catalogue page, plus /EXCELNOTES for MREP and MREPGOLD with an Excel bundle plan, plus every page
//   DSFUSION does not bar (it bars "only" /EXCELNOTES, /MREPNOTES and /GenAINOTES).
// - The program's own page is the top navigation's Notes item where SPEC.md's menu has one; FMEP and CMEP menus
//   have no Notes item (SPEC.md section 2), so their own page is a "Notes" item of the side menu.
// - Every other page it may open is a side-menu item named after the page ("Excel Notes", "IBEP Notes"), so the
//   top navigation stays exactly SPEC.md's.
// - A page another family owns shows that family's notes (DSFUSION on /note reads the IBEP notes): the owner is the
//   family the route is named after; /DSNOTES (DS, PYTHON) and /MLNOTES (ML, FMEP, CMEP, NORMAL) are shared, and a
//   learner of a sharing family reads their own family's notes there.
import { barredPaths, normalizePath } from "./access.ts";
import { topNavigation } from "./navigation.ts";
import type { NavItem } from "./navigation.ts";
import { notesRouteOfFamily } from "./content.ts";
import { NOTES_ROUTES, notesRouteOf } from "./programs.ts";
import type { Family, NotesRoute } from "./programs.ts";

/** What the notes rule depends on: current program, enrolment plan comment and plan code. */
export interface NotesContext {
  program: string | null;
  plan?: string | null;
  planned?: string | null;
}

/** The name of each notes page when it is not the learner's own ("Notes"). */
export const NOTES_PAGE_LABELS: Record<NotesRoute, string> = {
  "/note": "IBEP Notes",
  "/ssepnotes": "SSEP Notes",
  "/BANotes": "BA Notes",
  "/FnONotes": "FnO Notes",
  "/DSNOTES": "DS Notes",
  "/EXCELNOTES": "Excel Notes",
  "/MREPNOTES": "MREP Notes",
  "/GenAINOTES": "GenAI Notes",
  "/MLNOTES": "ML Notes",
};

/** The family whose notes a route shows to a learner of another family (the family it is named after). */
export const NOTES_ROUTE_OWNER: Record<NotesRoute, Family> = {
  "/note": "IBEP",
  "/ssepnotes": "SSEP",
  "/BANotes": "BA",
  "/FnONotes": "FnO",
  "/DSNOTES": "DS",
  "/EXCELNOTES": "EXCEL",
  "/MREPNOTES": "MREP",
  "/GenAINOTES": "GenAI",
  "/MLNOTES": "ML",
};

/** The notes pages the program may open, its own page first, then in SPEC.md's order; none without a program. */
export function openNotesPages(ctx: NotesContext): NotesRoute[] {
  if (ctx.program === null || ctx.program === "") return [];
  const barred = new Set(barredPaths(ctx.program, ctx.plan, ctx.planned).map(normalizePath));
  const own = notesRouteOf(ctx.program);
  const open = NOTES_ROUTES.filter((r) => !barred.has(normalizePath(r)));
  return [...open.filter((r) => r === own), ...open.filter((r) => r !== own)];
}

/** A notes page as a menu item: "top" when the top navigation's Notes item links to it, else "side". */
export interface NotesLink {
  path: NotesRoute;
  label: string;
  menu: "top" | "side";
}

/** Every notes page the program may open, with the menu item that links to it (see the file header). */
export function notesLinks(ctx: NotesContext): NotesLink[] {
  const own = notesRouteOf(ctx.program);
  const topNotes = topNavigation(ctx).find((i) => i.key === "notes")?.path;
  return openNotesPages(ctx).map((path) => ({
    path,
    label: path === own ? "Notes" : NOTES_PAGE_LABELS[path],
    menu: path === topNotes ? "top" : "side",
  }));
}

/** The side-menu items for the notes pages no top-navigation item links to. */
export function sideNotesItems(ctx: NotesContext): NavItem[] {
  return notesLinks(ctx)
    .filter((l) => l.menu === "side")
    .map((l) => ({ key: "notes", label: l.label, path: l.path }));
}

/**
 * The family whose notes a route shows to a learner of `family`: their own family on their own page (so /MLNOTES
 * shows FMEP notes to FMEP and ML notes to ML), else the family the route is named after.
 */
export function notesFamilyForRoute(route: NotesRoute, family: Family): Family {
  return notesRouteOfFamily(family) === route ? family : NOTES_ROUTE_OWNER[route];
}
