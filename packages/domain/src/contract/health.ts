import { z } from "zod";

/** GET /api/health */
export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  realtime: z.enum(["memory", "redis"]),
  uptime_s: z.number(),
  clientHash: z.string().nullable(),
  /** The release's package version and short commit ("unknown" outside git). */
  version: z.string(),
  commit: z.string(),
  /** The Node.js version running the server, e.g. "v24.22.3". */
  node: z.string(),
});

/** GET /api/health/live: the process answers. */
export const LiveResponse = z.object({ status: z.literal("ok") });

/** One part GET /api/health/ready checked: the database (by its kind), Redis, the uploads storage, or shutdown. */
export const ReadyCheck = z.object({
  part: z.enum(["postgres", "pglite", "redis", "storage", "shutdown"]),
  ok: z.boolean(),
  /**
   * The part does not answer but the instance serves without it (Redis: login limits and rate limits count in each
   * instance meanwhile); `ok` stays true.
   */
  degraded: z.boolean().optional(),
  /** Why the part failed or is degraded (e.g. "no answer within 2 s"); absent when it answered. */
  message: z.string().optional(),
});

/** GET /api/health/ready, 200: every part answered. */
export const ReadyResponse = z.object({ status: z.literal("ok"), checks: z.array(ReadyCheck) });

/** GET /api/health/ready, 503: the error body naming the failing parts, and every check. */
export const NotReadyResponse = z.object({
  error: z.literal("not_ready"),
  message: z.string(),
  checks: z.array(ReadyCheck),
});
