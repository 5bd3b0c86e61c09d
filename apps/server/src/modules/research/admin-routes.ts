// /api/admin/research: the instructor queue and grading (admin role or operator token), plus quick creation of
// items and ratings for demo data and tests.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminAddRatingBody,
  AdminCreateResearchBody,
  AdminGradeBody,
  AdminResearchDetail,
  AdminResearchQueue,
  AdminResearchQueueQuery,
  ResearchIdParam,
} from "@fincareer/domain/contract/research";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import { sendResearchFile } from "./files.ts";
import { FileDownload } from "./routes.ts";
import type { ResearchService } from "./service.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";

/** Admin research routes. */
export const adminResearchRoutes: FastifyPluginAsyncZod<{
  research: ResearchService;
  storage: ObjectStorage;
}> = async (app, { research, storage }) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;

  app.get(
    "/",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Research and project queue by program and week, flagged items first",
        security,
        querystring: AdminResearchQueueQuery,
        response: { 200: AdminResearchQueue, ...ERRORS },
      },
    },
    async (req) => research.queue(req.query),
  );

  app.post(
    "/",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Create a submission for a learner (demo and test data: any week, optional back-dating)",
        security,
        body: AdminCreateResearchBody,
        response: { 200: AdminResearchDetail, ...ERRORS },
      },
    },
    async (req) => research.adminCreate(actorOf(req), req.body),
  );

  app.get(
    "/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "One submission with every peer rating and its flags",
        security,
        params: ResearchIdParam,
        response: { 200: AdminResearchDetail, ...ERRORS },
      },
    },
    async (req) => research.detail(req.params.id),
  );

  app.get(
    "/:id/file",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Download a submission's file",
        security,
        params: ResearchIdParam,
        response: { 200: FileDownload, ...ERRORS },
      },
    },
    async (req, reply) => {
      const file = await research.file({ userId: null, admin: true }, req.params.id);
      return sendResearchFile(reply, storage, file);
    },
  );

  app.post(
    "/:id/grade",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Set admin_points (0..10, replaces peer ratings when above 0) and admin_comment",
        security,
        params: ResearchIdParam,
        body: AdminGradeBody,
        response: { 200: AdminResearchDetail, ...ERRORS },
      },
    },
    async (req) => research.grade(actorOf(req), req.params.id, req.body),
  );

  app.post(
    "/:id/ratings",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Add a peer rating as the learner with this email (demo and test data)",
        security,
        params: ResearchIdParam,
        body: AdminAddRatingBody,
        response: { 200: AdminResearchDetail, ...ERRORS },
      },
    },
    async (req) => research.adminAddRating(actorOf(req), req.params.id, req.body),
  );
};
