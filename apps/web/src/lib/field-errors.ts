// A 400 about fields carries each field's path and plain message (`fields` of the error body); forms show each
// message beside its field instead of one banner.
import { schemaResolver } from "@mantine/form";
import type { FormErrors } from "@mantine/form";
import type { ReactNode } from "react";
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

/** What a failed request says to a person: the server's message, or a generic one when it gave none. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : "Something went wrong. Try again.";
}

/**
 * A mutation's `onError` that shows a 400's field messages beside the form's own fields; `rename` moves a message
 * from a request path onto the form's field, as in `requestValidate`.
 */
export function showFieldErrors(
  form: { setErrors: (errors: FormErrors) => void },
  prefix = "body.",
  rename: (path: string) => string = (path) => path,
) {
  return (error: unknown) => form.setErrors(renamed(fieldErrors(error, prefix), rename));
}

/** Errors by the form's field names: the first message wins where two paths fall on one field. */
function renamed(errors: Record<string, ReactNode>, rename: (path: string) => string): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = rename(path);
    if (out[field] === undefined) out[field] = message;
  }
  return out;
}

/**
 * The message for a form's banner, or null: none when the failure's messages are shown beside the form's fields
 * instead (those of `fields` when given, else any field message of the 400), else the server's message.
 */
export function formError(error: unknown, fields?: readonly string[], prefix = "body."): string | null {
  if (error === null || error === undefined) return null;
  const named = fieldErrors(error, prefix);
  const beside =
    fields === undefined ? Object.keys(named).length > 0 : fields.some((field) => named[field] !== undefined);
  return beside ? null : errorMessage(error);
}

/**
 * A useForm `validate` that checks the request the values make against its contract, so the screen shows the
 * messages the server would give; `rename` moves a message from a request path onto the form's own field.
 */
export function requestValidate<Values>(
  schema: Parameters<typeof schemaResolver>[0],
  toBody: (values: Values) => unknown,
  rename: (path: string, values: Values) => string = (path) => path,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => renamed(resolve(toBody(values)), (path) => rename(path, values));
}
