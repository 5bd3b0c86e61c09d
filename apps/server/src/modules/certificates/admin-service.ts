// Certificates (issue 44), the admins' side: every program's rules, the list of certificates, approvals, declines,
// revocations, issues whatever the rules say and name corrections, each audited in its own transaction.
import { CERTIFICATE_NOTICE_LINK } from "@fincareer/domain/notification-links";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { criteriaNarrative, formatCertificateCode } from "@fincareer/domain/certificates";
import type { CompletionRules } from "@fincareer/domain/certificates";
import type {
  AdminCertificate,
  AdminCertificateList,
  AdminCertificateQuery,
  AdminIssueBody,
  AdminRulesList,
} from "@fincareer/domain/contract/certificates";
import { PROGRAM_NAMES } from "@fincareer/domain/programs";
import { researchKindFor } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  certificateNames,
  certificateRules,
  certificates,
  programEnrolments,
  users,
} from "../../db/schema.ts";
import type { CertificateRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { labelOf, rowOf, rulesOf, newCertificateCode, NOTICES } from "./issuing.ts";
import type { CertificateDeps, Issuing } from "./issuing.ts";

/** The admins' certificate work, on the shared steps of `issuing`. */
export function createCertificateAdmin(deps: CertificateDeps, issuing: Issuing) {
  const { db, notifications, site } = deps;
  const { now, verifyUrl, rulesFor, confirmedName, issueIn } = issuing;

  async function adminRow(tx: Db, id: number): Promise<CertificateRow> {
    // Locked: two admins acting on the same certificate take turns.
    const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for("update");
    if (!row) throw notFound(`certificate ${id} not found`);
    return row;
  }

  async function targetOf(tx: Db, userId: number) {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? { id: userId, email: `user #${userId}` };
  }

  const issuedBy = alias(users, "issued_by_user");

  /** Every program with its rules (or none) and its certificates by status. */
  async function listRules(): Promise<AdminRulesList> {
    const rows = await db.select().from(certificateRules);
    const byProgram = new Map(rows.map((r) => [r.program, r]));
    const stats = rowsOf<{ program: string; enrolled: number; issued: number; pending: number }>(
      await db.execute(sql`
        select p.program,
          (select count(*)::int from program_enrolments e join users u on u.id = e.user_id
            where e.program_name = p.program and u.role = 'learner') as enrolled,
          (select count(*)::int from certificates c where c.program = p.program and c.status = 'issued') as issued,
          (select count(*)::int from certificates c where c.program = p.program and c.status = 'pending') as pending
        from unnest(${`{${PROGRAM_NAMES.join(",")}}`}::text[]) as p(program)`),
    );
    const statsOf = new Map(stats.map((s) => [s.program, s]));
    return {
      programs: PROGRAM_NAMES.map((program) => {
        const row = byProgram.get(program);
        const rules = row ? rulesOf(row) : null;
        const s = statsOf.get(program);
        return {
          program,
          label: labelOf(program),
          rules,
          criteria: rules ? criteriaNarrative(rules, researchKindFor(program)) : null,
          updated_at: row ? iso(row.updatedAt) : null,
          enrolled: Number(s?.enrolled ?? 0),
          issued: Number(s?.issued ?? 0),
          pending: Number(s?.pending ?? 0),
        };
      }),
    };
  }

  /** GET /api/admin/certificates: newest first, filtered by status, program and learner. */
  async function list(query: AdminCertificateQuery, id?: number): Promise<AdminCertificateList> {
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      id !== undefined ? eq(certificates.id, id) : undefined,
      query.status ? eq(certificates.status, query.status) : undefined,
      query.program ? eq(certificates.program, query.program) : undefined,
      pattern
        ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(certificates.name, pattern))
        : undefined,
    );
    return db.transaction(async (tx) => {
      const [total] = await tx
        .select({ n: count() })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where);
      const rows = await tx
        .select({ c: certificates, email: users.email, account: users.name, by: issuedBy.name })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .leftJoin(issuedBy, eq(issuedBy.id, certificates.issuedBy))
        .where(where)
        // Waiting for approval first: those are the admin's work.
        .orderBy(
          sql`(${certificates.status} = 'pending') desc`,
          desc(certificates.updatedAt),
          desc(certificates.id),
        )
        .limit(query.limit)
        .offset(query.offset);
      return {
        total: total?.n ?? 0,
        certificates: rows.map(({ c, email, account, by }): AdminCertificate => ({
          id: c.id,
          user_id: c.userId,
          email,
          account_name: account,
          name: c.name,
          program: c.program,
          program_label: c.programLabel,
          status: c.status,
          code: formatCertificateCode(c.code),
          requested_at: iso(c.requestedAt),
          issued_at: c.issuedAt ? iso(c.issuedAt) : null,
          issued_by: by ?? null,
          revoked_at: c.revokedAt ? iso(c.revokedAt) : null,
          reason: c.reason,
          criteria: c.criteria,
          verify_url: verifyUrl(c.code),
        })),
      };
    });
  }

  /** One certificate as the admin list shows it. */
  async function one(id: number): Promise<AdminCertificate> {
    const [found] = (await list({ limit: 1, offset: 0 }, id)).certificates;
    if (!found) throw notFound(`certificate ${id} not found`);
    return found;
  }

  return {
    listRules,
    list,

    /** PUT /api/admin/certificates/rules/{program}: sets a program's rules (audited with what changed). */
    async setRules(actor: Actor, program: string, rules: CompletionRules): Promise<AdminRulesList> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(certificateRules)
          .where(eq(certificateRules.program, program))
          .for("update");
        const values = { ...rowOf(rules), updatedBy: actor.id, updatedAt: now() };
        await tx
          .insert(certificateRules)
          .values({ program, ...values })
          .onConflictDoUpdate({ target: certificateRules.program, set: values });
        const object = { kind: "certificate_rules", id: null, label: labelOf(program) };
        const details = before
          ? { program, changes: changesBetween(rulesOf(before), rules) }
          : { program, criteria: criteriaNarrative(rules, researchKindFor(program)) };
        await recordAudit(tx, actor, { action: "certificate.rules.update", object, details });
      });
      return listRules();
    },

    /** DELETE /api/admin/certificates/rules/{program}: the program awards no new certificates (audited). */
    async deleteRules(actor: Actor, program: string): Promise<AdminRulesList> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(certificateRules)
          .where(eq(certificateRules.program, program))
          .returning({ program: certificateRules.program });
        if (deleted.length === 0) throw notFound(`${program} has no certificate rules`);
        await recordAudit(tx, actor, {
          action: "certificate.rules.delete",
          object: { kind: "certificate_rules", id: null, label: labelOf(program) },
          details: { program },
        });
      });
      return listRules();
    },

    /** POST /api/admin/certificates/{id}/approve: issues a certificate that was waiting for approval. */
    async approve(actor: Actor, id: number): Promise<void> {
      const push = await db.transaction(async (tx) => {
        const row = await adminRow(tx, id);
        if (row.status !== "pending")
          throw conflict(
            `Only a certificate waiting for approval can be approved (this one is ${row.status})`,
          );
        const name = (await confirmedName(tx, row.userId)) ?? row.name;
        const push = await issueIn(tx, row, { name, issuedBy: actor.id });
        await recordAudit(tx, actor, {
          action: "certificate.approve",
          target: await targetOf(tx, row.userId),
          details: { program: row.program, certificate: row.id },
        });
        return push;
      });
      push();
    },

    /** POST /api/admin/certificates/{id}/decline: a certificate waiting for approval (or a name) is not issued. */
    async decline(actor: Actor, id: number, reason: string): Promise<void> {
      const push = await db.transaction(async (tx) => {
        const row = await adminRow(tx, id);
        if (row.status !== "pending" && row.status !== "name_needed")
          throw conflict(`Only a certificate not yet issued can be declined (this one is ${row.status})`);
        await tx
          .update(certificates)
          .set({ status: "declined", reason, updatedAt: now() })
          .where(eq(certificates.id, id));
        await recordAudit(tx, actor, {
          action: "certificate.decline",
          target: await targetOf(tx, row.userId),
          details: { program: row.program, certificate: row.id, reason },
        });
        return notifications.notifyIn(
          tx,
          row.userId,
          NOTICES.declined(row.programLabel, reason),
          CERTIFICATE_NOTICE_LINK,
        );
      });
      push();
    },

    /** POST /api/admin/certificates/{id}/revoke: the verification page says revoked from now on. */
    async revoke(actor: Actor, id: number, reason: string): Promise<void> {
      const push = await db.transaction(async (tx) => {
        const row = await adminRow(tx, id);
        if (row.status !== "issued")
          throw conflict(`Only an issued certificate can be revoked (this one is ${row.status})`);
        const at = now();
        await tx
          .update(certificates)
          .set({ status: "revoked", revokedAt: at, reason, updatedAt: at })
          .where(eq(certificates.id, id));
        await recordAudit(tx, actor, {
          action: "certificate.revoke",
          target: await targetOf(tx, row.userId),
          details: {
            program: row.program,
            certificate: row.id,
            code: formatCertificateCode(row.code),
            reason,
          },
        });
        return notifications.notifyIn(
          tx,
          row.userId,
          NOTICES.revoked(row.programLabel, reason),
          CERTIFICATE_NOTICE_LINK,
        );
      });
      push();
    },

    /**
     * POST /api/admin/certificates: issues an enrolled learner's certificate whatever the rules say (or issues again
     * one that was declined, or revoked by mistake: its code is valid again). The name is the learner's confirmed
     * one, else the one given (which becomes their confirmed name).
     */
    async issue(actor: Actor, body: AdminIssueBody): Promise<AdminCertificate> {
      const id = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.email, body.email));
        if (!user) throw notFound(`No account has the email ${body.email}`, "unknown_user");
        const [enrolled] = await tx
          .select({ id: programEnrolments.id })
          .from(programEnrolments)
          .where(and(eq(programEnrolments.userId, user.id), eq(programEnrolments.programName, body.program)));
        if (!enrolled)
          throw conflict(`${body.email} is not enrolled in ${labelOf(body.program)}`, "not_enrolled");
        let name = await confirmedName(tx, user.id);
        if (name === null) {
          if (!body.name)
            throw badRequest(
              "This learner has not confirmed a name for certificates yet: enter the name to print",
              "name_needed",
            );
          name = body.name;
          await tx
            .insert(certificateNames)
            .values({ userId: user.id, name, changedBy: actor.id, changedAt: now() });
        }
        const rules = await rulesFor(tx, body.program);
        const criteria = rules
          ? criteriaNarrative(rules, researchKindFor(body.program))
          : "Awarded by the institute.";
        await tx
          .insert(certificates)
          .values({
            userId: user.id,
            program: body.program,
            programLabel: labelOf(body.program),
            code: newCertificateCode(),
            status: "pending",
            name,
            issuer: site.institute,
            criteria,
          })
          .onConflictDoNothing({ target: [certificates.userId, certificates.program] });
        const [row] = await tx
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, user.id), eq(certificates.program, body.program)))
          .for("update");
        if (row!.status === "issued")
          throw conflict(
            `${body.email} already holds the ${labelOf(body.program)} certificate`,
            "already_issued",
          );
        const wasRevoked = row!.status === "revoked";
        const push = await issueIn(tx, row!, {
          name,
          // A reinstated certificate keeps its date and criteria; only its status changes back.
          ...(wasRevoked ? {} : { criteria }),
          issuedBy: actor.id,
        });
        if (wasRevoked) {
          await tx.update(certificates).set({ issuedAt: row!.issuedAt }).where(eq(certificates.id, row!.id));
        }
        await recordAudit(tx, actor, {
          action: "certificate.issue",
          target: user,
          details: {
            program: body.program,
            certificate: row!.id,
            reason: body.reason,
            ...(wasRevoked ? { reinstated: true } : {}),
          },
        });
        return { id: row!.id, push };
      });
      id.push();
      return one(id.id);
    },

    /**
     * PUT /api/admin/certificates/{id}/name: corrects the name printed on a certificate (and the learner's confirmed
     * name, which later certificates carry), audited with the old and new name and the reason.
     */
    async correctName(actor: Actor, id: number, name: string, reason: string): Promise<void> {
      const push = await db.transaction(async (tx) => {
        const row = await adminRow(tx, id);
        if (row.name === name) throw conflict("The certificate already carries this name", "unchanged");
        const at = now();
        await tx.update(certificates).set({ name, updatedAt: at }).where(eq(certificates.id, id));
        await tx
          .insert(certificateNames)
          .values({ userId: row.userId, name, changedBy: actor.id, changedAt: at })
          .onConflictDoUpdate({
            target: certificateNames.userId,
            set: { name, changedBy: actor.id, changedAt: at },
          });
        await recordAudit(tx, actor, {
          action: "certificate.name",
          target: await targetOf(tx, row.userId),
          details: {
            program: row.program,
            certificate: row.id,
            changes: { name: { from: row.name, to: name } },
            reason,
          },
        });
        return notifications.notifyIn(
          tx,
          row.userId,
          NOTICES.renamed(row.programLabel, name),
          CERTIFICATE_NOTICE_LINK,
        );
      });
      push();
    },
  };
}
