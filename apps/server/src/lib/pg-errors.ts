// PostgreSQL error codes reach us wrapped (drizzle's DrizzleQueryError keeps the driver error as `cause`).

/** True when the error (or its cause) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
