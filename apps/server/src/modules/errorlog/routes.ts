// /api/errorlog: client failure reports (SPEC.md section 7 "Error log").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Ok } from "@fincareer/domain/contract/common";
import { ErrorLogBody } from "@fincareer/domain/contract/errorlog";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { ErrorLogService } from "./service.ts";

/** Error-log route. */
export const errorLogRoutes: FastifyPluginAsyncZod<{ errorLog: ErrorLogService }> = async (
  app,
  { errorLog },
) => {
  app.post(
    "/add",
    {
      onRequest: app.optionalAuth,
      // Public (the maintenance page may show before login), so it is rate limited per client.
      config: { access: "public", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["errorlog"],
        summary: "Report a client-side failure (token optional; user_id must be the caller's)",
        security: [...SECURED, {}],
        body: ErrorLogBody,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      const caller = req.caller?.kind === "user" ? req.caller.userId : null;
      return errorLog.add(caller, req.body);
    },
  );
};
