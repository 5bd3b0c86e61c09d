// FAQs: the learner's list for their program family (GET /api/faq) and the admins' editing (/api/admin/faq).
import { asc, eq, or, sql } from "drizzle-orm";
import type { AdminFaq, Faq, FaqBody } from "@fincareer/domain/contract/faq";
import { familyOf } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { faqs, users } from "../../db/schema.ts";
import type { FaqRow } from "../../db/schema.ts";
import { notFound, unauthorized } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";

/** Placeholder in FAQ answers replaced by the support number when served (admins may use it too). */
export const SUPPORT_PHONE_PLACEHOLDER = "{{support_phone}}";

/** How the audit log names a FAQ. */
const faqObject = (row: FaqRow) => ({ kind: "faq", id: row.id, label: `the FAQ “${row.question}”` });

function toAdmin(row: FaqRow): AdminFaq {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    families: row.families,
    position: row.position,
    updated_at: iso(row.updatedAt),
  };
}

/** Creates the FAQ service. */
export function createFaqService(deps: { db: Db; supportPhone: string }) {
  const { db, supportPhone } = deps;
  const fill = (text: string) => text.split(SUPPORT_PHONE_PLACEHOLDER).join(supportPhone);

  return {
    /** GET /api/faq: FAQs for every family plus those of the learner's current program family. */
    async forLearner(userId: number): Promise<{ faqs: Faq[] }> {
      const [user] = await db.select({ cprogram: users.cprogram }).from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized("this account no longer exists");
      const family = familyOf(user.cprogram);
      const rows = await db
        .select()
        .from(faqs)
        .where(or(sql`cardinality(${faqs.families}) = 0`, sql`${family} = any(${faqs.families})`))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return {
        faqs: rows.map((r) => ({
          id: r.id,
          category: r.category,
          question: r.question,
          answer: fill(r.answer),
        })),
      };
    },

    /** GET /api/admin/faq: every FAQ as stored (placeholders kept). */
    async list(): Promise<{ faqs: AdminFaq[] }> {
      const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
      return { faqs: rows.map(toAdmin) };
    },

    /** POST /api/admin/faq */
    async create(actor: Actor, body: FaqBody): Promise<AdminFaq> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({ ...body, families: [...new Set(body.families)] })
          .returning();
        await recordAudit(tx, actor, { action: "faq.create", object: faqObject(row!) });
        return toAdmin(row!);
      });
    },

    /** PUT /api/admin/faq/:id */
    async update(actor: Actor, id: number, body: FaqBody): Promise<AdminFaq> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
        if (!before) throw notFound(`no FAQ ${id}`);
        const families = [...new Set(body.families)];
        const [row] = await tx
          .update(faqs)
          .set({ ...body, families, updatedAt: new Date() })
          .where(eq(faqs.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: "faq.update",
          object: faqObject(before),
          details: { changes: changesBetween(before, { ...body, families }) },
        });
        return toAdmin(row!);
      });
    },

    /** DELETE /api/admin/faq/:id */
    async remove(actor: Actor, id: number): Promise<{ ok: true }> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!deleted) throw notFound(`no FAQ ${id}`);
        await recordAudit(tx, actor, { action: "faq.delete", object: faqObject(deleted) });
        return { ok: true as const };
      });
    },
  };
}

/** The FAQ service's interface. */
export type FaqService = ReturnType<typeof createFaqService>;
