// Notifications: the bell list, mark-read, and `notify`, which other modules call to message a learner
// (stored, then pushed live as socket `pupdate` to that learner's room).
import { and, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import { MISSED_NOTIFICATIONS_MAX } from "@fincareer/domain/contract/notifications";
import type { NotificationItem, NotificationListResponse } from "@fincareer/domain/contract/notifications";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { notifications } from "../db/schema.ts";
import type { NotificationRow } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { iso } from "../lib/dates.ts";
import type { CatchUp, Realtime } from "./realtime.ts";

/** The socket event that tells a learner's browser to refresh (SPEC.md section 4). */
export const PUPDATE = "pupdate";

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    message: row.message,
    createdAt: iso(row.createdAt),
    read: row.readAt !== null,
    link: row.link,
  };
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Creates the notification service. */
export function createNotificationService(deps: { db: Db; realtime: Realtime }) {
  const { db, realtime } = deps;

  return {
    /** The latest `limit` notifications (newest first) and the unread count. */
    async list(userId: number, limit: number): Promise<NotificationListResponse> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit);
        return { notifications: rows.map(toItem), count: await unreadCount(tx, userId), limit };
      });
    },

    /** Marks one of the learner's notifications (or all of them) read; returns the unread count left. */
    async markRead(userId: number, id: number | "all"): Promise<{ count: number }> {
      return db.transaction(async (tx) => {
        // coalesce keeps the first read time when a notification is marked twice.
        const readAt = sql`coalesce(${notifications.readAt}, now())`;
        if (id === "all") {
          await tx
            .update(notifications)
            .set({ readAt })
            .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
        } else {
          const updated = await tx
            .update(notifications)
            .set({ readAt })
            .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
            .returning({ id: notifications.id });
          // Another learner's notification answers exactly like a missing one.
          if (updated.length === 0) throw notFound(`notification ${id} not found`);
        }
        return { count: await unreadCount(tx, userId) };
      });
    },

    /**
     * Stores a notification for a learner (with the in-app path it opens, when it is about something) and pushes `pupdate { msg }` to their sockets; `alsoIn` runs in the same
     * transaction (an admin's audit entry).
     */
    async notify(
      userId: number,
      message: string,
      alsoIn?: (tx: Db) => Promise<void>,
      link: string | null = null,
    ): Promise<NotificationItem> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(notifications).values({ userId, message, link }).returning();
        await alsoIn?.(tx);
        return inserted!;
      });
      realtime.toUser(userId, PUPDATE, { msg: message, id: row.id });
      return toItem(row);
    },

    /**
     * Stores a notification inside the caller's transaction; call the returned function after the commit to push
     * it (pushing before the commit could announce something a rollback then undoes).
     */
    async notifyIn(tx: Db, userId: number, message: string, link: string | null = null): Promise<() => void> {
      const [row] = await tx
        .insert(notifications)
        .values({ userId, message, link })
        .returning({ id: notifications.id });
      return () => realtime.toUser(userId, PUPDATE, { msg: message, id: row!.id });
    },

    /**
     * The same message to many learners inside the caller's transaction, in one INSERT ... SELECT (a live session
     * for a whole program); call the returned function after the commit to push it.
     */
    async notifyManyIn(
      tx: Db,
      userIds: number[],
      message: string,
      link: string | null = null,
    ): Promise<() => void> {
      if (userIds.length === 0) return () => {};
      const ids = `{${userIds.map((id) => Math.trunc(id)).join(",")}}`;
      const inserted = await tx.execute(
        sql`insert into notifications (user_id, message, link)
            select id, ${message}, ${link} from unnest(${ids}::int[]) as id
            returning id, user_id`,
      );
      const rows = rowsOf<{ id: number; user_id: number }>(inserted);
      return () => {
        for (const row of rows) realtime.toUser(row.user_id, PUPDATE, { msg: message, id: row.id });
      };
    },

    /**
     * The live socket's catch-up (realtime.ts): the learner's newest notification id, and the notifications after
     * `since` as `pupdate` payloads, oldest first, at most MISSED_NOTIFICATIONS_MAX (the newest of them).
     */
    catchUp: {
      event: PUPDATE,
      async after(userId: number, since: number | null) {
        const [top] = await db
          .select({ latest: max(notifications.id) })
          .from(notifications)
          .where(eq(notifications.userId, userId));
        const latest = top?.latest ?? 0;
        if (since === null || since >= latest) return { latest, missed: [] };
        const rows = await db
          .select({ id: notifications.id, msg: notifications.message })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), gt(notifications.id, since)))
          .orderBy(desc(notifications.id))
          .limit(MISSED_NOTIFICATIONS_MAX);
        return { latest, missed: rows.reverse() };
      },
    } satisfies CatchUp,
  };
}

/** The notification service's interface. */
export type NotificationService = ReturnType<typeof createNotificationService>;
