// Accounts: sign-up, login (one login_sessions row per login), logout, and turning a token into a caller.
import { LRUCache } from "lru-cache";
import { verify } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  LoginBody,
  ResetLinkStatus,
  ResetPasswordBody,
  ResetPasswordResponse,
  SignupBody,
  SignupResponse,
} from "@fincareer/domain/contract/auth";
import { RENEW_LINK_MESSAGE } from "@fincareer/domain/contract/auth";
import type { ForgotResponse } from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { loginSessions, notifications, programEnrolments, users } from "../../db/schema.ts";
import { badRequest, forbidden, unauthorized } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { USER_TOKEN_TTL, claimsOf, tokenErrorMessage } from "../../lib/tokens.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import type { Realtime } from "../../platform/realtime.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import {
  consumeResetToken,
  findResetToken,
  findResetTokenOwner,
  spendResetLinks,
} from "../../platform/reset-tokens.ts";
import { requestPasswordReset } from "./forgot.ts";
import { recordActivity } from "../../platform/activity.ts";
import { acceptNotice, noticeRead } from "../../platform/consent.ts";
import { assertNewPassword, endSessions, hashPassword } from "../../platform/credentials.ts";
import type { Caller, CallerProgram } from "../../platform/caller.ts";

const INVALID_CREDENTIALS = "wrong email or password";

/** What sign-up answers in every case, so it never tells whether an email already has an account. */
export const SIGNUP_MESSAGE =
  "Thanks. If this email is new, your account is ready: log in with it. If it already has an account, " +
  "its owner has been told; log in, or ask your coordinator for a password reset link.";

/** What the existing account is told when someone signs up with its email (there is no email sender). */
export const SIGNUP_EXISTING_NOTICE =
  "Someone tried to create a new account with your email address. If it was you, you already have an " +
  "account: log in, or ask your coordinator for a password reset link. If not, you can ignore this.";

/**
 * How long a checked login session is trusted without asking the database again. Every authenticated request
 * used to cost a query. A logout, password change, deactivation, role or program change forgets the session at
 * once on every instance (a `sessions` signal through Redis); this time bounds what an instance that missed the
 * signal (Redis down or paused) may still trust (docs/decisions.md).
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 50_000;

/** The realtime signal channel that tells every instance to forget cached sessions: `{"user":id}` or `{"sid":id}`. */
export const SESSIONS_SIGNAL = "sessions";

