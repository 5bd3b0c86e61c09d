import { z } from "zod";

/** GET /api/health */
export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  realtime: z.enum(["memory", "redis"]),
  uptime_s: z.number(),
  clientHash: z.string().nullable(),
});
