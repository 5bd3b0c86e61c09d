/**
 * An error body's fields as `path: message` text joined by "; " (its message when it names no field). The whole
 * body is read: with fields, the message must be exactly the fields' messages, each once, in order (lib/errors.ts),
 * so a wrong or stale message fails the test instead of being ignored.
 */
export function fieldText(body: { message?: string; fields?: { path: string; message: string }[] }): string {
  if (!body.fields?.length) return body.message ?? "";
  const expected = [...new Set(body.fields.map((f) => f.message))].join("; ");
  if (body.message !== expected)
    throw new Error(
      `the error's message ${JSON.stringify(body.message)} is not its fields' ${JSON.stringify(expected)}`,
    );
  return body.fields.map((f) => `${f.path}: ${f.message}`).join("; ");
}
