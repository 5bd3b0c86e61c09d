// Writing mail: a row in the outbox inside the caller's transaction, so a mail exists exactly when the event that
// causes it was committed. The sender (sender.ts) renders and delivers it later. Other modules queue mail here.
import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import type { MailKind } from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { issueResetLink } from "../auth/reset-tokens.ts";

/** A mail to queue: its kind, recipient and what its template needs. */
export interface MailToQueue {
  kind: MailKind;
  to: string;
  userId?: number | null;
  data?: Record<string, unknown>;
}

/** Queues a mail inside the caller's transaction; returns its outbox id. */
export async function enqueueMail(tx: Db, mail: MailToQueue): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      userId: mail.userId ?? null,
      data: mail.data ?? {},
      // Due on the sender's clock, to the millisecond: the database's now() has microseconds, so a sender asked at
      // the same millisecond would have found the mail not yet due.
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * The welcome of an account created without a password (/admin/users, CSV import, `user:create`): issues its
 * set-password link, which the admin also sees, and queues the mail carrying it. Returns the link.
 */
export async function issueWelcomeLink(
  tx: Db,
  user: { id: number; email: string; name: string },
  createdBy: number | null,
  now = new Date(),
): Promise<ResetLink> {
  const link = await issueResetLink(tx, user, createdBy, now);
  await enqueueMail(tx, {
    kind: "welcome",
    to: user.email,
    userId: user.id,
    data: { name: user.name, path: link.url, expires_at: link.expires_at },
  });
  return link;
}
