// Accounts: sign-up, login (one login_sessions row per login), logout, and turning a token into a caller.
import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull } from "drizzle-orm";
import type { ProgramAccess } from "@fincareer/domain/api-access";
import type { LoginBody, SignupBody } from "@fincareer/domain/contract/auth";
import type { Db } from "../../db/client.ts";
import { loginSessions, programEnrolments, users } from "../../db/schema.ts";
import { conflict, unauthorized } from "../../errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { USER_TOKEN_TTL, claimsOf, tokenErrorMessage } from "../../lib/tokens.ts";
import type { TokenCodec } from "../../lib/tokens.ts";

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and ~30 ms per hash on a laptop.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const INVALID_CREDENTIALS = "wrong email or password";

/**
 * How long a checked login session is trusted without asking the database again. Every authenticated request
 * used to cost a query; this instance forgets a session at once on logout or a role change, other instances
 * within this time (docs/decisions.md).
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 50_000;

/** The caller's current program as the access table needs it, with the current enrolment's end date. */
export interface CallerProgram extends ProgramAccess {
  endDate: string | null;
  /** When this was read from the database (Date.now()); the access hook re-reads before refusing. */
  readAt: number;
}

/** Who made an authenticated request. */
export type Caller =
  | { kind: "user"; userId: number; sid: number; role: "learner" | "admin"; access: CallerProgram }
  | { kind: "operator" };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Creates the auth service. */
export function createAuthService(deps: { db: Db; tokens: TokenCodec }) {
  const { db, tokens } = deps;
  // Verifying against a real hash for unknown emails keeps both failures equally slow (no account probing).
  let dummyHash: Promise<string> | undefined;
  // sid -> the session's user, role and when the entry was read from the database.
  const sessionCache = new Map<
    number,
    { userId: number; role: "learner" | "admin"; access: CallerProgram; at: number }
  >();

  // One query reads the session, the role and the current program with its enrolment (the access hook needs them
  // on every program route, so reading them here keeps the hot path at one cached lookup).
  async function readSession(userId: number, sid: number) {
    const [row] = await db
      .select({
        role: users.role,
        endedAt: loginSessions.endedAt,
        program: users.cprogram,
        planned: users.planned,
        steps: users.postSignupSteps,
        plan: programEnrolments.comment,
        endDate: programEnrolments.endDate,
      })
      .from(users)
      .innerJoin(loginSessions, and(eq(loginSessions.userId, users.id), eq(loginSessions.id, sid)))
      .leftJoin(
        programEnrolments,
        and(eq(programEnrolments.userId, users.id), eq(programEnrolments.programName, users.cprogram)),
      )
      .where(eq(users.id, userId));
    if (!row) return null;
    const access: CallerProgram = {
      program: row.program,
      plan: row.plan,
      planned: row.planned,
      steps: row.steps,
      endDate: row.endDate,
      readAt: Date.now(),
    };
    return { role: row.role, endedAt: row.endedAt, access };
  }

  function remember(userId: number, sid: number, role: "learner" | "admin", access: CallerProgram) {
    if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
    sessionCache.set(sid, { userId, role, access, at: access.readAt });
  }

  async function startSession(tx: Db, userId: number): Promise<string> {
    const [session] = await tx.insert(loginSessions).values({ userId }).returning({ id: loginSessions.id });
    return tokens.sign({ sub: String(userId), sid: session!.id }, { expiresIn: USER_TOKEN_TTL });
  }

  return {
    /** Creates a learner account and logs it in. */
    async signup(body: SignupBody): Promise<{ token: string }> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning({ id: users.id });
          return { token: await startSession(tx, user!.id) };
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict("an account with this email already exists", "email_taken");
        throw err;
      }
    },

    /** Checks email + password and opens a login session; the same 401 for unknown email and wrong password. */
    async login(body: LoginBody): Promise<{ token: string }> {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, body.email));
      const ok = await verify(
        user?.passwordHash ?? (await (dummyHash ??= hashPassword("not-a-password"))),
        body.password,
      ).catch(() => false);
      if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
      return db.transaction(async (tx) => ({ token: await startSession(tx, user.id) }));
    },

    /** Ends the login session the token belongs to; the token stops working. */
    async logout(userId: number, sid: number): Promise<void> {
      sessionCache.delete(sid);
      await db.transaction(async (tx) => {
        await tx
          .update(loginSessions)
          .set({ endedAt: new Date() })
          .where(
            and(eq(loginSessions.id, sid), eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)),
          );
      });
    },

    /** Verifies a token and that its user and login session still exist; throws 401 with the reason otherwise. */
    async authenticate(token: string): Promise<Caller> {
      let payload: unknown;
      try {
        payload = tokens.verify(token);
      } catch (err) {
        throw unauthorized(tokenErrorMessage(err));
      }
      const claims = claimsOf(payload);
      if (!claims) throw unauthorized("invalid token payload: log in again");
      if (claims.kind === "operator") return claims;
      const cached = sessionCache.get(claims.sid);
      if (cached && cached.userId === claims.userId && Date.now() - cached.at < SESSION_CACHE_MS) {
        const { role, access } = cached;
        return { kind: "user", userId: claims.userId, sid: claims.sid, role, access };
      }
      const row = await readSession(claims.userId, claims.sid);
      if (!row)
        throw unauthorized("the account or login session of this token no longer exists: log in again");
      if (row.endedAt) throw unauthorized("this login session has ended: log in again");
      remember(claims.userId, claims.sid, row.role, row.access);
      return { kind: "user", userId: claims.userId, sid: claims.sid, role: row.role, access: row.access };
    },

    /**
     * The caller read again from the database (bypassing the cache): the access hook asks before refusing, so a
     * program switched or enrolment renewed a moment ago (maybe on another instance) is never refused by a stale entry.
     */
    async fresh(caller: { userId: number; sid: number }): Promise<Caller> {
      const row = await readSession(caller.userId, caller.sid);
      if (!row)
        throw unauthorized("the account or login session of this token no longer exists: log in again");
      if (row.endedAt) throw unauthorized("this login session has ended: log in again");
      remember(caller.userId, caller.sid, row.role, row.access);
      return { kind: "user", userId: caller.userId, sid: caller.sid, role: row.role, access: row.access };
    },

    /** Forgets the cached sessions of a user (after a role change, so it applies to the next request). */
    forgetUser(userId: number): void {
      for (const [sid, entry] of sessionCache) if (entry.userId === userId) sessionCache.delete(sid);
    },
  };
}

/** The auth service's interface. */
export type AuthService = ReturnType<typeof createAuthService>;
