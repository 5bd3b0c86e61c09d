// Reads a raw RFC 822 message as the SMTP peer received it: unfolded headers, and the leaf parts of a multipart body
// decoded (base64, quoted-printable), so tests can check headers and parse an attached .ics.

/** One part of a message (or the message itself). */
export interface MimePart {
  headers: Record<string, string>;
  /** Decoded body of a leaf part ("" for a multipart container). */
  body: string;
  parts: MimePart[];
}

function split(raw: string): { head: string; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  return at < 0 ? { head: raw, body: "" } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function headersOf(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Parses a raw message into its headers and parts. */
export function parseMime(raw: string): MimePart {
  const { head, body } = split(raw.replace(/\r?\n/g, "\r\n"));
  const headers = headersOf(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary || !/^multipart\//i.test(headers["content-type"] ?? "")) {
    return { headers, body: decode(body, headers["content-transfer-encoding"]), parts: [] };
  }
  const chunks = body.split(`--${boundary}`).slice(1);
  const parts = chunks
    .filter((c) => !c.startsWith("--"))
    .map((c) => parseMime(c.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  return { headers, body: "", parts };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

/** The value of an iCalendar property (the first line that has it), e.g. ics(text, "METHOD"). */
export function icsProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, "m").exec(unfolded)?.[1]?.trim();
}
