// One-time password-reset links: a random 256-bit token goes into the link, only its sha256 is stored; a new
// link replaces the user's unused ones; using one sets used_at in the same statement that checks it.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema.ts";

/** How long a reset link from an admin (or a welcome mail) works. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60_000;

/** How long a self-service link (Forgot password?) works: short, since anyone may ask for one to be mailed. */
export const SELF_SERVICE_LINK_TTL_MS = 60 * 60_000;

/** The stored form of a token. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a link for a user inside the caller's transaction; older unused links of the user stop working. */
export async function issueResetLink(
  tx: Db,
  user: { id: number; email: string },
  createdBy: number | null,
  now = new Date(),
  ttlMs = RESET_LINK_TTL_MS,
): Promise<ResetLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMs);
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tx
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashResetToken(token), createdBy, expiresAt });
  return {
    email: user.email,
    url: `/reset-password?token=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The user id of a usable (unused, unexpired) token, or null; nothing is changed. */
export async function findResetToken(tx: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await tx
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/** Marks a usable token used; false when it was used (or expired) meanwhile, so two racing resets apply once. */
export async function consumeResetToken(tx: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
