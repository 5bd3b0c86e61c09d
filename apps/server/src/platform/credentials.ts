// Credentials every area handles: hashing a password, the new-password rule, and ending a user's sessions (a
// password change, a reset, a deactivation). Auth, admin and the CLI share these; none of them owns the others.
import { hash } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { liveCalendarFeeds, loginSessions } from "../db/schema.ts";
import { badRequest } from "../lib/errors.ts";
import { newPasswordProblem } from "../lib/password-strength.ts";

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and ~30 ms per hash on a laptop.
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash no password matches (an account that must set its password through a link first). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

/** Refuses a new password with a 400 naming the field. */
export async function assertNewPassword(
  field: string,
  password: string,
  owner: { email: string; name: string },
): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw badRequest(`${field}: ${problem}`, "weak_password");
}

/**
 * Ends a user's open login sessions (all, or all but one) and drops their private calendar feed, whose address is a
 * credential too (a password change, reset or deactivation must stop it); returns how many sessions ended.
 */
export async function endSessions(tx: Db, userId: number, exceptSid?: number): Promise<number> {
  await tx.delete(liveCalendarFeeds).where(eq(liveCalendarFeeds.userId, userId));
  const rows = await tx
    .update(loginSessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(loginSessions.userId, userId),
        isNull(loginSessions.endedAt),
        exceptSid === undefined ? undefined : ne(loginSessions.id, exceptSid),
      ),
    )
    .returning({ id: loginSessions.id });
  return rows.length;
}
