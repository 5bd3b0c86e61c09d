/** An error body's fields as `path: message` text joined by "; " (its message when it names no field). */
export function fieldText(body: { message?: string; fields?: { path: string; message: string }[] }): string {
  return body.fields?.length
    ? body.fields.map((f) => `${f.path}: ${f.message}`).join("; ")
    : (body.message ?? "");
}
