// Which menu items, badges and shell widgets a learner sees: SPEC.md section 2 ("Top navigation by program",
// "Other widgets"), derived from the program catalogue so web and server agree.
import { istDayNumber } from "./ist.ts";
import { PLAN_IVEP, PLAN_P199 } from "./constants.ts";
import { familyOf, isFmep, isProgramName, PLAN_COMMENTS, programInfo, PROGRAMS } from "./programs.ts";
import type { PlanComment, ProgramName } from "./programs.ts";

/** Identifies a top-navigation item independently of its label and path. */
export type NavKey =
  | "home"
  | "portfolio"
  | "stats"
  | "games"
  | "research"
  | "projects"
  | "resource"
  | "notes"
  | "liveSessions"
  | "beginner"
  | "aiInterview"
  | "progress";

/** One menu entry; badge is the small count shown on it (Live Sessions only). */
export interface NavItem {
  key: NavKey;
  label: string;
  path: string;
  badge?: number;
}

/** What the menu depends on: current program, enrolment plan comment, user plan code and research type. */
export interface NavContext {
  program: string | null;
  /** The current enrolment's comment (plan variant), e.g. FAGOLD. */
  plan?: string | null;
  /** The user's plan code, e.g. ivep or p199. */
  planned?: string | null;
  researchType?: "OLD" | "NEW" | null;
  hasUpcomingLiveSession?: boolean;
}

/** The exact label of every nav item. */
export const NAV_LABELS: Record<NavKey, string> = {
  home: "Home",
  portfolio: "Portfolio",
  stats: "Stats",
  games: "Games",
  research: "Research",
  projects: "Projects",
  resource: "Resource",
  notes: "Notes",
  liveSessions: "Live Sessions",
  beginner: "For Beginner",
  aiInterview: "AI Interview",
  progress: "My progress",
};

// Programs whose menu has no Games item (SPEC.md section 2, "other programs").
const NO_GAMES: readonly ProgramName[] = ["DS", "DSGOLD", "ML", "GenAI", "GenAIGOLD", "EXCEL", "DSFUSION"];
// Non-FMEP programs with Live Sessions regardless of plan; EXCEL needs the BAEXCELBASIC plan on top.
const LIVE_SESSION_PROGRAMS: readonly ProgramName[] = [
  "IBEPGOLD",
  "BAGOLD",
  "DSGOLD",
  "MREPGOLD",
  "GenAIGOLD",
  "CMEPGOLD",
];
// Non-FMEP programs with AI Interview regardless of plan; FnO needs the EDMPGOLD or FnO plan on top.
const AI_INTERVIEW_PROGRAMS: readonly ProgramName[] = [
  "IBEPGOLD",
  "MREPGOLD",
  "GenAIGOLD",
  "CMEPGOLD",
  "DSFUSION",
];
const BEGINNER_PROGRAMS: readonly ProgramName[] = ["FnO", "ML"];

/** True when the user's plan code is p199 (case-insensitive, plan codes are typed by admins). */
export function isP199(planned: string | null | undefined): boolean {
  return planned?.toLowerCase() === PLAN_P199;
}

/** True when the FMEP program and plan comment unlock Live Sessions and AI Interview (FAFMEP+FAGOLD/EDMPGOLD, FMEPPLATINUM). */
export function fmepPremium(program: string | null | undefined, plan: string | null | undefined): boolean {
  return program === "FMEPPLATINUM" || (program === "FAFMEP" && (plan === "FAGOLD" || plan === "EDMPGOLD"));
}

/** True when the program (with its plan comment and plan code) has a Live Sessions menu item. */
export function hasLiveSessions(
  program: string | null | undefined,
  plan?: string | null,
  planned?: string | null,
): boolean {
  if (!isProgramName(program)) return false;
  if (isFmep(program)) return fmepPremium(program, plan) && !isP199(planned);
  return LIVE_SESSION_PROGRAMS.includes(program) || (program === "EXCEL" && plan === "BAEXCELBASIC");
}

/**
 * Which learners of a program have Live Sessions in their menu (issue 41, the scheduling form): "all" of them,
 * only those on some plans (FAFMEP with FAGOLD or EDMPGOLD, EXCEL with BAEXCELBASIC), or none (FMEP Gold...).
 */
export function liveSessionReach(program: string): "all" | "none" | PlanComment[] {
  if (hasLiveSessions(program, null)) return "all";
  const plans = PLAN_COMMENTS.filter((plan) => hasLiveSessions(program, plan));
  return plans.length ? plans : "none";
}

/** True when the program (with its plan comment) has an AI Interview item in the top navigation. */
export function hasAiInterview(program: string | null | undefined, plan?: string | null): boolean {
  if (!isProgramName(program)) return false;
  if (isFmep(program)) return fmepPremium(program, plan);
  return (
    AI_INTERVIEW_PROGRAMS.includes(program) || (program === "FnO" && (plan === "EDMPGOLD" || plan === "FnO"))
  );
}

/** True when the program has a Games item in the top navigation (every FMEP program but FMEPSILVER; see NO_GAMES). */
export function hasGames(program: string | null | undefined): boolean {
  // An unknown name gets NORMAL's menu, which has Games.
  if (!isProgramName(program)) return Boolean(program);
  return isFmep(program) ? program !== "FMEPSILVER" : !NO_GAMES.includes(program);
}

/** The FMEP research page: /faresearch for FAFMEP, else /newresearch for NEW and /research for OLD or unset. */
export function researchPath(
  program: string | null | undefined,
  researchType?: "OLD" | "NEW" | null,
): string {
  if (program === "FAFMEP") return "/faresearch";
  // An unset research_type keeps the old page: it is the type every account had before NEW existed.
  return researchType === "NEW" ? "/newresearch" : "/research";
}

