// The data map (issue 43): every table with a user reference is declared by a module's personal-data.ts, every
// declaration names a real table and columns, and erasure of a kept or anonymised item states why.
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";
import { modules } from "../src/modules.ts";

const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => t instanceof PgTable)
  .map((t) => getTableConfig(t));
const declared = Object.values(modules).flatMap((m) =>
  (m.personalData ?? []).map((item) => ({ ...item, module: m.name })),
);

describe("the data map", () => {
  it("declares every table that references a user", () => {
    const referencing = tables
      .filter(
        (t) =>
          t.name === "users" ||
          t.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === "users"),
      )
      .map((t) => t.name)
      .sort();
    expect(referencing.length).toBeGreaterThan(30);
    const covered = new Set(declared.map((d) => d.table));
    expect(referencing.filter((name) => !covered.has(name))).toEqual([]);
  });

  it("names real tables and columns, unique ids per module, and a legal basis for what erasure keeps", () => {
    const byName = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    const ids = new Set<string>();
    for (const item of declared) {
      const key = `${item.module}.${item.id}`;
      expect(ids.has(key), key).toBe(false);
      ids.add(key);
      if (item.mailFolder) continue;
      const columns = byName.get(item.table!);
      expect(columns, key).toBeDefined();
      for (const c of [
        ...(item.columns ?? []),
        ...(item.scrub ?? []),
        ...(item.files ? [item.files.column] : []),
      ])
        expect(columns!.has(c), `${key}: ${item.table}.${c}`).toBe(true);
      if (item.erasure === "keep") expect(item.legalBasis, key).toBeTruthy();
      if (item.erasure === "anonymise") expect(item.anonymise, key).toBeTypeOf("function");
      expect(item.what && item.purpose && item.retention, key).toBeTruthy();
    }
  });
});
