// The API access table (issue 9 item 3): which route areas a caller may use, DERIVED from the catalogue that builds
// the menus (navigation.ts) and the barred paths (access.ts), so the web's menus and the server's refusals cannot
// drift apart. The server enforces it in one hook (apps/server/src/platform/http/access.ts); every route names its area
// in `config: { access: "<area>" }`, and a route without a known area is refused (default deny).
//
// How each program area is derived (docs/decisions.md "## API access"):
// - Menu areas: the area is open when the learner's menus (the side menu, which holds the top navigation, the other
//   notes pages and AI Interview where /mockinterview is not barred) show an item of that area AND its page is not
//   barred: market (Home/Portfolio/Stats: the FMEP menu), research, projects, resources, games, live, interview,
//   beginner. So "interview" is open exactly where the side menu shows AI Interview.
// - Page areas: notes = the program's own notes page is not barred (FMEP and CMEP have no Notes item but may open
//   /MLNOTES, their catalogue page); excel = /EXCELNOTES is not barred (EXCEL, MREP/MREPGOLD with an &EXCEL plan);
//   faq = /faq is not barred.
// - profile = Edit Profile is offered (canEditProfile: post_signup_steps above 1, the ivep plan or an IBEP program).
// - No current program: only "public", "authenticated" and "faq" (the FAQs answer questions before enrolment). An ended enrolment (end date before today, IST) keeps
//   its program areas for reading (GET/HEAD/OPTIONS) and refuses writes; account areas are never read-only. A route
//   that writes on a GET (SPEC.md's start_game, ibepgames, ibepdone) declares it and is judged as a write.
// - Admins: the "admin" area, reading (GET/HEAD/OPTIONS) every program area whatever their program (support:
//   the services already let admins see any submission or video), and writing only where their own program may.
import { barredPaths, normalizePath } from "./access.ts";
import { canEditProfile } from "./navigation.ts";
import type { NavKey } from "./navigation.ts";
import { notesRouteOf } from "./programs.ts";
import { sideMenu } from "./side-menu.ts";

