// The learner's own account: info, login session, sign-up progress, program status, renewal id,
// token verification (SPEC.md section 7 "User").
import { and, eq } from "drizzle-orm";
import type { RenewIdResponse, UserInfo } from "@fincareer/domain/contract/user";
import type { Db } from "../../db/client.ts";
import { loginSessions, users } from "../../db/schema.ts";
import type { EnrolmentRow, UserRow } from "../../db/schema.ts";
import { badRequest, unauthorized } from "../../lib/errors.ts";
import { iso, todayIst } from "../../lib/dates.ts";
import type { SessionReader } from "../../platform/caller.ts";
import { photoUrl } from "./photo.ts";
import { enrolmentsOf, toProgramEntry } from "../../platform/enrolments.ts";

/** The user row, or 401 when the account has gone (the token outlived it). */
async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized("this account no longer exists");
  return user;
}

/** An enrolment has ended when its end date is before today; no end date means open-ended. */
function hasEnded(entry: EnrolmentRow, today: string): boolean {
  return entry.endDate !== null && entry.endDate < today;
}

/** Creates the user service. */
export function createUserService(deps: { db: Db; auth: SessionReader; clientHash: string | null }) {
  const { db, auth, clientHash } = deps;

  return {
    /** GET /api/user/info: the account and its enrolments ordered by start date. */
    async info(userId: number): Promise<UserInfo> {
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        const program = (await enrolmentsOf(tx, userId)).map(toProgramEntry);
        return {
          user_id: user.id,
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          photo: photoUrl(user.photo),
          planned: user.planned,
          cprogram: user.cprogram,
          program,
          post_signup_steps: user.postSignupSteps,
          BA: user.ba,
          baibep: user.baibep,
          research_type: user.researchType,
        };
      });
    },

    /** GET /api/user/usersession: when the token's login session started. */
    async session(userId: number, sid: number): Promise<{ start_time: string }> {
      const [row] = await db
        .select({ startTime: loginSessions.startTime })
        .from(loginSessions)
        .where(and(eq(loginSessions.id, sid), eq(loginSessions.userId, userId)));
      if (!row) throw unauthorized("this login session no longer exists: log in again");
      return { start_time: iso(row.startTime) };
    },

    /** POST /api/user/signup_step: sign-up progress may stay or move forward one step, never back or skip. */
    async setSignupStep(userId: number, step: number): Promise<{ post_signup_steps: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ steps: users.postSignupSteps })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!row) throw unauthorized("this account no longer exists");
        if (step !== row.steps && step !== row.steps + 1) {
          throw badRequest(
            `body.step: must be ${row.steps} or ${row.steps + 1} (sign-up moves forward one step at a time)`,
            "invalid_step",
          );
        }
        if (step !== row.steps)
          await tx.update(users).set({ postSignupSteps: step }).where(eq(users.id, userId));
        return { post_signup_steps: step };
      });
    },

    /** GET /api/user/conditions: val is true while the current program's enrolment has not ended. */
    async conditions(userId: number, now = new Date()): Promise<{ val: boolean }> {
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        const entry = (await enrolmentsOf(tx, userId)).find((e) => e.programName === user.cprogram);
        return { val: entry !== undefined && !hasEnded(entry, todayIst(now)) };
      });
    },

    /** GET /api/user/renewid: what the renewal page needs about the current program. */
    async renewId(userId: number, now = new Date()): Promise<RenewIdResponse> {
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        const entry = (await enrolmentsOf(tx, userId)).find((e) => e.programName === user.cprogram);
        const status = !entry ? "none" : hasEnded(entry, todayIst(now)) ? "expired" : "active";
        return {
          id: user.id,
          email: user.email,
          program: user.cprogram,
          status,
          end_date: entry?.endDate ?? null,
        };
      });
    },

    /** POST /api/user/verify-token: whether a token is still good, and the web build hash the server serves. */
    async verifyToken(token: string): Promise<{ isValid: boolean; clientHash: string | null }> {
      const isValid = await auth.authenticate(token).then(
        (caller) => caller.kind === "user",
        () => false,
      );
      return { isValid, clientHash };
    },
  };
}

/** The user service's interface. */
export type UserService = ReturnType<typeof createUserService>;
