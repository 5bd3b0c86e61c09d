// /api/admin/users/{id}, /status, /reset-link, /import; /api/admin/enrolments/ending; /api/admin/audit.
// Admin role or operator token (the CLI); every change is audited.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminImportBody,
  AdminImportErrorBody,
  AdminImportResponse,
  AdminResetLinkBody,
  AdminUserDetail,
  AdminUserRow,
  AdminUserStatusBody,
  AuditPage,
  AuditQuery,
  EndingQuery,
  EndingResponse,
  ResetLink,
} from "@fincareer/domain/contract/admin-users";
import { IdParam } from "@fincareer/domain/contract/common";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { AdminUsersService } from "./users-service.ts";

/** Admin user-screen routes (prefix /api/admin). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;

  app.get(
    "/users/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "One user with enrolments and open login sessions",
        security,
        params: IdParam,
        response: { 200: AdminUserDetail, ...ERRORS },
      },
    },
    async (req) => adminUsers.detail(req.params.id),
  );

  app.post(
    "/users/status",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Deactivate or reactivate an account",
        description:
          "A deactivated user cannot log in (403 account_deactivated) and every token of theirs stops " +
          "working; unused reset links die. You cannot deactivate yourself.",
        security,
        body: AdminUserStatusBody,
        response: { 200: AdminUserRow, ...ERRORS },
      },
    },
    async (req) => adminUsers.setStatus(actorOf(req), req.body.email, req.body.deactivated),
  );

  app.post(
    "/users/reset-link",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Issue a one-time password-reset link (24 h) for a user",
        description:
          "Give the learner the link; it works once, and older unused links of theirs stop working.",
        security,
        body: AdminResetLinkBody,
        response: { 200: ResetLink, ...ERRORS },
      },
    },
    async (req) => adminUsers.resetLink(actorOf(req), req.body.email),
  );

  app.post(
    "/users/import",
    {
      config: { access: "admin" },
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: "Import a cohort from CSV (email, name, program, plan, start, end)",
        description:
          "Every row is checked first; with any bad row nothing is applied and the 422 answer lists each row's " +
          "problems (line and reason). Dates: dd-mm-yyyy, dd/mm/yyyy, yyyy-mm-dd or an Excel serial number. New " +
          "accounts get a set-password link; existing accounts are enrolled. dry_run only checks.",
        security,
        body: AdminImportBody,
        response: { 200: AdminImportResponse, 422: AdminImportErrorBody, ...ERRORS },
      },
    },
    async (req, reply) => {
      const outcome = await adminUsers.importCohort(actorOf(req), req.body);
      if (!outcome.ok) return reply.code(422).send(outcome.error);
      return outcome.result;
    },
  );

  app.get(
    "/enrolments/ending",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Enrolments ending within `days` days (default 30), soonest first",
        security,
        querystring: EndingQuery,
        response: { 200: EndingResponse, ...ERRORS },
      },
    },
    async (req) => adminUsers.ending(req.query.days),
  );

  app.get(
    "/audit",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "The audit log of admin actions, newest first; paged",
        security,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...ERRORS },
      },
    },
    async (req) => adminUsers.audit(req.query),
  );
};