/** Creates the auth service. */
export function createAuthService(deps: {
  db: Db;
  tokens: TokenCodec;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  /** Tells a user's open browsers something changed (the notification is stored by this service). */
  /** Pushes a stored notification (its id lets a reconnecting socket catch up on what it missed). */
  onNotify?: (userId: number, message: string, id: number) => void;
  /** Closes the live sockets of ended logins on every instance. */
  sockets?: Pick<Realtime, "disconnectUser" | "disconnectSession">;
  /** Tells every instance to forget a session or a user's sessions (the cache below). */
  signals?: Pick<Realtime, "signal" | "onSignal" | "onRelink">;
}) {
  const { db, tokens, throttle, devices, onNotify, sockets, signals } = deps;
  // Verifying against a real hash for unknown emails keeps both failures equally slow (no account probing).
  let dummyHash: Promise<string> | undefined;
  // sid -> the session's user, role and when the entry was read from the database.
  // Bounded: the least recently used sessions leave first when it is full.
  const sessionCache = new LRUCache<
    number,
    { userId: number; role: "learner" | "admin"; access: CallerProgram; at: number }
  >({ max: SESSION_CACHE_MAX });
  // Bumped by every forget: a session read from the database while a forget arrived is not cached (the read may
  // have seen the row before the change that was signalled).
  let forgets = 0;

  // One query reads the session, the role and the current program with its enrolment (the access hook needs them
  // on every program route, so reading them here keeps the hot path at one cached lookup).
  // Prepared once, named: each pooled connection parses and plans it once, and the query is not rebuilt per call.
  // It runs for every request that misses the session cache (most of a learner's, who pauses longer than it lasts).
  const sessionQuery = db
    .select({
      role: users.role,
      endedAt: loginSessions.endedAt,
      deactivatedAt: users.deactivatedAt,
      program: users.cprogram,
      planned: users.planned,
      steps: users.postSignupSteps,
      plan: programEnrolments.comment,
      endDate: programEnrolments.endDate,
    })
    .from(users)
    .innerJoin(
      loginSessions,
      and(eq(loginSessions.userId, users.id), eq(loginSessions.id, sql.placeholder("sid"))),
    )
    .leftJoin(
      programEnrolments,
      and(eq(programEnrolments.userId, users.id), eq(programEnrolments.programName, users.cprogram)),
    )
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("auth_read_session");

  async function readSession(userId: number, sid: number) {
    const [row] = await sessionQuery.execute({ userId, sid });
    if (!row) return null;
    const access: CallerProgram = {
      program: row.program,
      plan: row.plan,
      planned: row.planned,
      steps: row.steps,
      endDate: row.endDate,
      readAt: Date.now(),
    };
    return { role: row.role, endedAt: row.endedAt, deactivatedAt: row.deactivatedAt, access };
  }

  function remember(
    userId: number,
    sid: number,
    role: "learner" | "admin",
    access: CallerProgram,
    forgetsBefore: number,
  ) {
    if (forgets === forgetsBefore) sessionCache.set(sid, { userId, role, access, at: access.readAt });
  }

  async function startSession(tx: Db, userId: number): Promise<string> {
    const [session] = await tx.insert(loginSessions).values({ userId }).returning({ id: loginSessions.id });
    await recordActivity(tx, { userId, kind: "login" });
    return tokens.sign({ sub: String(userId), sid: session!.id }, { expiresIn: USER_TOKEN_TTL });
  }

  // The account of an email and whether the password is its own; an unknown email is checked against a dummy hash.
  async function checkPassword(body: LoginBody) {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.email, body.email));
    const hash = user?.passwordHash ?? (await (dummyHash ??= hashPassword("not-a-password")));
    return { user, ok: await verify(hash, body.password).catch(() => false) };
  }

  function dropUser(userId: number): void {
    forgets++;
    const ended = [...sessionCache.entries()].filter(([, entry]) => entry.userId === userId);
    for (const [sid] of ended) sessionCache.delete(sid);
  }

  function dropSession(sid: number): void {
    forgets++;
    sessionCache.delete(sid);
  }

  /** Forgets the user's cached sessions here at once, then on every other instance (resolves once Redis took it). */
  async function forgetUser(userId: number): Promise<void> {
    dropUser(userId);
    await signals?.signal(SESSIONS_SIGNAL, JSON.stringify({ user: userId }));
  }

  async function forgetSession(sid: number): Promise<void> {
    dropSession(sid);
    await signals?.signal(SESSIONS_SIGNAL, JSON.stringify({ sid }));
  }

  /** Reads a login session from the database and caches it; throws 401 when it is not live. */
  async function check(caller: { userId: number; sid: number }): Promise<Caller> {
    const before = forgets;
    const row = await readSession(caller.userId, caller.sid);
    if (!row) throw unauthorized("the account or login session of this token no longer exists: log in again");
    if (row.deactivatedAt)
      throw unauthorized("this account is deactivated: contact your program coordinator");
    if (row.endedAt) throw unauthorized("this login session has ended: log in again");
    remember(caller.userId, caller.sid, row.role, row.access, before);
    return { kind: "user", userId: caller.userId, sid: caller.sid, role: row.role, access: row.access };
  }

  /** A live session's caller, from the cache when it was checked less than SESSION_CACHE_MS ago. */
  async function session(caller: { userId: number; sid: number }): Promise<Caller> {
    const cached = sessionCache.get(caller.sid);
    if (cached && cached.userId === caller.userId && Date.now() - cached.at < SESSION_CACHE_MS) {
      const { role, access } = cached;
      return { kind: "user", userId: caller.userId, sid: caller.sid, role, access };
    }
    return check(caller);
  }

  /** Listens to the other instances' forgets; after Redis was lost, everything cached may have missed one. */
  async function listen(): Promise<void> {
    if (!signals) return;
    await signals.onSignal(SESSIONS_SIGNAL, (message) => {
      const parsed = JSON.parse(message) as { user?: unknown; sid?: unknown };
      if (typeof parsed.user === "number") dropUser(parsed.user);
      if (typeof parsed.sid === "number") dropSession(parsed.sid);
    });
    signals.onRelink(() => {
      forgets++;
      sessionCache.clear();
    });
  }

  return {
    /**
     * Creates a learner account, answering the same whether or not the email is taken: an existing account
     * gets a notification instead (both paths hash the password, so they take about as long). Limited per client
     * address and per email before anything is hashed (login-throttle.ts).
     */
    async signup(body: SignupBody, client: { ip: string }): Promise<SignupResponse> {
      await assertNewPassword("body.password", body.password, body);
      await throttle.signup({ email: body.email, ip: client.ip });
      const passwordHash = await hashPassword(body.password);
      let existing: { userId: number; noticeId: number } | null = null;
      try {
        // The account and the learner's consent to the notice they read are one act (DPDP Act s.6): a stale
        // notice version refuses the sign-up (409 notice_changed) and creates nothing, checked before the insert
        // so that a taken email answers alike.
        await db.transaction(async (tx) => {
          await noticeRead(tx, body.consent.notice_version);
          const [user] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning({ id: users.id });
          await acceptNotice(tx, user!.id, body.consent, "signup");
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        existing = await db.transaction(async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
          if (!user) return null;
          const [notice] = await tx
            .insert(notifications)
            .values({ userId: user.id, message: SIGNUP_EXISTING_NOTICE })
            .returning({ id: notifications.id });
          return { userId: user.id, noticeId: notice!.id };
        });
      }
      if (existing) onNotify?.(existing.userId, SIGNUP_EXISTING_NOTICE, existing.noticeId);
      return { ok: true, message: SIGNUP_MESSAGE };
    },

    /**
     * Checks email + password and opens a login session; the same 401 for unknown email and wrong password.
     * Attempts are counted before the password is checked: against the browser's device cookie for the account
     * when it has a valid one, else per account+address and per address (login-throttle.ts). Answers the token
     * and a new device cookie's Set-Cookie header.
     */
    async login(
      body: LoginBody,
      client: { ip: string; cookies: string | undefined; https: boolean },
    ): Promise<{ token: string; cookie: string }> {
      const device = devices.read(client.cookies, body.email);
      const attempt = await throttle.attempt({ email: body.email, ip: client.ip, device });
      // A database failure checked no password: it must not count towards locking anyone out.
      const { user, ok } = await checkPassword(body).catch(async (err: unknown) => {
        await attempt.cancel();
        throw err;
      });
      if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
      await attempt.succeeded();
      // Said only after the right password, so it tells nothing to someone guessing.
      if (user.deactivatedAt) {
        throw forbidden(
          "this account is deactivated: contact your program coordinator",
          "account_deactivated",
        );
      }
      const token = await db.transaction(async (tx) => startSession(tx, user.id));
      // A fresh cookie (new id, full lifetime) on every login, as OWASP's device-cookie pattern does.
      return { token, cookie: devices.header(devices.issue(body.email), client.https) };
    },

    /** Changes the caller's password (the current one is required) and ends their other login sessions. */
    async changePassword(
      userId: number,
      sid: number,
      body: ChangePasswordBody,
    ): Promise<ChangePasswordResponse> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized("the account of this token no longer exists: log in again");
      const ok = await verify(user.passwordHash, body.current).catch(() => false);
      // 400, not 401: the session is fine, and a 401 would log the browser out.
      if (!ok)
        throw badRequest("body.current: The current password is wrong: type it again", "wrong_password");
      if (body.next === body.current) {
        throw badRequest(
          "body.next: Choose a new password that differs from the current one",
          "weak_password",
        );
      }
      await assertNewPassword("body.next", body.next, user);
      const passwordHash = await hashPassword(body.next);
      const ended = await db.transaction(async (tx) => {
        const now = new Date();
        await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
        // A reset or welcome link issued before dies with the old password.
        await spendResetLinks(tx, userId, now);
        return endSessions(tx, userId, sid);
      });
      await forgetUser(userId);
      sockets?.disconnectUser(userId, sid);
      return { ok: true, ended_sessions: ended };
    },

    /**
     * Sets a new password with a one-time reset link; every other login session of the account ends and a new
     * one starts, as a login does (a fresh device cookie too), so the learner is logged in.
     */
    async resetPassword(
      body: ResetPasswordBody,
      client: { https: boolean },
      now = new Date(),
    ): Promise<{ response: ResetPasswordResponse; cookie: string }> {
      const invalid = () =>
        badRequest(
          'This link has been used or has expired: press "Send me a new link" for a new one',
          "invalid_token",
        );
      const userId = await findResetToken(db, body.token, now);
      if (userId === null) throw invalid();
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw invalid();
      if (user.deactivatedAt) {
        throw forbidden(
          "This account is deactivated: contact your program coordinator",
          "account_deactivated",
        );
      }
      await assertNewPassword("body.password", body.password, user);
      const passwordHash = await hashPassword(body.password);
      const { token, firstLogin } = await db.transaction(async (tx) => {
        // The token is spent in the same transaction that sets the password: two racing resets apply once.
        if (!(await consumeResetToken(tx, body.token, now))) throw invalid();
        const [earlier] = await tx
          .select({ id: loginSessions.id })
          .from(loginSessions)
          .where(eq(loginSessions.userId, userId))
          .limit(1);
        await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
        await spendResetLinks(tx, userId, now);
        await endSessions(tx, userId);
        return { token: await startSession(tx, userId), firstLogin: earlier === undefined };
      });
      await forgetUser(userId);
      // The new session's socket has not connected yet: every open one belongs to an ended session.
      sockets?.disconnectUser(userId);
      // The owner proved the account is theirs: guesses made at it from elsewhere no longer hold new browsers back.
      await throttle.forgiveAccount(user.email);
      return {
        response: { ok: true, email: user.email, token, first_login: firstLogin },
        cookie: devices.header(devices.issue(user.email), client.https),
      };
    },

    /** Whether a reset link's token still sets a password; nothing is changed. */
    async resetLinkStatus(token: string, now = new Date()): Promise<ResetLinkStatus> {
      return { usable: (await findResetToken(db, token, now)) !== null };
    },

    /**
     * Mails a new link to the account a used or expired link was issued for, as Forgot password? does for its
     * address (the same per-address limit); the same answer whether or not the token was ever issued.
     */
    async renewResetLink(token: string): Promise<ForgotResponse> {
      const owner = await findResetTokenOwner(db, token);
      const [user] =
        owner === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, owner));
      if (user) await requestPasswordReset(db, user.email);
      return { ok: true, message: RENEW_LINK_MESSAGE };
    },

    /** POST /api/auth/forgot: queues a self-service reset mail; the same answer for every address. */
    forgot: (email: string) => requestPasswordReset(db, email),

    /** Ends the login session the token belongs to; the token stops working. */
    async logout(userId: number, sid: number): Promise<void> {
      dropSession(sid);
      await db.transaction(async (tx) => {
        await tx
          .update(loginSessions)
          .set({ endedAt: new Date() })
          .where(
            and(eq(loginSessions.id, sid), eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)),
          );
      });
      // After the commit: every instance forgets the session (a read meanwhile saw it still live), and a socket
      // identifying itself meanwhile reads the ended session (realtime.ts).
      await forgetSession(sid);
      sockets?.disconnectSession(sid);
    },

    /** The user and login session of a well-signed, unexpired user token (nothing read), with its expiry. */
    identify(token: string): { userId: number; sid: number; expiresAt: number | null } | null {
      let payload: unknown;
      try {
        payload = tokens.verify(token);
      } catch {
        return null;
      }
      const claims = claimsOf(payload);
      if (claims?.kind !== "user") return null;
      const exp = (payload as { exp?: unknown }).exp;
      return {
        userId: claims.userId,
        sid: claims.sid,
        expiresAt: typeof exp === "number" ? exp * 1000 : null,
      };
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
      return session(claims);
    },

    /** The caller of a login session that is still live (cached as authenticate does); throws 401 otherwise. */
    session,

    /**
     * The caller read again from the database (bypassing the cache): the access hook asks before refusing, so a
     * program switched or enrolment renewed a moment ago (maybe on another instance) is never refused by a stale entry.
     */
    fresh: (caller: { userId: number; sid: number }): Promise<Caller> => check(caller),

    /** Forgets the cached sessions of a user on every instance (after a role, password, program or status change). */
    forgetUser,

    /** Starts listening to the other instances' forgets (the module calls it once). */
    listen,
  };
}

/** The auth service's interface. */
export type AuthService = ReturnType<typeof createAuthService>;
