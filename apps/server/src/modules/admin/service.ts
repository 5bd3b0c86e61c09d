// Admin use cases behind /api/admin (and so behind the operator CLI): accounts, enrolments, roles, messages,
// demo data. Every change writes an audit entry in its own transaction (platform/audit.ts).
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { TradingCalendar } from "@fincareer/domain/ist";
import type {
  AdminCreateUserBody,
  AdminEnrolBody,
  AdminSetUserBody,
  AdminUser,
} from "@fincareer/domain/contract/admin";
import type {
  AdminCreatedUser,
  AdminUserPage,
  AdminUserRow,
  AdminUsersQuery,
} from "@fincareer/domain/contract/admin-users";
import type { AdminEnrolResponse } from "@fincareer/domain/contract/admin-results";
import { formatDate } from "@fincareer/domain/format";
import type { Db } from "../../db/client.ts";
import { programEnrolments, users } from "../../db/schema.ts";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { iso, todayIst } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { assertNewPassword, hashPassword, unusablePasswordHash } from "../../platform/credentials.ts";
import { issueWelcomeLink } from "../../platform/outbox.ts";
import type { LinkSeal } from "../../platform/reset-tokens.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { enrolmentsOf, toProgramEntry } from "../../platform/enrolments.ts";

/** The user with this email, or 404. */
export async function userByEmail(db: Db, email: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw notFound(`no user with email ${email}`, "user_not_found");
  return user;
}

/** A user as the admin screens show it. */
export async function toAdminUserRow(db: Db, user: UserRow): Promise<AdminUserRow> {
  const programs = (await enrolmentsOf(db, user.id)).map((e) => e.programName);
  return rowOf(user, programs);
}

function rowOf(user: UserRow, programs: string[]): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    cprogram: user.cprogram,
    programs,
    planned: user.planned,
    research_type: user.researchType,
    post_signup_steps: user.postSignupSteps,
    deactivated: user.deactivatedAt !== null,
    created_at: iso(user.createdAt),
  };
}

/**
 * Enrols a user in a program inside the caller's transaction (start defaults to today, no end date =
 * open-ended); enrolling again updates the given fields. A user without a current program gets this one.
 */
export async function enrolInTx(
  tx: Db,
  user: UserRow,
  body: Omit<AdminEnrolBody, "email">,
  now = new Date(),
): Promise<{
  user: UserRow;
  enrolment: AdminEnrolResponse["enrolment"];
  created: boolean;
  before: { plan: string | null; start: string | null; end: string | null } | null;
}> {
  const [existing] = await tx
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.userId, user.id), eq(programEnrolments.programName, body.program)));
  const startDate = body.start ?? existing?.startDate ?? todayIst(now);
  const endDate = body.end ?? existing?.endDate ?? null;
  const comment = body.plan !== undefined ? body.plan : (existing?.comment ?? null);
  if (startDate && endDate && endDate < startDate) {
    throw badRequest(`body.end: Choose an end date on or after the start date (${formatDate(startDate)})`);
  }
  const [row] = existing
    ? await tx
        .update(programEnrolments)
        .set({ startDate, endDate, comment })
        .where(eq(programEnrolments.id, existing.id))
        .returning()
    : await tx
        .insert(programEnrolments)
        .values({ userId: user.id, programName: body.program, startDate, endDate, comment })
        .returning();
  let current = user;
  if (!user.cprogram) {
    [current] = (await tx
      .update(users)
      .set({ cprogram: body.program })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
  }
  const before = existing
    ? { plan: existing.comment, start: existing.startDate, end: existing.endDate }
    : null;
  return { user: current, enrolment: toProgramEntry(row!), created: !existing, before };
}

/** What the admin screen's demo buttons run (demo/service.ts). */
export interface DemoData {
  seed(
    db: Db,
    options: {
      ifEmpty?: boolean;
      history?: { historyDays: number; seed: number; calendar: TradingCalendar };
      onSeeded?: (tx: Db, result: { seeded: true; users: number }) => Promise<void>;
    },
  ): Promise<{ seeded: boolean; users: number }>;
  removeCohort(tx: Db): Promise<number>;
}

