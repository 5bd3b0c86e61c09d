// /api/admin/analytics: overview, at-risk list, nudges and a learner's timeline, each table also as CSV. Admins only.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnalyticsOverview,
  AnalyticsQuery,
  AtRiskQuery,
  AtRiskResponse,
  LearnerTimeline,
  NudgeBody,
  NudgeResponse,
  OverviewCsvQuery,
} from "@fincareer/domain/contract/analytics";
import { IdParam } from "@fincareer/domain/contract/common";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { AnalyticsService } from "./service.ts";
import { CsvText, sendCsv } from "../../platform/http/csv-download.ts";
import { timelineCsv } from "./service.ts";

/** Admin analytics routes (prefix /api/admin/analytics). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;
  const config = { access: "admin" as const };

  app.get(
    "/overview",
    {
      config,
      schema: {
        tags,
        summary:
          "A program's (or one enrolment month's) KPIs, funnel, weekly activity and drop-off per video",
        security,
        querystring: AnalyticsQuery,
        response: { 200: AnalyticsOverview, ...ERRORS },
      },
    },
    async (req) => analytics.overview(req.query),
  );

  app.get(
    "/overview.csv",
    {
      config,
      schema: {
        tags,
        summary: "One overview table (kpis, funnel, weekly, videos) as CSV",
        security,
        querystring: OverviewCsvQuery,
        response: { 200: CsvText, ...ERRORS },
      },
    },
    async (req, reply) => sendCsv(reply, await analytics.overviewCsv(req.query)),
  );

  app.get(
    "/at-risk",
    {
      config,
      schema: {
        tags,
        summary: "Learners of a program at risk of dropping out, with the reasons",
        description:
          "Reasons: no activity for 7 days; no login within 3 days of enrolling; research missed two weeks " +
          "running; quiz accuracy under 40% over at least 10 answers; enrolment ends within 14 days with under " +
          "half the videos finished. Only enrolments running today are listed.",
        security,
        querystring: AtRiskQuery,
        response: { 200: AtRiskResponse, ...ERRORS },
      },
    },
    async (req) => analytics.atRisk(req.query.program),
  );

  app.get(
    "/at-risk.csv",
    {
      config,
      schema: {
        tags,
        summary: "The at-risk list as CSV",
        security,
        querystring: AtRiskQuery,
        response: { 200: CsvText, ...ERRORS },
      },
    },
    async (req, reply) => sendCsv(reply, await analytics.atRiskCsv(req.query.program)),
  );

  app.post(
    "/nudge",
    {
      config,
      schema: {
        tags,
        summary: "Nudge learners of a program: a notification and an email each, from a template",
        description:
          "Placeholders {name}, {first_name} and {program} are filled in per learner. Every learner must be " +
          "enrolled in the program; deactivated accounts are skipped. Audited.",
        security,
        body: NudgeBody,
        response: { 200: NudgeResponse, ...ERRORS },
      },
    },
    async (req) => analytics.nudge(actorOf(req), req.body),
  );

  app.get(
    "/learners/:id",
    {
      config,
      schema: {
        tags,
        summary: "What a learner did, newest first (logins, videos, answers, research, ratings, games, ...)",
        security,
        params: IdParam,
        response: { 200: LearnerTimeline, ...ERRORS },
      },
    },
    async (req) => analytics.timeline(req.params.id),
  );

  app.get(
    "/learners/:id/activity.csv",
    {
      config,
      schema: {
        tags,
        summary: "A learner's timeline as CSV",
        security,
        params: IdParam,
        response: { 200: CsvText, ...ERRORS },
      },
    },
    async (req, reply) => sendCsv(reply, timelineCsv(await analytics.timeline(req.params.id))),
  );
};
