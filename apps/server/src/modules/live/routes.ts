// Learner and public live-session routes: the .ics download and the private calendar feed (/api/user/live/...),
// and the feed itself (/api/live/calendar/{token}.ics), which calendar apps fetch without a login.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Ok } from "@fincareer/domain/contract/common";
import { LiveFeedResponse, LiveFeedTokenParam, LiveIdParam } from "@fincareer/domain/contract/live";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED, download } from "../../platform/http/openapi.ts";
import { feedResponse } from "./service.ts";
import type { LiveService } from "./service.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/**
 * /api/user/live/...: a session's .ics and the learner's feed address (area "live"). The address is built from
 * PUBLIC_URL (`publicUrl`), never from the request's Host or X-Forwarded-Host, which a caller chooses.
 */
export const liveUserRoutes: FastifyPluginAsyncZod<{ live: LiveService; publicUrl: string }> = async (
  app,
  { live, publicUrl },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ["live"];
  const config = { access: "live" as const };

  app.get(
    "/:id/ics",
    {
      config,
      ...auth,
      schema: {
        tags,
        summary: "One live session of the current program as an .ics calendar file (404 if not yours)",
        security: SECURED,
        params: LiveIdParam,
        response: { 200: download(z.string().describe("text/calendar"), "text/calendar"), ...ERRORS },
      },
    },
    async (req, reply) => {
      const { body, fileName } = await live.ics(currentUser(req).userId, req.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(body);
    },
  );

  app.get(
    "/feed",
    {
      config,
      ...auth,
      schema: {
        tags,
        summary: "The learner's private calendar feed address (url null when there is none)",
        security: SECURED,
        response: { 200: LiveFeedResponse, ...ERRORS },
      },
    },
    async (req) => feedResponse(await live.feed(currentUser(req).userId), publicUrl),
  );

  app.post(
    "/feed",
    {
      config,
      ...auth,
      schema: {
        tags,
        summary: "Create or regenerate the private calendar feed address (the old address stops working)",
        security: SECURED,
        response: { 200: LiveFeedResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return feedResponse(await live.regenerateFeed(caller.userId, caller.sid), publicUrl);
    },
  );

  app.delete(
    "/feed",
    {
      config,
      ...auth,
      schema: {
        tags,
        summary: "Revoke the private calendar feed address",
        security: SECURED,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      await live.revokeFeed(currentUser(req).userId);
      return { ok: true as const };
    },
  );
};

/** /api/live/calendar/{token}.ics: the subscribable feed; the secret token is the only credential (area "public"). */
export const liveFeedRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  app.get(
    "/calendar/:token",
    {
      config: { access: "public" },
      schema: {
        tags: ["live"],
        summary:
          "A learner's live sessions as a subscribable calendar (secret address from /api/user/live/feed)",
        description:
          "404 for an unknown or revoked address, and while the account is deactivated or has no active " +
          "enrolment with Live Sessions. A password change or reset, and deactivation, drop the address.",
        params: LiveFeedTokenParam,
        response: { 200: download(z.string().describe("text/calendar"), "text/calendar"), ...ERRORS },
      },
    },
    async (req, reply) => {
      const token = req.params.token.slice(0, -".ics".length);
      return reply
        .type(CALENDAR_TYPE)
        .header("Cache-Control", "private, max-age=300")
        .send(await live.feedCalendar(token));
    },
  );
};
