// Admin routes of the account area, under /api/admin: FAQ editing and the sign-up questionnaire read-out.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Ok, IdParam } from "@fincareer/domain/contract/common";
import { AdminFaq, AdminFaqList, FaqBody } from "@fincareer/domain/contract/faq";
import { AdminHrList, AdminHrQuery } from "@fincareer/domain/contract/hr";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { FaqService } from "./faq-service.ts";
import type { HrService } from "./hr-service.ts";

/** Admin account routes (registered at /api/admin). */
export const accountAdminRoutes: FastifyPluginAsyncZod<{ faq: FaqService; hr: HrService }> = async (
  app,
  { faq, hr },
) => {
  const base = { onRequest: app.requireAdmin, config: { access: "admin" as const } };
  const security = SECURED;

  app.get(
    "/faq",
    {
      ...base,
      schema: { tags: ["admin"], summary: "Every FAQ", security, response: { 200: AdminFaqList, ...ERRORS } },
    },
    async () => faq.list(),
  );

  app.post(
    "/faq",
    {
      ...base,
      schema: {
        tags: ["admin"],
        summary: "Add a FAQ (Markdown answer; {{support_phone}} becomes the support number)",
        security,
        body: FaqBody,
        response: { 200: AdminFaq, ...ERRORS },
      },
    },
    async (req) => faq.create(actorOf(req), req.body),
  );

  app.put(
    "/faq/:id",
    {
      ...base,
      schema: {
        tags: ["admin"],
        summary: "Edit a FAQ",
        security,
        params: IdParam,
        body: FaqBody,
        response: { 200: AdminFaq, ...ERRORS },
      },
    },
    async (req) => faq.update(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    "/faq/:id",
    {
      ...base,
      schema: {
        tags: ["admin"],
        summary: "Delete a FAQ",
        security,
        params: IdParam,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => faq.remove(actorOf(req), req.params.id),
  );

  app.get(
    "/hr",
    {
      ...base,
      schema: {
        tags: ["admin"],
        summary: "Learners' sign-up questionnaires, newest first (search by name or email)",
        security,
        querystring: AdminHrQuery,
        response: { 200: AdminHrList, ...ERRORS },
      },
    },
    async (req) => hr.list(req.query),
  );
};
