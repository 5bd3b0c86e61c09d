// Every PostgreSQL advisory lock the server takes, in one registry so no two uses share a key by accident.
// Numbered locks are held across instances for one job (migrations, the market feed, history generation); keyed
// locks are transaction-scoped on hashtext('<namespace>:<key>') and serialise work on one thing (an email, a bank).

/** One-bigint advisory lock keys (pg_advisory_lock / pg_try_advisory_lock / pg_advisory_xact_lock). */
export const LOCK_KEYS = {
  /** Migrating the schema: one process at a time (db/client.ts). */
  migrations: 7_245_019,
  /** The market feed's leader: the instance holding it ticks prices ("MKTFEED" in spirit). */
  marketFeed: 7_245_020,
  /** Generating the market history: instances and the CLI take turns ("MKTHIST"). */
  marketHistory: 7_245_021,
} as const;

/** Namespaces of keyed locks: hashtext('<namespace>:<key>') inside a transaction. */
export type KeyedLock = "forgot" | "game-import";

/** The text a keyed lock hashes: e.g. keyedLockText("forgot", email). */
export function keyedLockText(namespace: KeyedLock, key: string): string {
  return `${namespace}:${key}`;
}
