// Health: /api/health (the database answers, and which backends this instance uses), liveness, and readiness
// (every part a request may need answers within READY_TIMEOUT_MS, and the instance is not shutting down).
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { ReadyCheck } from "@fincareer/domain/contract/health";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { ObjectStorage } from "../../lib/storage/storage.ts";
import { withTimeout } from "../../lib/timeout.ts";

/** How long each readiness check may take: load balancers probe every few seconds and time out soon after. */
export const READY_TIMEOUT_MS = 2000;
const TIMED_OUT = `no answer within ${READY_TIMEOUT_MS / 1000} s`;

type Check = z.infer<typeof ReadyCheck>;

/** The Redis client readiness pings (the app's rate-limit and throttle client). */
export interface RedisPing {
  readonly isReady: boolean;
  ping(): Promise<unknown>;
}

/** Creates the health service. */
export function createHealthService(deps: {
  db: Db;
  database: "pglite" | "postgres";
  realtime: "memory" | "redis";
  clientHash: string | null;
  /** Where files are kept: readiness writes and removes a small file (local) or asks for the bucket (S3). */
  storage: Pick<ObjectStorage, "check">;
  /** Redis when REDIS_URL is set. */
  redis: RedisPing | null;
}) {
  const started = Date.now();
  let shuttingDown = false;

  /** A failed check's cause goes to the request's log; the answer names only the part. */
  type OnFailure = (part: Check["part"], err: unknown) => void;

  async function probe(
    part: Check["part"],
    work: (signal: AbortSignal) => Promise<unknown>,
    onFailure: OnFailure,
  ): Promise<Check> {
    // Work that takes an AbortSignal stops at the timeout instead of piling up behind the probes.
    const abort = new AbortController();
    try {
      await withTimeout(work(abort.signal), READY_TIMEOUT_MS, TIMED_OUT);
      return { part, ok: true };
    } catch (err) {
      abort.abort();
      onFailure(part, err);
      const timedOut = err instanceof Error && err.message === TIMED_OUT;
      return { part, ok: false, message: timedOut ? TIMED_OUT : "failed (the server log has the cause)" };
    }
  }

  return {
    /** Pings the database; 503 when it does not answer. */
    async check() {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError("database_unavailable", 503, "the database does not answer");
      }
      return {
        status: "ok" as const,
        database: deps.database,
        realtime: deps.realtime,
        uptime_s: Math.round((Date.now() - started) / 1000),
        clientHash: deps.clientHash,
      };
    },

    /** Readiness: every part's check (run together), and which failed; a shutting-down instance fails at once. */
    async ready(onFailure: OnFailure): Promise<{ ok: boolean; checks: Check[]; failing: string[] }> {
      if (shuttingDown) {
        return {
          ok: false,
          checks: [{ part: "shutdown", ok: false, message: "shutting down" }],
          failing: ["shutdown"],
        };
      }
      const redis = deps.redis;
      const checks = await Promise.all([
        probe(deps.database, () => deps.db.execute(sql`select 1`), onFailure),
        ...(redis
          ? [
              probe(
                "redis",
                async () => {
                  // A disconnected client queues commands until it reconnects: fail now instead of waiting.
                  if (!redis.isReady) throw new Error("not connected");
                  await redis.ping();
                },
                onFailure,
              ),
            ]
          : []),
        probe("storage", (signal) => deps.storage.check(signal), onFailure),
      ]);
      const failing = checks.filter((c) => !c.ok).map((c) => c.part);
      return { ok: failing.length === 0, checks, failing };
    },

    /** From now on readiness fails (graceful shutdown: load balancers stop sending new requests). */
    beginShutdown(): void {
      shuttingDown = true;
    },
  };
}

/** The health service's interface. */
export type HealthService = ReturnType<typeof createHealthService>;
