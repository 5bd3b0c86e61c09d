// executePrepared (src/db/rows.ts): a raw statement run as a named prepared statement on PostgreSQL (parsed and
// planned once per connection), as a plain statement on PGlite, with the same rows either way; one name is one text.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executePrepared, rowsOf } from "../src/db/rows.ts";
import { BACKENDS, useFreshDatabase } from "./helpers/context.ts";

const doubled = (n: number) => sql`select ${n}::int * 2 as twice, 'x' as label`;

describe.each(BACKENDS)("executePrepared on $name", (backend) => {
  const database = useFreshDatabase(backend);

  it("answers the statement's rows with each call's values", async () => {
    const name = `test_doubled_${backend.name}`;
    expect(await executePrepared<{ twice: number; label: string }>(database().db, name, doubled(4))).toEqual([
      { twice: 8, label: "x" },
    ]);
    expect(await executePrepared<{ twice: number }>(database().db, name, doubled(21))).toEqual([
      { twice: 42, label: "x" },
    ]);
  });

  it("refuses a name already given to another text, before anything runs", async () => {
    const name = `test_clash_${backend.name}`;
    await executePrepared(database().db, name, sql`select 1 as one`);
    await expect(executePrepared(database().db, name, sql`select 2 as two`)).rejects.toThrow(
      /another SQL text/,
    );
  });

  it("runs inside a transaction on the transaction's connection, and on PostgreSQL prepares it there by name", async () => {
    const name = `test_in_tx_${backend.name}`;
    const seen = await database().db.transaction(async (tx) => {
      const rows = await executePrepared<{ twice: number }>(tx, name, doubled(5));
      expect(rows[0]?.twice).toBe(10);
      return backend.name === "postgres"
        ? rowsOf<{ name: string }>(await tx.execute(sql`select name from pg_prepared_statements`)).map(
            (r) => r.name,
          )
        : null;
    });
    if (seen !== null) expect(seen).toContain(name);
  });
});
