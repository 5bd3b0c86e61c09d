// Mail retention (issue 39): what a sent mail leaves behind is kept for a set time only. The embedded default's .eml
// files (DATA_DIR/mail) go MAIL_EML_RETENTION_DAYS after they were written; a sent mail's text, HTML and template
// data go from the outbox MAIL_BODY_RETENTION_DAYS after it was sent. The row itself stays (kind, address, subject,
// state, times: what /admin/mail lists, and the keys that keep periodic mails exactly-once). Pending and failed
// mails keep their bodies: an admin still needs them to see what is waiting or what went wrong.
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { periodic } from "../../lib/periodic.ts";

/** How often a listening server sweeps (retention is counted in days, so hourly is plenty). */
export const RETENTION_SWEEP_MS = 3_600_000;

/** Outbox rows emptied per statement, so one sweep after a long pause never holds a long lock. */
const BODY_BATCH = 1000;

const DAY_MS = 86_400_000;

/** What one sweep removed. */
export interface RetentionResult {
  /** .eml files (and half-written .eml.tmp files) deleted. */
  files: number;
  /** Sent mails whose bodies were emptied. */
  bodies: number;
}

/**
 * Deletes the .eml files (and .eml.tmp files a crash left) in `dir` last written before `cutoff`; a missing folder
 * has nothing to delete. Returns how many went.
 */
export async function pruneEmlFiles(dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml") && !name.endsWith(".eml.tmp")) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff.getTime()) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Empties the text, HTML and data of mails sent before `cutoff`; returns how many rows it emptied. */
export async function pruneSentBodies(db: Db, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    // The partial index outbox_sent_body_idx holds exactly the sent rows that still have a body.
    const result = await db.execute(sql`
      update outbox set text_body = null, html_body = null, data = '{}'::jsonb
       where id in (select id from outbox
                     where state = 'sent' and text_body is not null and sent_at < ${cutoff.toISOString()}::timestamptz
                     order by sent_at limit ${BODY_BATCH})`);
    const r = result as { rowCount?: number | null; affectedRows?: number };
    const n = r.rowCount ?? r.affectedRows ?? 0;
    total += n;
    if (n < BODY_BATCH) return total;
  }
}

/** Creates the retention sweep over the outbox and the .eml folder. */
export function createMailRetention(deps: {
  db: Db;
  dir: string;
  emlRetentionDays: number;
  bodyRetentionDays: number;
  logger?: Logger;
}) {
  const { db, dir, logger } = deps;

  /** Removes what is older than its retention at `now` (the tests set the clock). */
  async function sweep(now = new Date()): Promise<RetentionResult> {
    const files = await pruneEmlFiles(dir, new Date(now.getTime() - deps.emlRetentionDays * DAY_MS));
    const bodies = await pruneSentBodies(db, new Date(now.getTime() - deps.bodyRetentionDays * DAY_MS));
    return { files, bodies };
  }

  return {
    sweep,
    ...periodic(() => sweep(), {
      done: (r) => {
        if (r.files > 0 || r.bodies > 0)
          logger?.info(r, "mail retention: old .eml files and mail bodies removed");
      },
      failed: (err) => logger?.error({ err }, "mail retention sweep failed"),
    }),
  };
}

/** The mail retention sweep's interface. */
export type MailRetention = ReturnType<typeof createMailRetention>;