/** Every route area a route may declare in `config.access`. */
export const API_AREAS = [
  "public",
  "authenticated",
  "admin",
  "market",
  "research",
  "projects",
  "resources",
  "beginner",
  "notes",
  "excel",
  "games",
  "live",
  "interview",
  "profile",
  "faq",
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/** The areas tied to the current program (everything but public, authenticated and admin). */
export const PROGRAM_AREAS = API_AREAS.filter(
  (a) => a !== "public" && a !== "authenticated" && a !== "admin",
) as readonly ProgramArea[];
export type ProgramArea = Exclude<ApiArea, "public" | "authenticated" | "admin">;

/** True when x names an area of the table. */
export function isApiArea(x: unknown): x is ApiArea {
  return typeof x === "string" && (API_AREAS as readonly string[]).includes(x);
}

/** The API area behind each menu item: the menus and the table meet here (My progress is any learner's: none). */
export const NAV_AREA: Record<NavKey, ProgramArea | null> = {
  home: "market",
  portfolio: "market",
  stats: "market",
  games: "games",
  research: "research",
  projects: "projects",
  resource: "resources",
  notes: "notes",
  liveSessions: "live",
  beginner: "beginner",
  aiInterview: "interview",
  progress: null,
};

/** Human words for an area in refusal messages. */
export const AREA_LABELS: Record<ApiArea, string> = {
  public: "public pages",
  authenticated: "your account",
  admin: "the admin area",
  market: "the stock market (orders, portfolio, scrips)",
  research: "research",
  projects: "projects",
  resources: "resources",
  beginner: "the beginner resources",
  notes: "notes",
  excel: "the Excel course",
  games: "games",
  live: "live sessions",
  interview: "the AI interview",
  profile: "profile editing",
  faq: "the FAQs",
};

/** What the table needs about the caller's current program. */
export interface ProgramAccess {
  /** users.cprogram; null or "" when no program has been picked. */
  program: string | null;
  /** The current enrolment's comment (plan variant). */
  plan?: string | null;
  /** The user's plan code (p199, ivep, ...). */
  planned?: string | null;
  steps: number;
}

function pageOpen(barred: readonly string[], page: string): boolean {
  const p = normalizePath(page);
  return !barred.some((b) => {
    const c = b.toLowerCase();
    return p === c || p.startsWith(`${c}/`);
  });
}

// The hook asks on every request; the answer depends on a handful of values, so it is computed once per combination.
const MEMO_MAX = 2000;
const memo = new Map<string, ReadonlySet<ProgramArea>>();

/** The program areas the caller's current program opens (the table, one program at a time). */
export function programAreas(ctx: ProgramAccess): ReadonlySet<ProgramArea> {
  // Steps only matter as "above 1" (Edit Profile).
  const key = `${ctx.program ?? ""}\u0000${ctx.plan ?? ""}\u0000${ctx.planned ?? ""}\u0000${ctx.steps > 1 ? 2 : 0}`;
  let open = memo.get(key);
  if (open === undefined) {
    if (memo.size >= MEMO_MAX) memo.clear();
    open = deriveAreas(ctx);
    memo.set(key, open);
  }
  return open;
}

function deriveAreas(ctx: ProgramAccess): Set<ProgramArea> {
  const open = new Set<ProgramArea>();
  if (ctx.program === null || ctx.program === "") return open;
  const barred = barredPaths(ctx.program, ctx.plan, ctx.planned);
  for (const item of sideMenu({ program: ctx.program, plan: ctx.plan, planned: ctx.planned })) {
    const area = NAV_AREA[item.key];
    if (area !== null && pageOpen(barred, item.path)) open.add(area);
  }
  if (pageOpen(barred, notesRouteOf(ctx.program))) open.add("notes");
  if (pageOpen(barred, "/EXCELNOTES")) open.add("excel");
  if (pageOpen(barred, "/faq")) open.add("faq");
  if (canEditProfile({ steps: ctx.steps, planned: ctx.planned, program: ctx.program })) open.add("profile");
  return open;
}

/** True when the area is open to the program context (program areas only; see apiAccess for the rest). */
export function programAreaAllowed(area: ProgramArea, ctx: ProgramAccess): boolean {
  return programAreas(ctx).has(area);
}

/** Who is calling, as the access hook sees it. */
export interface ApiCaller extends ProgramAccess {
  kind: "anonymous" | "operator" | "learner" | "admin";
  /** True when the current program's enrolment has an end date before today. */
  enrolmentEnded: boolean;
  /** The current enrolment's end date (yyyy-mm-dd), for the message. */
  endDate?: string | null;
}

/** The hook's verdict: allowed, or the status and `{error, message}` to refuse with. */
export type AccessVerdict =
  { allowed: true } | { allowed: false; status: 401 | 403; error: string; message: string };

const READ_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS"];

/** True for methods that only read (an ended enrolment keeps these). */
export function isReadMethod(method: string): boolean {
  return READ_METHODS.includes(method.toUpperCase());
}

function deny(status: 401 | 403, error: string, message: string): AccessVerdict {
  return { allowed: false, status, error, message };
}

/**
 * The access decision for one request: the route's area, the HTTP method and the caller. `writes` marks a route that
 * creates or closes data whatever its method (SPEC.md's GET start_game, ibepgames, ibepdone): it is judged as a write.
 */
export function apiAccess(area: ApiArea, method: string, caller: ApiCaller, writes = false): AccessVerdict {
  const reads = !writes && isReadMethod(method);
  if (area === "public") return { allowed: true };
  if (caller.kind === "anonymous")
    return deny(401, "unauthorized", "missing token: send 'Authorization: Bearer <token>' (log in first)");
  if (area === "admin") {
    return caller.kind === "admin" || caller.kind === "operator"
      ? { allowed: true }
      : deny(403, "forbidden", "this route needs the admin role");
  }
  if (caller.kind === "operator")
    return deny(403, "forbidden", "operator tokens may only call the admin API");
  if (area === "authenticated") return { allowed: true };
  // Admins support learners: they read every program area (the services show them what they may see); their
  // writes follow their own program like anyone's.
  if (caller.kind === "admin" && reads) return { allowed: true };
  if (caller.program === null || caller.program === "") {
    if (area === "faq") return { allowed: true };
    return deny(
      403,
      "no_program",
      `${AREA_LABELS[area]} needs a current program: pick or switch to a program first`,
    );
  }
  if (!programAreaAllowed(area, caller))
    return deny(
      403,
      "not_in_program",
      `your program (${caller.program}) does not include ${AREA_LABELS[area]}`,
    );
  if (caller.enrolmentEnded && !reads) {
    const when = caller.endDate ? ` on ${caller.endDate}` : "";
    return deny(
      403,
      "enrolment_ended",
      `your ${caller.program} enrolment ended${when}: you can still see your history, but not trade or submit (renew to continue)`,
    );
  }
  return { allowed: true };
}
