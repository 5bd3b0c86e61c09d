// Health: /api/health (the database answers, and which backends this instance uses), liveness, and readiness
// (every part a request may need answers within READY_TIMEOUT_MS, and the instance is not shutting down).
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { ReadyCheck } from "@fincareer/domain/contract/health";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { buildInfo } from "../../lib/build-info.ts";
import { withTimeout } from "../../lib/timeout.ts";
import type { RedisGuard } from "../../lib/redis-guard.ts";

/** How long each readiness check may take: load balancers probe every few seconds and time out soon after. */
export const READY_TIMEOUT_MS = 2000;
const TIMED_OUT = `no answer within ${READY_TIMEOUT_MS / 1000} s`;

type Check = z.infer<typeof ReadyCheck>;

/** A readiness answer: whether every part answered, each part's check, and the failing parts. */
export interface Readiness {
  ok: boolean;
  checks: Check[];
  failing: string[];
}

/**
 * How long a readiness answer is reused: load balancers, supervisors and metrics scrapes may probe many times a
 * second, and each run queries the database, pings Redis and writes a file (or asks S3). Probes that arrive while a
 * run is under way wait for it instead of starting their own.
 */
export const READY_CACHE_MS = 1000;

/**
 * Redis as readiness sees it: the app's rate-limit and throttle client and its guard (lib/redis-guard.ts). Redis down
 * is reported degraded, not failing: login limits and rate limits count in each instance meanwhile.
 */
export interface RedisPing {
  client: { ping(): Promise<unknown> };
  guard: Pick<RedisGuard, "down" | "call">;
}

/** What readiness says of Redis while it does not answer. */
export const REDIS_DEGRADED =
  "not answering: login limits and rate limits count in each instance until it is back";

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
  let lastReady: { at: number; result: Readiness; redisDown: boolean } | null = null;
  const redisDown = () => deps.redis?.guard.down ?? false;
  let readyRun: Promise<Readiness> | null = null;

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
        version: buildInfo.version,
        commit: buildInfo.commit,
        node: buildInfo.node,
      };
    },

    /**
     * Readiness: every part's check (run together), and which failed, reused for READY_CACHE_MS; a shutting-down
     * instance fails at once.
     */
    async ready(onFailure: OnFailure): Promise<Readiness> {
      if (shuttingDown) {
        return {
          ok: false,
          checks: [{ part: "shutdown", ok: false, message: "shutting down" }],
          failing: ["shutdown"],
        };
      }
      // A reading is reused for a moment, unless the Redis guard has seen Redis go or come back since.
      if (lastReady && Date.now() - lastReady.at < READY_CACHE_MS && lastReady.redisDown === redisDown())
        return lastReady.result;
      readyRun ??= runChecks(onFailure)
        .then((result) => {
          lastReady = { at: Date.now(), result, redisDown: redisDown() };
          return result;
        })
        .finally(() => {
          readyRun = null;
        });
      return readyRun;
    },

    /** From now on readiness fails (graceful shutdown: load balancers stop sending new requests). */
    beginShutdown(): void {
      shuttingDown = true;
    },
  };

  /** Redis answers (a PING through the guard), or is degraded: down, a request does not wait for it. */
  async function redisCheck(redis: RedisPing, onFailure: OnFailure): Promise<Check> {
    if (!redis.guard.down) {
      try {
        await redis.guard.call(() => redis.client.ping());
        return { part: "redis", ok: true };
      } catch (err) {
        onFailure("redis", err);
      }
    }
    return { part: "redis", ok: true, degraded: true, message: REDIS_DEGRADED };
  }

  /** Runs every part's check at once. */
  async function runChecks(onFailure: OnFailure): Promise<Readiness> {
    const redis = deps.redis;
    const checks = await Promise.all([
      probe(deps.database, () => deps.db.execute(sql`select 1`), onFailure),
      ...(redis ? [redisCheck(redis, onFailure)] : []),
      probe("storage", (signal) => deps.storage.check(signal), onFailure),
    ]);
    const failing = checks.filter((c) => !c.ok).map((c) => c.part);
    return { ok: failing.length === 0, checks, failing };
  }
}

/** The health service's interface. */
export type HealthService = ReturnType<typeof createHealthService>;
