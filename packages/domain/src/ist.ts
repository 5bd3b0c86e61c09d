// India time, the one home of it: the IST offset, calendar days, and the rule of the NSE trading calendar (session
// hours, trading holidays and special sessions); the holidays themselves are data the server loads (issue 38). India
// has kept UTC+05:30 without daylight saving since 1945, so a fixed offset equals the Asia/Kolkata zone and does not
// depend on the time-zone data of the browser or the server.

/** IST is UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60_000;
/** One calendar day in milliseconds. */
export const DAY_MS = 86_400_000;

/** NSE session in IST minutes after midnight: 09:15 to 15:30. */
export const NSE_OPEN_MINUTE = 9 * 60 + 15;
export const NSE_CLOSE_MINUTE = 15 * 60 + 30;
/** Seconds of trading in one NSE session (09:15 to 15:30: 6.25 hours). */
export const NSE_SESSION_SECONDS = (NSE_CLOSE_MINUTE - NSE_OPEN_MINUTE) * 60;
/** Trading days in a year: the convention for annualising daily figures (volatility, drift). */
export const TRADING_DAYS_PER_YEAR = 252;

/** The IST wall-clock fields of an instant, read with the UTC getters of the returned Date. */
export function istClock(at: Date | number): Date {
  return new Date((typeof at === "number" ? at : at.getTime()) + IST_OFFSET_MS);
}

/** The IST calendar date (yyyy-mm-dd) of an instant. */
export function istDate(at: Date = new Date()): string {
  // Asked on most requests with a time in the same day: the last day's text is kept.
  const day = istDayNumber(at);
  if (day !== lastIstDay) {
    lastIstDate = calendarDay(day);
    lastIstDay = day;
  }
  return lastIstDate;
}
let lastIstDay = Number.NaN;
let lastIstDate = "";

/** Days since 1970-01-01 of the IST calendar day of an instant (for "same day or later" comparisons). */
export function istDayNumber(at: Date | number): number {
  return Math.floor(((typeof at === "number" ? at : at.getTime()) + IST_OFFSET_MS) / DAY_MS);
}

