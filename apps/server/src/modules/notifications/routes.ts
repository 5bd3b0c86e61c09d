// /api/notifications: the bell (SPEC.md section 7 "Notifications").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MarkReadParams,
  MarkReadResponse,
  NotificationListParams,
  NotificationListResponse,
} from "@fincareer/domain/contract/notifications";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { NotificationService } from "../../platform/notifications.ts";

/** Notification routes. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/list/:limit",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["notifications"],
        summary: "Latest notifications and the unread count",
        security: SECURED,
        params: NotificationListParams,
        response: { 200: NotificationListResponse, ...ERRORS },
      },
    },
    async (req) => notifications.list(currentUser(req).userId, req.params.limit),
  );

  app.get(
    "/mark-read/:id",
    {
      // SPEC.md's GET that writes (the read mark): judged as a write, though account routes are never read-only.
      config: { access: "authenticated", accessWrites: true },
      schema: {
        tags: ["notifications"],
        summary: "Mark one notification (or 'all') read; returns the unread count left",
        security: SECURED,
        params: MarkReadParams,
        response: { 200: MarkReadResponse, ...ERRORS },
      },
    },
    async (req) => notifications.markRead(currentUser(req).userId, req.params.id),
  );
};
