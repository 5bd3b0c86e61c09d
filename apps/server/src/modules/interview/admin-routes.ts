// /api/admin/interview: the instructor's preview of the interview grader (issue 40). Admin only (learners 403),
// rate-limited, stores nothing.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PreviewBody, PreviewQuestions, PreviewResponse } from "@fincareer/domain/contract/interview";
import { addressKey } from "../../lib/address-key.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { Evaluator } from "./evaluator.ts";
import { previewAnswer, previewQuestions } from "./preview.ts";

/** Previews per admin (or operator token, by address) and minute: a model-backed preview costs a model call. */
export const PREVIEW_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (req: FastifyRequest) =>
    `interview-preview|${req.caller?.kind === "user" ? `user:${req.caller.userId}` : addressKey(req.ip)}`,
};
// 5,000 characters of JSON-escaped non-ASCII text stay well under this.
const PREVIEW_BODY_LIMIT = 64 * 1024;

/** Admin routes of the interview (area "admin"). */
export const interviewAdminRoutes: FastifyPluginAsyncZod<{ evaluator: Evaluator }> = async (
  app,
  { evaluator },
) => {
  const tags = ["admin: interview"];
  const security = SECURED;

  app.get(
    "/questions",
    {
      onRequest: app.requireAdmin,
      config: { access: "admin" },
      schema: {
        tags,
        security,
        summary: "Every question of the interview bank, for the grader preview",
        response: { 200: PreviewQuestions, ...ERRORS },
      },
    },
    async () => ({ questions: previewQuestions() }),
  );

  app.post(
    "/preview",
    {
      onRequest: app.requireAdmin,
      config: { access: "admin", rateLimit: PREVIEW_RATE_LIMIT },
      bodyLimit: PREVIEW_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          "The evaluation a learner would get for an answer to a bank question (score, points, corrections, feedback, follow-up); stores nothing",
        body: PreviewBody,
        response: { 200: PreviewResponse, ...ERRORS },
      },
    },
    async (req) => previewAnswer(evaluator, req.body.question_id, req.body.answer),
  );
};
