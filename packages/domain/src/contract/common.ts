import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "../plain-text.ts";

/** One field a 400 is about: its path for programs and forms, and the message shown beside it. */
export const FieldError = z.object({
  path: z
    .string()
    .describe("where the field is in the request, e.g. body.linkedin_url or body.colleges.0.name"),
  message: z.string().describe("what to do, in plain words naming the field as the screen labels it"),
});
export type FieldError = z.infer<typeof FieldError>;

/** The one error body every failing request gets: a stable code and a readable message. */
export const ErrorBody = z.object({
  error: z.string().describe("machine-readable code, e.g. validation_error, unauthorized, not_found"),
  message: z.string().describe("what went wrong and what to do, in plain words naming the field as labelled"),
  fields: z.array(FieldError).optional().describe("on a 400 about fields: each field's path and message"),
  requestId: z
    .string()
    .optional()
    .describe("on server errors (5xx): the request's id (also its x-request-id header) to quote to support"),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ ok: true }` acknowledgement for commands whose result is not read. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** The largest id a PostgreSQL `serial`/`integer` column holds; a bigger id is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

/** A plain decimal number written as a string: digits, an optional sign and fraction; no spaces or exponents. */
const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A number field: a JSON number, or a plain numeric string (path segments are strings; older clients send
 * strings). Nothing else becomes a number: not true, not [100], not "  12", not "1e2".
 */
export const NumberInput = (label: string) =>
  z.union([z.number(), z.string().regex(NUMERIC).transform(Number)], {
    error: `Enter ${label.toLowerCase()} as a number`,
  });

/** A positive integer id in a path parameter (strings from the URL are coerced). */
export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

/** ISO calendar date yyyy-mm-dd. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date from the calendar");

/**
 * The check and message that refuse control characters in a typed field (`.refine(...noControlCharacters(...))`);
 * `label` names the field as the screen labels it. Multi-line fields keep tab and line breaks.
 */
export const noControlCharacters = (label: string, multiline = false) =>
  [
    (text: string) => !hasControlCharacter(text, multiline),
    controlCharacterMessage(label, multiline),
  ] as const;

/** A person's full name as typed at sign-up or by an admin: one line, 1-100 characters. */
export const PersonName = z
  .string()
  .trim()
  .min(1, "Enter your full name")
  .max(100, "Shorten the full name to 100 characters or fewer")
  .refine(...noControlCharacters("Full name"));

/** Email normalised to lower case. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid email address, like name@example.com"));
