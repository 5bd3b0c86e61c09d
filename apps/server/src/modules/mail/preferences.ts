// What a learner gets by mail: the categories switched off (mail_opt_outs), the signed unsubscribe token in every
// non-security mail, and the use cases behind /profile/notifications and the one-click unsubscribe (RFC 8058).
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  ALWAYS_ON_MAILS,
  MAIL_CATEGORIES,
  MAIL_CATEGORY_LABELS,
  unsubscribeTokenParts,
} from "@fincareer/domain/contract/mail";
import type {
  MailCategory,
  MailPreferencesBody,
  MailPreferencesResponse,
  UnsubscribeResponse,
} from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { mailOptOuts, users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

/** Signs and checks unsubscribe tokens with a key derived from the server's secret (JWT_SECRET). */
export function unsubscribeTokens(secret: string) {
  const key = createHmac("sha256", secret).update("mail-unsubscribe-v1").digest();
  const sign = (userId: number, category: MailCategory) =>
    createHmac("sha256", key).update(`${userId}:${category}`).digest("base64url").slice(0, 32);
  return {
    /** The token that turns `category` off for `userId`, without a login. */
    tokenFor(userId: number, category: MailCategory): string {
      return `u1.${userId}.${category}.${sign(userId, category)}`;
    },
    /** The user and category of a genuine token; null for a forged or malformed one. */
    verify(token: string): { userId: number; category: MailCategory } | null {
      const parts = unsubscribeTokenParts(token);
      if (!parts) return null;
      const expected = Buffer.from(sign(parts.userId, parts.category));
      const given = Buffer.from(parts.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: parts.userId, category: parts.category };
    },
  };
}

/** The token helper's interface. */
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** Creates the preferences service. */
export function createMailPreferences(deps: { db: Db; tokens: UnsubscribeTokens }) {
  const { db, tokens } = deps;

  async function read(tx: Db, userId: number): Promise<MailPreferencesResponse> {
    const off = new Set(
      (
        await tx
          .select({ category: mailOptOuts.category })
          .from(mailOptOuts)
          .where(eq(mailOptOuts.userId, userId))
      ).map((r) => r.category),
    );
    return {
      preferences: MAIL_CATEGORIES.map((category) => ({
        category,
        ...MAIL_CATEGORY_LABELS[category],
        email: !off.has(category),
      })),
      always_on: [...ALWAYS_ON_MAILS],
    };
  }

  return {
    /** GET /api/user/notification-preferences. */
    async get(userId: number): Promise<MailPreferencesResponse> {
      return db.transaction((tx) => read(tx, userId));
    },

    /** PUT /api/user/notification-preferences: switches the given categories on or off; answers the new state. */
    async set(userId: number, body: MailPreferencesBody): Promise<MailPreferencesResponse> {
      return db.transaction(async (tx) => {
        const entries = Object.entries(body) as [MailCategory, boolean | undefined][];
        const off = entries.filter(([, on]) => on === false).map(([c]) => c);
        const on = entries.filter(([, v]) => v === true).map(([c]) => c);
        if (off.length) {
          await tx
            .insert(mailOptOuts)
            .values(off.map((category) => ({ userId, category })))
            .onConflictDoNothing();
        }
        if (on.length) {
          await tx
            .delete(mailOptOuts)
            .where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.category, on)));
        }
        return read(tx, userId);
      });
    },

    /**
     * POST /api/mail/unsubscribe/{token}: turns the token's category off, with no login (RFC 8058 one-click).
     * Idempotent: a second click answers the same. 404 for a forged token or a deleted account.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const who = tokens.verify(token);
      if (!who) throw notFound("this unsubscribe link is not valid");
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, who.userId));
        if (!user) throw notFound("this unsubscribe link is not valid");
        await tx
          .insert(mailOptOuts)
          .values({ userId: who.userId, category: who.category })
          .onConflictDoNothing();
        return { ok: true as const, category: who.category, label: MAIL_CATEGORY_LABELS[who.category].label };
      });
    },
  };
}

/** The preferences service's interface. */
export type MailPreferences = ReturnType<typeof createMailPreferences>;
