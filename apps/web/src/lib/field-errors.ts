// A 400 about fields carries each field's path and plain message (`fields` of the error body); forms show each
// message beside its field instead of one banner.
import { isApiError } from "./api-error.ts";

/** Field path -> message from a 400 validation error, relative to `prefix` (e.g. "body." or "body.answers."). */
export function fieldErrors(error: unknown, prefix = "body."): Record<string, string> {
  if (!isApiError(error, 400)) return {};
  const out: Record<string, string> = {};
  for (const field of error.fields) {
    if (!field.path.startsWith(prefix)) continue;
    const path = field.path.slice(prefix.length);
    if (path !== "" && out[path] === undefined) out[path] = field.message;
  }
  return out;
}

/**
 * The message for a form's banner: a failure that names none of the form's `fields` (those show beside their
 * fields), or null.
 */
export function formError(error: unknown, fields: readonly string[], prefix = "body."): string | null {
  if (error === null || error === undefined) return null;
  const named = fieldErrors(error, prefix);
  if (fields.some((field) => named[field] !== undefined)) return null;
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}
