// Personal data, as each module declares it (issue 43, DPDP Act 2023; the idea is Moodle's privacy API): what it
// stores about a learner, where (tables and columns, storage prefixes, the outbox, the mail folder), for what
// purpose, how long it is kept, and what erasure does to it (delete, anonymise, or keep with a legal basis). The
// privacy module reads every module's declarations to export a learner's data and to erase it; a test fails when a
// table with a user reference is declared by no module. The consent helpers let any area honour a withdrawal at once.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { OptionalPurpose } from "@fincareer/domain/contract/privacy";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/** Whom an export or erasure is about: the account and what identifies the person (gathered before erasing). */
export interface DataSubject {
  id: number;
  email: string;
  /** Names the learner is known by (account name, certificate name). */
  names: string[];
  /** Phone numbers as stored (profile, questionnaire). */
  phones: string[];
}

/** One declared item of personal data. */
export interface PersonalDataItem {
  /** Unique within the module, e.g. "profile". */
  id: string;
  what: string;
  purpose: string;
  retention: string;
  /** A table's rows about the learner. */
  table?: string;
  /** Its columns holding personal data (shown on the map; all columns are exported). */
  columns?: readonly string[];
  /** Which rows are the learner's; default `user_id = <id>`. */
  match?: (s: DataSubject) => SQL;
  /** Columns left out of the export (password hashes, sealed tokens). */
  exportOmit?: readonly string[];
  /** Stored files named by a column of those rows: the object key is `prefix + value`. */
  files?: { column: string; prefix: string };
  /** The mail folder (DATA_DIR/mail): .eml files naming the learner. */
  mailFolder?: boolean;
  /** What erasure does to the learner's rows (and files). */
  erasure: "delete" | "anonymise" | "keep";
  /** For anonymise: the SET clause applied to the learner's rows. */
  anonymise?: (s: DataSubject) => SQL;
  /**
   * Text or jsonb columns in which the learner's email, names and phones are replaced in EVERY row (free text that
   * may mention the learner: audit entries, mails, messages to others).
   */
  scrub?: readonly string[];
  /** Why a kept (or anonymised rather than deleted) item stays: the law or duty behind it. */
  legalBasis?: string;
  /** Erased later than the other items (the account row itself, the request log). */
  late?: boolean;
}

/** A module's item with the module's name (what the privacy module is handed). */
export interface DeclaredItem extends PersonalDataItem {
  module: string;
}

/** `user_id = <id>`: the default match. */
export const byUserId =
  (column = "user_id") =>
  (s: DataSubject) =>
    sql`${sql.identifier(column)} = ${s.id}`;

/** What replaces an erased identifier in free text. */
export const ERASED_TEXT = "[erased]";

/** The consent purposes' latest choice for one learner; a purpose never chosen counts as not given. */
export async function consentsOf(db: Db, userId: number): Promise<Map<string, boolean>> {
  const rows = rowsOf<{ purpose: string; granted: boolean }>(
    await db.execute(sql`
      select distinct on (purpose) purpose, granted
        from privacy_consents
       where user_id = ${userId}
       order by purpose, id desc`),
  );
  return new Map(rows.map((r) => [r.purpose, r.granted]));
}

/** True when the learner has given (and not withdrawn) an optional purpose. */
export async function hasConsent(db: Db, userId: number, purpose: OptionalPurpose): Promise<boolean> {
  return (await consentsOf(db, userId)).get(purpose) === true;
}

/**
 * SQL true for a user id (a column of the caller's query) whose latest choice for the purpose is a withdrawal:
 * for bulk queries (cohort medians, leaderboards, mail) that leave such learners out at once.
 */
export function withdrawnSql(userIdColumn: SQL, purpose: OptionalPurpose): SQL {
  return sql`coalesce((select c.granted from privacy_consents c
     where c.user_id = ${userIdColumn} and c.purpose = ${purpose} order by c.id desc limit 1), true) = false`;
}
