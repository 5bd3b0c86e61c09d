// Live-session rules shared by the API and the web app: the timing text, when the Join button opens, and the
// limits an instructor's schedule must respect (PRODUCT.md "Live sessions", SPEC.md section 3).
import { formatDateTime } from "./format.ts";
import { IST_OFFSET_MS } from "./ist.ts";
import { hasControlCharacter } from "./plain-text.ts";

/** Shortest and longest session an instructor may schedule, in minutes. */
export const LIVE_MIN_MINUTES = 15;
export const LIVE_MAX_MINUTES = 480;
/** The Join button opens this many minutes before the start (and stays open until the end). */
export const LIVE_JOIN_OPENS_MINUTES = 10;
/** Default lead time of the "starts soon" reminder; the server reads LIVE_REMINDER_MINUTES. */
export const LIVE_REMINDER_MINUTES = 30;
/** Longest session title. */
export const LIVE_TITLE_MAX = 160;

const MINUTE_MS = 60_000;

/** The timing text of SPEC.md section 3: "<title> on dd/mm/yyyy h:mm am/pm" (IST). */
export function liveTiming(title: string, start: string | Date): string {
  return `${title} on ${formatDateTime(start)}`;
}

/** When a session ends (start + duration). */
export function liveEnd(start: string | Date, minutes: number): Date {
  return new Date(new Date(start).getTime() + minutes * MINUTE_MS);
}

/** Where a session stands for the Join button: before the window, joinable, or over. */
export type JoinState =
  { state: "early"; opensAt: Date } | { state: "open"; endsAt: Date } | { state: "ended"; endedAt: Date };

/** The Join button opens LIVE_JOIN_OPENS_MINUTES before the start and closes at the end (end exclusive). */
export function joinState(start: string | Date, minutes: number, now: Date): JoinState {
  const startMs = new Date(start).getTime();
  const opensAt = new Date(startMs - LIVE_JOIN_OPENS_MINUTES * MINUTE_MS);
  const endsAt = liveEnd(start, minutes);
  const t = now.getTime();
  if (t < opensAt.getTime()) return { state: "early", opensAt };
  if (t < endsAt.getTime()) return { state: "open", endsAt };
  return { state: "ended", endedAt: endsAt };
}

/** True when a session has ended at `now`. */
export function liveEnded(start: string | Date, minutes: number, now: Date): boolean {
  return liveEnd(start, minutes).getTime() <= now.getTime();
}

/** True when the link is an absolute http(s) address (meeting and recording links; no javascript: or data:). */
export function isHttpLink(value: string): boolean {
  // \S lets C1 and other non-space controls through; a link goes into calendar files and emails as it is.
  return HTTP_LINK.test(value) && !hasControlCharacter(value);
}

// scheme, a host name (labels) or a bracketed IPv6 address, an optional port, then a path/query/fragment without
// spaces. The domain package has no URL class (no DOM or Node types), and a pattern is stricter anyway.
const HTTP_LINK =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?([/?#]\S*)?$/i;

/** An instant as the value of an <input type="datetime-local"> read in IST ("2026-12-01T15:30"). */
export function toIstInput(value: string | Date): string {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? "" : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value typed in IST as an ISO instant in UTC; null when it is not a complete date and time. */
export function fromIstInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00.000Z`) - IST_OFFSET_MS;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * The time left before a session, as a reminder says it at the moment it is sent: "starts in 12 minutes", rounded
 * to the nearest minute (whole hours and minutes from 60 on); under half a minute, or past the start, "is starting
 * now".
 */
export function startsInText(start: string | Date, now: Date): string {
  const minutes = Math.round((new Date(start).getTime() - now.getTime()) / MINUTE_MS);
  if (minutes < 1) return "is starting now";
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return `starts in ${unit(minutes, "minute")}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `starts in ${unit(hours, "hour")}${rest ? ` ${unit(rest, "minute")}` : ""}`;
}