/** Creates the admin service. */
export function createAdminService(deps: {
  db: Db;
  notifications: NotificationService;
  /** Told when a role changes, so cached sessions pick it up on the next request. */
  onRoleChange?: (userId: number) => Promise<void>;
  /**
   * The market history the seed generates with the demo data (MARKET_HISTORY_DAYS, MARKET_SEED), on the trading
   * days of the stored calendar.
   */
  history: { historyDays: number; seed: number; calendar: () => TradingCalendar };
  /** The demo data (seeded across every area: the wiring's demo/ folder, passed in by app.ts). */
  demo: DemoData;
  /** Seals the token a welcome mail carries while it waits in the outbox. */
  links: LinkSeal;
}) {
  const { db, notifications, onRoleChange, history, demo, links } = deps;

  return {
    /**
     * Creates a learner account (as after a purchase); 409 when the email is taken. Without a password the
     * answer carries a one-time link for the learner to set one.
     */
    async createUser(actor: Actor, body: AdminCreateUserBody): Promise<AdminCreatedUser> {
      if (body.password !== undefined) await assertNewPassword("body.password", body.password, body);
      const passwordHash =
        body.password !== undefined ? await hashPassword(body.password) : await unusablePasswordHash();
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning();
          const link =
            body.password === undefined ? await issueWelcomeLink(tx, links, user!, actor.id) : null;
          await recordAudit(tx, actor, {
            action: "user.create",
            target: user!,
            details: {
              name: user!.name,
              password: body.password === undefined ? "reset link" : "set by admin",
            },
          });
          // Enrolled in the same dialog (issue 41): both or neither.
          let created = user!;
          if (body.enrol) {
            const result = await enrolInTx(tx, user!, body.enrol, new Date());
            created = result.user;
            const e = result.enrolment;
            await recordAudit(tx, actor, {
              action: "enrolment.create",
              target: user!,
              details: { program: e.program_name, plan: e.comment, start: e.start_date, end: e.end_date },
            });
          }
          return { ...(await toAdminUserRow(tx, created)), reset_link: link };
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`a user with email ${body.email} already exists`, "email_taken");
        throw err;
      }
    },

    /** Changes account fields; a new current program must be one the user is enrolled in. */
    async setUser(actor: Actor, body: AdminSetUserBody): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const user = await userByEmail(tx, body.email);
        if (body.program !== undefined) {
          const enrolled = (await enrolmentsOf(tx, user.id)).some((e) => e.programName === body.program);
          if (!enrolled) {
            throw badRequest(
              `${body.email} is not enrolled in ${body.program}: enrol them first`,
              "not_enrolled",
            );
          }
        }
        const changes: Partial<typeof users.$inferInsert> = {};
        if (body.program !== undefined) changes.cprogram = body.program;
        if (body.planned !== undefined) changes.planned = body.planned || null;
        if (body.research_type !== undefined) changes.researchType = body.research_type;
        if (body.steps !== undefined) changes.postSignupSteps = body.steps;
        if (body.BA !== undefined) changes.ba = body.BA;
        if (body.baibep !== undefined) changes.baibep = body.baibep;
        if (Object.keys(changes).length === 0) return toAdminUserRow(tx, user);
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
        await recordAudit(tx, actor, {
          action: "user.update",
          target: user,
          details: { changes: changesBetween(user, changes) },
        });
        return toAdminUserRow(tx, updated!);
      });
    },

    /** Enrols a user in a program (enrolling again updates plan and dates). */
    async enrol(actor: Actor, body: AdminEnrolBody, now = new Date()): Promise<AdminEnrolResponse> {
      return db.transaction(async (tx) => {
        const user = await userByEmail(tx, body.email);
        const result = await enrolInTx(tx, user, body, now);
        const e = result.enrolment;
        await recordAudit(tx, actor, {
          action: result.created ? "enrolment.create" : "enrolment.update",
          target: user,
          details: {
            program: e.program_name,
            plan: e.comment,
            start: e.start_date,
            end: e.end_date,
            ...(result.before
              ? {
                  changes: changesBetween(result.before, {
                    plan: e.comment,
                    start: e.start_date,
                    end: e.end_date,
                  }),
                }
              : {}),
          },
        });
        return {
          user: await toAdminUserRow(tx, result.user),
          enrolment: result.enrolment,
          created: result.created,
        };
      });
    },

    /** Gives a user the admin role, or takes it back (never one's own: an admin cannot lock themselves out). */
    async setAdmin(actor: Actor, email: string, revoke = false): Promise<AdminUser> {
      const admin = await db.transaction(async (tx) => {
        const user = await userByEmail(tx, email);
        if (revoke && actor.id === user.id) {
          throw badRequest("you cannot revoke your own admin role: ask another admin", "own_role");
        }
        const role = revoke ? "learner" : "admin";
        const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
        if (user.role !== role) {
          await recordAudit(tx, actor, {
            action: revoke ? "user.admin.revoke" : "user.admin.grant",
            target: user,
            details: { changes: { role: { from: user.role, to: role } } },
          });
        }
        return toAdminUserRow(tx, updated!);
      });
      // After the commit: a request between a forget and the commit would cache the old role again.
      await onRoleChange?.(admin.id);
      return admin;
    },

    /** Sends a notification to a user by email (stored and pushed live). */
    async notify(actor: Actor, email: string, message: string): Promise<{ ok: true; id: number }> {
      const user = await userByEmail(db, email);
      const item = await notifications.notify(user.id, message, (tx) =>
        recordAudit(tx, actor, { action: "user.notify", target: user, details: { message } }),
      );
      return { ok: true, id: item.id };
    },

    /** Loads the demo data (idempotent); with ifEmpty only into a database without users. */
    async seed(actor: Actor, options: { ifEmpty?: boolean }): Promise<{ seeded: boolean; users: number }> {
      return demo.seed(db, {
        ifEmpty: options.ifEmpty ?? false,
        history: { historyDays: history.historyDays, seed: history.seed, calendar: history.calendar() },
        onSeeded: (tx, result) => recordAudit(tx, actor, { action: "demo.seed", details: result }),
      });
    },

    /** Deletes the generated demo cohort and everything it did, audited; the documented demo accounts stay. */
    async removeDemoCohort(actor: Actor): Promise<{ removed: number }> {
      return db.transaction(async (tx) => {
        const removed = await demo.removeCohort(tx);
        await recordAudit(tx, actor, { action: "demo.remove", details: { users: removed } });
        return { removed };
      });
    },

    /** Users matching a search (email or name), role and status, by id; `total` counts every match. */
    async listUsers(query: AdminUsersQuery): Promise<AdminUserPage> {
      const conditions: (SQL | undefined)[] = [];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)));
      }
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.status === "active") conditions.push(isNull(users.deactivatedAt));
      if (query.status === "deactivated") conditions.push(isNotNull(users.deactivatedAt));
      const where = and(...conditions);
      return db.transaction(async (tx) => {
        const [total] = await tx.select({ n: count() }).from(users).where(where);
        const rows = await tx
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.id))
          .limit(query.limit)
          .offset(query.offset);
        const enrolments = rows.length
          ? await tx
              .select({ userId: programEnrolments.userId, programName: programEnrolments.programName })
              .from(programEnrolments)
              .where(
                inArray(
                  programEnrolments.userId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(programEnrolments.startDate), asc(programEnrolments.id))
          : [];
        return {
          total: total?.n ?? 0,
          users: rows.map((u) =>
            rowOf(
              u,
              enrolments.filter((e) => e.userId === u.id).map((e) => e.programName),
            ),
          ),
        };
      });
    },
  };
}

/** The admin service's interface. */
export type AdminService = ReturnType<typeof createAdminService>;
