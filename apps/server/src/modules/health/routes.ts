// /api/health (backends in use), /api/health/live (the process answers) and /api/health/ready (every part answers):
// public, for load balancers, supervisors and scripts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  HealthResponse,
  LiveResponse,
  NotReadyResponse,
  ReadyResponse,
} from "@fincareer/domain/contract/health";
import { ERRORS } from "../../platform/http/openapi.ts";
import type { HealthService } from "./service.ts";

/** Health routes. */
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

  app.get(
    "/health/live",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers (checks nothing else)",
        response: { 200: LiveResponse, ...ERRORS },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary:
          "Readiness: the database, Redis (when configured) and the file storage (folder or bucket) answer within 2 s",
        description: "503 names the failing parts; an instance that is shutting down answers 503 at once.",
        response: { 200: ReadyResponse, 503: NotReadyResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { ok, checks, failing } = await health.ready((part, err) =>
        request.log.warn({ err, part }, "readiness check failed"),
      );
      if (ok) return { status: "ok" as const, checks };
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .send({ error: "not_ready" as const, message: `not ready: ${failing.join(", ")}`, checks });
    },
  );
};
