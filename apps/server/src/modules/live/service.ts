// Live sessions: the instructor's schedule (create, edit, add a recording, cancel), the learner's .ics download
// and private calendar feed. Reminders are in reminders.ts; who sees what is in audience.ts.
import { LIVE_NOTICE_LINK } from "@fincareer/domain/notification-links";
import { randomBytes } from "node:crypto";
import { and, arrayContains, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type {
  AdminLiveCreated,
  AdminLiveSession,
  LiveCreateBody,
  LiveFeedResponse,
  LiveUpdateBody,
} from "@fincareer/domain/contract/live";
import { isFutureStart } from "@fincareer/domain/contract/live";
import { formatDateTime } from "@fincareer/domain/format";
import { liveEnded, liveTiming } from "@fincareer/domain/live";
import type { Db } from "../../db/client.ts";
import { liveCalendarFeeds, liveReminders, liveSessions, loginSessions, users } from "../../db/schema.ts";
import type { LiveSessionRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { enqueueMailToUsers, storeAttachment } from "../../platform/outbox.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { audienceOf, forPrograms, liveProgramsOf } from "./audience.ts";
import { feedCalendar, icsFileName, sessionCalendar, sessionInvitation } from "./calendar.ts";
import type { Organizer } from "./calendar.ts";

/** How far back the private feed reaches (past sessions stay in the calendar with their recordings). */
const FEED_HISTORY_DAYS = 180;

function statusOf(row: LiveSessionRow, now: Date): AdminLiveSession["status"] {
  if (row.cancelledAt) return "cancelled";
  if (liveEnded(row.startTime, row.durationMinutes, now)) return "ended";
  return row.startTime.getTime() <= now.getTime() ? "live" : "scheduled";
}

/** A session as the learners' list shows it (the admin's view adds its status). */
export function toLiveSession(row: LiveSessionRow) {
  return {
    id: row.id,
    title: row.title,
    programs: row.programs,
    start_time: iso(row.startTime),
    duration_minutes: row.durationMinutes,
    join_url: row.joinUrl,
    recording_url: row.recordingUrl,
    timing: liveTiming(row.title, row.startTime),
  };
}

function toAdmin(row: LiveSessionRow, reminded: number, now: Date): AdminLiveSession {
  return {
    ...toLiveSession(row),
    status: statusOf(row, now),
    cancelled_at: row.cancelledAt ? iso(row.cancelledAt) : null,
    reminded,
  };
}

/** Learners who got a "soon" or "start" reminder of a session: the people a change or cancellation must reach. */
async function remindedUsers(tx: Db, sessionId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ userId: liveReminders.userId })
    .from(liveReminders)
    .where(and(eq(liveReminders.sessionId, sessionId), inArray(liveReminders.kind, ["soon", "start"])));
  return rows.map((r) => r.userId);
}

async function remindedCount(tx: Db, sessionId: number): Promise<number> {
  return (await remindedUsers(tx, sessionId)).length;
}

async function lockSession(tx: Db, id: number): Promise<LiveSessionRow> {
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for("update");
  if (!row) throw notFound(`live session ${id} not found`);
  return row;
}

/** A new secret for a calendar feed address: 256 bits, base64url (43 characters). */
function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How the audit log names a session. */
const liveObject = (row: Pick<LiveSessionRow, "id" | "title">) => ({
  kind: "live_session",
  id: row.id,
  label: `live session “${row.title}”`,
});

/** What a live-session mail shows (the outbox keeps it; the sender renders it). */
function mailData(row: LiveSessionRow, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: row.id,
    title: row.title,
    start_time: iso(row.startTime),
    duration_minutes: row.durationMinutes,
    join_url: row.joinUrl,
    ...extra,
  };
}

/** Whether two program lists name the same programs. */
function sameMembers(a: string[], b: string[]): boolean {
  return new Set(a).size === new Set(b).size && a.every((p) => b.includes(p));
}

/** The organizer of the invitations when none is configured (tests). */
const DEFAULT_ORGANIZER: Organizer = { name: "FinCareer", email: "no-reply@localhost" };

