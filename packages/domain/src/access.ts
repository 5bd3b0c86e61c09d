// Who may open which path, and where they go instead: sign-up step routing (SPEC.md section 4), barred paths
// (SPEC.md section 6, PRODUCT.md "Programs" where SPEC.md says a list is not shown), the active tab and the
// first-visit chooser window. The web shell redirects with these; the server may use them to refuse the same pages.
//
// Decisions where SPEC.md is silent or contradicts itself (mirrored in docs/decisions.md):
// - Redirect targets: IBEP family -> /ivepresearch (SPEC names it for IBEPGOLD/IBEPSILVER; plain IBEP follows its
//   family), EXCEL -> /EXCELNOTES, PYTHON -> /DSNOTES (SPEC), FMEP family -> its sign-up step target (/portfolio
//   at step 2, /dashboard from step 3), every other program (BA, FnO, "not shown" lists) -> /newresource, which is
//   SPEC section 4's "above 0 sends the user to /newresource when on a blocked page". Section 6's named targets win
//   over that general sentence because they are more specific.
// - "Not shown" lists follow PRODUCT.md: a program may open its own notes page; every other notes page is barred.
//   Other hidden menu items (Games, Live Sessions, For Beginner) are barred only where SPEC.md lists them, because
//   SPEC shows the product does not bar every hidden item (DSFUSION bars "only" three notes pages).
// - AI Interview follows the top menu (issue 21): /mockinterview is barred wherever hasAiInterview says the menu has
//   no AI Interview item (FMEPGOLD, FMEPSILVER, FAFMEP without FAGOLD/EDMPGOLD, FnO without EDMPGOLD/FnO, ...), on
//   top of SPEC.md section 6's lists, so the page, the side menu and the API's "interview" area share one rule.
// - Games follows the FMEP top menu the same way (issue 26): FMEPSILVER, whose menu has no Games, is sent home from
//   /games. Other programs without Games keep SPEC.md's lists (DSFUSION bars "only" three notes pages).
// - Pages only the FMEP menu links to (/dashboard, /portfolio, /stats, /company, /research, /newresearch,
//   /faresearch, /resource) are barred for every non-FMEP program; pages only other menus link to (/newresource,
//   /ivepresearch, /beginerresource, and every notes page except FMEP's catalogue one, /MLNOTES) are barred for FMEP.
// - FMEP: /lifesession is an entry page that sends to the step target only when the program's menu has no Live
//   Sessions; FMEPPLATINUM and FAFMEP with FAGOLD/EDMPGOLD (not p199) keep the page their menu links to.
// - FMEP with planned p199 is also barred from the pages its menu hides: research pages, /resource, /lifesession.
// - MREP and MREPGOLD with an Excel bundle plan comment (MREPGOLD&EXCEL, MREP&EXCEL) may open /EXCELNOTES.
// - EXCEL's "and the like": every page its menu does not link to except /profile and /notifications; /lifesession
//   stays open with the BAEXCELBASIC plan, whose menu shows it.
// - Path matching ignores case, a trailing slash, the query and the hash (React Router matches case-insensitively),
//   and a barred path also bars the paths below it (/games bars /games/performance).
// - No current program (user info not loaded yet): sign-up routing only, nothing barred.
import { CHOOSER_WINDOW_MS } from "./constants.ts";
import { hasAiInterview, hasGames, hasLiveSessions, isP199, isSignupPath } from "./navigation.ts";
import type { NavKey } from "./navigation.ts";
import { familyOf, isFmep, isProgramName, NOTES_ROUTES, PROGRAMS } from "./programs.ts";
import type { ProgramName } from "./programs.ts";

/** Everything access depends on: current program, plan comment, plan code and post_signup_steps. */
export interface AccessContext {
  program: string | null;
  plan?: string | null;
  planned?: string | null;
  steps: number;
}

/** Pages only the FMEP menu links to; every other program is sent home from them. */
export const FMEP_ONLY_PATHS: readonly string[] = [
  "/dashboard",
  "/portfolio",
  "/stats",
  "/company",
  "/research",
  "/newresearch",
  "/faresearch",
  "/resource",
];

// SPEC.md section 6, in its order; the catalogue adds FMEP_ONLY_PATHS to each.
const IBEPGOLD_BARRED = [
  "/BANotes",
  "/ssepnotes",
  "/FnONotes",
  "/beginerresource",
  "/MLNOTES",
  "/DSNOTES",
  "/EXCELNOTES",
  "/MREPNOTES",
  "/GenAINOTES",
];
const BA_BARRED = [
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
];
// BAGOLD's menu has Live Sessions, so its list is BA's without /lifesession.
const BAGOLD_BARRED = BA_BARRED.filter((p) => p !== "/lifesession");
const FNO_BARRED = [
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
];

const EXCEL_BUNDLE_PLANS: readonly string[] = ["MREPGOLD&EXCEL", "MREP&EXCEL"];

