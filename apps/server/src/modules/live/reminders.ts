// Live-session reminders: "starts in N minutes" and "has started", each sent exactly once per learner and session.
// Exactly once holds across instances and restarts because the (session, user, kind) row is inserted with
// ON CONFLICT DO NOTHING in the same transaction as the notification: whichever instance inserts the row sends,
// the others insert nothing. The sweep is idempotent, so any instance may run it at any time.
import { LIVE_NOTICE_LINK } from "@fincareer/domain/notification-links";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { formatDateTime } from "@fincareer/domain/format";
import { startsInText } from "@fincareer/domain/live";
import type { Db } from "../../db/client.ts";
import { liveSessions } from "../../db/schema.ts";
import type { LiveSessionRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { periodic } from "../../lib/periodic.ts";
import { enqueueMailToUsers } from "../../platform/outbox.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { audienceOf } from "./audience.ts";

/** What one sweep sent. */
export interface SweepResult {
  /** Notifications sent, by kind. */
  soon: number;
  start: number;
}

/** The bell's text, with the real time left at `now` (a session scheduled 12 minutes ahead "starts in 12 minutes"). */
function message(kind: "soon" | "start", row: LiveSessionRow, now: Date): string {
  const when = `${formatDateTime(row.startTime)} IST`;
  return kind === "soon"
    ? `Live session "${row.title}" ${startsInText(row.startTime, now)} (${when}). Join from Live Sessions.`
    : `Live session "${row.title}" has started (${when}). Join now from Live Sessions.`;
}

/** Creates the reminder sweeper; leadMinutes is the "starts soon" lead time (LIVE_REMINDER_MINUTES). */
export function createLiveReminders(deps: {
  db: Db;
  notifications: NotificationService;
  leadMinutes: number;
  logger?: Logger;
}) {
  const { db, notifications, leadMinutes, logger } = deps;

  /** Sends one kind of reminder for one session to everyone who has not had it; one transaction. */
  async function remind(sessionId: number, kind: "soon" | "start", now: Date): Promise<number> {
    const pushes: (() => void)[] = [];
    const sent = await db.transaction(async (tx) => {
      // FOR SHARE waits for a cancel or edit in progress, then re-reads the row: no reminder for a session that
      // was just cancelled or moved.
      const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, sessionId)).for("share");
      if (!row || row.cancelledAt) return 0;
      const start = row.startTime.getTime();
      const end = start + row.durationMinutes * 60_000;
      const t = now.getTime();
      const due = kind === "soon" ? t >= start - leadMinutes * 60_000 && t < start : t >= start && t < end;
      if (!due) return 0;
      const audience = await audienceOf(tx, row.programs, now);
      if (audience.length === 0) return 0;
      // One statement for the whole audience (10,000 learners of a program are one INSERT ... SELECT).
      const ids = `{${audience.join(",")}}`;
      const inserted = await tx.execute(sql`
        insert into live_reminders (session_id, user_id, kind)
        select ${sessionId}, id, ${kind} from unnest(${ids}::int[]) as id
        on conflict do nothing
        returning user_id`);
      const userIds = (inserted as { rows: { user_id: number }[] }).rows.map((r) => Number(r.user_id));
      pushes.push(await notifications.notifyManyIn(tx, userIds, message(kind, row, now), LIVE_NOTICE_LINK));
      // The "starts soon" reminder also goes by mail; its text is written when it is sent, with the time left then.
      if (kind === "soon") {
        await enqueueMailToUsers(tx, {
          kind: "live_reminder",
          userIds,
          data: {
            session_id: row.id,
            title: row.title,
            start_time: iso(row.startTime),
            join_url: row.joinUrl,
          },
        });
      }
      return userIds.length;
    });
    for (const push of pushes) push();
    return sent;
  }

  /** Sends every reminder due at `now`; safe to run on several instances at once and again after a restart. */
  async function sweep(now = new Date()): Promise<SweepResult> {
    const result: SweepResult = { soon: 0, start: 0 };
    const due = await db
      .select({ id: liveSessions.id, startTime: liveSessions.startTime })
      .from(liveSessions)
      .where(
        and(
          isNull(liveSessions.cancelledAt),
          lte(liveSessions.startTime, new Date(now.getTime() + leadMinutes * 60_000)),
          gt(sql`${liveSessions.startTime} + make_interval(mins => ${liveSessions.durationMinutes})`, now),
        ),
      );
    for (const session of due) {
      // A session whose "soon" window passed while no instance ran gets only "has started".
      const kind = session.startTime.getTime() > now.getTime() ? "soon" : "start";
      result[kind] += await remind(session.id, kind, now);
    }
    return result;
  }

  return {
    sweep,
    ...periodic(() => sweep(), {
      done: (r) => {
        if (r.soon + r.start > 0) logger?.info(r, "live-session reminders sent");
      },
      failed: (err) => logger?.error({ err }, "live-session reminder sweep failed"),
    }),
  };
}

/** The reminder sweeper's interface. */
export type LiveReminders = ReturnType<typeof createLiveReminders>;
