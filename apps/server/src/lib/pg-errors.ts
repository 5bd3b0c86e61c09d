// PostgreSQL error codes reach us wrapped (drizzle's DrizzleQueryError keeps the driver error as `cause`).

/** The SQLSTATE of a database error (or of its cause), or null. */
export function sqlState(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** True when the error (or its cause) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === "23505";
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, e.g. 22003 an integer out of range): the
 * request carried it, so it is the client's error. Schemas should catch these first; this is the backstop.
 */
export function isDataException(err: unknown): boolean {
  return sqlState(err)?.startsWith("22") ?? false;
}
