// A @fastify/rate-limit store on the `redis` client (the plugin's built-in Redis store needs ioredis), so
// several instances count login attempts together. The counting itself is lib/attempt-counter.ts's Redis script,
// through the app's Redis guard: while Redis is down or paused the limits count in this process, answering at once.
import type { createClient } from "redis";
import { guardedAttemptCounter, redisAttemptCounter } from "../../lib/attempt-counter.ts";
import type { RedisGuard } from "../../lib/redis-guard.ts";

type RedisClient = ReturnType<typeof createClient>;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Returns a store class (the plugin constructs it) bound to a connected client and its guard. */
export function redisRateLimitStore(client: RedisClient, prefix: string, guard: RedisGuard) {
  return class RedisRateLimitStore {
    private readonly counter;

    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {
      this.counter = guardedAttemptCounter(redisAttemptCounter(client, keyPrefix), guard);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      this.counter
        .hit(key, timeWindow)
        .then(({ count, retryAfterMs }) => callback(null, { current: count, ttl: retryAfterMs }))
        .catch((err: Error) => callback(err));
    }

    child(routeOptions: object): RedisRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new RedisRateLimitStore(undefined, `${this.keyPrefix}${method}${url}:`);
    }
  };
}
