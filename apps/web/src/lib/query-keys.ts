// Query keys, one factory per feature area. They live together because the live socket (SPEC.md section 4)
// invalidates several areas at once, and features must not import each other.

export const authKeys = {
  all: ["auth"] as const,
  verify: (token: string) => [...authKeys.all, "verify", token] as const,
};

export const userKeys = {
  all: ["user"] as const,
  info: () => [...userKeys.all, "info"] as const,
  session: () => [...userKeys.all, "session"] as const,
  live: (program: string | null) => [...userKeys.liveAll(), program] as const,
  /** Every live-session query (the list per program and the calendar feed address). */
  liveAll: () => [...userKeys.all, "live"] as const,
  liveFeed: () => [...userKeys.liveAll(), "feed"] as const,
  conditions: (program: string | null) => [...userKeys.all, "conditions", program] as const,
  renewId: () => [...userKeys.all, "renewid"] as const,
};

export const mailPreferenceKeys = {
  all: ["mail-preferences"] as const,
  mine: () => [...mailPreferenceKeys.all, "mine"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (limit: number) => [...notificationKeys.all, "list", limit] as const,
};

// Market areas: everything sits under these three roots, so the socket's `pupdate` (which invalidates each root)
// refreshes every scrip, order and portfolio query, the stats screen included.
export const scripKeys = {
  all: ["scrips"] as const,
  ticker: () => [...scripKeys.all, "ticker"] as const,
  list: (filters: { segment: string; sort: string; industry: string }) =>
    [...scripKeys.all, "list", filters] as const,
  search: (keyword: string) => [...scripKeys.all, "search", keyword] as const,
  data: (id: number) => [...scripKeys.all, "data", id] as const,
  chart: (id: number, range: string) => [...scripKeys.all, "chart", id, range] as const,
  industries: () => [...scripKeys.all, "industries"] as const,
  watchList: () => [...scripKeys.all, "watch"] as const,
};
export const orderKeys = {
  all: ["orders"] as const,
  list: () => [...orderKeys.all, "list"] as const,
};
export const portfolioKeys = {
  all: ["portfolio"] as const,
  list: (filters: { segment: string; sort: string; industry: string }) =>
    [...portfolioKeys.all, "list", filters] as const,
  finscore: () => [...portfolioKeys.all, "finscore"] as const,
  stockrisk: () => [...portfolioKeys.all, "stockrisk"] as const,
  stats: () => [...portfolioKeys.all, "stats"] as const,
};

export const marketKeys = {
  all: ["market"] as const,
  /** Latest live prices from the socket `market` event, keyed by scrip code. */
  live: () => [...marketKeys.all, "live"] as const,
};

/** Research and projects: `api` is the area's base path (/api/research or /api/ivepresearch). */
export const researchKeys = {
  all: ["research"] as const,
  area: (api: string) => [...researchKeys.all, api] as const,
  list: (api: string) => [...researchKeys.area(api), "list"] as const,
  rateList: (api: string) => [...researchKeys.area(api), "rate-research"] as const,
  notifyScore: (api: string) => [...researchKeys.area(api), "notify_score"] as const,
  maxResearch: (api: string) => [...researchKeys.area(api), "maxresearch"] as const,
};

/** The instructor's research grading queue and items. */
export const adminResearchKeys = {
  all: ["admin-research"] as const,
  queue: (filters: Record<string, unknown>) => [...adminResearchKeys.all, "queue", filters] as const,
  item: (id: number) => [...adminResearchKeys.all, "item", id] as const,
};

/** Video resources: the module list per track and each video's detail. */
export const resourceKeys = {
  all: ["resources"] as const,
  /** Every track's module list. */
  lists: () => [...resourceKeys.all, "list"] as const,
  list: (track: string) => [...resourceKeys.lists(), track] as const,
  video: (id: number) => [...resourceKeys.all, "video", id] as const,
};

/** Notes of the current program family. */
export const notesKeys = {
  all: ["notes"] as const,
  mine: () => [...notesKeys.all, "mine"] as const,
};

/** The instructor's content authoring screen. */
export const adminContentKeys = {
  all: ["admin-content"] as const,
  modules: (family: string, track: string) => [...adminContentKeys.all, "modules", family, track] as const,
  notes: (family: string) => [...adminContentKeys.all, "notes", family] as const,
  progress: (family: string, track: string) => [...adminContentKeys.all, "progress", family, track] as const,
  videoJobs: () => [...adminContentKeys.all, "video-jobs"] as const,
};

/**
 * The Excel course. Its eligibility key sits under researchKeys.all, so whatever refreshes research (grading,
 * the socket's pupdate) refreshes the lesson locks too.
 */
export const excelKeys = {
  all: ["excel"] as const,
  settings: () => [...excelKeys.all, "settings"] as const,
  eligible: () => [...researchKeys.all, "eligibility", "exceleligible"] as const,
  /** A lesson's content module (loaded on demand, not an API call). */
  content: (lessonId: string) => [...excelKeys.all, "content", lessonId] as const,
};

/** The instructor's live-session schedule. */
export const adminLiveKeys = {
  all: ["admin-live"] as const,
  list: () => [...adminLiveKeys.all, "list"] as const,
};

/** The account extras: Edit Profile, the sign-up questionnaire, the risk appetite, support contact, FAQs. */
export const accountKeys = {
  all: ["account"] as const,
  profile: () => [...accountKeys.all, "profile"] as const,
  hr: () => [...accountKeys.all, "hr"] as const,
  risk: () => [...accountKeys.all, "risk"] as const,
  support: () => [...accountKeys.all, "support"] as const,
  faqs: () => [...accountKeys.all, "faqs"] as const,
};

/** The admins' FAQ editor and sign-up questionnaire read-out. */
export const adminAccountKeys = {
  all: ["admin-account"] as const,
  faqs: () => [...adminAccountKeys.all, "faqs"] as const,
  hr: (q: string) => [...adminAccountKeys.all, "hr", q] as const,
};

/** The admin's user screens and audit log. */
export const adminUserKeys = {
  all: ["admin-users"] as const,
  list: (filters: Record<string, unknown>) => [...adminUserKeys.all, "list", filters] as const,
  detail: (id: number) => [...adminUserKeys.all, "detail", id] as const,
  ending: (days: number) => [...adminUserKeys.all, "ending", days] as const,
  audit: (filters: Record<string, unknown>) => [...adminUserKeys.all, "audit", filters] as const,
  activity: (id: number) => [...adminUserKeys.all, "activity", id] as const,
};

// Trading games (issue 10): every game query sits under one root, so finishing any set refreshes the records.
export const gamesKeys = {
  all: ["games"] as const,
  stats: (game: string) => [...gamesKeys.all, "stats", game] as const,
  g1: () => [...gamesKeys.all, "g1"] as const,
  g2: () => [...gamesKeys.all, "g2"] as const,
  ecode: () => [...gamesKeys.all, "ecode"] as const,
  ecodeQuestions: () => [...gamesKeys.all, "ecode-questions"] as const,
  permission: () => [...gamesKeys.all, "permission"] as const,
  ibep: () => [...gamesKeys.all, "ibep"] as const,
  admin: (part: string, filter?: unknown) => [...gamesKeys.all, "admin", part, filter] as const,
};

// Mail (issue 23): the outbox list and one mail.
export const adminMarketKeys = {
  all: ["admin-market"] as const,
  imports: () => [...adminMarketKeys.all, "imports"] as const,
  /** The trading calendar: every year's days (year undefined) or one year's. */
  holidays: (year?: number) => [...adminMarketKeys.all, "holidays", year ?? "all"] as const,
};

export const adminMailKeys = {
  all: ["admin-mail"] as const,
  list: (filters: Record<string, unknown>) => [...adminMailKeys.all, "list", filters] as const,
  detail: (id: number) => [...adminMailKeys.all, "detail", id] as const,
};

// Question quality and raters (issue 24), per program.
export const analyticsQualityKeys = {
  all: ["analytics-quality"] as const,
  questions: (program: string) => [...analyticsQualityKeys.all, "questions", program] as const,
  raters: (program: string) => [...analyticsQualityKeys.all, "raters", program] as const,
};

// My progress (issue 24): the learner's own figures in the current program.
export const progressKeys = {
  all: ["progress"] as const,
  mine: (program: string | null) => [...progressKeys.all, program] as const,
  today: (program: string | null) => [...progressKeys.all, "today", program] as const,
};

// Cohort analytics (issue 24): overview and at-risk list per program (and cohort).
export const adminAnalyticsKeys = {
  all: ["admin-analytics"] as const,
  overview: (program: string, cohort: string | null) =>
    [...adminAnalyticsKeys.all, "overview", program, cohort] as const,
  atRisk: (program: string) => [...adminAnalyticsKeys.all, "at-risk", program] as const,
};

/** GET /api/health: the server's version, commit and Node (the admin footer). */
export const healthKeys = {
  all: ["health"] as const,
};

// Learners' data rights (issue 43): the notice, the learner's consent and requests, the admin's privacy page.
export const privacyKeys = {
  all: ["privacy"] as const,
  notice: () => [...privacyKeys.all, "notice"] as const,
  mine: () => [...privacyKeys.all, "mine"] as const,
  admin: () => [...privacyKeys.all, "admin"] as const,
};
