// Shared by the admin audit tests (admin-audit-writes.test.ts, admin-audit-refusals.test.ts): the scene they run
// in (an app with an admin, a learner and a rater), what a case is (one per admin write route, listed in
// admin-audit-cases.ts), how a case's call is made as the admin and how the audit rows it wrote are read.
import { gt } from "drizzle-orm";
import type { AuditAction } from "@fincareer/domain/audit";
import { auditLog } from "../../src/db/schema.ts";
import { createTestContext } from "./context.ts";
import type { Backend, TestContext, TestUser } from "./context.ts";
import type { multipartBody } from "./research.ts";

export const LEARNER = "priya.shah@example.com";
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
/** Admin POSTs that only read (a file previewed, nothing stored): no audit row. */
export const READS_BY_POST = [
  "POST /api/admin/market/holidays/preview",
  // The interview grader's preview: the evaluation a learner would get, nothing stored (issue 40).
  "POST /api/admin/interview/preview",
];
/**
 * Admin writes that are no change of their own, so no audit row: the tus protocol's creation, chunks and cancel of a
 * resumable upload (bytes in transit, owned by the admin; the video it becomes is audited when added, "POST
 * /api/content/modules/:id/videos/resumable"), and running the privacy jobs now (each export and erasure step the
 * jobs do is audited as the privacy job, as when they run on their own).
 */
export const WRITES_WITHOUT_OWN_ROW = [
  "POST /api/content/uploads",
  "POST /api/content/uploads/:uploadId",
  "PATCH /api/content/uploads",
  "PATCH /api/content/uploads/:uploadId",
  "DELETE /api/content/uploads",
  "DELETE /api/content/uploads/:uploadId",
  "POST /api/admin/privacy/run",
];

/** The app and the users the cases act as and on; filled by openAuditScene() in a beforeAll. */
export interface AuditScene {
  ctx: TestContext;
  admin: TestUser;
  learner: TestUser;
  rater: TestUser;
  /** Ids created by earlier cases and used by later ones (the cases run in order). */
  ids: Record<string, number>;
}

export interface Call {
  method: string;
  url: string;
  body?: unknown;
  multipart?: ReturnType<typeof multipartBody>;
}

export interface Case {
  route: string;
  call: () => Call | Promise<Call>;
  action: AuditAction;
  /** The entry's target text. */
  target: string | RegExp | null;
  /** Keeps an id from the answer for later cases. */
  keep?: (body: Record<string, unknown>) => void;
}

/**
 * An empty scene, made when the describe block is (so the cases can be listed for it.each); its calls read the
 * scene only when they run, after openAuditScene().
 */
export function newAuditScene(): AuditScene {
  return { ids: {} } as AuditScene;
}

/** A fresh app on `backend` with the admin Ravi Kumar, the IBEPGOLD learner Priya Shah and a rater. */
export async function openAuditScene(scene: AuditScene, backend: Backend): Promise<void> {
  scene.ctx = await createTestContext(backend);
  scene.admin = await scene.ctx.makeUser({
    email: "ravi.kumar@example.com",
    name: "Ravi Kumar",
    role: "admin",
    steps: 3,
  });
  scene.learner = await scene.ctx.makeUser({
    email: LEARNER,
    name: "Priya Shah",
    programs: ["IBEPGOLD"],
    steps: 3,
  });
  scene.rater = await scene.ctx.makeUser({ name: "Rater One", programs: ["IBEPGOLD"], steps: 3 });
}

/** True when a concrete URL (query left out) is an instance of a route pattern such as /api/x/:id/y. */
export function matchesRoute(pattern: string, url: string): boolean {
  const re = new RegExp(`^${pattern.replace(/:[a-z_]+/gi, "[^/]+")}$`);
  return re.test(url.split("?")[0]!);
}

/** Makes a case's call as the admin (multipart or JSON). */
export function callAsAdmin(s: AuditScene, call: Call) {
  return call.multipart
    ? s.ctx.app.inject({
        method: call.method as "POST",
        url: call.url,
        headers: { ...call.multipart.headers, authorization: `Bearer ${s.admin.token}` },
        payload: call.multipart.payload,
      })
    : s.ctx.app.inject({
        method: call.method as "POST",
        url: call.url,
        headers: { authorization: `Bearer ${s.admin.token}` },
        ...(call.body !== undefined ? { payload: call.body as object } : {}),
      });
}

/** The id of the newest audit row (0 when there is none). */
export async function lastAuditIdIn(s: AuditScene): Promise<number> {
  const rows = await s.ctx.db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
}

/** The audit rows written after row `id`. */
export const auditRowsAfter = (s: AuditScene, id: number) =>
  s.ctx.db.select().from(auditLog).where(gt(auditLog.id, id));
