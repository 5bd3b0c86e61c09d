// Admin use cases behind /api/admin (and so behind the operator CLI): accounts, enrolments, messages, demo data.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AdminEnrolBody, AdminSetUserBody, AdminUser } from "@fincareer/domain/contract/admin";
import type { AdminEnrolResponse } from "@fincareer/domain/contract/admin-results";
import type { SignupBody } from "@fincareer/domain/contract/auth";
import type { Db } from "../../db/client.ts";
import { programEnrolments, users } from "../../db/schema.ts";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { todayIst } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { seedDemo } from "../../seed.ts";
import { hashPassword } from "../auth/service.ts";
import type { NotificationService } from "../notifications/service.ts";
import { enrolmentsOf, toProgramEntry } from "../user/service.ts";

async function userByEmail(db: Db, email: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw notFound(`no user with email ${email}`, "user_not_found");
  return user;
}

async function toAdminUser(db: Db, user: UserRow): Promise<AdminUser> {
  const programs = (await enrolmentsOf(db, user.id)).map((e) => e.programName);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    cprogram: user.cprogram,
    programs,
  };
}

/** Creates the admin service. */
export function createAdminService(deps: {
  db: Db;
  notifications: NotificationService;
  /** Told when a role changes, so cached sessions pick it up on the next request. */
  onRoleChange?: (userId: number) => void;
  /** The market history the seed generates with the demo data (MARKET_HISTORY_DAYS, MARKET_SEED). */
  history: { historyDays: number; seed: number };
}) {
  const { db, notifications, onRoleChange, history } = deps;

  return {
    /** Creates a learner account (as after a purchase); 409 when the email is taken. */
    async createUser(body: SignupBody): Promise<AdminUser> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning();
          return toAdminUser(tx, user!);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`a user with email ${body.email} already exists`, "email_taken");
        throw err;
      }
    },

    /** Changes account fields; a new current program must be one the user is enrolled in. */
    async setUser(body: AdminSetUserBody): Promise<AdminUser> {
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
        if (Object.keys(changes).length === 0) return toAdminUser(tx, user);
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
        return toAdminUser(tx, updated!);
      });
    },

    /**
     * Enrols a user in a program (start defaults to today, no end date = open-ended); enrolling again updates
     * the given fields. A user without a current program gets this one.
     */
    async enrol(body: AdminEnrolBody, now = new Date()): Promise<AdminEnrolResponse> {
      return db.transaction(async (tx) => {
        const user = await userByEmail(tx, body.email);
        const [existing] = await tx
          .select()
          .from(programEnrolments)
          .where(and(eq(programEnrolments.userId, user.id), eq(programEnrolments.programName, body.program)));
        const startDate = body.start ?? existing?.startDate ?? todayIst(now);
        const endDate = body.end ?? existing?.endDate ?? null;
        const comment = body.plan !== undefined ? body.plan : (existing?.comment ?? null);
        if (startDate && endDate && endDate < startDate) {
          throw badRequest(`body.end: must not be before the start date ${startDate}`);
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
        return { user: await toAdminUser(tx, current), enrolment: toProgramEntry(row!), created: !existing };
      });
    },

    /** Gives a user the admin role. */
    async makeAdmin(email: string): Promise<AdminUser> {
      const admin = await db.transaction(async (tx) => {
        const user = await userByEmail(tx, email);
        const [updated] = await tx
          .update(users)
          .set({ role: "admin" })
          .where(eq(users.id, user.id))
          .returning();
        return toAdminUser(tx, updated!);
      });
      // After the commit: a request between a forget and the commit would cache the old role again.
      onRoleChange?.(admin.id);
      return admin;
    },

    /** Sends a notification to a user by email (stored and pushed live). */
    async notify(email: string, message: string): Promise<{ ok: true; id: number }> {
      const user = await userByEmail(db, email);
      const item = await notifications.notify(user.id, message);
      return { ok: true, id: item.id };
    },

    /** Loads the demo data (idempotent); with ifEmpty only into a database without users. */
    async seed(options: { ifEmpty?: boolean }): Promise<{ seeded: boolean; users: number }> {
      return seedDemo(db, { ifEmpty: options.ifEmpty ?? false, history });
    },

    /** Every user with their enrolled programs, by id. */
    async listUsers(): Promise<{ users: AdminUser[] }> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(users).orderBy(asc(users.id));
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
          users: rows.map((u) => ({
            id: u.id,
            email: u.email,
            name: u.name,
            role: u.role,
            cprogram: u.cprogram,
            programs: enrolments.filter((e) => e.userId === u.id).map((e) => e.programName),
          })),
        };
      });
    },
  };
}

/** The admin service's interface. */
export type AdminService = ReturnType<typeof createAdminService>;
