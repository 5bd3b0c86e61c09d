// /api/admin/mail: the outbox list, one mail, and a test mail. Admin role or operator token (the CLI).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParam } from "@fincareer/domain/contract/common";
import {
  MailDetail,
  MailListQuery,
  MailListResponse,
  MailTestBody,
  MailTestResponse,
} from "@fincareer/domain/contract/mail";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
import { actorOf } from "../admin-users/audit.ts";
import type { MailService } from "./service.ts";

/** Admin mail routes (prefix /api/admin/mail). */
export const adminMailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;

  app.get(
    "/",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "The mail outbox, newest first, with each mail's state",
        description:
          "States: pending (waiting to be sent, maybe for a retry), sending, sent, failed (refused for good or " +
          "too many attempts: last_error says why), dropped (nothing to send, e.g. no active account).",
        security,
        querystring: MailListQuery,
        response: { 200: MailListResponse, ...ERRORS },
      },
    },
    async (req) => mail.list(req.query),
  );

  app.get(
    "/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "One mail with its plain text",
        security,
        params: IdParam,
        response: { 200: MailDetail, ...ERRORS },
      },
    },
    async (req) => mail.detail(req.params.id),
  );

  app.post(
    "/test",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Queue a test mail to an address",
        security,
        body: MailTestBody,
        response: { 200: MailTestResponse, ...ERRORS },
      },
    },
    async (req) => mail.test(actorOf(req), req.body.to),
  );
};
