// /api/auth: sign-up, login, logout and password reset (PRODUCT.md "Accounts").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LoginBody,
  ResetLinkBody,
  ResetLinkStatus,
  ResetPasswordBody,
  ResetPasswordResponse,
  SignupBody,
  SignupResponse,
  TokenResponse,
} from "@fincareer/domain/contract/auth";
import { Ok } from "@fincareer/domain/contract/common";
import { ForgotBody, ForgotResponse } from "@fincareer/domain/contract/mail";
import { addressKey } from "../../lib/address-key.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { AuthService } from "./service.ts";

/** Forgot-password requests one client address may make per window (per email: mail/forgot.ts). */
export const FORGOT_PER_ADDRESS = { max: 10, timeWindow: 15 * 60_000 };

/** Auth routes. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ["auth"];

  app.post(
    "/signup",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Create a learner account, then log in",
        description:
          "Answers the same whether or not the email already has an account (an existing account is sent a " +
          "notification instead), so sign-up cannot be used to find out who is registered. New passwords need " +
          "10+ characters, not the email or name, and not common or easy to guess (400 weak_password). 429 with " +
          "the wait after 20 sign-ups from one address (an IPv6 /64) or 5 for one email in 15 minutes.",
        body: SignupBody,
        response: { 200: SignupResponse, ...ERRORS },
      },
    },
    async (req) => auth.signup(req.body, { ip: req.ip }),
  );

  app.post(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log in with email and password; answers with a token",
        description:
          "A successful login sets a device cookie (HttpOnly, SameSite=Strict, path /api/auth) for the account. " +
          "Failed logins are limited per device cookie when the browser sends a valid one for the account, else " +
          "per account and address, per address across accounts, and per account across addresses (429 with the " +
          "wait; an IPv6 /64 counts as one address). A deactivated account answers 403 account_deactivated " +
          "after a correct password.",
        body: LoginBody,
        response: { 200: TokenResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      const client = { ip: req.ip, cookies: req.headers.cookie, https: req.protocol === "https" };
      const { token, cookie } = await auth.login(req.body, client);
      reply.header("set-cookie", cookie);
      return { token };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { access: "public", rateLimit: { max: 10, timeWindow: 60_000, hook: "preHandler" as const } },
      schema: {
        tags,
        summary: "Set a new password with a one-time reset link (from an admin, a welcome or a forgot mail)",
        description:
          "The token comes from /reset-password?token=...; it works once (24 hours from an admin or a welcome " +
          "mail, 1 hour from Forgot password?). Every other login session of the account ends and the answer " +
          "carries a new session's token (and a device cookie), as a login does: the learner is logged in. " +
          "400 invalid_token when the link was used or has expired.",
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      const { response, cookie } = await auth.resetPassword(req.body, { https: req.protocol === "https" });
      reply.header("set-cookie", cookie);
      return response;
    },
  );

  // Per client address, as reset-password: a token is 256 random bits, so this only keeps the lookups cheap.
  const linkLimit = { max: 10, timeWindow: 60_000, keyGenerator: (req: { ip: string }) => `link|${req.ip}` };

  app.post(
    "/reset-link/status",
    {
      config: { access: "public", rateLimit: linkLimit },
      schema: {
        tags,
        summary:
          "Whether a one-time reset link still sets a password (checked when its page opens; not spent)",
        description:
          "usable is false when the link was used, has expired, or was issued before the account's last " +
          "password change (or was never issued: the answer does not say which).",
        body: ResetLinkBody,
        response: { 200: ResetLinkStatus, ...ERRORS },
      },
    },
    async (req) => auth.resetLinkStatus(req.body.token),
  );

  app.post(
    "/reset-link/renew",
    {
      config: {
        access: "public",
        rateLimit: { ...FORGOT_PER_ADDRESS, keyGenerator: linkLimit.keyGenerator },
      },
      schema: {
        tags,
        summary:
          "Mail a new one-time link to the account a used or expired link was for (Send me a new link)",
        description:
          "Always 200 with the same body, whether or not the token was ever issued; the new link goes to the " +
          "account's own address, as Forgot password? sends it (at most 3 mails per address and hour; 429 " +
          "after 10 requests from one client address in 15 minutes).",
        body: ResetLinkBody,
        response: { 200: ForgotResponse, ...ERRORS },
      },
    },
    async (req) => auth.renewResetLink(req.body.token),
  );

  app.post(
    "/forgot",
    {
      config: {
        access: "public",
        rateLimit: {
          ...FORGOT_PER_ADDRESS,
          keyGenerator: (req: { ip: string }) => `forgot|${addressKey(req.ip)}`,
        },
      },
      schema: {
        tags,
        summary: "Mail a one-time link to set a new password (Forgot password?)",
        description:
          "Always 200 with the same body, whether or not an account uses the address. An active account gets " +
          "a link to /reset-password that works once, for 1 hour; its older unused links stop working. At most " +
          "3 mails per address and hour (further requests answer the same and send nothing); 429 after 10 " +
          "requests from one client address in 15 minutes.",
        body: ForgotBody,
        response: { 200: ForgotResponse, ...ERRORS },
      },
    },
    async (req) => auth.forgot(req.body.email),
  );

  app.post(
    "/logout",
    {
      config: { access: "authenticated" },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "End the current login session (its token stops working)",
        security: SECURED,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      await auth.logout(caller.userId, caller.sid);
      return { ok: true as const };
    },
  );
};
