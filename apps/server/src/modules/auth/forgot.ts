// Forgot password: a request queues a self-service reset mail for the address, whoever owns it. Whether an active
// account uses the address is decided when the mail sender renders the mail (mail/sender.ts), so the request does the same
// work, and answers the same, for every address. At most FORGOT_PER_EMAIL mails per address and hour are queued;
// further requests answer the same and queue nothing (so nobody can flood a mailbox, and nothing is revealed).
import { and, count, eq, gt, sql } from "drizzle-orm";
import { FORGOT_MESSAGE } from "@fincareer/domain/contract/mail";
import type { ForgotResponse } from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import { keyedLockText } from "../../lib/locks.ts";

/** Reset mails one address may be sent per window. */
export const FORGOT_PER_EMAIL = { max: 3, windowMs: 60 * 60_000 };

/** Queues a self-service reset mail for `email` unless the address had its share this hour. */
export async function requestPasswordReset(db: Db, email: string, now = new Date()): Promise<ForgotResponse> {
  await db.transaction(async (tx) => {
    // One request per address at a time, so parallel requests cannot all pass the count below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${keyedLockText("forgot", email)}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.toAddress, email),
          eq(outbox.kind, "password_reset"),
          gt(outbox.createdAt, new Date(now.getTime() - FORGOT_PER_EMAIL.windowMs)),
        ),
      );
    if ((recent?.n ?? 0) >= FORGOT_PER_EMAIL.max) return;
    await enqueueMail(tx, { kind: "password_reset", to: email, data: { self_service: true } });
  });
  return { ok: true, message: FORGOT_MESSAGE };
}
