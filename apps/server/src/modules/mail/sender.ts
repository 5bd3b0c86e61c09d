// Delivering the outbox. A sender claims due rows in one statement (UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
// SKIP LOCKED)) and holds them for a lease: several instances never claim the same row, and the rows of an instance
// that died mid-send are claimed again once its lease ends, so nothing is lost on a restart. Each attempt ends in
// sent, a retry later (temporary failure: a 4xx reply, a connection error), or failed (a 5xx reply, or too many
// attempts), with the reason kept in last_error. An outcome is written only while the claim is still ours.
import { TransactionRollbackError, and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { MAIL_CATEGORY_LABELS, MAIL_KINDS, mailCategoryOf } from "@fincareer/domain/contract/mail";
import type { MailKind } from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { mailAttachments, mailOptOuts, outbox, users } from "../../db/schema.ts";
import type { MailAttachmentRow, OutboxRow } from "../../db/schema.ts";
import { itipMethod, withAttendee } from "../../lib/ical-attendee.ts";
import {
  REMOVED_TOKEN,
  SELF_SERVICE_LINK_TTL_MS,
  issueResetToken,
  redactResetLinks,
  resetLinkPath,
} from "../../platform/reset-tokens.ts";
import type { LinkSeal } from "../../platform/reset-tokens.ts";
import type { UnsubscribeTokens } from "./preferences.ts";
import { renderMail } from "./templates.ts";
import type { MailSite, RenderedMail } from "./templates.ts";
import { SMTP_CONNECTIONS } from "./transport.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

/** Kinds rendered again at every attempt: a reminder states the time left when it is sent, not when first tried. */
const RENDER_EACH_ATTEMPT: ReadonlySet<string> = new Set<MailKind>(["live_reminder"]);

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

/**
 * nodemailer's codes (and the socket's) for a server that cannot be reached: the mail is not at fault, and every
 * mail waiting on one of them is due again as soon as the server answers (the sender's probe), not at its backoff.
 */
const UNREACHABLE_CODES = [
  "ECONNECTION",
  "ESOCKET",
  "ETIMEDOUT",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
];

/** Whether a send error says the SMTP server could not be reached (no SMTP reply at all). */
export function isUnreachable(err: unknown): boolean {
  const e = err as { responseCode?: unknown; code?: unknown };
  return (
    typeof e.responseCode !== "number" && typeof e.code === "string" && UNREACHABLE_CODES.includes(e.code)
  );
}

/** last_error of a mail that waits for the server to be reachable again (reasonOf writes the code first). */
const UNREACHABLE_REASON = sql.raw(`'^(${UNREACHABLE_CODES.join("|")}): '`);

/** How often a sender that met an unreachable server asks it again (real time, in the background). */
export const PROBE_MS = 2_000;

function reasonOf(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  const text = typeof e.response === "string" ? e.response : String(e.message ?? err);
  return `${typeof e.code === "string" ? `${e.code}: ` : ""}${text}`.slice(0, 1000);
}

/** Deliveries written in one statement (markSent). */
const FLUSH_EVERY = 25;

/**
 * Mails whose link sets a password (a welcome, a reset) never hold a readable token in the outbox: the token waits
 * sealed in the data (`link_token`, platform/reset-tokens.ts) and is put into the link when the mail is rendered for
 * sending; the text and HTML stored with each attempt show `token=removed`, so the admin's mail screen and a database
 * backup never hold a working link. Once sent or given up, the sealed token goes too. Rows queued before links were
 * sealed (a readable token in data.path) lose it the same way when they end.
 */
const LINK_KIND_NAMES: ReadonlySet<string> = new Set<MailKind>(["welcome", "password_reset"]);
const LINK_KINDS = sql.raw(`('welcome', 'password_reset')`);
const LINK_TOKEN = sql.raw(`'token=[A-Za-z0-9_-]+'`);
function withoutLinkToken(column: SQL): SQL {
  return sql`case when o.kind in ${LINK_KINDS} then regexp_replace(${column}, ${LINK_TOKEN}, 'token=removed', 'g')
    else ${column} end`;
}
const dataWithoutLinkToken = sql`case when o.kind in ${LINK_KINDS} then (case when o.data->>'path' is not null
    then jsonb_set(o.data, '{path}', to_jsonb(regexp_replace(o.data->>'path', ${LINK_TOKEN}, 'token=removed', 'g')))
    else o.data end) - 'link_token'
    else o.data end`;

/** A delivered row waiting for markSent, as jsonb_to_recordset reads it. */
interface Delivered {
  id: number;
  locked_until: string;
  sent_at: string;
  message_id: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
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
  /** Mails sent at once within a batch (the SMTP transport pools as many connections). */
  concurrency?: number;
  /** Signs the unsubscribe links of non-security mails (without it they carry none: some tests). */
  tokens?: UnsubscribeTokens;
  /** Opens (and seals) the tokens of set-password links; a mail with a sealed token fails to render without it. */
  links?: LinkSeal;
}

/** Creates a sender over a transport. */
export function createMailSender(opts: MailSenderOptions) {
  const { db, transport, site, from } = opts;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batch = opts.batch ?? 100;
  const concurrency = opts.concurrency ?? (transport.kind === "smtp" ? SMTP_CONNECTIONS : 1);
  const host = (() => {
    try {
      return new URL(site.publicUrl).hostname || "localhost";
    } catch {
      return "localhost";
    }
  })();

  /** The unsubscribe page of a user's category (the link in the mail's text). */
  function unsubscribePage(userId: number, category: NonNullable<ReturnType<typeof mailCategoryOf>>) {
    return opts.tokens
      ? `${site.publicUrl}/unsubscribe?token=${opts.tokens.tokenFor(userId, category)}`
      : undefined;
  }

  /**
   * RFC 8058 headers of a non-security mail: List-Unsubscribe names the API address that a one-click POST turns
   * the category off at (a GET there only leads to the confirming page), and List-Unsubscribe-Post says so.
   */
  function unsubscribeHeaders(row: OutboxRow): Record<string, string> | undefined {
    const kind = (MAIL_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MailKind) : null;
    const category = kind ? mailCategoryOf(kind) : null;
    if (!category || row.userId === null || !opts.tokens) return undefined;
    const token = opts.tokens.tokenFor(row.userId, category);
    return {
      "List-Unsubscribe": `<${site.publicUrl}/api/mail/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
  }

  // Attachments are shared by thousands of mails: each is read once per sender and kept while mails use it.
  const attachmentCache = new Map<number, MailAttachmentRow | null>();
  async function attachmentsOf(row: OutboxRow): Promise<OutgoingMail["attachments"]> {
    if (row.attachmentId === null) return undefined;
    let file = attachmentCache.get(row.attachmentId);
    if (file === undefined) {
      [file = null] = await db.select().from(mailAttachments).where(eq(mailAttachments.id, row.attachmentId));
      if (attachmentCache.size >= 100) attachmentCache.clear();
      attachmentCache.set(row.attachmentId, file);
    }
    if (!file) return undefined;
    // An invitation (RFC 5546) names its attendee: the recipient, added to this mail's copy only.
    const content = itipMethod(file.contentType)
      ? withAttendee(file.content, {
          email: row.toAddress,
          name: typeof row.data.name === "string" ? row.data.name : null,
        })
      : file.content;
    return [{ filename: file.filename, contentType: file.contentType, content }];
  }

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
    const rows = await db
      .update(outbox)
      .set({
        state: "sending",
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    // RETURNING follows no order: sent oldest first, a session's invitation goes before its change or cancellation.
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The row's claim is still this sender's (no other instance took it over after the lease ended). */
  const ours = (row: OutboxRow) =>
    and(eq(outbox.id, row.id), eq(outbox.state, "sending"), eq(outbox.lockedUntil, row.lockedUntil!));

  /** What render gives deliver: the mail to send and, when it was rendered now, the text to store with the outcome. */
  type Rendered = RenderedMail & { store?: { subject: string; textBody: string; htmlBody: string } };

  /**
   * A set-password mail rendered with its working link, and the same text with the token removed for the outbox.
   * The token is the sealed one in the data (opened now), or a readable one in data.path (rows queued before links
   * were sealed).
   */
  function renderLink(kind: MailKind, data: Record<string, unknown>, now: Date, token?: string): Rendered {
    let path = typeof data.path === "string" ? data.path : "";
    if (token !== undefined) path = resetLinkPath(token);
    else if (typeof data.link_token === "string") {
      const opened = opts.links?.open(data.link_token) ?? null;
      if (opened === null)
        throw new Error("the link's sealed token cannot be opened (was JWT_SECRET changed?)");
      path = resetLinkPath(opened);
    }
    const mail = renderMail(kind, { ...data, path }, site, now, {});
    return {
      ...mail,
      store: {
        subject: mail.subject,
        textBody: redactResetLinks(mail.text),
        htmlBody: redactResetLinks(mail.html),
      },
    };
  }

  /**
   * Renders a claimed row: its stored text, or rendered from its data (stored with the outcome, one write per mail).
   * A self-service reset mail issues its link now, in the transaction that stores its sealed token, so a
   * forgot-password request does the same work for any address.
   */
  async function render(
    row: OutboxRow,
    now: Date,
    optedOut: ReadonlySet<string>,
  ): Promise<Rendered | "dropped" | "lost"> {
    const kind = (MAIL_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MailKind) : null;
    // The learner's choice is read at every attempt, not when the mail was queued: an unsubscribe clicked while
    // this mail waited (a backlog, a retry) still stops it.
    const category = kind ? mailCategoryOf(kind) : null;
    if (category && row.userId !== null && optedOut.has(`${row.userId}:${category}`)) {
      const gone = await db
        .update(outbox)
        .set({
          state: "dropped",
          lastError: `unsubscribed: "${MAIL_CATEGORY_LABELS[category].label}" emails are switched off`,
          lockedUntil: null,
        })
        .where(ours(row))
        .returning({ id: outbox.id });
      return gone.length ? "dropped" : "lost";
    }
    if (!kind) throw new Error(`unknown mail kind ${row.kind}`);
    // A set-password mail is rendered from its data at every attempt: its stored text has no working link.
    if (LINK_KIND_NAMES.has(kind)) {
      const selfService = kind === "password_reset" && row.data.self_service === true;
      if (!selfService || typeof row.data.link_token === "string") return renderLink(kind, row.data, now);
      return issueSelfServiceLink(row, kind, now);
    }
    if (
      row.subject !== null &&
      row.textBody !== null &&
      row.htmlBody !== null &&
      !RENDER_EACH_ATTEMPT.has(row.kind)
    ) {
      return { subject: row.subject, text: row.textBody, html: row.htmlBody };
    }
    const footer =
      category && row.userId !== null ? { unsubscribeUrl: unsubscribePage(row.userId, category) } : {};
    const mail = renderMail(kind, row.data, site, now, footer);
    return { ...mail, store: { subject: mail.subject, textBody: mail.text, htmlBody: mail.html } };
  }

  /** Issues the link of a self-service reset mail and stores its sealed token with the row (while still ours). */
  async function issueSelfServiceLink(
    row: OutboxRow,
    kind: MailKind,
    now: Date,
  ): Promise<Rendered | "dropped" | "lost"> {
    const links = opts.links;
    if (!links) throw new Error("no link seal: the sender cannot issue a reset link");
    return db
      .transaction(async (tx) => {
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
        const { token, expiresAt } = await issueResetToken(tx, user.id, null, now, SELF_SERVICE_LINK_TTL_MS);
        const data = {
          ...row.data,
          name: user.name,
          path: resetLinkPath(REMOVED_TOKEN),
          link_token: links.seal(token),
          expires_at: expiresAt.toISOString(),
        };
        const mail = renderLink(kind, data, now, token);
        const stored = await tx
          .update(outbox)
          .set({ data, userId: user.id, ...mail.store })
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

  /** The categories the users of these rows switched off, as "userId:category" (one query per batch). */
  async function optOutsOf(rows: OutboxRow[]): Promise<Set<string>> {
    const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Set();
    const off = await db
      .select({ userId: mailOptOuts.userId, category: mailOptOuts.category })
      .from(mailOptOuts)
      .where(inArray(mailOptOuts.userId, ids));
    return new Set(off.map((o) => `${o.userId}:${o.category}`));
  }

  /**
   * Gives a claimed row up (failed, while the claim is still ours), storing the text rendered for it; a link that
   * sets a password leaves its text, HTML and data in the same statement (LINK_KINDS).
   */
  async function giveUp(
    row: OutboxRow,
    lastError: string,
    rendered: { subject?: string; textBody?: string; htmlBody?: string },
  ): Promise<void> {
    await db.execute(sql`
      update outbox o
         set state = 'failed', last_error = ${lastError}, locked_until = null,
             subject = coalesce(${rendered.subject ?? null}::text, o.subject),
             text_body = ${withoutLinkToken(sql`coalesce(${rendered.textBody ?? null}::text, o.text_body)`)},
             html_body = ${withoutLinkToken(sql`coalesce(${rendered.htmlBody ?? null}::text, o.html_body)`)},
             data = ${dataWithoutLinkToken}
       where o.id = ${row.id} and o.state = 'sending' and o.locked_until = ${row.lockedUntil!.toISOString()}::timestamptz`);
  }

  /**
   * Sends one claimed row. A refusal or a drop is written at once; a delivery is returned for markSent, which writes a
   * batch's deliveries in one statement.
   */
  async function deliver(
    row: OutboxRow,
    now: Date,
    result: DrainResult,
    optedOut: ReadonlySet<string>,
  ): Promise<Delivered | null> {
    let mail: Rendered | "dropped" | "lost";
    try {
      mail = await render(row, now, optedOut);
    } catch (err) {
      await giveUp(row, `cannot render: ${reasonOf(err)}`, {});
      result.failed += 1;
      return null;
    }
    if (mail === "dropped") result.dropped += 1;
    if (typeof mail === "string") return null;
    const rendered: Partial<NonNullable<Rendered["store"]>> = mail.store ?? {};
    try {
      const info = await transport.send({
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        from,
        to: row.toAddress,
        ...(typeof row.data.reply_to === "string" ? { replyTo: row.data.reply_to } : {}),
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${host}>`,
        fileStem: `${String(row.id).padStart(6, "0")}-${row.kind}`,
        headers: unsubscribeHeaders(row),
        attachments: await attachmentsOf(row),
      });
      result.sent += 1;
      return {
        id: row.id,
        locked_until: row.lockedUntil!.toISOString(),
        sent_at: new Date().toISOString(),
        message_id: info.messageId,
        subject: rendered.subject ?? null,
        text_body: rendered.textBody ?? null,
        html_body: rendered.htmlBody ?? null,
      };
    } catch (err) {
      const reason = reasonOf(err);
      const retry = isTemporary(err) && row.attempts < MAX_ATTEMPTS;
      if (retry && isUnreachable(err)) unreachable = true;
      if (retry) {
        await db
          .update(outbox)
          .set({
            ...rendered,
            state: "pending",
            lastError: reason,
            lockedUntil: null,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          })
          .where(ours(row));
      } else {
        await giveUp(row, reason, rendered);
      }
      if (retry) result.retried += 1;
      else result.failed += 1;
      opts.logger?.warn({ mail: row.id, kind: row.kind, reason, retry }, "mail not delivered");
      return null;
    }
  }

  /**
   * Marks delivered rows sent in one UPDATE (with the text rendered for them), each only while its claim is still
   * ours, like a single row's outcome.
   */
  async function markSent(delivered: Delivered[]): Promise<void> {
    if (delivered.length === 0) return;
    await db.execute(sql`
      update outbox o
         set state = 'sent', sent_at = v.sent_at, message_id = v.message_id, last_error = null, locked_until = null,
             subject = coalesce(v.subject, o.subject),
             text_body = ${withoutLinkToken(sql`coalesce(v.text_body, o.text_body)`)},
             html_body = ${withoutLinkToken(sql`coalesce(v.html_body, o.html_body)`)},
             data = ${dataWithoutLinkToken}
        from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb)
          as v(id int, locked_until timestamptz, sent_at timestamptz, message_id text, subject text,
               text_body text, html_body text)
       where o.id = v.id and o.state = 'sending' and o.locked_until = v.locked_until`);
  }

  /** Gives back claimed rows this sender did not start: due again at once, the claim's attempt not counted. */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(outbox)
      .set({ state: "pending", lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(
        and(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
          eq(outbox.state, "sending"),
          eq(outbox.lockedUntil, rows[0]!.lockedUntil!),
        ),
      );
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  // While the server cannot be reached, the mails that met it wait for their backoff (30 s and up). The sender that
  // met it asks the server every PROBE_MS in the background instead; when it answers, those mails are due at once,
  // so an SMTP outage's backlog goes out within a poll of the server's return (issue 39: 29 s before).
  let unreachable = false;
  let lastProbe = 0;
  let probing: Promise<void> | null = null;
  function probe(): void {
    if (!unreachable || probing || !transport.reachable || performance.now() - lastProbe < PROBE_MS) return;
    lastProbe = performance.now();
    const reachable = transport.reachable.bind(transport);
    probing = (async () => {
      if (!(await reachable())) return;
      unreachable = false;
      const due = rowsOf<{ id: number }>(
        await db.execute(sql`
          update outbox set next_attempt_at = now()
           where state = 'pending' and next_attempt_at > now() and last_error ~ ${UNREACHABLE_REASON}
          returning id`),
      );
      opts.logger?.info({ due: due.length }, "SMTP server reachable again: waiting mail is due now");
    })()
      .catch((err: unknown) => opts.logger?.warn({ err }, "SMTP probe failed"))
      .finally(() => (probing = null));
  }

  const sender = {
    claim,
    /** Sends every mail due at `now`, batch by batch, until none is left; returns what happened. */
    async drain(now?: Date): Promise<DrainResult> {
      const result: DrainResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
      probe();
      for (;;) {
        const at = now ?? new Date();
        const claimedAt = performance.now();
        const rows = await claim(at);
        if (rows.length === 0) return result;
        const optedOut = await optOutsOf(rows);
        // A few at once: the SMTP round trips of one mail overlap the database writes of another. Deliveries are
        // written FLUSH_EVERY at a time: a crash between a send and its write sends at most those again.
        let next = 0;
        let delivered: Delivered[] = [];
        const flush = async () => {
          const done = delivered;
          delivered = [];
          await markSent(done);
        };
        const lane = async () => {
          // No send starts after half the lease (but the batch's first, so every pass gets on): every send ends
          // while the claim still holds, so no other instance claims a row that is being sent.
          while (next < rows.length && (next === 0 || performance.now() - claimedAt < leaseMs / 2)) {
            const done = await deliver(rows[next++]!, at, result, optedOut);
            if (done) delivered.push(done);
            if (delivered.length >= FLUSH_EVERY) await flush();
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
        await flush();
        await release(rows.slice(next));
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
      await probing;
    },
  };
  return sender;
}

/** A mail sender. */
export type MailSender = ReturnType<typeof createMailSender>;
