// A @fastify/rate-limit store on the `redis` client (the plugin's built-in Redis store needs ioredis), so
// several instances count login attempts together. The counting itself is lib/attempt-counter.ts's Redis script.
import type { createClient } from "redis";
import { redisAttemptCounter } from "../lib/attempt-counter.ts";

type RedisClient = ReturnType<typeof createClient>;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Returns a store class (the plugin constructs it) bound to a connected client. */
export function redisRateLimitStore(client: RedisClient, prefix: string) {
  return class RedisRateLimitStore {
    private readonly counter;

    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {
      this.counter = redisAttemptCounter(client, keyPrefix);
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
