// A @fastify/rate-limit store on the `redis` client (the plugin's built-in Redis store needs ioredis), so
// several instances count login attempts together.
import type { createClient } from "redis";

type RedisClient = ReturnType<typeof createClient>;

// INCR the window's counter, start its expiry on the first hit, and report the remaining time.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Returns a store class (the plugin constructs it) bound to a connected client. */
export function redisRateLimitStore(client: RedisClient, prefix: string) {
  return class RedisRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      client
        .eval(INCR_SCRIPT, { keys: [this.keyPrefix + key], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((err: Error) => callback(err));
    }

    child(routeOptions: object): RedisRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new RedisRateLimitStore(undefined, `${this.keyPrefix}${method}${url}:`);
    }
  };
}