function item(key: NavKey, path: string): NavItem {
  return { key, label: NAV_LABELS[key], path };
}

/**
 * The top navigation items in display order. Orders: FMEP follows SPEC.md's list (Home, Portfolio, Stats, Games,
 * Research, Resource, Live Sessions, AI Interview); other programs follow SPEC.md's list too (Projects, Resource,
 * Notes, Games, Live Sessions, For Beginner, AI Interview); PYTHON has Resource (/newresource) then Notes (/DSNOTES).
 * A missing program (user info not loaded, nothing picked yet) gets no items; an unknown name gets NORMAL's menu.
 */
export function topNavigation(ctx: NavContext): NavItem[] {
  const { program, plan, planned, researchType } = ctx;
  if (program === null || program === "") return [];
  const items: NavItem[] = [];
  if (program === "PYTHON") {
    items.push(item("resource", "/newresource"), item("notes", PROGRAMS.PYTHON.notesRoute));
  } else if (isFmep(program)) {
    const p199 = isP199(planned);
    items.push(item("home", "/dashboard"), item("portfolio", "/portfolio"), item("stats", "/stats"));
    if (hasGames(program)) items.push(item("games", "/games"));
    if (!p199)
      items.push(item("research", researchPath(program, researchType)), item("resource", "/resource"));
    if (hasLiveSessions(program, plan, planned)) items.push(item("liveSessions", "/lifesession"));
    if (hasAiInterview(program, plan)) items.push(item("aiInterview", "/mockinterview"));
  } else {
    const info = programInfo(program);
    const name = info?.name;
    items.push(item("projects", "/ivepresearch"), item("resource", "/newresource"));
    if (familyOf(program) !== "CMEP") items.push(item("notes", info?.notesRoute ?? "/MLNOTES"));
    if (hasGames(program)) items.push(item("games", "/games"));
    if (hasLiveSessions(program, plan, planned)) items.push(item("liveSessions", "/lifesession"));
    if (name !== undefined && BEGINNER_PROGRAMS.includes(name))
      items.push(item("beginner", "/beginerresource"));
    if (hasAiInterview(program, plan)) items.push(item("aiInterview", "/mockinterview"));
  }
  if (ctx.hasUpcomingLiveSession) {
    const live = items.find((i) => i.key === "liveSessions");
    if (live) live.badge = 1;
  }
  return items;
}

/** True on the sign-up paths (/signup and below), where the shell hides the top navigation and the ticker. */
export function isSignupPath(path: string): boolean {
  const p = path.toLowerCase();
  return p === "/signup" || p.startsWith("/signup/") || p.startsWith("/signup?") || p.startsWith("/signup#");
}

/** True when the top navigation shows on this path (hidden on /signup paths). */
export function showTopNav(path: string): boolean {
  return !isSignupPath(path);
}

/** True when the stock-market ticker shows: FMEP programs only, never on /signup paths. */
export function showTicker(program: string | null, path: string): boolean {
  return isFmep(program) && !isSignupPath(path);
}

/** True when the notification badge shows: NORMAL and FMEP users. */
export function showNotificationBadge(program: string | null): boolean {
  return program === "NORMAL" || isFmep(program);
}

/**
 * True when Edit Profile is offered: post_signup_steps above 1, the ivep plan code, or an IVEP program. SPEC.md
 * names no program IVEP; IVEP is the old name of IBEP (its projects live on /ivepresearch), so the IBEP family counts.
 */
export function canEditProfile(input: {
  steps: number;
  planned?: string | null;
  program?: string | null;
}): boolean {
  return input.steps > 1 || input.planned?.toLowerCase() === PLAN_IVEP || familyOf(input.program) === "IBEP";
}

/** A profile-dropdown shortcut to the user's program of the other family. */
export interface ProfileLink {
  label: "Go to IBEP" | "Go to BA";
  program: ProgramName;
}

/**
 * The optional Go to IBEP / Go to BA entries of the profile dropdown. A BA-family user who also holds IBEP
 * (baibep flag, or an IBEP-family program in their list) gets Go to IBEP; an IBEP-family user who also holds BA
 * (BA or baibep flag, or a BA-family program) gets Go to BA. The target is the first such program the user is
 * enrolled in, else the plain IBEP / BA program the flag stands for.
 */
export function profileLinks(input: {
  program: string | null;
  BA: boolean;
  baibep: boolean;
  programs: string[];
}): ProfileLink[] {
  const held = input.programs.filter(isProgramName);
  const family = input.program === null ? null : familyOf(input.program);
  const first = (f: "IBEP" | "BA"): ProgramName | undefined => held.find((p) => PROGRAMS[p].family === f);
  if (family === "BA") {
    const target = first("IBEP");
    if (target !== undefined) return [{ label: "Go to IBEP", program: target }];
    if (input.baibep) return [{ label: "Go to IBEP", program: "IBEP" }];
  }
  if (family === "IBEP") {
    const target = first("BA");
    if (target !== undefined) return [{ label: "Go to BA", program: target }];
    if (input.BA || input.baibep) return [{ label: "Go to BA", program: "BA" }];
  }
  return [];
}

// Learners are India-based, so "dated today or later" is decided on the IST calendar day.
/** True when any live session start is on today's date (IST) or later; feeds NavContext.hasUpcomingLiveSession. */
export function hasUpcomingLiveSession(starts: readonly (string | Date)[], now: Date): boolean {
  const today = istDayNumber(now);
  return starts.some((s) => {
    const t = new Date(s).getTime();
    return !Number.isNaN(t) && istDayNumber(t) >= today;
  });
}
