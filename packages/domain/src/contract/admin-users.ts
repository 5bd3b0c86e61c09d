// The admin's user screens (/admin/users, /admin/audit): search, detail, deactivation, reset links, cohort
// import, enrolments ending soon and the audit log. Account changes reuse contract/admin.ts.
import { z } from "zod";
import { AUDIT_KINDS } from "../audit.ts";
import { Email } from "./common.ts";
import { AdminUser } from "./admin.ts";
import { ProgramEntry, ResearchType } from "./user.ts";

const Limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const Offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** GET /api/admin/users: search by email or name; every filter optional. */
export const AdminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(["learner", "admin"]).optional(),
  status: z.enum(["active", "deactivated"]).optional(),
  limit: Limit(50),
  offset: Offset,
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** A user as the admin list shows it. */
export const AdminUserRow = AdminUser.extend({
  planned: z.string().nullable(),
  research_type: ResearchType,
  post_signup_steps: z.number().int(),
  deactivated: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserPage = z.object({ users: z.array(AdminUserRow), total: z.number().int() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** GET /api/admin/users/{id} */
export const AdminUserDetail = AdminUserRow.extend({
  enrolments: z.array(ProgramEntry),
  active_sessions: z.number().int().describe("login sessions not ended"),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** A one-time password-reset link (a path on this site), valid until expires_at. */
export const ResetLink = z.object({
  email: z.string(),
  url: z.string().describe("/reset-password?token=..."),
  expires_at: z.string(),
});
export type ResetLink = z.infer<typeof ResetLink>;

/** POST /api/admin/users (answer): the account, and a set-password link when no password was given. */
export const AdminCreatedUser = AdminUserRow.extend({ reset_link: ResetLink.nullable() });
export type AdminCreatedUser = z.infer<typeof AdminCreatedUser>;

/** POST /api/admin/users/reset-link (CLI user:reset) */
export const AdminResetLinkBody = z.object({ email: Email });

/** POST /api/admin/users/status (CLI user:deactivate): a deactivated user cannot log in, their tokens stop. */
export const AdminUserStatusBody = z.object({ email: Email, deactivated: z.boolean() });

/** Columns of the cohort CSV, in the order the template lists them; the first three are required. */
export const IMPORT_COLUMNS = ["email", "name", "program", "plan", "start", "end"] as const;

/** POST /api/admin/users/import: a cohort CSV with a header row; nothing applies unless every row is valid. */
export const AdminImportBody = z.object({
  csv: z.string().min(1, "Paste the CSV rows").max(500_000, "Paste at most 500,000 characters of CSV"),
  dry_run: z.boolean().optional().describe("only validate; change nothing"),
});
export type AdminImportBody = z.infer<typeof AdminImportBody>;

/** One applied (or, in a dry run, checked) row. */
export const AdminImportRow = z.object({
  row: z.number().int().describe("line number in the file (the header is line 1)"),
  email: z.string(),
  program: z.string(),
  created: z.boolean().describe("a new account (false: an existing one was enrolled)"),
  reset_link: ResetLink.nullable().describe("set-password link of a new account"),
});
export const AdminImportResponse = z.object({
  applied: z.boolean(),
  rows: z.array(AdminImportRow),
});
export type AdminImportResponse = z.infer<typeof AdminImportResponse>;

/** 422 answer of an import with bad rows: every row's problems, nothing applied. */
export const AdminImportErrorBody = z.object({
  error: z.literal("import_invalid"),
  message: z.string(),
  rows: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type AdminImportErrorBody = z.infer<typeof AdminImportErrorBody>;

/** GET /api/admin/enrolments/ending */
export const EndingQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const EndingEnrolment = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  program_name: z.string(),
  comment: z.string().nullable(),
  end_date: z.string(),
  days_left: z.number().int(),
});
export type EndingEnrolment = z.infer<typeof EndingEnrolment>;
export const EndingResponse = z.object({ enrolments: z.array(EndingEnrolment) });
export type EndingResponse = z.infer<typeof EndingResponse>;

/** GET /api/admin/audit: newest first. */
export const AuditQuery = z.object({
  q: z.string().trim().max(100).optional().describe("matches actor, action or target"),
  kind: z.enum(AUDIT_KINDS).optional().describe("only actions of this kind (user, content, live, game...)"),
  actor: z
    .string()
    .trim()
    .max(320)
    .optional()
    .describe("only this actor (an admin's email or 'operator (CLI)')"),
  limit: Limit(25),
  offset: Offset,
});
export type AuditQuery = z.infer<typeof AuditQuery>;
export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.string().describe("the admin's email, or 'operator (CLI)'"),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().describe("the admin's current name (the email when the account is gone)"),
  action: z
    .string()
    .describe("e.g. user.create, game.question.update, live.cancel (packages/domain/src/audit.ts)"),
  target: z.string().nullable(),
  target_user_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  summary: z.string().describe("the entry as a sentence: who did what to whom"),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  actors: z
    .array(z.object({ actor: z.string(), name: z.string() }))
    .describe("everyone in the log, for the filter"),
});
export type AuditPage = z.infer<typeof AuditPage>;
