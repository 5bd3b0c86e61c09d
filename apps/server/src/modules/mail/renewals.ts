// Renewal reminders: one mail per enrolment RENEWAL_NOTICE_DAYS before its end date, with the renewal link. The sweep
// is one INSERT ... SELECT whose rows carry a key (enrolment and end date) unique in the outbox, so every run, on
// any number of instances, queues each reminder exactly once; a renewal that moves the end date gets a new one.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { withdrawnSql } from "../../platform/privacy.ts";
import { addDays, todayIst } from "../../lib/dates.ts";
import { periodic } from "../../lib/periodic.ts";

/** How many days before an enrolment ends its learner is reminded to renew. */
export const RENEWAL_NOTICE_DAYS = 14;

/** How often a listening server sweeps (the reminder is per day, so hourly is plenty). */
export const RENEWAL_SWEEP_MS = 3_600_000;

/** Creates the renewal sweep. */
export function createRenewalSweep(deps: { db: Db; logger?: Logger }) {
  const { db, logger } = deps;

  /**
   * Queues the reminder of every learner's enrolment that has started and ends within RENEWAL_NOTICE_DAYS (IST
   * days, today included) and has not had one for this end date. A sweep that did not run on the 14th day still
   * reminds later ones. Returns how many mails were queued.
   */
  async function sweep(now = new Date()): Promise<number> {
    const today = todayIst(now);
    const until = addDays(today, RENEWAL_NOTICE_DAYS);
    const result = await db.execute(sql`
      insert into outbox (kind, to_address, user_id, data, next_attempt_at, dedupe_key)
      select 'renewal', u.email, u.id,
             jsonb_build_object('name', u.name, 'email', u.email, 'program', e.program_name,
                                'end_date', e.end_date::text),
             ${now.toISOString()}::timestamptz,
             'renewal:' || e.id || ':' || e.end_date::text
        from program_enrolments e
        join users u on u.id = e.user_id
       where e.end_date between ${today}::date and ${until}::date
         and (e.start_date is null or e.start_date <= ${today}::date)
         and u.role = 'learner' and u.deactivated_at is null
         and not ${withdrawnSql(sql`u.id`, "marketing_mail")}
       order by e.id
      on conflict (dedupe_key) do nothing`);
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  }

  return {
    sweep,
    ...periodic(() => sweep(), {
      done: (n) => {
        if (n > 0) logger?.info({ queued: n }, "renewal reminders queued");
      },
      failed: (err) => logger?.error({ err }, "renewal sweep failed"),
    }),
  };
}

/** The renewal sweep's interface. */
export type RenewalSweep = ReturnType<typeof createRenewalSweep>;