/** Days since 1970-01-01 of a calendar date (yyyy-mm-dd; a longer text is read by its first ten characters). */
export function calendarDayNumber(day: string): number {
  return Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** The calendar date (yyyy-mm-dd) of a day number (days since 1970-01-01), the inverse of calendarDayNumber. */
export function calendarDay(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The instant an IST calendar day (yyyy-mm-dd) starts, plus `minute` minutes. */
export function istDayStart(day: string, minute = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000 - IST_OFFSET_MS);
}

/** The yyyy-mm-dd date `days` after (or before, when negative) a yyyy-mm-dd date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A trading session on a day that has no regular one (Muhurat trading on Diwali), in IST minutes after midnight. */
export interface SpecialSession {
  open: number;
  close: number;
  description: string;
}

/**
 * The NSE trading calendar as data (the server loads it from the database, issue 38): trading holidays and special
 * sessions by day, and the years whose holiday list is loaded. A day of a year that is not loaded has no holidays:
 * every weekday trades (the fallback the market screen and /admin warn about).
 */
export interface TradingCalendar {
  /** Trading holidays (yyyy-mm-dd -> description); a weekend day here is harmless. */
  holidays: ReadonlyMap<string, string>;
  /** Days with a session of their own instead of the regular one (a holiday or a weekend otherwise). */
  sessions: ReadonlyMap<string, SpecialSession>;
  /** The years whose holiday list is loaded. */
  years: ReadonlySet<number>;
}

/** A calendar's days as the database and the import files give them. */
export interface CalendarDay {
  day: string;
  description: string;
  /** A special session's window (IST minutes after midnight); both null for a holiday. */
  open: number | null;
  close: number | null;
}

/** Builds a calendar from its days and loaded years. */
export function tradingCalendar(days: readonly CalendarDay[], years: Iterable<number>): TradingCalendar {
  const holidays = new Map<string, string>();
  const sessions = new Map<string, SpecialSession>();
  for (const d of days) {
    if (d.open !== null && d.close !== null)
      sessions.set(d.day, { open: d.open, close: d.close, description: d.description });
    else holidays.set(d.day, d.description);
  }
  return { holidays, sessions, years: new Set(years) };
}

/** A calendar with nothing loaded: every weekday trades (before the database answers, and in tests). */
export const WEEKDAYS_ONLY: TradingCalendar = tradingCalendar([], []);

/** The year of a yyyy-mm-dd date. */
function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** Whether a day is Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Whether the calendar's holiday list covers a day (its year is loaded). */
export function isCovered(day: string, calendar: TradingCalendar): boolean {
  return calendar.years.has(yearOf(day));
}

/** The session of a day (IST minutes): a special session's window, 09:15-15:30 on a regular trading day, else null. */
export function sessionOf(day: string, calendar: TradingCalendar): { open: number; close: number } | null {
  const special = calendar.sessions.get(day);
  if (special) return { open: special.open, close: special.close };
  if (isWeekend(day) || calendar.holidays.has(day)) return null;
  return { open: NSE_OPEN_MINUTE, close: NSE_CLOSE_MINUTE };
}

/** Whether NSE trades on a calendar day (yyyy-mm-dd): a weekday that is not a holiday, or a special session's day. */
export function isTradingDay(day: string, calendar: TradingCalendar): boolean {
  return sessionOf(day, calendar) !== null;
}

/** The `count` trading days (yyyy-mm-dd) before `today` (yyyy-mm-dd), oldest first. */
export function tradingDaysBefore(today: string, count: number, calendar: TradingCalendar): string[] {
  const out: string[] = [];
  let day = addDays(today, -1);
  while (out.length < count) {
    if (isTradingDay(day, calendar)) out.push(day);
    day = addDays(day, -1);
  }
  return out.reverse();
}

/** Market hours mode: "nse" follows the NSE calendar, "always" is a demo market that never closes. */
export type MarketHours = "nse" | "always";

/** Whether the market is open at `now`. */
export function marketOpen(mode: MarketHours, now: Date, calendar: TradingCalendar): boolean {
  if (mode === "always") return true;
  const ist = istClock(now);
  const session = sessionOf(ist.toISOString().slice(0, 10), calendar);
  if (!session) return false;
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return minute >= session.open && minute < session.close;
}

/** The next session open at or after `now` (now itself when open). */
export function nextOpen(mode: MarketHours, now: Date, calendar: TradingCalendar): Date {
  if (marketOpen(mode, now, calendar)) return now;
  let day = istDate(now);
  // Holidays never run longer than a few days in a row; 15 days is a generous bound.
  for (let i = 0; i < 15; i++, day = addDays(day, 1)) {
    const session = sessionOf(day, calendar);
    if (!session) continue;
    const open = istDayStart(day, session.open);
    if (open.getTime() > now.getTime()) return open;
  }
  return now;
}

/** How far ahead the calendar must be loaded before /admin, the admins' mail and the log warn (issue 38). */
export const CALENDAR_LOOKAHEAD_DAYS = 30;

/**
 * Where the loaded calendar stops within the next `days` days: 1 January of the first year from today's through the
 * last day's that is not loaded (a gap is a whole year, so it keeps one identity day after day), or null when the
 * calendar covers them all.
 */
export function coverageGap(
  today: string,
  calendar: TradingCalendar,
  days = CALENDAR_LOOKAHEAD_DAYS,
): string | null {
  const last = addDays(today, days);
  for (let year = yearOf(today); year <= yearOf(last); year++)
    if (!calendar.years.has(year)) return `${year}-01-01`;
  return null;
}

/** The last day of the run of loaded years that holds `today`, or null when today's year is not loaded. */
export function coveredThrough(today: string, calendar: TradingCalendar): string | null {
  if (!isCovered(today, calendar)) return null;
  let year = yearOf(today);
  while (calendar.years.has(year + 1)) year++;
  return `${year}-12-31`;
}

/**
 * What the market screen tells learners while today is outside the loaded calendar (null when it is inside):
 * every weekday then counts as a trading day, NSE holidays included.
 */
export function calendarFallbackNote(today: string, calendar: TradingCalendar): string | null {
  if (isCovered(today, calendar)) return null;
  return (
    `Trading holidays for ${yearOf(today)} are not loaded yet: every weekday counts as a trading day, ` +
    "so the market opens on NSE holidays too."
  );
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** When the market opens, as a learner reads it: "today 09:15", "tomorrow 09:15", "Mon 09:15" or "Mon 24/11 09:15". */
export function formatOpensAt(open: Date | string, now: Date = new Date()): string {
  const at = typeof open === "string" ? new Date(open) : open;
  if (Number.isNaN(at.getTime())) return "";
  const clock = istClock(at);
  const time = `${String(clock.getUTCHours()).padStart(2, "0")}:${String(clock.getUTCMinutes()).padStart(2, "0")}`;
  const days = istDayNumber(at) - istDayNumber(now);
  if (days <= 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  const weekday = WEEKDAYS[clock.getUTCDay()]!;
  if (days < 7) return `${weekday} ${time}`;
  const date = `${String(clock.getUTCDate()).padStart(2, "0")}/${String(clock.getUTCMonth() + 1).padStart(2, "0")}`;
  return `${weekday} ${date} ${time}`;
}
