// Writing mail: a row in the outbox inside the caller's transaction, so a mail exists exactly when the event that
// causes it was committed. The sender (sender.ts) renders and delivers it later. Other modules queue mail here.
import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import type { MailKind } from "@fincareer/domain/contract/mail";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailAttachments, outbox } from "../db/schema.ts";
import { REMOVED_TOKEN, issueResetToken, resetLinkPath } from "./reset-tokens.ts";
import type { LinkSeal } from "./reset-tokens.ts";

/** A mail to queue: its kind, recipient and what its template needs. */
export interface MailToQueue {
  kind: MailKind;
  to: string;
  userId?: number | null;
  data?: Record<string, unknown>;
  /** A stored attachment (storeAttachment). */
  attachmentId?: number | null;
  /** A second mail with the same key is not queued (exactly-once periodic mails). */
  dedupeKey?: string | null;
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
      attachmentId: mail.attachmentId ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      // Due on the sender's clock, to the millisecond: the database's now() has microseconds, so a sender asked at
      // the same millisecond would have found the mail not yet due.
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A file for mails to attach (stored once, shared by every mail of an event); returns its id. */
export async function storeAttachment(
  tx: Db,
  file: { filename: string; contentType: string; content: string },
): Promise<number> {
  const [row] = await tx.insert(mailAttachments).values(file).returning({ id: mailAttachments.id });
  return row!.id;
}

/**
 * Queues one mail of a kind to each of these users, in one INSERT ... SELECT: a session for 10,000 learners is one
 * statement, not 10,000. Each mail's data is `data` plus the user's name; deactivated accounts get none. Whether a
 * learner switched the kind's category off is decided by the sender (sender.ts), which sees a later unsubscribe too.
 * Returns how many were queued.
 */
export async function enqueueMailToUsers(
  tx: Db,
  mail: { kind: MailKind; userIds: number[]; data?: Record<string, unknown>; attachmentId?: number | null },
): Promise<number> {
  if (mail.userIds.length === 0) return 0;
  const data = JSON.stringify(mail.data ?? {});
  // The ids go as one array parameter (a text literal cast to int[]: both drivers pass it the same way).
  const ids = `{${mail.userIds.map((id) => Math.trunc(id)).join(",")}}`;
  const result = await tx.execute(sql`
    insert into outbox (kind, to_address, user_id, data, attachment_id, next_attempt_at)
    select ${mail.kind}, u.email, u.id, ${data}::jsonb || jsonb_build_object('name', u.name),
           ${mail.attachmentId ?? null}::int, ${new Date().toISOString()}::timestamptz
      from users u
     where u.id = any(${ids}::int[]) and u.deactivated_at is null
     order by u.id`);
  return rowCount(result);
}

/** Rows an INSERT touched, from either driver's result. */
function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * The welcome of an account created without a password (/admin/users, CSV import, `user:create`): issues its
 * set-password link, which the admin also sees, and queues the mail carrying it. The outbox keeps the link's token
 * only sealed (`link_token`, opened by the sender at send time); the stored path says `token=removed`. Returns the
 * link.
 */
export async function issueWelcomeLink(
  tx: Db,
  seal: LinkSeal,
  user: { id: number; email: string; name: string },
  createdBy: number | null,
  now = new Date(),
): Promise<ResetLink> {
  const { token, expiresAt } = await issueResetToken(tx, user.id, createdBy, now);
  const expires_at = expiresAt.toISOString();
  await enqueueMail(tx, {
    kind: "welcome",
    to: user.email,
    userId: user.id,
    data: { name: user.name, path: resetLinkPath(REMOVED_TOKEN), link_token: seal.seal(token), expires_at },
  });
  return { email: user.email, url: resetLinkPath(token), expires_at };
}
