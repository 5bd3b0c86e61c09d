import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "../plain-text.ts";

/** The one error body every failing request gets: a stable code and a readable message. */
export const ErrorBody = z.object({
  error: z.string().describe("machine-readable code, e.g. validation_error, unauthorized, not_found"),
  message: z.string().describe("human-readable explanation naming the offending field where there is one"),
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
export const NumberInput = (name: string) =>
  z.union([z.number(), z.string().regex(NUMERIC).transform(Number)], {
    error: `${name} must be a number`,
  });

/** A positive integer id in a path parameter (strings from the URL are coerced). */
export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

/** ISO calendar date yyyy-mm-dd. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date yyyy-mm-dd");

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
  .min(1, "name is required")
  .max(100)
  .refine(...noControlCharacters("Full name"));

/** Email normalised to lower case. */
export const Email = z.string().trim().toLowerCase().pipe(z.email("must be a valid email address"));
