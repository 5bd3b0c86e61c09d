// The rows of a raw `db.execute(sql...)`: PGlite and node-postgres both answer `{ rows }`; Drizzle types the
// result loosely, so the shape is asserted here, once.

/** The rows of a raw query's result, typed as the caller's SELECT list. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