function otherNotes(own: string): string[] {
  return NOTES_ROUTES.filter((r) => r !== own);
}

function unique(paths: readonly string[]): readonly string[] {
  return [...new Set(paths)];
}

/**
 * The barred paths of a program (SPEC.md section 6; PRODUCT.md's own-notes rule where SPEC says "not shown").
 * plan (enrolment comment) and planned (plan code) matter for FMEP, EXCEL and MREP; see the file header.
 */
export function barredPaths(
  program: string,
  plan?: string | null,
  planned?: string | null,
): readonly string[] {
  if (!isProgramName(program)) return barredPaths("NORMAL");
  const listed = listedBarredPaths(program, plan, planned);
  return hasAiInterview(program, plan) ? listed : unique([...listed, "/mockinterview"]);
}

// SPEC.md section 6's lists and the header's readings, before the AI Interview rule.
function listedBarredPaths(
  program: ProgramName,
  plan?: string | null,
  planned?: string | null,
): readonly string[] {
  const own = PROGRAMS[program].notesRoute;
  switch (program) {
    case "IBEPGOLD":
      return unique([...IBEPGOLD_BARRED, ...FMEP_ONLY_PATHS]);
    case "IBEPSILVER":
      return unique([...IBEPGOLD_BARRED, "/lifesession", "/mockinterview", ...FMEP_ONLY_PATHS]);
    case "BA":
    case "BABASIC":
      return unique([...BA_BARRED, ...FMEP_ONLY_PATHS]);
    case "BAGOLD":
      return unique([...BAGOLD_BARRED, ...FMEP_ONLY_PATHS]);
    case "FnO":
      return unique([...FNO_BARRED, ...FMEP_ONLY_PATHS]);
    case "DS":
    case "DSGOLD":
    case "ML":
      return unique([...otherNotes(own), "/games", "/faq", ...FMEP_ONLY_PATHS]);
    case "DSFUSION":
      return unique(["/EXCELNOTES", "/MREPNOTES", "/GenAINOTES", ...FMEP_ONLY_PATHS]);
    case "EXCEL": {
      const live = plan === "BAEXCELBASIC" ? [] : ["/lifesession"];
      return unique([
        ...otherNotes(own),
        "/games",
        "/stats",
        "/faq",
        "/beginerresource",
        ...live,
        ...FMEP_ONLY_PATHS,
      ]);
    }
    case "PYTHON":
      return unique([
        ...otherNotes(own),
        "/ivepresearch",
        "/stats",
        "/lifesession",
        "/games",
        ...FMEP_ONLY_PATHS,
      ]);
    case "MREP":
    case "MREPGOLD": {
      const notes = otherNotes(own).filter(
        (r) => !(r === "/EXCELNOTES" && EXCEL_BUNDLE_PLANS.includes(plan ?? "")),
      );
      return unique([...notes, ...FMEP_ONLY_PATHS]);
    }
    case "FMEPGOLD":
    case "FMEPPLATINUM":
    case "FMEPSILVER":
    case "FAFMEP": {
      const hidden = isP199(planned) ? ["/research", "/newresearch", "/faresearch", "/resource"] : [];
      const live = hasLiveSessions(program, plan, planned) ? [] : ["/lifesession"];
      const games = hasGames(program) ? [] : ["/games"];
      return unique([
        ...otherNotes(own),
        "/newresource",
        "/ivepresearch",
        "/beginerresource",
        ...live,
        ...games,
        ...hidden,
      ]);
    }
    default:
      // IBEP, BAFMEP, SSEP*, GenAI*, CMEP*, NORMAL: SPEC.md does not show the list (PRODUCT.md rule).
      return unique([...otherNotes(own), ...FMEP_ONLY_PATHS]);
  }
}

/** Where a program goes from a barred path (see the file header for the per-family choice). */
export function barredRedirectTarget(program: string | null, steps: number): string {
  if (isFmep(program)) return signupTarget(program, steps);
  if (program === "EXCEL") return PROGRAMS.EXCEL.notesRoute;
  if (program === "PYTHON") return PROGRAMS.PYTHON.notesRoute;
  if (familyOf(program) === "IBEP") return "/ivepresearch";
  return "/newresource";
}

function stepCount(steps: number): number {
  return Number.isFinite(steps) && steps > 0 ? Math.floor(steps) : 0;
}

/** The sign-up step target: FMEP 0 /signup/step1, 1 /signup/step2, 2 /portfolio, 3+ /dashboard; others 0 /signup/step1, else /newresource. */
export function signupTarget(program: string | null, steps: number): string {
  const step = stepCount(steps);
  if (step === 0) return "/signup/step1";
  if (!isFmep(program)) return "/newresource";
  if (step === 1) return "/signup/step2";
  return step === 2 ? "/portfolio" : "/dashboard";
}

