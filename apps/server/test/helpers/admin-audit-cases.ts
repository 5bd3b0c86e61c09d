// One case for every admin write route (a call, the audit action and target it must write), in the order they
// run: here accounts and their enrolments, notifications, mail, the demo data, analytics and research ratings; the
// content cases, the other programs' features and certificates in admin-audit-cases-content.ts,
// admin-audit-cases-programs.ts and admin-audit-cases-certificates.ts.
import { enqueueMail } from "../../src/platform/outbox.ts";
import { LEARNER, callAsAdmin } from "./admin-audit.ts";
import type { AuditScene, Case } from "./admin-audit.ts";
import { contentCases } from "./admin-audit-cases-content.ts";
import { programCases } from "./admin-audit-cases-programs.ts";
import { privacyCases } from "./admin-audit-cases-privacy.ts";
import { certificateCases } from "./admin-audit-cases-certificates.ts";

/** One case for every admin write route, in the order they run. */
export function adminWriteCases(s: AuditScene): Case[] {
  return [
    ...accountCases(s),
    ...contentCases(s),
    ...programCases(s),
    ...certificateCases(s),
    ...privacyCases(s),
  ];
}

/** Runs the cases of `routes` in their order (to set up what a later test needs), keeping their ids. */
export async function runCases(s: AuditScene, routes: string[]): Promise<void> {
  for (const c of adminWriteCases(s).filter((c) => routes.includes(c.route))) {
    const res = await callAsAdmin(s, await c.call());
    if (res.statusCode !== 200) throw new Error(`${c.route} answered ${res.statusCode}: ${res.body}`);
    c.keep?.(JSON.parse(res.body) as Record<string, unknown>);
  }
}

function accountCases(s: AuditScene): Case[] {
  const { ids } = s;
  return [
    {
      route: "POST /api/admin/users",
      call: () => ({
        method: "POST",
        url: "/api/admin/users",
        body: { name: "Neha Rao", email: "neha@example.com" },
      }),
      action: "user.create",
      target: "neha@example.com",
    },
    {
      route: "PATCH /api/admin/users",
      call: () => ({
        method: "PATCH",
        url: "/api/admin/users",
        body: { email: s.learner.email, research_type: "OLD" },
      }),
      action: "user.update",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/users/admin",
      call: () => ({ method: "POST", url: "/api/admin/users/admin", body: { email: "neha@example.com" } }),
      action: "user.admin.grant",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/enrolments",
      call: () => ({
        method: "POST",
        url: "/api/admin/enrolments",
        body: { email: "neha@example.com", program: "FMEPGOLD" },
      }),
      action: "enrolment.create",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/notify",
      call: () => ({
        method: "POST",
        url: "/api/admin/notify",
        body: { email: s.learner.email, message: "Welcome aboard" },
      }),
      action: "user.notify",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/users/reset-link",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/reset-link",
        body: { email: "neha@example.com" },
      }),
      action: "user.reset_link",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/mail/:id/new-link",
      call: async () => {
        const id = await enqueueMail(s.ctx.db, {
          kind: "password_reset",
          to: LEARNER,
          data: { self_service: true },
        });
        return { method: "POST", url: `/api/admin/mail/${id}/new-link` };
      },
      action: "user.reset_link",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/mail/test",
      call: () => ({ method: "POST", url: "/api/admin/mail/test", body: { to: "ops@example.com" } }),
      action: "mail.test",
      target: null,
    },
    {
      route: "POST /api/admin/demo/remove",
      call: () => ({ method: "POST", url: "/api/admin/demo/remove" }),
      action: "demo.remove",
      target: null,
    },
    {
      route: "POST /api/admin/analytics/nudge",
      call: () => ({
        method: "POST",
        url: "/api/admin/analytics/nudge",
        body: {
          program: "IBEPGOLD",
          user_ids: [s.learner.id],
          subject: "This week",
          message: "Hello {first_name}",
        },
      }),
      action: "analytics.nudge",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/analytics/questions/recalculate",
      call: () => ({ method: "POST", url: "/api/admin/analytics/questions/recalculate?program=IBEPGOLD" }),
      action: "analytics.recalculate",
      target: null,
    },
    {
      route: "POST /api/admin/users/status",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/status",
        body: { email: "neha@example.com", deactivated: true },
      }),
      action: "user.deactivate",
      target: "neha@example.com",
    },
    {
      route: "POST /api/admin/users/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/users/import",
        body: { csv: "email,name,program\nimp@example.com,Imp,FMEPGOLD" },
      }),
      action: "user.import",
      target: null,
    },
    {
      route: "POST /api/admin/research",
      call: () => ({
        method: "POST",
        url: "/api/admin/research",
        body: { email: s.learner.email, week: 1, company: "Reliance", text: "Refining margins" },
      }),
      action: "research.create",
      target: "Priya Shah's case project for week 1 (Reliance)",
      keep: (b) => (ids.research = (b.research as { id: number }).id),
    },
    {
      route: "POST /api/admin/research/:id/ratings",
      call: () => ({
        method: "POST",
        url: `/api/admin/research/${ids.research}/ratings`,
        body: { email: s.rater.email, points: 1, rate_res: "clear" },
      }),
      action: "research.rating.add",
      target: "Priya Shah's case project for week 1 (Reliance)",
    },
    {
      route: "POST /api/admin/research/:id/grade",
      call: () => ({
        method: "POST",
        url: `/api/admin/research/${ids.research}/grade`,
        body: { admin_points: 8 },
      }),
      action: "research.grade",
      target: "Priya Shah's case project for week 1 (Reliance)",
    },
  ];
}
