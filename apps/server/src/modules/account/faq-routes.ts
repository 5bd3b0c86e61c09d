// GET /api/faq (area "faq"): the FAQs of the learner's program family.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FaqList } from "@fincareer/domain/contract/faq";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { FaqService } from "./faq-service.ts";

/** Learner FAQ routes (registered at /api/faq). */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    "/",
    {
      onRequest: app.authenticate,
      config: { access: "faq" },
      schema: {
        tags: ["faq"],
        summary: "FAQs for my program family (answers are Markdown)",
        security: SECURED,
        response: { 200: FaqList, ...ERRORS },
      },
    },
    async (req) => faq.forLearner(currentUser(req).userId),
  );
};
