// The server names the offending field in validation messages ("body.phone: must be ...; body.colleges.0.name:
// ..."); forms show each message beside its field instead of one banner.
import { isApiError } from "./api-error.ts";

/** Field path -> message from a 400 validation error, relative to `prefix` (e.g. "body." or "body.answers."). */
export function fieldErrors(error: unknown, prefix = "body."): Record<string, string> {
  if (!isApiError(error, 400)) return {};
  const out: Record<string, string> = {};
  for (const part of error.message.split("; ")) {
    const match = /^([\w.]+): (.+)$/.exec(part);
    if (!match || !match[1]!.startsWith(prefix)) continue;
    const path = match[1]!.slice(prefix.length);
    if (path !== "" && out[path] === undefined) out[path] = match[2]!;
  }
  return out;
}
