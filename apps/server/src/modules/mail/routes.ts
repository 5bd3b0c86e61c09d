// /api/admin/mail: the outbox list, one mail, and a test mail. Admin role or operator token (the CLI). Also the
// learner's mail preferences and the one-click unsubscribe.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParam } from "@fincareer/domain/contract/common";
import {
  MailDetail,
  MailListQuery,
  MailListResponse,
  MailPreferencesBody,
  MailPreferencesResponse,
  MailNewLinkResponse,
  MailTestBody,
  MailTestResponse,
  UnsubscribeParam,
  UnsubscribeResponse,
} from "@fincareer/domain/contract/mail";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { MailPreferences } from "./preferences.ts";
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
        summary: "One mail with its plain text (audited; a set-password link shows token=removed)",
        security,
        params: IdParam,
        response: { 200: MailDetail, ...ERRORS },
      },
    },
    async (req) => mail.detail(actorOf(req), req.params.id),
  );

  app.post(
    "/:id/new-link",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Send the learner of a welcome or reset mail a new set-password link by mail (audited)",
        description:
          "The shown mail's link is hidden (token=removed): whoever reads the outbox must not be able to use " +
          "it. The new mail's link is issued when it is sent; earlier links stop working then.",
        security,
        params: IdParam,
        response: { 200: MailNewLinkResponse, ...ERRORS },
      },
    },
    async (req) => mail.newLink(actorOf(req), req.params.id),
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

/** GET and PUT /api/user/notification-preferences: which mails the learner gets (security mails always). */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ preferences: MailPreferences }> = async (
  app,
  { preferences },
) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["user"];

  app.get(
    "/",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "The kinds of email the learner gets; security mails are listed as always on",
        security: SECURED,
        response: { 200: MailPreferencesResponse, ...ERRORS },
      },
    },
    async (req) => preferences.get(currentUser(req).userId),
  );

  app.put(
    "/",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Switch kinds of email on (true) or off (false); answers every switch",
        security: SECURED,
        body: MailPreferencesBody,
        response: { 200: MailPreferencesResponse, ...ERRORS },
      },
    },
    async (req) => preferences.set(currentUser(req).userId, req.body),
  );
};

/**
 * /api/mail/unsubscribe/{token}: the List-Unsubscribe address of every non-security mail. POST turns the token's
 * category off without a login (RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` as a form; no
 * CSRF token, the signed token is the credential). GET changes nothing (mail scanners prefetch links): it leads to
 * the page that asks first.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ preferences: MailPreferences }> = async (
  app,
  { preferences },
) => {
  // The one-click body (RFC 8058 section 3.1): `List-Unsubscribe=One-Click`, which mail clients SHOULD send as
  // multipart/form-data and may send urlencoded. Its content is fixed, so it is read (at most 4 KB) and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"])
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) =>
      done(null, String(body).slice(0, 200)),
    );
  const tags = ["mail"];

  app.post(
    "/unsubscribe/:token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): stop one kind of email; no login, idempotent",
        params: UnsubscribeParam,
        response: { 200: UnsubscribeResponse, ...ERRORS },
      },
    },
    async (req) => preferences.unsubscribe(req.params.token),
  );

  app.get(
    "/unsubscribe/:token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Leads to the unsubscribe page, which asks before anything changes",
        params: UnsubscribeParam,
        response: { ...ERRORS },
      },
    },
    async (req, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(req.params.token)}`, 303),
  );
};
