// The Drizzle schema (src/db/schema.ts) and the migrated database name the same tables and columns, so a table
// added by a hand-written migration (the analytics summaries, the stored question reports) is declared for typed
// queries, and a declared column that no migration creates fails here rather than in a query.
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";
import { rowsOf } from "../src/db/rows.ts";
import { BACKENDS, useFreshDatabase } from "./helpers/context.ts";

/** Every table the schema declares, with its column names. */
const declared = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((v): v is PgTable => v instanceof PgTable)
    .map((t) => {
      const config = getTableConfig(t);
      return [config.name, config.columns.map((c) => c.name).sort()] as const;
    }),
);

describe.each(BACKENDS)("the schema and the migrations on $name", (backend) => {
  const database = useFreshDatabase(backend);

  it("declare the same tables, each with the same columns", async () => {
    const rows = rowsOf<{ table_name: string; column_name: string }>(
      await database().db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`),
    );
    const migrated = new Map<string, string[]>();
    for (const r of rows) migrated.set(r.table_name, [...(migrated.get(r.table_name) ?? []), r.column_name]);
    for (const cols of migrated.values()) cols.sort();
    expect([...migrated.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [table, cols] of declared) expect(migrated.get(table), table).toEqual(cols);
  });
});
