// Counts attempts per key in fixed windows: in memory for one instance, in Redis when REDIS_URL is set so every
// instance sees the same counts. Each change is atomic and returns the new count, so a caller counts an attempt
// first and refuses it if over (no check-then-count race). Used by the login throttle (modules/auth/login-throttle.ts).
import { LRUCache } from "lru-cache";
import type { createClient } from "redis";

type RedisClient = ReturnType<typeof createClient>;

/** A window's count and how long until it resets. */
export interface AttemptCount {
  count: number;
  retryAfterMs: number;
}

/** Attempt counters with expiring windows. */
export interface AttemptCounter {
  /** Adds one to a key, starting a window of windowMs when none is open; returns the new count. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes back one hit (an attempt that turned out not to count), never below 0; the window stays. */
  undo(key: string): Promise<void>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

const MEMORY_MAX_KEYS = 100_000;

/** Counters in this process; Date.now() is read on every call, so tests can move the clock. */
export function memoryAttemptCounter(): AttemptCounter {
  // Bounded: an attacker cycling keys pushes out the least recently used windows, not everyone's.
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: MEMORY_MAX_KEYS });
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        entry = { count: 0, resetAt: Date.now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, retryAfterMs: entry.resetAt - Date.now() };
    },
    async undo(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR the counter, start its expiry on the first hit, and report the remaining time (also the rate-limit store's).
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

// DECR keeps the key's expiry; a key that has expired is not brought back.
const UNDO_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** Counters in Redis under a prefix (per deployment, and per test run in tests). */
export function redisAttemptCounter(client: RedisClient, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const reply = (await client.eval(HIT_SCRIPT, {
        keys: [prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count: reply[0], retryAfterMs: reply[1] };
    },
    async undo(key) {
      await client.eval(UNDO_SCRIPT, { keys: [prefix + key] });
    },
    async reset(key) {
      await client.del(prefix + key);
    },
  };
}
