// Every business constant and limit of SPEC.md section 9, named, so no screen or service repeats a magic number.
// A few fixed learner-visible texts from other SPEC.md sections live here too, so web and server spell them once.

// --- Shell timings and sizes -------------------------------------------------------------------------------

/** Toasts close by themselves after this many milliseconds (top-right). */
export const TOAST_MS = 5000;
/** The notification bell lists at most this many items; the shell's fetch and mark-read calls use it as limit. */
export const NOTIFICATION_LIMIT = 5;
/** Company search popup width while open, in px. */
export const SEARCH_POPUP_OPEN_PX = 400;
/** Company search popup width while closed, in px. */
export const SEARCH_POPUP_CLOSED_PX = 60;
/** The first-visit program chooser stays available this long after the login session's start time. */
export const CHOOSER_WINDOW_MS = 60_000;

// --- Ticker ------------------------------------------------------------------------------------------------

// SPEC.md gives the two scroll intervals without a unit; the web ticker uses them as its marquee speed setting.
/** Stock ticker scroll interval (marquee speed setting). */
export const STOCK_TICKER_INTERVAL = 10;
/** Index ticker scroll interval (marquee speed setting). */
export const INDEX_TICKER_INTERVAL = 15;
/** Ticker change and percentage are shown to this many decimals. */
export const TICKER_DECIMALS = 2;
/** Index ticker bar offset from the bottom of the viewport, in px. */
export const INDEX_TICKER_BOTTOM_PX = 26;

// --- Excel gate --------------------------------------------------------------------------------------------

/** Eligible number (completed case projects) that opens Excel module 3. */
export const EXCEL_MODULE3_ELIGIBLE = 1;
/** Eligible number (completed case projects) that opens Excel module 4. */
export const EXCEL_MODULE4_ELIGIBLE = 2;
/** The lesson the Excel resource screen opens on. */
export const FIRST_EXCEL_LESSON = "xl-m1-v1";
/** Centred message on a module-3 lesson while eligible is below EXCEL_MODULE3_ELIGIBLE. */
export const FIRST_CASE_PROJECT_MESSAGE = "Please complete First Case Project";
/** Centred message on a module-4 lesson while eligible is below EXCEL_MODULE4_ELIGIBLE. */
export const SECOND_CASE_PROJECT_MESSAGE = "Please complete Second Case Project";

// --- Research scoring (SPEC.md section 5) ------------------------------------------------------------------

/** Peer ratings counted (the highest ones) in most scoring variants. */
export const RATINGS_COUNTED = 3;
/** Peer ratings counted in the capped variants (top-two and weekly). */
export const RATINGS_COUNTED_CAPPED = 2;
/** Maximum points one peer rating can give. */
export const RATING_MAX_POINTS = 10;
/** Maximum points one peer rating can give in the first weeks of the weekly variant. */
export const WEEKLY_EARLY_RATING_MAX_POINTS = 5;
/** First week in which the weekly variant allows RATING_MAX_POINTS per rating (weeks below it allow 5). */
export const WEEKLY_FULL_RATING_FROM_WEEK = 4;
/** Bonus added to the maximum (filled by the learner's own extra points) in most variants. */
export const RATING_BONUS = 2;
/** Bonus of the general research and of the one other variant SPEC.md gives +3 (see research-score.ts). */
export const GENERAL_RATING_BONUS = 3;
/** An admin score (admin_points above 0) replaces every peer rating and is shown out of this. */
export const ADMIN_SCORE_OUT_OF = 10;

// --- Formats -----------------------------------------------------------------------------------------------

/** Currency sign for every amount. */
export const RUPEE_SIGN = "₹";
/** Decimals of every rupee amount. */
export const CURRENCY_DECIMALS = 2;
/** How a zero amount is shown, exactly. */
export const ZERO_RUPEES = "₹\u00a00";
/** Locale whose grouping (1,23,45,678.90) amounts use. */
export const NUMBER_LOCALE = "en-IN";
/**
 * Time zone every learner-visible date is shown in (learners are India-based). format.ts reads it as the fixed IST
 * offset of ist.ts (the same zone, without daylight saving); SQL that groups by the IST week names it.
 */
export const DISPLAY_TIME_ZONE = "Asia/Kolkata";
/** Learner-visible date-time pattern (documentation of formatDateTime). */
export const DATE_TIME_PATTERN = "dd/mm/yyyy h:mm am/pm";
/** Learner-visible date pattern (documentation of formatDate). */
export const DATE_PATTERN = "dd/mm/yyyy";

// --- Fixed texts -------------------------------------------------------------------------------------------

/** Fallback shown while a lazily loaded screen arrives. */
export const LOADING_TEXT = "Loading...";
/** Title of the first-visit program chooser. */
export const CHOOSER_TITLE = "Welcome! Choose the program that you want to start";
/** Placeholder of the company search box. */
export const SEARCH_PLACEHOLDER = "SEARCH FOR COMPANIES, NEWS";
/** Heading of the maintenance page. */
export const MAINTENANCE_TITLE = "We will be back online shortly!";
/** Plan code (user info `planned`) of the reduced FMEP plan that hides Research, Resource and Live Sessions. */
export const PLAN_P199 = "p199";
/** Plan code (user info `planned`) that may always edit the profile. */
export const PLAN_IVEP = "ivep";

/** Maintenance page body for a failing service. */
export function maintenanceMessage(service: string): string {
  return `Our ${service} service is currently undergoing scheduled maintenance.`;
}

/** Error-log text written when the maintenance page is displayed. */
export function maintenanceLogText(service: string, programme: string): string {
  return `${service} service error in ${programme}`;
}

// --- Teaching-content figures (Excel lessons), not product limits ------------------------------------------

/** Sample salary threshold used in the Excel lessons' examples. */
export const SAMPLE_SALARY_THRESHOLD = 70_000;
/** P-value significance threshold taught in the regression lessons. */
export const P_VALUE_THRESHOLD = 0.05;
/** Simulated rows in the Monte Carlo example. */
export const MONTE_CARLO_ROWS = 1000;
/** Forecast confidence level of the forecasting lesson (95 percent). */
export const FORECAST_CONFIDENCE = 0.95;
/** Seasonal cycle of the forecasting lesson, in months. */
export const SEASONAL_CYCLE_MONTHS = 12;

/** FAQ categories, in the order the FAQ page groups them. */
export const FAQ_CATEGORIES = [
  "Getting started",
  "Research and projects",
  "Orders and portfolio",
  "Learning content",
  "Live sessions, games and interview",
  "Account and renewals",
] as const;

/**
 * My progress compares a learner with the median learner of their program only from this many learners (issue 41):
 * below it the "median" is a handful of people (or the learner alone) and says nothing, so the page says there is
 * not yet a cohort to compare with and the server sends no medians.
 */
export const MIN_COHORT_FOR_MEDIAN = 10;

/**
 * The years a graduation or college year may name, at sign-up (the questionnaire) and on the profile alike (issue
 * 41): from `min`, up to `yearsAhead` years from now (a first-year student's expected graduation).
 */
export const YEAR_RANGE = { min: 1960, yearsAhead: 6 } as const;

/** The latest year YEAR_RANGE allows now. */
export function latestYear(now = new Date()): number {
  return now.getUTCFullYear() + YEAR_RANGE.yearsAhead;
}
