// POST /api/user/password: change the caller's own password (kept beside auth, apart from the profile routes).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ChangePasswordBody, ChangePasswordResponse } from "@fincareer/domain/contract/auth";
import { addressKey } from "../../lib/address-key.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { AuthService } from "./service.ts";

/** Password routes under /api/user. */
export const passwordRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    "/password",
    {
      // Limits guessing the current password with a stolen session.
      config: {
        access: "authenticated",
        rateLimit: {
          max: 10,
          timeWindow: 60_000,
          hook: "preHandler" as const,
          keyGenerator: (req: { caller?: unknown; ip: string }) =>
            String((req.caller as { userId?: number } | null)?.userId ?? addressKey(req.ip)),
        },
      },
      onRequest: app.authenticate,
      schema: {
        tags: ["user"],
        summary: "Change your password (the current one is required); your other login sessions end",
        description:
          "400 wrong_password when `current` is wrong; 400 weak_password when `next` has under 10 characters, " +
          "is or contains your email or name, or is common or easy to guess. This session stays logged in; the " +
          "other sessions' live sockets close, and the private calendar feed address stops (make a new one).",
        security: SECURED,
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return auth.changePassword(caller.userId, caller.sid, req.body);
    },
  );
};
