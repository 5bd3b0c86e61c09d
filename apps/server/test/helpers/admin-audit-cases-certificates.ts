// The certificate cases of the admin audit test (issue 44): a program's rules set and removed, a certificate issued to
// the learner, its name corrected and it revoked, and two requests waiting for approval (made directly in the
// database: the learner flow that queues them is certificates.test.ts's) approved and declined.
import { certificates } from "../../src/db/schema.ts";
import { newCertificateCode } from "../../src/modules/certificates/service.ts";
import { LEARNER } from "./admin-audit.ts";
import type { AuditScene, Case } from "./admin-audit.ts";

const RULES = {
  videos_percent: 80,
  quizzes_percent: null,
  quiz_pass_percent: 60,
  research_count: 1,
  research_mark_percent: 60,
  games_count: null,
  requires_approval: true,
};

/** A certificate request waiting for approval; its id. */
async function pending(s: AuditScene, userId: number, program: string, label: string): Promise<number> {
  const [row] = await s.ctx.db
    .insert(certificates)
    .values({
      userId,
      program,
      programLabel: label,
      code: newCertificateCode(),
      status: "pending",
      name: "Priya Shah",
      issuer: "FinCareer",
      criteria: "Awarded by the institute.",
    })
    .returning({ id: certificates.id });
  return row!.id;
}

/** The certificate cases, in the order they run. */
export function certificateCases(s: AuditScene): Case[] {
  const { ids } = s;
  return [
    {
      route: "PUT /api/admin/certificates/rules/:program",
      call: () => ({ method: "PUT", url: "/api/admin/certificates/rules/SSEPGOLD", body: RULES }),
      action: "certificate.rules.update",
      target: "SSEP Gold",
    },
    {
      route: "DELETE /api/admin/certificates/rules/:program",
      call: () => ({ method: "DELETE", url: "/api/admin/certificates/rules/SSEPGOLD" }),
      action: "certificate.rules.delete",
      target: "SSEP Gold",
    },
    {
      route: "POST /api/admin/certificates",
      call: () => ({
        method: "POST",
        url: "/api/admin/certificates",
        body: {
          email: LEARNER,
          program: "IBEPGOLD",
          name: "Priya Shah",
          reason: "Completed the offline batch",
        },
      }),
      action: "certificate.issue",
      target: LEARNER,
      keep: (b) => (ids.certificate = b.id as number),
    },
    {
      route: "PUT /api/admin/certificates/:id/name",
      call: () => ({
        method: "PUT",
        url: `/api/admin/certificates/${ids.certificate}/name`,
        body: { name: "Priya S. Shah", reason: "Her middle initial was missing" },
      }),
      action: "certificate.name",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/certificates/:id/revoke",
      call: () => ({
        method: "POST",
        url: `/api/admin/certificates/${ids.certificate}/revoke`,
        body: { reason: "Issued in error" },
      }),
      action: "certificate.revoke",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/certificates/:id/approve",
      call: async () => ({
        method: "POST",
        url: `/api/admin/certificates/${await pending(s, s.learner.id, "BAGOLD", "BA Gold")}/approve`,
      }),
      action: "certificate.approve",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/certificates/:id/decline",
      call: async () => ({
        method: "POST",
        url: `/api/admin/certificates/${await pending(s, s.learner.id, "FnO", "FnO")}/decline`,
        body: { reason: "Project copied from a peer" },
      }),
      action: "certificate.decline",
      target: LEARNER,
    },
  ];
}
