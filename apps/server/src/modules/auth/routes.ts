// /api/auth: sign-up, login and logout (PRODUCT.md "Accounts").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LoginBody, SignupBody, TokenResponse } from "@fincareer/domain/contract/auth";
import { Ok } from "@fincareer/domain/contract/common";
import { currentUser } from "../../plugins/auth.ts";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
import type { AuthService } from "./service.ts";

/** Login and sign-up attempts allowed per client IP and email in one window. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** Auth routes. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ["auth"];
  // preHandler: the key needs the parsed, lower-cased email, so one address is limited across letter cases.
  const rateLimit = {
    ...AUTH_RATE_LIMIT,
    hook: "preHandler" as const,
    keyGenerator: (req: { ip: string; body?: unknown }) =>
      `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? "")}`,
  };

  app.post(
    "/signup",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags,
        summary: "Create a learner account; answers with a token",
        body: SignupBody,
        response: { 200: TokenResponse, ...ERRORS },
      },
    },
    async (req) => auth.signup(req.body),
  );

  app.post(
    "/login",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags,
        summary: "Log in with email and password; answers with a token",
        body: LoginBody,
        response: { 200: TokenResponse, ...ERRORS },
      },
    },
    async (req) => auth.login(req.body),
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
