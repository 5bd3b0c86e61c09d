// The audit log: every admin action, written in the same transaction as the change it records, so the log and
// the data never disagree. Listed newest first on /admin/audit.
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditPage, AuditQuery } from "@fincareer/domain/contract/admin-users";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";

/** Who performs an admin action: an admin user, or the operator CLI (id null). */
export interface Actor {
  id: number | null;
}

/** The label operator tokens (the CLI) are logged under. */
export const OPERATOR_ACTOR = "operator (CLI)";

/** The actor of an admin request (after requireAdmin). */
export function actorOf(request: FastifyRequest): Actor {
  const caller = request.caller;
  return { id: caller?.kind === "user" ? caller.userId : null };
}

/** One audit entry: what was done to whom, and the details worth keeping (never a password or token). */
export interface AuditEntryInput {
  action: string;
  target?: { id: number | null; email: string } | null;
  details?: Record<string, unknown>;
}

/** Writes an audit entry inside the caller's transaction. */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntryInput): Promise<void> {
  let label = OPERATOR_ACTOR;
  if (actor.id !== null) {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
    label = row?.email ?? `user #${actor.id}`;
  }
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actor: label,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    target: entry.target?.email ?? null,
    details: entry.details ?? {},
  });
}

/** A page of the audit log, newest first, optionally filtered by actor, action or target text. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? or(ilike(auditLog.actor, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern))
    : undefined;
  return db.transaction(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(auditLog).where(where);
    const rows = await tx
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: total?.n ?? 0,
      items: rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        actor_id: r.actorId,
        action: r.action,
        target: r.target,
        target_user_id: r.targetUserId,
        details: r.details,
        created_at: iso(r.createdAt),
      })),
    };
  });
}
