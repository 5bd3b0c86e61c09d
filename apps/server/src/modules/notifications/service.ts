// Notifications: the bell list, mark-read, and `notify`, which other modules call to message a learner
// (stored, then pushed live as socket `pupdate` to that learner's room).
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { NotificationItem, NotificationListResponse } from "@fincareer/domain/contract/notifications";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";
import type { NotificationRow } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { iso } from "../../lib/dates.ts";
import type { Realtime } from "../../realtime/realtime.ts";

/** The socket event that tells a learner's browser to refresh (SPEC.md section 4). */
export const PUPDATE = "pupdate";

function toItem(row: NotificationRow): NotificationItem {
  return { id: row.id, message: row.message, createdAt: iso(row.createdAt), read: row.readAt !== null };
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
     * Stores a notification for a learner and pushes `pupdate { msg }` to their sockets; `alsoIn` runs in the same
     * transaction (an admin's audit entry).
     */
    async notify(
      userId: number,
      message: string,
      alsoIn?: (tx: Db) => Promise<void>,
    ): Promise<NotificationItem> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(notifications).values({ userId, message }).returning();
        await alsoIn?.(tx);
        return inserted!;
      });
      realtime.toUser(userId, PUPDATE, { msg: message });
      return toItem(row);
    },

    /**
     * Stores a notification inside the caller's transaction; call the returned function after the commit to push
     * it (pushing before the commit could announce something a rollback then undoes).
     */
    async notifyIn(tx: Db, userId: number, message: string): Promise<() => void> {
      await tx.insert(notifications).values({ userId, message });
      return () => realtime.toUser(userId, PUPDATE, { msg: message });
    },

    /**
     * The same message to many learners inside the caller's transaction, in one INSERT ... SELECT (a live session
     * for a whole program); call the returned function after the commit to push it.
     */
    async notifyManyIn(tx: Db, userIds: number[], message: string): Promise<() => void> {
      if (userIds.length === 0) return () => {};
      const ids = `{${userIds.map((id) => Math.trunc(id)).join(",")}}`;
      await tx.execute(
        sql`insert into notifications (user_id, message) select id, ${message} from unnest(${ids}::int[]) as id`,
      );
      return () => {
        for (const userId of userIds) realtime.toUser(userId, PUPDATE, { msg: message });
      };
    },
  };
}

/** The notification service's interface. */
export type NotificationService = ReturnType<typeof createNotificationService>;
