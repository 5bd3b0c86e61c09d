// The privacy cases of the admin audit test (issue 43): a new version of the notice published, a correction request
// filed on the learner's behalf and refused, and an erasure request the learner filed cancelled by an admin within its 48 hours.
import { LEARNER } from "./admin-audit.ts";
import type { AuditScene, Case } from "./admin-audit.ts";

/** A request the learner files themself (its audit row names the learner, not the admin); the request's id. */
async function filed(s: AuditScene, request: Record<string, unknown>): Promise<number> {
  const res = await s.ctx.api("POST", "/api/privacy/requests", { token: s.learner.token, body: request });
  if (res.status !== 200) throw new Error(`filing a privacy request answered ${res.status}`);
  // The learner's answer is their privacy page: every request of theirs, the newest of this kind first.
  const mine = (res.body.requests as { id: number; kind: string }[]).filter((r) => r.kind === request.kind);
  return Math.max(...mine.map((r) => r.id));
}

/** The privacy cases, in the order they run. */
export function privacyCases(s: AuditScene): Case[] {
  const { ids } = s;
  return [
    {
      route: "POST /api/admin/privacy/notice",
      call: async () => {
        const current = await s.ctx.api("GET", "/api/privacy/notice");
        return { method: "POST", url: "/api/admin/privacy/notice", body: current.body.notice };
      },
      action: "privacy.notice.publish",
      target: "privacy notice v2",
    },
    {
      route: "POST /api/admin/privacy/requests",
      call: () => ({
        method: "POST",
        url: "/api/admin/privacy/requests",
        body: {
          user_id: s.learner.id,
          request: {
            kind: "correction",
            field: "legal_name",
            value: "Priya R. Shah",
            note: "Asked at the desk",
          },
        },
      }),
      action: "privacy.request",
      target: LEARNER,
      keep: (b) => (ids.privacyRequest = b.id as number),
    },
    {
      route: "POST /api/admin/privacy/requests/:id/decide",
      call: () => ({
        method: "POST",
        url: `/api/admin/privacy/requests/${ids.privacyRequest}/decide`,
        body: { decision: "refuse", reason: "The name on the marksheet is Priya Shah" },
      }),
      action: "privacy.decide",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/privacy/requests/:id/cancel",
      call: async () => {
        const id = await filed(s, { kind: "erasure", note: "Asked by phone" });
        return { method: "POST", url: `/api/admin/privacy/requests/${id}/cancel` };
      },
      action: "privacy.cancel",
      target: LEARNER,
    },
  ];
}
