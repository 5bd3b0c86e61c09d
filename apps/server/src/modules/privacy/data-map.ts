// The data map at work: every module's declared personal data (platform/privacy.ts) read for one learner (the
// export), and erased step by step (the erasure). Each step is idempotent, so an erasure that stopped half-way (a
// crash, a deploy) runs its current step again and goes on.
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DataMapItem } from "@fincareer/domain/contract/privacy";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { ERASED_TEXT, byUserId } from "../../platform/privacy.ts";
import type { DataSubject, DeclaredItem } from "../../platform/privacy.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { isStorageKey } from "../../platform/storage/storage.ts";

/** The rows of an item that are the learner's. */
export const matchOf = (item: DeclaredItem, s: DataSubject): SQL => (item.match ?? byUserId())(s);

/** The map as /admin/privacy shows it. */
export function describeMap(items: readonly DeclaredItem[]): DataMapItem[] {
  return items.map((item) => ({
    module: item.module,
    id: item.id,
    where: item.mailFolder
      ? "DATA_DIR/mail (.eml files)"
      : item.files
        ? `storage ${item.files.prefix} (named by ${item.table}.${item.files.column})`
        : `${item.table}${item.columns?.length ? `(${item.columns.join(", ")})` : ""}${item.scrub?.length ? `; names, emails and phones removed from ${item.scrub.join(", ")} in every row` : ""}`,
    what: item.what,
    purpose: item.purpose,
    retention: item.retention,
    erasure: item.erasure,
    legal_basis: item.legalBasis ?? null,
  }));
}

/** A learner's rows of one item (every column but the omitted ones). */
export async function rowsFor(
  db: Db,
  item: DeclaredItem,
  s: DataSubject,
): Promise<Record<string, unknown>[]> {
  if (!item.table) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from ${sql.identifier(item.table)} where ${matchOf(item, s)}`),
  );
  const omit = new Set(item.exportOmit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omit.has(k))));
}

/** The storage keys an item's rows name. */
export async function fileKeys(db: Db, item: DeclaredItem, s: DataSubject): Promise<string[]> {
  if (!item.table || !item.files) return [];
  const rows = rowsOf<{ v: string | null }>(
    await db.execute(
      sql`select ${sql.identifier(item.files.column)} as v from ${sql.identifier(item.table)} where ${matchOf(item, s)}`,
    ),
  );
  return rows
    .map((r) => (r.v ? item.files!.prefix + r.v : null))
    .filter((k): k is string => k !== null && isStorageKey(k));
}

/** A stored object's bytes, or null when it is gone. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const read = await storage.get(key);
  return read ? buffer(read.stream) : null;
}

/** What identifies the learner in free text: the email, names and phones (each at least 3 characters). */
export function identifiers(s: DataSubject): string[] {
  const phones = s.phones.flatMap((p) => {
    const digits = p.replace(/\D/g, "");
    return digits.length >= 8 ? [p, digits, digits.slice(-10)] : [p];
  });
  return [...new Set([s.email, ...s.names, ...phones].map((x) => x.trim()).filter((x) => x.length >= 3))];
}

/** .eml files in the mail folder that name the learner (by email, name or phone). */
export async function mailFilesOf(dir: string, s: DataSubject): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  const needles = identifiers(s).map((x) => x.toLowerCase());
  const found: string[] = [];
  for (const name of names) {
    const text = (await readFile(join(dir, name), "utf8").catch(() => "")).toLowerCase();
    if (needles.some((n) => text.includes(n))) found.push(name);
  }
  return found;
}

/** Deletes the learner's .eml files; answers how many. */
export async function eraseMailFiles(dir: string, s: DataSubject): Promise<number> {
  const files = await mailFilesOf(dir, s);
  for (const name of files) await rm(join(dir, name), { force: true });
  return files.length;
}

/** Deletes the files an item names; answers how many. */
export async function eraseFiles(
  db: Db,
  storage: ObjectStorage,
  item: DeclaredItem,
  s: DataSubject,
): Promise<number> {
  const keys = await fileKeys(db, item, s);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}

/** Deletes or anonymises an item's rows; answers how many rows. */
export async function eraseRows(tx: Db, item: DeclaredItem, s: DataSubject): Promise<number> {
  if (!item.table || item.files || item.erasure === "keep") return 0;
  const table = sql.identifier(item.table);
  const result =
    item.erasure === "delete"
      ? await tx.execute(sql`delete from ${table} where ${matchOf(item, s)}`)
      : await tx.execute(sql`update ${table} set ${item.anonymise!(s)} where ${matchOf(item, s)}`);
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** Escapes text for a POSIX regular expression (PostgreSQL regexp_replace). */
function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Replaces the learner's identifiers in the item's free-text columns of every row (case-insensitive), so audit
 * entries, mails and messages to others keep their meaning without naming the learner. Answers rows changed.
 */
export async function scrubColumns(tx: Db, item: DeclaredItem, s: DataSubject): Promise<number> {
  if (!item.table || !item.scrub?.length) return 0;
  const types = new Map(
    rowsOf<{ column_name: string; data_type: string }>(
      await tx.execute(sql`select column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name = ${item.table}`),
    ).map((r) => [r.column_name, r.data_type]),
  );
  let changed = 0;
  for (const column of item.scrub) {
    const type = types.get(column);
    if (!type)
      throw new Error(
        `privacy: ${item.module}.${item.id} scrubs ${item.table}.${column}, which does not exist`,
      );
    const json = type === "jsonb" || type === "json";
    for (const ident of identifiers(s)) {
      // In a JSON document a value is written escaped: look for it as JSON writes it.
      const needle = json ? JSON.stringify(ident).slice(1, -1) : ident;
      const col = sql.identifier(column);
      const text = json ? sql`${col}::text` : col;
      const replaced = sql`regexp_replace(${text}, ${regexEscape(needle)}, ${ERASED_TEXT}, 'gi')`;
      const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await tx.execute(
        sql`update ${sql.identifier(item.table)} set ${col} = ${json ? sql`(${replaced})::jsonb` : replaced}
             where ${text} ilike ${like}`,
      );
      const r = result as { rowCount?: number | null; affectedRows?: number };
      changed += r.rowCount ?? r.affectedRows ?? 0;
    }
  }
  return changed;
}
