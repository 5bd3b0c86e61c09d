// India time, the one home of it: the IST offset, calendar days, and the NSE trading calendar (session hours and
// trading holidays). India has kept UTC+05:30 without daylight saving since 1945, so a fixed offset equals the
// Asia/Kolkata zone and does not depend on the time-zone data of the browser or the server.

/** IST is UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60_000;
/** One calendar day in milliseconds. */
export const DAY_MS = 86_400_000;

/** NSE session in IST minutes after midnight: 09:15 to 15:30. */
export const NSE_OPEN_MINUTE = 9 * 60 + 15;
export const NSE_CLOSE_MINUTE = 15 * 60 + 30;

/**
 * NSE equity trading holidays on weekdays (yyyy-mm-dd), from the exchange's annual holiday circulars. Add a year
 * when NSE publishes it (each December): a missing year only means its holidays tick like trading days.
 */
export const NSE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  "2025-02-26", // Mahashivratri
  "2025-03-14", // Holi
  "2025-03-31", // Id-Ul-Fitr (Ramadan Eid)
  "2025-04-10", // Shri Mahavir Jayanti
  "2025-04-14", // Dr. Baba Saheb Ambedkar Jayanti
  "2025-04-18", // Good Friday
  "2025-05-01", // Maharashtra Day
  "2025-08-15", // Independence Day
  "2025-08-27", // Ganesh Chaturthi
  "2025-10-02", // Mahatma Gandhi Jayanti / Dussehra
  "2025-10-21", // Diwali Laxmi Pujan (muhurat session only)
  "2025-10-22", // Diwali Balipratipada
  "2025-11-05", // Prakash Gurpurb Sri Guru Nanak Dev
  "2025-12-25", // Christmas
  // 2026
  "2026-01-15", // Municipal corporation elections in Maharashtra
  "2026-01-26", // Republic Day
  "2026-03-03", // Holi
  "2026-03-26", // Shri Ram Navami
  "2026-03-31", // Shri Mahavir Jayanti
  "2026-04-03", // Good Friday
  "2026-04-14", // Dr. Baba Saheb Ambedkar Jayanti
  "2026-05-01", // Maharashtra Day
  "2026-05-28", // Bakri Id
  "2026-06-26", // Muharram
  "2026-09-14", // Ganesh Chaturthi
  "2026-10-02", // Mahatma Gandhi Jayanti
  "2026-10-20", // Dussehra
  "2026-11-10", // Diwali Balipratipada
  "2026-11-24", // Prakash Gurpurb Sri Guru Nanak Dev
  "2026-12-25", // Christmas
]);

/** The IST wall-clock fields of an instant, read with the UTC getters of the returned Date. */
export function istClock(at: Date | number): Date {
  return new Date((typeof at === "number" ? at : at.getTime()) + IST_OFFSET_MS);
}

/** The IST calendar date (yyyy-mm-dd) of an instant. */
export function istDate(at: Date = new Date()): string {
  return istClock(at).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of the IST calendar day of an instant (for "same day or later" comparisons). */
export function istDayNumber(at: Date | number): number {
  return Math.floor(((typeof at === "number" ? at : at.getTime()) + IST_OFFSET_MS) / DAY_MS);
}

/** The instant an IST calendar day (yyyy-mm-dd) starts, plus `minute` minutes. */
export function istDayStart(day: string, minute = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000 - IST_OFFSET_MS);
}

/** The yyyy-mm-dd date `days` after (or before, when negative) a yyyy-mm-dd date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether NSE trades on a calendar day (yyyy-mm-dd): a weekday that is not a trading holiday. */
export function isTradingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !NSE_HOLIDAYS.has(day);
}

/** The `count` trading days (yyyy-mm-dd) before `today` (yyyy-mm-dd), oldest first. */
export function tradingDaysBefore(today: string, count: number): string[] {
  const out: string[] = [];
  let day = addDays(today, -1);
  while (out.length < count) {
    if (isTradingDay(day)) out.push(day);
    day = addDays(day, -1);
  }
  return out.reverse();
}

/** Market hours mode: "nse" follows the NSE calendar, "always" is a demo market that never closes. */
export type MarketHours = "nse" | "always";

/** Whether the market is open at `now`. */
export function marketOpen(mode: MarketHours, now: Date): boolean {
  if (mode === "always") return true;
  const ist = istClock(now);
  if (!isTradingDay(ist.toISOString().slice(0, 10))) return false;
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return minute >= NSE_OPEN_MINUTE && minute < NSE_CLOSE_MINUTE;
}

/** The next session open at or after `now` (now itself when open). */
export function nextOpen(mode: MarketHours, now: Date): Date {
  if (marketOpen(mode, now)) return now;
  let day = istDate(now);
  // Holidays never run longer than a few days in a row; 15 days is a generous bound.
  for (let i = 0; i < 15; i++, day = addDays(day, 1)) {
    if (!isTradingDay(day)) continue;
    const open = istDayStart(day, NSE_OPEN_MINUTE);
    if (open.getTime() > now.getTime()) return open;
  }
  return now;
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
