// One-time password-reset links: a random 256-bit token goes into the link, only its sha256 is stored. An account
// has at most one live link: issuing locks the account row (SELECT ... FOR UPDATE), spends the unused ones and adds
// the new one, so two issues at once take turns and leave one (a partial unique index, migration 0022, holds it).
// A link dies with the password: a password change spends the account's unused links (spendResetLinks), and a link
// issued before the account's last password change is refused even if it was not spent. Using one sets used_at in
// the same statement that checks it. A mail that carries a link keeps its token in the outbox only sealed (AES-GCM
// under a key derived from JWT_SECRET): the sender opens it at send time, stored texts show `token=removed`.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import type { Db } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";

/** How long a reset link from an admin (or a welcome mail) works. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60_000;

/** How long a self-service link (Forgot password?) works: short, since anyone may ask for one to be mailed. */
export const SELF_SERVICE_LINK_TTL_MS = 60 * 60_000;

/** The path a link's token goes in. */
export function resetLinkPath(token: string): string {
  return `/reset-password?token=${token}`;
}

/** What stored texts show instead of a link's token. */
export const REMOVED_TOKEN = "removed";

/** Replaces the token of every reset link in a text with `removed` (stored mail bodies, the admin's mail screen). */
export function redactResetLinks(text: string): string;
export function redactResetLinks(text: string | null): string | null;
export function redactResetLinks(text: string | null): string | null {
  return text === null ? null : text.replace(/token=[A-Za-z0-9_-]+/g, `token=${REMOVED_TOKEN}`);
}

/** The stored form of a token. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Seals a link's token for the outbox and opens it again at send time. */
export interface LinkSeal {
  seal(token: string): string;
  /** The token, or null when the text was not sealed with this key (or was altered). */
  open(sealed: string): string | null;
}

/** A seal keyed by the server's secret (JWT_SECRET): only an instance of the deployment can open it. */
export function linkSeal(secret: string): LinkSeal {
  const key = createHmac("sha256", secret).update("reset-link-seal-v1").digest();
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return ["s1", iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== "s1" || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}

/**
 * Issues a token for a user inside the caller's transaction: locks the account row, spends its unused links and
 * stores the new one's hash. Returns the token and when it expires.
 */
export async function issueResetToken(
  tx: Db,
  userId: number,
  createdBy: number | null,
  now = new Date(),
  ttlMs = RESET_LINK_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  // Two issues at once take turns here: the second one's update then sees (and spends) the first one's link.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMs);
  await spendResetLinks(tx, userId, now);
  await tx
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashResetToken(token), createdBy, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Issues a link for a user inside the caller's transaction; older unused links of the user stop working. */
export async function issueResetLink(
  tx: Db,
  user: { id: number; email: string },
  createdBy: number | null,
  now = new Date(),
  ttlMs = RESET_LINK_TTL_MS,
): Promise<ResetLink> {
  const { token, expiresAt } = await issueResetToken(tx, user.id, createdBy, now, ttlMs);
  return { email: user.email, url: resetLinkPath(token), expires_at: expiresAt.toISOString() };
}

/** Spends every unused link of a user (a password change, a deactivation, a newer link). */
export async function spendResetLinks(tx: Db, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The token's row is usable: its hash, unused, unexpired, and issued no earlier than the last password change. */
function usable(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    sql`not exists (select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId}
          and ${users.passwordChangedAt} > ${passwordResetTokens.createdAt})`,
  );
}

/** The user id of a usable (unused, unexpired, newer than the password) token, or null; nothing is changed. */
export async function findResetToken(tx: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await tx
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(token, now));
  return row?.userId ?? null;
}

/** The user id of a token that was issued, whatever its state (used, expired), or null; nothing is changed. */
export async function findResetTokenOwner(tx: Db, token: string): Promise<number | null> {
  const [row] = await tx
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  return row?.userId ?? null;
}

/** Marks a usable token used; false when it was used (or expired) meanwhile, so two racing resets apply once. */
export async function consumeResetToken(tx: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
