// /api/admin/analytics/questions and /raters (admin role; learners get 403), each also as CSV.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnalyticsProgramQuery,
  QuestionsResponse,
  RatersResponse,
} from "@fincareer/domain/contract/analytics-quality";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { AnalyticsQualityService } from "./service.ts";
import { CsvText as Csv, sendCsv } from "../../platform/http/csv-download.ts";

/** Admin routes of question quality and raters (area "admin"). */
export const analyticsQualityRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsQualityService }> = async (
  app,
  { analytics },
) => {
  const base = { onRequest: app.requireAdmin, config: { access: "admin" as const } };
  const tags = ["admin: analytics"];
  const security = SECURED;

  app.get(
    "/questions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Question quality: facility, discrimination, option picks and flags per question",
        querystring: AnalyticsProgramQuery,
        response: { 200: QuestionsResponse, ...ERRORS },
      },
    },
    async (req) => analytics.questions(req.query.program),
  );

  app.post(
    "/questions/recalculate",
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          "Question quality computed now (Recalculate now): stored for everyone and answered as the GET",
        querystring: AnalyticsProgramQuery,
        response: { 200: QuestionsResponse, ...ERRORS },
      },
    },
    async (req) => analytics.recalculateQuestions(actorOf(req), req.query.program),
  );

  app.get(
    "/questions.csv",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Question quality as CSV",
        querystring: AnalyticsProgramQuery,
        response: { 200: Csv, ...ERRORS },
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        fileName: `questions-${req.query.program}.csv`,
        body: await analytics.questionsCsv(req.query.program),
      }),
  );

  app.get(
    "/raters",
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          "Research or projects: timeliness by week, grade distribution, peer raters against the instructor",
        querystring: AnalyticsProgramQuery,
        response: { 200: RatersResponse, ...ERRORS },
      },
    },
    async (req) => analytics.raters(req.query.program),
  );

  app.get(
    "/raters.csv",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Peer raters against the instructor as CSV",
        querystring: AnalyticsProgramQuery,
        response: { 200: Csv, ...ERRORS },
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        fileName: `raters-${req.query.program}.csv`,
        body: await analytics.ratersCsv(req.query.program),
      }),
  );
};
