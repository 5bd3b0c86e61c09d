// /api/admin/live: the instructor's schedule (admin role or operator token; backs the CLI's live:* commands).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminLiveCancelResponse,
  AdminLiveList,
  AdminLiveCreated,
  AdminLiveSession,
  LiveCancelBody,
  LiveCreateBody,
  LiveIdParam,
  LiveUpdateBody,
} from "@fincareer/domain/contract/live";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { LiveService } from "./service.ts";

/** Admin live-session routes. */
export const adminLiveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;
  const config = { access: "admin" as const };

  app.get(
    "/",
    {
      config,
      schema: {
        tags,
        summary: "Every live session: upcoming first, then past and cancelled",
        security,
        response: { 200: AdminLiveList, ...ERRORS },
      },
    },
    async () => ({ sessions: await live.list() }),
  );

  app.post(
    "/",
    {
      config,
      schema: {
        tags,
        summary:
          "Schedule a live session (start in the future, 15-480 minutes, known programs, http(s) link)",
        security,
        description:
          "Programs whose learners never have Live Sessions in their menu (FMEP Gold, FMEP Silver, ...) are " +
          "refused. The answer says how many learners were invited.",
        body: LiveCreateBody,
        response: { 200: AdminLiveCreated, ...ERRORS },
      },
    },
    async (req) => live.create(actorOf(req), req.body),
  );

  app.patch(
    "/:id",
    {
      config,
      schema: {
        tags,
        summary: "Edit a live session or add its recording link; a moved start must be in the future",
        security,
        params: LiveIdParam,
        body: LiveUpdateBody,
        response: { 200: AdminLiveSession, ...ERRORS },
      },
    },
    async (req) => live.update(actorOf(req), req.params.id, req.body),
  );

  app.post(
    "/:id/cancel",
    {
      config,
      schema: {
        tags,
        summary: "Cancel a live session (optional reason); learners already reminded are notified",
        security,
        params: LiveIdParam,
        body: LiveCancelBody,
        response: { 200: AdminLiveCancelResponse, ...ERRORS },
      },
    },
    async (req) => live.cancel(actorOf(req), req.params.id, req.body?.reason),
  );
};
