import type { z } from "zod";

/** Field name -> first message, from a failed contract-schema parse, sentence-cased for display. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a zod error. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (result[field] === undefined) {
      result[field] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
    }
  }
  return result;
}
