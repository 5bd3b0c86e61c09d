// What a learner's first screen asks the API for as the app starts: the shell's requests (the bell, the enrolment
// check, the live-session badge) and the screen's first data. One list for both sides: the web app's API calls
// build their paths here, and the server answers these reads inside the page it sends for that address
// (apps/server/src/platform/http/first-data.ts), so a phone on a slow link does not wait a round trip for each.
import { NOTIFICATION_LIMIT } from "./constants.ts";
import { MARKDOWN_NOTES_ROUTES, openingVideoId } from "./content.ts";
import type { ResourceTrack } from "./content.ts";
import { gamesForProgram } from "./games.ts";
import type { Game } from "./games.ts";
import { topNavigation } from "./navigation.ts";

/** The id of the page's element that carries the answers: `<script type="application/json" id="first-data">`. */
export const FIRST_DATA_ELEMENT_ID = "first-data";

/** How the page names the token it answered for: the token's last 16 characters (JWT signature characters). */
export function tokenFingerprint(token: string): string {
  return token.slice(-16);
}

// Addresses whose page has no learner shell: the public screens and "/" (it only redirects); and /admin/*.
const NO_SHELL = new Set(["/", "/login", "/signup", "/renew", "/reset-password", "/admin"]);

/** Whether the page at `pathname` is a learner screen, under the shell (it makes the shell's requests). */
export function hasLearnerShell(pathname: string): boolean {
  return !NO_SHELL.has(pathname) && !pathname.startsWith("/admin/");
}

/** The filters of a portfolio list (GET /api/portfolio/list). */
export interface PortfolioListFilters {
  segment: string;
  sort: string;
  industry: string;
}

/** Every holding, largest first: Home's summary and the portfolio screen's first view. */
export const ALL_HOLDINGS: PortfolioListFilters = { segment: "ALL", sort: "VALUE", industry: "ALL" };

/** The research API a screen uses: FMEP research pages /api/research, Projects /api/ivepresearch. */
export type ResearchApiBase = "/api/research" | "/api/ivepresearch";

/** `a=1&b=2` from the pairs, each part URI-encoded. */
function queryString(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
}

/** The paths of the first screen's requests, exactly as the web app sends them (all GETs but verifyToken). */
export const apiPaths = {
  verifyToken: () => "/api/user/verify-token",
  userInfo: () => "/api/user/info",
  notifications: (limit: number) => `/api/notifications/list/${limit}`,
  conditions: () => "/api/user/conditions",
  liveSessions: () => "/api/user/live",
  ticker: () =>
    `/api/scrips/list?${queryString({ segment: "ALL", industry: "ALL", sort: "NAME", for_ticker: "1" })}`,
  portfolio: (filters: PortfolioListFilters) =>
    `/api/portfolio/list?${queryString({ segment: filters.segment, sort: filters.sort, industry: filters.industry })}`,
  watchList: () => "/api/scrips/watch/me",
  orders: () => "/api/order/list",
  industries: () => "/api/scrips/industries",
  researchList: (base: ResearchApiBase) => base,
  notifyScore: (base: ResearchApiBase) => `${base}/notify_score`,
  rateResearch: (base: ResearchApiBase) => `${base}/rate-research`,
  resources: (track: ResourceTrack) => `/api/resources?track=${track}`,
  video: (id: number) => `/api/resources/videos/${id}`,
  profile: () => "/api/user/profile",
  myCertificates: () => "/api/certificates/mine",
  today: () => "/api/progress/today",
  faqs: () => "/api/faq",
  notes: (route: string) => `/api/notes?route=${encodeURIComponent(route)}`,
  portfolioStats: () => "/api/portfolio/stats",
  gameStats: (game: Game) => `/api/games/game-stats/${game}`,
  ecodePermission: () => "/api/games/ecode/permission",
  interviewTracks: () => "/api/interview/tracks",
  interviewHistory: () => "/api/interview/history",
  liveFeed: () => "/api/user/live/feed",
} as const;

/**
 * How many notifications /notifications lists: far more than the bell's NOTIFICATION_LIMIT, the largest page the API
 * serves (NotificationListParams max).
 */
export const NOTIFICATIONS_PAGE_LIMIT = 100;

/**
 * The one request besides GETs that the page answers: the shell's token check (POST, the token in its body; it
 * reads and changes nothing). Its answer is stored under this key, never under its path, so a GET of the same path
 * cannot take it.
 */
export const VERIFY_TOKEN_KEY = `POST ${apiPaths.verifyToken()}`;

/** What the shell needs to know of the learner to choose its requests (a subset of GET /api/user/info). */
export interface ShellUser {
  cprogram: string | null;
  program: readonly { program_name: string; comment: string | null }[];
  planned: string | null;
  research_type: "OLD" | "NEW" | null;
}

/** The plan (program comment) of the learner's current program, or null. */
export function currentPlanOf(user: Pick<ShellUser, "cprogram" | "program"> | null): string | null {
  if (user === null || user.cprogram === null) return null;
  return user.program.find((p) => p.program_name === user.cprogram)?.comment ?? null;
}

/** Whether the learner's menu has Live Sessions (the shell then asks for the sessions, for the badge). */
export function hasLiveSessionsItem(user: ShellUser): boolean {
  if (user.cprogram === null) return false;
  return topNavigation({
    program: user.cprogram,
    plan: currentPlanOf(user),
    planned: user.planned,
    researchType: user.research_type,
  }).some((item) => item.key === "liveSessions");
}