/** The path part of a location, lower-cased, without query, hash or trailing slash ("/" stays "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
}

function matches(path: string, candidate: string): boolean {
  const c = candidate.toLowerCase();
  return path === c || path.startsWith(`${c}/`);
}

/** True when the path (or a page above it) is barred for the context's program. */
export function isBarred(ctx: AccessContext & { path: string }): boolean {
  if (ctx.program === null || ctx.program === "") return false;
  const path = normalizePath(ctx.path);
  return barredPaths(ctx.program, ctx.plan, ctx.planned).some((b) => matches(path, b));
}

/**
 * The path to redirect to, or null to stay. Sign-up routing first (SPEC.md section 4): steps below the end of
 * sign-up force the matching step page, a finished user on /signup or an entry page goes to the step target;
 * then barred paths (section 6). Targets are never barred themselves, so one redirect always settles.
 */
export function redirectFor(ctx: AccessContext & { path: string }): string | null {
  const path = normalizePath(ctx.path);
  const step = stepCount(ctx.steps);
  const target = signupTarget(ctx.program, step);
  const fmep = isFmep(ctx.program);
  const stillSigningUp = fmep ? step < 2 : step === 0;
  if (stillSigningUp) return path === target ? null : target;
  // Past sign-up: the sign-up pages and the bare root send to the step target ("/" is an FMEP entry page, and the
  // non-FMEP home /newresource is where "1 and 2 lead").
  if (isSignupPath(path) || path === "/") return target;
  return isBarred({ ...ctx, path }) ? barredRedirectTarget(ctx.program, step) : null;
}

// Path -> tab for every page that has a menu item; pages without one (profile, faq, notifications) have no tab.
const TAB_BY_PATH: readonly (readonly [string, NavKey])[] = [
  ["/dashboard", "home"],
  ["/portfolio", "portfolio"],
  // A company page is opened from the portfolio's scrip lists.
  ["/company", "portfolio"],
  ["/stats", "stats"],
  ["/games", "games"],
  ["/research", "research"],
  ["/newresearch", "research"],
  ["/faresearch", "research"],
  ["/ivepresearch", "projects"],
  ["/resource", "resource"],
  ["/newresource", "resource"],
  ["/beginerresource", "beginner"],
  ["/lifesession", "liveSessions"],
  ["/mockinterview", "aiInterview"],
  ["/progress", "progress"],
  ...NOTES_ROUTES.map((r) => [r, "notes"] as const),
];

// Programs that can have a Live Sessions item (some plan shows it): the Gold programs plus FMEPPLATINUM, FAFMEP
// and EXCEL. SPEC.md's "Gold programs on /lifesession activate Live Sessions" is read as "programs whose menu can
// hold that item"; for the rest /lifesession highlights nothing, as no item of theirs matches.
function canHaveLiveSessions(program: string): boolean {
  return program.endsWith("GOLD") || ["FMEPPLATINUM", "FAFMEP", "EXCEL"].includes(program);
}

/**
 * The highlighted top-nav tab for a path. Special cases (SPEC.md section 4): PYTHON activates Resource (Notes on
 * its notes page); FMEP programs on /games activate Portfolio; /lifesession activates Live Sessions only for
 * programs that can have it; right after a pick or switch (previousProgram set and different) an FMEP program
 * lands with Portfolio active, as SPEC.md says of picking a program. Otherwise the item whose path matches.
 */
export function activeTab(input: {
  path: string;
  program: string | null;
  previousProgram?: string | null;
}): NavKey | null {
  const path = normalizePath(input.path);
  const program = input.program ?? "";
  const switched =
    input.previousProgram !== undefined &&
    input.previousProgram !== null &&
    input.previousProgram !== program;
  if (program === "PYTHON") return matches(path, PROGRAMS.PYTHON.notesRoute) ? "notes" : "resource";
  if (isFmep(program)) {
    if (switched && matches(path, "/dashboard")) return "portfolio";
    if (matches(path, "/games")) return "portfolio";
  }
  const found = TAB_BY_PATH.find(([p]) => matches(path, p));
  if (found === undefined) return null;
  if (found[1] === "liveSessions" && !canHaveLiveSessions(program)) return null;
  return found[1];
}

/**
 * True while the first-visit chooser shows: the login session started on today's UTC date, start + 1 minute is
 * still ahead of now (at exactly 1 minute it has closed), and more than one program has started.
 */
export function chooserVisible(input: {
  sessionStart: string | Date | null;
  now: Date;
  startedProgramCount: number;
}): boolean {
  if (input.sessionStart === null || input.startedProgramCount <= 1) return false;
  const start = new Date(input.sessionStart);
  const startMs = start.getTime();
  if (Number.isNaN(startMs)) return false;
  const sameUtcDay = start.toISOString().slice(0, 10) === input.now.toISOString().slice(0, 10);
  return sameUtcDay && startMs + CHOOSER_WINDOW_MS > input.now.getTime();
}
