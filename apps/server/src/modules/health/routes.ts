// /api/health: public readiness check for load balancers and scripts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse } from "@fincareer/domain/contract/health";
import { ERRORS } from "../../plugins/openapi.ts";
import type { HealthService } from "./service.ts";

/** Health route. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Readiness: database and realtime backends in use",
        response: { 200: HealthResponse, ...ERRORS },
      },
    },
    async () => health.check(),
  );
};
