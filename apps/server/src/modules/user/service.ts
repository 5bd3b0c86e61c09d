// The learner's own account: info, login session, sign-up progress, program status, live sessions, eligibility,
// token verification (SPEC.md section 7 "User").
import { and, arrayContains, asc, eq, isNull } from "drizzle-orm";
import { hasUpcomingLiveSession } from "@fincareer/domain/navigation";
import { ELIGIBILITY_CALLS } from "@fincareer/domain/programs";
import type { EligibilityCall } from "@fincareer/domain/programs";
import type { LiveResponse, RenewIdResponse, UserInfo } from "@fincareer/domain/contract/user";
import type { Db } from "../../db/client.ts";
import { liveSessions, loginSessions, users } from "../../db/schema.ts";
import type { EnrolmentRow, LiveSessionRow, UserRow } from "../../db/schema.ts";
import { badRequest, notFound, unauthorized } from "../../errors.ts";
import { iso, todayIst } from "../../lib/dates.ts";
import type { AuthService } from "../auth/service.ts";
import { photoUrl } from "../account/photo.ts";
import { countPassed } from "../research/eligibility.ts";
import { enrolmentsOf, toProgramEntry } from "../enrolments/service.ts";
import { toLiveSession } from "../live/service.ts";

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
export function createUserService(deps: { db: Db; auth: AuthService; clientHash: string | null }) {
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

    /** GET /api/user/live: the current program's live sessions, upcoming first, then past (latest first). */
    async live(userId: number, now = new Date()): Promise<LiveResponse> {
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        if (!user.cprogram) return { sessions: [], upcoming: false };
        const rows = await tx
          .select()
          .from(liveSessions)
          // Cancelled sessions leave the list (and the badge); the contract has no field to mark them.
          .where(and(arrayContains(liveSessions.programs, [user.cprogram]), isNull(liveSessions.cancelledAt)))
          .orderBy(asc(liveSessions.startTime), asc(liveSessions.id));
        const t = now.getTime();
        const ended = (r: LiveSessionRow) => r.startTime.getTime() + r.durationMinutes * 60_000 < t;
        const ordered = [...rows.filter((r) => !ended(r)), ...rows.filter(ended).reverse()];
        return {
          sessions: ordered.map(toLiveSession),
          upcoming: hasUpcomingLiveSession(
            rows.map((r) => r.startTime),
            now,
          ),
        };
      });
    },

    /** GET /api/user/<call>: case projects passed in the programs using that call (modules/research). */
    async eligibility(userId: number, call: string): Promise<{ eligible: number }> {
      if (!(ELIGIBILITY_CALLS as readonly string[]).includes(call))
        throw notFound(`no route GET /api/user/${call}`);
      return { eligible: await countPassed(db, userId, call as EligibilityCall) };
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
