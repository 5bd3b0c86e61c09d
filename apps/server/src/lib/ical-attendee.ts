// iTIP invitations (RFC 5546): a REQUEST or CANCEL names its attendee. An invitation's calendar is written once for
// a whole audience (live sessions mail thousands of learners one shared attachment); the attendee is added to each
// recipient's copy as it is sent, so no learner's address is in another learner's mail.
import { withoutControlCharacters } from "@fincareer/domain/plain-text";

/** The iTIP method of a calendar attachment's content type (`text/calendar; method=REQUEST`), or null. */
export function itipMethod(contentType: string): string | null {
  const m = /^text\/calendar\b[^]*?;\s*method=([A-Za-z-]+)/i.exec(contentType);
  return m ? m[1]!.toUpperCase() : null;
}

/** A content line folded at 75 octets (RFC 5545 section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string, eol = "\r\n"): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    // The first line takes 75 octets; each continuation line starts with a space, so it takes 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${eol} `);
}

/**
 * The calendar with an ATTENDEE property in each VEVENT: the recipient, by name (CN) and mailto address, a required
 * participant whose reply is not asked for (the institute reads no RSVPs).
 */
export function withAttendee(ics: string, attendee: { email: string; name?: string | null }): string {
  const eol = ics.includes("\r\n") ? "\r\n" : "\n";
  // A parameter value cannot hold a double quote or a control character; it is quoted for commas, colons, semicolons.
  const cn = withoutControlCharacters(attendee.name ?? "")
    .replace(/"/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const email = withoutControlCharacters(attendee.email).replace(/\s/g, "");
  const line =
    `ATTENDEE${cn ? `;CN="${cn}"` : ""};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE` +
    `:mailto:${email}`;
  return ics.split(`${eol}END:VEVENT`).join(`${eol}${foldLine(line, eol)}${eol}END:VEVENT`);
}
