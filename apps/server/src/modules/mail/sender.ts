// Delivering the outbox. A sender claims due rows in one statement (UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
// SKIP LOCKED)) and holds them for a lease: several instances never claim the same row, and the rows of an instance
// that died mid-send are claimed again once its lease ends, so nothing is lost on a restart. Each attempt ends in
// sent, a retry later (temporary failure: a 4xx reply, a connection error), or failed (a 5xx reply, or too many
// attempts), with the reason kept in last_error. An outcome is written only while the claim is still ours.
import { TransactionRollbackError, and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { MAIL_KINDS } from "@fincareer/domain/contract/mail";
import type { MailKind } from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { outbox, users } from "../../db/schema.ts";
import type { OutboxRow } from "../../db/schema.ts";
import { SELF_SERVICE_LINK_TTL_MS, issueResetLink } from "../auth/reset-tokens.ts";
import { renderMail } from "./templates.ts";
import type { MailSite, RenderedMail } from "./templates.ts";
import type { MailTransport } from "./transport.ts";

/** Attempts before a temporarily failing mail is given up (about 3 hours of backoff in all). */
export const MAX_ATTEMPTS = 10;

/** The wait before attempt `attempt + 1` after `attempt` temporary failures: 30 s doubling, at most 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Whether a send error may pass if tried again: 4xx replies, connection trouble and login trouble do; 5xx do not. */
export function isTemporary(err: unknown): boolean {
  const e = err as { responseCode?: unknown; code?: unknown };
  // A refused login is the server's configuration, not this mail's fault: fixing SMTP_URL must deliver it.
  if (e.code === "EAUTH") return true;
  if (typeof e.responseCode === "number") return e.responseCode < 500;
  return true;
}

function reasonOf(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  const text = typeof e.response === "string" ? e.response : String(e.message ?? err);
  return `${typeof e.code === "string" ? `${e.code}: ` : ""}${text}`.slice(0, 1000);
}

/** What one drain did. */
export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/** Options of a sender. */
export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  site: MailSite;
  from: string;
  logger?: Logger;
  /** How long a claim holds (longer than one attempt's timeouts). */
  leaseMs?: number;
  /** Rows claimed per statement. */
  batch?: number;
}

/** Creates a sender over a transport. */
export function createMailSender(opts: MailSenderOptions) {
  const { db, transport, site, from } = opts;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batch = opts.batch ?? 20;
  const host = (() => {
    try {
      return new URL(site.publicUrl).hostname || "localhost";
    } catch {
      return "localhost";
    }
  })();

  /** Claims up to `limit` due rows (pending and due, or sending with an ended lease) for this sender. */
  async function claim(now: Date, limit = batch): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.state, "pending"), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.state, "sending"), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({
        state: "sending",
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** The row's claim is still this sender's (no other instance took it over after the lease ended). */
  const ours = (row: OutboxRow) =>
    and(eq(outbox.id, row.id), eq(outbox.state, "sending"), eq(outbox.lockedUntil, row.lockedUntil!));

  /**
   * Renders a claimed row that has no text yet. A self-service reset mail issues its link now, in the same
   * transaction that stores the text, so a forgot-password request does the same work for any address.
   */
  async function render(row: OutboxRow, now: Date): Promise<RenderedMail | "dropped" | "lost"> {
    if (row.subject !== null && row.textBody !== null && row.htmlBody !== null) {
      return { subject: row.subject, text: row.textBody, html: row.htmlBody };
    }
    const kind = (MAIL_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MailKind) : null;
    return db
      .transaction(async (tx) => {
        let data = row.data;
        let userId = row.userId;
        if (kind === "password_reset" && data.self_service === true) {
          const [user] = await tx
            .select({ id: users.id, email: users.email, name: users.name })
            .from(users)
            .where(and(eq(users.email, row.toAddress), isNull(users.deactivatedAt)));
          if (!user) {
            const gone = await tx
              .update(outbox)
              .set({ state: "dropped", lastError: "no active account uses this address", lockedUntil: null })
              .where(ours(row))
              .returning({ id: outbox.id });
            return gone.length ? "dropped" : "lost";
          }
          const link = await issueResetLink(tx, user, null, now, SELF_SERVICE_LINK_TTL_MS);
          data = { name: user.name, path: link.url, expires_at: link.expires_at };
          userId = user.id;
        }
        if (!kind) throw new Error(`unknown mail kind ${row.kind}`);
        const mail = renderMail(kind, data, site);
        const stored = await tx
          .update(outbox)
          .set({ subject: mail.subject, textBody: mail.text, htmlBody: mail.html, userId })
          .where(ours(row))
          .returning({ id: outbox.id });
        // Taken over meanwhile: the link issued here is rolled back with the text.
        if (!stored.length) tx.rollback();
        return mail;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return "lost" as const;
        throw err;
      });
  }

  async function deliver(row: OutboxRow, now: Date, result: DrainResult): Promise<void> {
    let mail: RenderedMail | "dropped" | "lost";
    try {
      mail = await render(row, now);
    } catch (err) {
      await db
        .update(outbox)
        .set({ state: "failed", lastError: `cannot render: ${reasonOf(err)}`, lockedUntil: null })
        .where(ours(row));
      result.failed += 1;
      return;
    }
    if (mail === "dropped") result.dropped += 1;
    if (typeof mail === "string") return;
    try {
      const info = await transport.send({
        ...mail,
        from,
        to: row.toAddress,
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${host}>`,
        fileStem: `${String(row.id).padStart(6, "0")}-${row.kind}`,
      });
      await db
        .update(outbox)
        .set({
          state: "sent",
          sentAt: new Date(),
          messageId: info.messageId,
          lastError: null,
          lockedUntil: null,
        })
        .where(ours(row));
      result.sent += 1;
    } catch (err) {
      const reason = reasonOf(err);
      const retry = isTemporary(err) && row.attempts < MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set(
          retry
            ? {
                state: "pending",
                lastError: reason,
                lockedUntil: null,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
              }
            : { state: "failed", lastError: reason, lockedUntil: null },
        )
        .where(ours(row));
      if (retry) result.retried += 1;
      else result.failed += 1;
      opts.logger?.warn({ mail: row.id, kind: row.kind, reason, retry }, "mail not delivered");
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const sender = {
    claim,
    /** Sends every mail due at `now`, batch by batch, until none is left; returns what happened. */
    async drain(now?: Date): Promise<DrainResult> {
      const result: DrainResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
      for (;;) {
        const at = now ?? new Date();
        const rows = await claim(at);
        if (rows.length === 0) return result;
        for (const row of rows) await deliver(row, at, result);
      }
    },
    /** Looks for due mail every `ms` (0 = never); one pass at a time. */
    start(ms: number): void {
      if (ms <= 0 || timer) return;
      stopped = false;
      const tick = () => {
        running = sender
          .drain()
          .catch((err: unknown) => opts.logger?.error({ err }, "mail sender pass failed"))
          .finally(() => {
            running = null;
            if (!stopped) timer = setTimeout(tick, ms);
          });
      };
      timer = setTimeout(tick, 0);
    },
    /** Stops the timer and waits for a pass in progress (its claims would otherwise wait out their lease). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return sender;
}

/** A mail sender. */
export type MailSender = ReturnType<typeof createMailSender>;
