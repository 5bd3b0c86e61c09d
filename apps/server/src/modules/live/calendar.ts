// iCalendar output through the `ics` library: one event for the .ics download, a whole VCALENDAR for the private
// feed that Google Calendar and Outlook subscribe to. Times are written in UTC, which every client converts.
import { createEvents } from "ics";
import type { EventAttributes } from "ics";
import { liveEnd, liveTiming } from "@fincareer/domain/live";
import { withoutControlCharacters } from "@fincareer/domain/plain-text";
import type { LiveSessionRow } from "../../db/schema.ts";

const PRODUCT_ID = "fincareer/live-sessions";
const CALENDAR_NAME = "FinCareer live sessions";

function toEvent(row: LiveSessionRow): EventAttributes {
  // The ics library escapes commas, semicolons and LF but passes a bare CR or other control character through,
  // which ends the property line in a calendar client; titles saved before they were refused get a space instead.
  const title = withoutControlCharacters(row.title);
  const lines = [liveTiming(title, row.startTime) + " (IST)"];
  if (row.cancelledAt) lines.push("This session has been cancelled.");
  else if (row.joinUrl) lines.push(`Join: ${row.joinUrl}`);
  if (row.recordingUrl) lines.push(`Recording: ${row.recordingUrl}`);
  return {
    uid: `live-session-${row.id}@fincareer`,
    sequence: row.sequence,
    title,
    description: withoutControlCharacters(lines.join("\n"), true),
    start: row.startTime.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: liveEnd(row.startTime, row.durationMinutes).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    ...(row.joinUrl ? { url: row.joinUrl, location: row.joinUrl } : {}),
    status: row.cancelledAt ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    lastModified: row.updatedAt.getTime(),
    productId: PRODUCT_ID,
  };
}

function render(rows: LiveSessionRow[], method = "PUBLISH", organizer?: Organizer): string {
  const { error, value } = createEvents(
    rows.map((row) => ({ ...toEvent(row), ...(organizer ? { organizer } : {}) })),
    { productId: PRODUCT_ID, method, calName: CALENDAR_NAME },
  );
  if (error || value === null) throw error ?? new Error("calendar could not be written");
  return value;
}

/** One session as a calendar file. */
export function sessionCalendar(row: LiveSessionRow): string {
  return render([row]);
}

/** A learner's sessions as one subscribable calendar (cancelled ones as STATUS:CANCELLED so clients drop them). */
export function feedCalendar(rows: LiveSessionRow[]): string {
  return render(rows);
}

/** Who sends invitations: the institute, at the mail's From address. */
export interface Organizer {
  name: string;
  email: string;
}

/**
 * The invitation mailed to learners (iTIP): METHOD:REQUEST when a session is scheduled or changed, METHOD:CANCEL
 * when it is cancelled. The UID is the session's (the feed's too), and SEQUENCE is the session's change counter, so
 * a calendar replaces its copy on a change and removes it on a cancellation.
 */
export function sessionInvitation(
  row: LiveSessionRow,
  method: "REQUEST" | "CANCEL",
  organizer: Organizer,
): { filename: string; contentType: string; content: string } {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; method=${method}; charset=utf-8`,
    content: render([row], method, organizer),
  };
}

/** A file name for a session's .ics download. */
export function icsFileName(row: LiveSessionRow): string {
  const slug = row.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "live-session"}.ics`;
}