/** Creates the live-session service. */
export function createLiveService(deps: {
  db: Db;
  notifications: NotificationService;
  organizer?: Organizer;
}) {
  const { db, notifications } = deps;
  const organizer = deps.organizer ?? DEFAULT_ORGANIZER;

  /**
   * Mails these learners about the session, in the caller's transaction: one shared .ics (REQUEST, or CANCEL with
   * the event marked cancelled) and one INSERT ... SELECT however many learners.
   */
  async function mailUsers(
    tx: Db,
    row: LiveSessionRow,
    kind: "live_scheduled" | "live_moved" | "live_cancelled",
    userIds: number[],
    now: Date,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    if (userIds.length === 0) return;
    const cancel = kind === "live_cancelled";
    const attachmentId = await storeAttachment(
      tx,
      sessionInvitation(
        cancel ? { ...row, cancelledAt: row.cancelledAt ?? now } : row,
        cancel ? "CANCEL" : "REQUEST",
        organizer,
      ),
    );
    await enqueueMailToUsers(tx, { kind, userIds, data: mailData(row, extra), attachmentId });
  }

  /** Mails the session's learners (today's audience of its programs); returns the audience. */
  async function mailAudience(
    tx: Db,
    row: LiveSessionRow,
    kind: "live_scheduled" | "live_cancelled",
    now: Date,
    extra: Record<string, unknown> = {},
  ): Promise<number[]> {
    const audience = await audienceOf(tx, row.programs, now);
    await mailUsers(tx, row, kind, audience, now, extra);
    return audience;
  }

  /** The bell notice of a session new to these learners. */
  function scheduledNotice(row: LiveSessionRow): string {
    return (
      `New live session: ${liveTiming(row.title, row.startTime)}. Join it or add it to your calendar ` +
      "from Live Sessions."
    );
  }

  /** The session a learner's current program shows (not cancelled), or 404 like a missing id. */
  async function visibleSession(userId: number, id: number): Promise<LiveSessionRow> {
    const [user] = await db.select({ cprogram: users.cprogram }).from(users).where(eq(users.id, userId));
    const [row] = user?.cprogram
      ? await db
          .select()
          .from(liveSessions)
          .where(
            and(
              eq(liveSessions.id, id),
              isNull(liveSessions.cancelledAt),
              arrayContains(liveSessions.programs, [user.cprogram]),
            ),
          )
      : [];
    if (!row) throw notFound(`live session ${id} not found`);
    return row;
  }

  return {
    /** GET /api/admin/live: upcoming (soonest first), then past and cancelled (latest first). */
    async list(now = new Date()): Promise<AdminLiveSession[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(liveSessions)
          .orderBy(desc(liveSessions.startTime), desc(liveSessions.id));
        const counts = await tx
          .select({
            sessionId: liveReminders.sessionId,
            n: sql<number>`count(distinct ${liveReminders.userId})::int`,
          })
          .from(liveReminders)
          .where(inArray(liveReminders.kind, ["soon", "start"]))
          .groupBy(liveReminders.sessionId);
        const reminded = new Map(counts.map((c) => [c.sessionId, Number(c.n)]));
        const open = (r: LiveSessionRow) => !r.cancelledAt && !liveEnded(r.startTime, r.durationMinutes, now);
        const ordered = [...rows.filter(open).reverse(), ...rows.filter((r) => !open(r))];
        return ordered.map((r) => toAdmin(r, reminded.get(r.id) ?? 0, now));
      });
    },

    /** POST /api/admin/live: schedules a session (the contract already checked the rules). */
    async create(actor: Actor, body: LiveCreateBody, now = new Date()): Promise<AdminLiveCreated> {
      let push = () => {};
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(liveSessions)
          .values({
            title: body.title,
            programs: body.programs,
            startTime: new Date(body.start_time),
            durationMinutes: body.duration_minutes,
            joinUrl: body.join_url,
          })
          .returning();
        const audience = await mailAudience(tx, row!, "live_scheduled", now);
        push = await notifications.notifyManyIn(tx, audience, scheduledNotice(row!), LIVE_NOTICE_LINK);
        await recordAudit(tx, actor, {
          action: "live.create",
          object: liveObject(row!),
          details: {
            start_time: body.start_time,
            programs: body.programs,
            duration_minutes: body.duration_minutes,
          },
        });
        return { ...toAdmin(row!, 0, now), invited: audience.length };
      });
      push();
      return result;
    },

    /**
     * PATCH /api/admin/live/{id}: edits a session or adds its recording. A moved start must be in the future;
     * learners already reminded hear about the move and are reminded again for the new time.
     */
    async update(
      actor: Actor,
      id: number,
      body: LiveUpdateBody,
      now = new Date(),
    ): Promise<AdminLiveSession> {
      const pushes: (() => void)[] = [];
      const result = await db.transaction(async (tx) => {
        const row = await lockSession(tx, id);
        if (row.cancelledAt) throw conflict(`live session ${id} is cancelled`, "cancelled");
        const newStart = body.start_time === undefined ? row.startTime : new Date(body.start_time);
        const moved = newStart.getTime() !== row.startTime.getTime();
        if (moved && !isFutureStart(newStart.toISOString(), now))
          throw badRequest("body.start_time: Choose a start in the future", "validation_error");
        const [updated] = await tx
          .update(liveSessions)
          .set({
            title: body.title,
            programs: body.programs,
            startTime: newStart,
            durationMinutes: body.duration_minutes,
            joinUrl: body.join_url,
            recordingUrl: body.recording_url,
            sequence: row.sequence + 1,
            updatedAt: now,
          })
          .where(eq(liveSessions.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: "live.update",
          object: liveObject(row),
          details: {
            changes: changesBetween(
              {
                title: row.title,
                programs: row.programs,
                start_time: row.startTime,
                duration_minutes: row.durationMinutes,
                join_url: row.joinUrl,
                recording_url: row.recordingUrl,
              },
              { ...body, start_time: body.start_time === undefined ? undefined : newStart },
            ),
          },
        });
        // Who is invited before and after the edit: a change of programs takes some learners out (they get a
        // CANCEL for the same UID) and brings others in (a first invitation and the bell notice), while a session
        // that has ended invites nobody anew.
        const before = await audienceOf(tx, row.programs, now);
        const after = sameMembers(row.programs, updated!.programs)
          ? before
          : await audienceOf(tx, updated!.programs, now);
        const invitedBefore = new Set(before);
        const invitedAfter = new Set(after);
        const kept = after.filter((userId) => invitedBefore.has(userId));
        const over = liveEnded(updated!.startTime, updated!.durationMinutes, now);
        const added = over ? [] : after.filter((userId) => !invitedBefore.has(userId));
        const removed = over ? [] : before.filter((userId) => !invitedAfter.has(userId));
        // A change a calendar shows (time, length, title, link) goes out as an updated invitation: same UID,
        // the raised SEQUENCE.
        const changed =
          moved ||
          updated!.durationMinutes !== row.durationMinutes ||
          updated!.title !== row.title ||
          updated!.joinUrl !== row.joinUrl;
        if (changed)
          await mailUsers(tx, updated!, "live_moved", kept, now, { old_start_time: iso(row.startTime) });
        await mailUsers(tx, updated!, "live_scheduled", added, now);
        if (added.length)
          pushes.push(
            await notifications.notifyManyIn(tx, added, scheduledNotice(updated!), LIVE_NOTICE_LINK),
          );
        await mailUsers(tx, updated!, "live_cancelled", removed, now, { no_longer_invited: true });
        if (moved) {
          const told = (await remindedUsers(tx, id)).filter((userId) => invitedAfter.has(userId));
          const message = `Live session moved: ${liveTiming(updated!.title, newStart)} (was ${formatDateTime(row.startTime)}).`;
          for (const userId of told)
            pushes.push(await notifications.notifyIn(tx, userId, message, LIVE_NOTICE_LINK));
          // The reminders belong to the old time; the sweep sends them again for the new one.
          await tx
            .delete(liveReminders)
            .where(and(eq(liveReminders.sessionId, id), inArray(liveReminders.kind, ["soon", "start"])));
        }
        return toAdmin(updated!, await remindedCount(tx, id), now);
      });
      for (const push of pushes) push();
      return result;
    },

    /** POST /api/admin/live/{id}/cancel: cancels a session that has not ended; tells everyone already reminded. */
    async cancel(
      actor: Actor,
      id: number,
      reason?: string,
      now = new Date(),
    ): Promise<{ session: AdminLiveSession; notified: number }> {
      const pushes: (() => void)[] = [];
      const result = await db.transaction(async (tx) => {
        const row = await lockSession(tx, id);
        if (row.cancelledAt) throw conflict(`live session ${id} is already cancelled`, "already_cancelled");
        if (liveEnded(row.startTime, row.durationMinutes, now))
          throw conflict(`live session ${id} has already ended`, "session_over");
        const [updated] = await tx
          .update(liveSessions)
          .set({ cancelledAt: now, sequence: row.sequence + 1, updatedAt: now })
          .where(eq(liveSessions.id, id))
          .returning();
        await mailAudience(tx, updated!, "live_cancelled", now, { reason: reason ?? null });
        const reminded = await remindedUsers(tx, id);
        // The unique (session, user, kind) row makes the notice go out once even if two cancels raced past the lock.
        const fresh = reminded.length
          ? await tx
              .insert(liveReminders)
              .values(reminded.map((userId) => ({ sessionId: id, userId, kind: "cancelled" as const })))
              .onConflictDoNothing()
              .returning({ userId: liveReminders.userId })
          : [];
        const why = reason ? ` Reason: ${reason}` : "";
        const message = `Live session cancelled: ${liveTiming(row.title, row.startTime)}.${why}`;
        for (const { userId } of fresh)
          pushes.push(await notifications.notifyIn(tx, userId, message, LIVE_NOTICE_LINK));
        await recordAudit(tx, actor, {
          action: "live.cancel",
          object: liveObject(row),
          details: { reason: reason ?? null, notified: fresh.length },
        });
        return { session: toAdmin(updated!, reminded.length, now), notified: fresh.length };
      });
      for (const push of pushes) push();
      return result;
    },

    /** GET /api/user/live/{id}/ics: one session of the learner's current program as a calendar file. */
    async ics(userId: number, id: number): Promise<{ body: string; fileName: string }> {
      const row = await visibleSession(userId, id);
      return { body: sessionCalendar(row), fileName: icsFileName(row) };
    },

    /** GET /api/user/live/feed: the learner's feed token, if any. */
    async feed(userId: number): Promise<{ token: string; createdAt: Date } | null> {
      const [row] = await db.select().from(liveCalendarFeeds).where(eq(liveCalendarFeeds.userId, userId));
      return row ? { token: row.token, createdAt: row.createdAt } : null;
    },

    /**
     * POST /api/user/live/feed: a new feed address; the old one (if any) stops working at once. The login is read
     * again under the user row's lock: a password change or deactivation (which drops the feed) committed a moment
     * ago, maybe on an instance whose session cache still trusts this login, must not be followed by a new address.
     */
    async regenerateFeed(userId: number, sid: number): Promise<{ token: string; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ deactivatedAt: users.deactivatedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for("share");
        const [session] = await tx
          .select({ id: loginSessions.id })
          .from(loginSessions)
          .where(
            and(eq(loginSessions.id, sid), eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)),
          );
        if (!user || user.deactivatedAt || !session)
          throw unauthorized("this login session has ended: log in again");
        const token = newFeedToken();
        const [row] = await tx
          .insert(liveCalendarFeeds)
          .values({ userId, token })
          .onConflictDoUpdate({ target: liveCalendarFeeds.userId, set: { token, createdAt: sql`now()` } })
          .returning();
        return { token: row!.token, createdAt: row!.createdAt };
      });
    },

    /** DELETE /api/user/live/feed: revokes the feed address. */
    async revokeFeed(userId: number): Promise<void> {
      await db.delete(liveCalendarFeeds).where(eq(liveCalendarFeeds.userId, userId));
    },

    /**
     * GET /api/live/calendar/{token}.ics (public): the token owner's sessions. 404, as for an unknown token, when the
     * account is deactivated or no active enrolment with Live Sessions remains (it serves again after a renewal).
     */
    async feedCalendar(token: string, now = new Date()): Promise<string> {
      return db.transaction(async (tx) => {
        const [feed] = await tx
          .select({ userId: liveCalendarFeeds.userId })
          .from(liveCalendarFeeds)
          .innerJoin(users, and(eq(users.id, liveCalendarFeeds.userId), isNull(users.deactivatedAt)))
          .where(eq(liveCalendarFeeds.token, token));
        const programs = feed ? await liveProgramsOf(tx, feed.userId, now) : [];
        if (programs.length === 0) throw notFound("calendar feed not found (it may have been revoked)");
        const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
        const rows = await tx
          .select()
          .from(liveSessions)
          .where(and(forPrograms(liveSessions.programs, programs), gte(liveSessions.startTime, since)))
          .orderBy(liveSessions.startTime, liveSessions.id);
        return feedCalendar(rows);
      });
    },
  };
}

/** A feed token as the API answers it. */
export function feedResponse(
  feed: { token: string; createdAt: Date } | null,
  origin: string,
): LiveFeedResponse {
  return feed
    ? { url: `${origin}/api/live/calendar/${feed.token}.ics`, created_at: iso(feed.createdAt) }
    : { url: null, created_at: null };
}

/** The live-session service's interface. */
export type LiveService = ReturnType<typeof createLiveService>;