/** The shell's requests besides the token check and the user info: the bell, then per program. */
export function shellPaths(user: ShellUser | null): string[] {
  const paths = [apiPaths.notifications(NOTIFICATION_LIMIT)];
  if (user === null || user.cprogram === null) return paths;
  paths.push(apiPaths.conditions());
  if (hasLiveSessionsItem(user)) paths.push(apiPaths.liveSessions());
  return paths;
}

/**
 * What the games hub (/games) and the performance page first read for a learner of `cprogram`: each card's record,
 * and on the hub the eCode window; nothing for a game being played (`?play=`), which reads its own.
 */
export function gameScreenReads(
  pathname: "/games" | "/games/performance",
  search: string,
  cprogram: string | null,
): { games: Game[]; permission: boolean } {
  const hub = pathname === "/games";
  if (hub && /[?&]play=/.test(search)) return { games: [], permission: false };
  const games = gamesForProgram(cprogram);
  return { games, permission: hub && games.includes("ecode") };
}

/** Screens whose first data are fixed GETs. */
const SIMPLE_SCREENS: Record<string, () => string[]> = {
  "/faq": () => [apiPaths.faqs()],
  "/stats": () => [apiPaths.portfolioStats()],
  "/mockinterview": () => [apiPaths.interviewTracks(), apiPaths.interviewHistory()],
  "/lifesession": () => [apiPaths.liveFeed()],
  "/notifications": () => [apiPaths.notifications(NOTIFICATIONS_PAGE_LIMIT)],
};

const RESEARCH_SCREENS: Record<string, ResearchApiBase> = {
  "/research": "/api/research",
  "/newresearch": "/api/research",
  "/faresearch": "/api/research",
  "/ivepresearch": "/api/ivepresearch",
};

const RESOURCE_SCREENS: Record<string, ResourceTrack> = {
  "/resource": "main",
  "/newresource": "main",
  "/beginerresource": "beginner",
};

/** The video asked for in a resource screen's address (?video=N), or null. */
export function requestedVideo(search: string): number | null {
  const value = /[?&]video=([^&#]*)/.exec(search)?.[1];
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const requested = Number(value);
  return Number.isSafeInteger(requested) && requested > 0 ? requested : null;
}

/**
 * Reads one GET path of the API; resolves to undefined when it did not answer 200, else, when `json` is true, to its
 * parsed body (otherwise to any other value: the server parses only the bodies a screen reads, not the 120 KB ticker).
 */
export type ReadApi = (path: string, json?: boolean) => Promise<unknown>;

/**
 * Reads, through `read`, the first data of the screen at `pathname`: what its first render waits for. A resource
 * screen reads its track, then the video it opens on. Screens that fetch on mount read nothing here.
 */
export async function readScreenData(
  location: { pathname: string; search: string },
  read: ReadApi,
  /** The learner's current program (GET /api/user/info's cprogram): which games the game screens show. */
  cprogram: string | null = null,
): Promise<void> {
  const { pathname, search } = location;
  const simple = SIMPLE_SCREENS[pathname];
  if (simple !== undefined) {
    await Promise.all(simple().map((path) => read(path)));
    return;
  }
  // The Markdown notes pages (/EXCELNOTES is the Excel course, which reads no notes).
  if ((MARKDOWN_NOTES_ROUTES as readonly string[]).includes(pathname)) {
    await read(apiPaths.notes(pathname));
    return;
  }
  if (pathname === "/games" || pathname === "/games/performance") {
    const { games, permission } = gameScreenReads(pathname, search, cprogram);
    const paths = games.map((game) => apiPaths.gameStats(game));
    if (permission) paths.push(apiPaths.ecodePermission());
    await Promise.all(paths.map((path) => read(path)));
    return;
  }
  if (pathname === "/dashboard") {
    await Promise.all([
      read(apiPaths.today()),
      read(apiPaths.ticker()),
      read(apiPaths.portfolio(ALL_HOLDINGS)),
      read(apiPaths.watchList()),
    ]);
    return;
  }
  if (pathname === "/profile") {
    await Promise.all([read(apiPaths.profile()), read(apiPaths.myCertificates())]);
    return;
  }
  if (pathname === "/portfolio") {
    await Promise.all([
      read(apiPaths.portfolio(ALL_HOLDINGS)),
      read(apiPaths.orders()),
      read(apiPaths.industries()),
    ]);
    return;
  }
  const base = RESEARCH_SCREENS[pathname];
  if (base !== undefined) {
    await Promise.all([
      read(apiPaths.researchList(base)),
      read(apiPaths.notifyScore(base)),
      read(apiPaths.rateResearch(base)),
    ]);
    return;
  }
  const track = RESOURCE_SCREENS[pathname];
  // /newresource is the home of every program but FMEP: it opens with the today card.
  if (pathname === "/newresource") void read(apiPaths.today());
  if (track !== undefined) {
    const list = (await read(apiPaths.resources(track), true)) as
      Parameters<typeof openingVideoId>[0] | undefined;
    if (list === undefined) return;
    const id = openingVideoId(list, requestedVideo(search));
    if (id !== null) await read(apiPaths.video(id));
  }
}
