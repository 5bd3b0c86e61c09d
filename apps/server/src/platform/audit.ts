// The audit log: every admin action, written in the same transaction as the change it records, so the log and
// the data never disagree (a refused change leaves no row, a change never goes unrecorded). Listed newest first on
// /admin/audit, each entry with the sentence packages/domain/src/audit.ts makes of it.
import { and, asc, count, desc, eq, ilike, like, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { describeAudit } from "@fincareer/domain/audit";
import type { AuditAction, AuditChange } from "@fincareer/domain/audit";
import type { AuditPage, AuditQuery } from "@fincareer/domain/contract/admin-users";
import type { Db } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { iso } from "../lib/dates.ts";

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

/** What an entry is about when it is not (only) an account: its kind, id and a label an admin can read. */
export interface AuditObject {
  kind: string;
  id: number | null;
  label: string;
}

/** One audit entry: what was done to whom, and the details worth keeping (never a password or token). */
export interface AuditEntryInput {
  action: AuditAction;
  /** The account acted on (or whose work was: a graded research item's author). */
  target?: { id: number | null; email: string } | null;
  /** The object acted on (a live session, a question, a FAQ...); its label becomes the entry's target text. */
  object?: AuditObject;
  details?: Record<string, unknown>;
}

/** The fields of `after` whose value differs from `before`, as { field: { from, to } } (for details.changes). */
export function changesBetween<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = normalise(before[field]);
    const to = normalise(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) out[field] = { from, to };
  }
  return out;
}

// Dates are kept as ISO text (jsonb has no dates), absent values as null.
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** Writes an audit entry inside the caller's transaction. */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntryInput): Promise<void> {
  let label = OPERATOR_ACTOR;
  if (actor.id !== null) {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
    label = row?.email ?? `user #${actor.id}`;
  }
  const object = entry.object;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actor: label,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    target: object?.label ?? entry.target?.email ?? null,
    details: { ...(object ? { object: { kind: object.kind, id: object.id } } : {}), ...entry.details },
  });
}

const actorUser = alias(users, "audit_actor");
const targetUser = alias(users, "audit_target");

/** A page of the audit log, newest first, filtered by kind of action, actor and text (actor, action, target). */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    pattern
      ? or(ilike(auditLog.actor, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern))
      : undefined,
    query.kind ? like(auditLog.action, `${query.kind}.%`) : undefined,
    query.actor ? eq(auditLog.actor, query.actor) : undefined,
  );
  return db.transaction(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(auditLog).where(where);
    const rows = await tx
      .select({ r: auditLog, actorName: actorUser.name, targetName: targetUser.name })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset);
    const actors = await tx
      .selectDistinct({ actor: auditLog.actor, name: actorUser.name })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
      .orderBy(asc(auditLog.actor));
    return {
      total: total?.n ?? 0,
      actors: actors.map((a) => ({ actor: a.actor, name: a.name ?? a.actor })),
      items: rows.map(({ r, actorName, targetName }) => {
        const actor = actorName ?? r.actor;
        // An account is named by its current name; an object (question, session...) by the label it had then.
        const isAccount = r.target !== null && targetName !== null && !("object" in r.details);
        const target = isAccount ? `${targetName} (${r.target})` : r.target;
        return {
          id: r.id,
          actor: r.actor,
          actor_id: r.actorId,
          actor_name: actor,
          action: r.action,
          target: r.target,
          target_user_id: r.targetUserId,
          details: r.details,
          summary: describeAudit({ action: r.action, actor, target, details: r.details }),
          created_at: iso(r.createdAt),
        };
      }),
    };
  });
}
