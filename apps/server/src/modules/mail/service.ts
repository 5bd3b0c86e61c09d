// The outbox as admins read it (/admin/mail, `mail:list`) and the test mail (`mail:test`).
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type {
  MailDetail,
  MailKind,
  MailListQuery,
  MailListResponse,
  MailState,
  MailSummary,
  MailTestResponse,
} from "@fincareer/domain/contract/mail";
import type { Db } from "../../db/client.ts";
import { outbox, users } from "../../db/schema.ts";
import type { OutboxRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import { redactResetLinks } from "../../platform/reset-tokens.ts";

/** Mails whose body carries a set-password link: shown with the link's token removed, whatever is stored. */
const LINK_KINDS: ReadonlySet<string> = new Set<MailKind>(["welcome", "password_reset"]);

function summary(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.toAddress,
    subject: row.subject,
    state: row.state as MailState,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: iso(row.createdAt),
    sent_at: row.sentAt ? iso(row.sentAt) : null,
    next_attempt_at: iso(row.nextAttemptAt),
  };
}

/**
 * Outbox rows in the given states, by state (the /metrics gauge): a grouped count over the (state, next_attempt_at)
 * index, which skips the sent and dropped rows that make up most of the table.
 */
export async function outboxDepth<S extends string>(
  db: Db,
  states: readonly S[],
): Promise<Partial<Record<S, number>>> {
  const rows = await db
    .select({ state: outbox.state, n: count() })
    .from(outbox)
    .where(inArray(outbox.state, [...states]))
    .groupBy(outbox.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Partial<Record<S, number>>;
}

/** Creates the admin mail service. */
export function createMailService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The outbox, newest first. */
    async list(query: MailListQuery): Promise<MailListResponse> {
      const where = query.state ? eq(outbox.state, query.state) : undefined;
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(query.limit)
          .offset(query.offset);
        const [total] = await tx.select({ n: count() }).from(outbox).where(where);
        return { mails: rows.map(summary), total: total?.n ?? 0 };
      });
    },

    /**
     * One mail with its plain text; reading it is audited (a mail is a learner's correspondence). A set-password
     * link in it shows `token=removed`.
     */
    async detail(actor: Actor, id: number): Promise<MailDetail> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
        if (!row) throw notFound(`no mail #${id}`);
        await recordAudit(tx, actor, {
          action: "mail.read",
          target: row.userId === null ? null : { id: row.userId, email: row.toAddress },
          details: { mail: row.id, kind: row.kind, to: row.toAddress },
        });
        const text = LINK_KINDS.has(row.kind) ? redactResetLinks(row.textBody) : row.textBody;
        return { ...summary(row), text, message_id: row.messageId, link_hidden: LINK_KINDS.has(row.kind) };
      });
    },

    /**
     * Queues a new set-password mail to the learner a welcome or reset mail went to (issue 41): its link is issued
     * when it is sent, so earlier links stop working then. Audited as a reset link for that learner.
     */
    async newLink(actor: Actor, id: number): Promise<MailTestResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
        if (!row) throw notFound(`no mail #${id}`);
        if (!LINK_KINDS.has(row.kind)) {
          throw badRequest(`mail #${id} carries no set-password link`, "no_link");
        }
        const [user] = await tx
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(and(eq(users.email, row.toAddress), isNull(users.deactivatedAt)));
        if (!user) {
          throw conflict(
            `${row.toAddress} has no active account: reactivate it first`,
            "account_deactivated",
          );
        }
        const mailId = await enqueueMail(tx, {
          kind: "password_reset",
          to: user.email,
          userId: user.id,
          data: { self_service: true, name: user.name },
        });
        await recordAudit(tx, actor, {
          action: "user.reset_link",
          target: user,
          details: { mailed: true, mail: mailId, replaces: row.id },
        });
        return { ok: true as const, id: mailId };
      });
    },

    /** Queues a test mail to an address (audited). */
    async test(actor: Actor, to: string): Promise<MailTestResponse> {
      return db.transaction(async (tx) => {
        const id = await enqueueMail(tx, { kind: "test", to });
        await recordAudit(tx, actor, { action: "mail.test", details: { to, mail: id } });
        return { ok: true as const, id };
      });
    },
  };
}

/** The admin mail service. */
export type MailService = ReturnType<typeof createMailService>;
