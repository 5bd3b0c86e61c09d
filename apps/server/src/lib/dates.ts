// Calendar-day helpers. Enrolment dates are calendar days; learners are India-based, so "today" is the IST date
// (India time itself lives in packages/domain/src/ist.ts).
import { istDate } from "@fincareer/domain/ist";

export { addDays } from "@fincareer/domain/ist";

/** Today's date (yyyy-mm-dd) in India Standard Time. */
export function todayIst(now: Date = new Date()): string {
  return istDate(now);
}

/** The yyyy-mm-dd date `months` after the given one (the day clamps to the month's last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** An ISO timestamp for a database timestamp (drizzle gives Date; some drivers give strings). */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
