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

/** SQLSTATEs of a database that is going away or cannot be reached (admin shutdown, crash, starting up, class 08). */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"]);
/** Socket errors of a connection to the database that failed or broke. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/**
 * What the drivers say when a connection ends or never starts: node-postgres ("Connection terminated
 * unexpectedly", "Connection terminated due to connection timeout", the pool's "timeout exceeded when trying to
 * connect", a client that "has encountered a connection error and is not queryable") and a closed PGlite.
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|encountered a connection error|is not queryable|PGlite is closed/i;

/**
 * True when the error (or its cause) says the database cannot be reached right now (stopped, restarting, a broken
 * connection): the request was fine, so it answers 503 and the client tries again (lib/errors.ts).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    // A refused connection to a name with several addresses (localhost: ::1 and 127.0.0.1) is an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
