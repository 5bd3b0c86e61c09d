// The outbox as admins read it (/admin/mail, `mail:list`) and the test mail (`mail:test`).
import { count, desc, eq, inArray } from "drizzle-orm";
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
import { outbox } from "../../db/schema.ts";
import type { OutboxRow } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { iso } from "../../lib/dates.ts";
import { recordAudit } from "../admin-users/audit.ts";
import type { Actor } from "../admin-users/audit.ts";
import { enqueueMail } from "./outbox.ts";

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

    /** One mail with its plain text. */
    async detail(id: number): Promise<MailDetail> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) throw notFound(`no mail #${id}`);
      return { ...summary(row), text: row.textBody, message_id: row.messageId };
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
