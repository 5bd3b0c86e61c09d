// Counts attempts per key in fixed windows: in memory for one instance, in Redis when REDIS_URL is set so every
// instance sees the same counts. Each change is atomic and returns the new count, so a caller counts an attempt
// first and refuses it if over (no check-then-count race). Used by the login throttle (modules/auth/login-throttle.ts)
// and the route rate limits (platform/http/rate-limit-store.ts). The Redis counters go through a guard
// (lib/redis-guard.ts): while Redis is down or paused they count in this process instead, answering at once.
import { LRUCache } from "lru-cache";
import type { createClient } from "redis";
import { RedisTimeoutError } from "./redis-guard.ts";
import type { RedisGuard } from "./redis-guard.ts";

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

/** Counters in this process, which can also start a key's window from a count known elsewhere. */
export interface MemoryAttemptCounter extends AttemptCounter {
  /** Opens the key's window at `count` until `resetAt` (epoch ms), unless a window of it is open here already. */
  seed(key: string, count: number, resetAt: number): void;
}

/** Counters in this process; Date.now() is read on every call, so tests can move the clock. */
export function memoryAttemptCounter(): MemoryAttemptCounter {
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
    seed(key, count, resetAt) {
      if (!live(key) && resetAt > Date.now()) windows.set(key, { count, resetAt });
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

/** Hits whose Redis answer never came that are taken back when Redis is back (beyond it, a few count twice). */
const UNSETTLED_MAX = 10_000;

/**
 * Counters in Redis through the guard, in this process while Redis is down: every call answers within the guard's
 * deadline. Counting resumes in Redis when it is back, from what Redis held before the outage: the counts made in
 * this process meanwhile are dropped, not written to Redis, and a hit that timed out (which Redis runs once it
 * answers again, having been sent) is taken back then, so the outage adds nothing to anyone's count afterwards.
 */
export function guardedAttemptCounter(primary: AttemptCounter, guard: RedisGuard): AttemptCounter {
  let fallback = memoryAttemptCounter();
  // The last count Redis gave for each key (bounded like the memory counters): when Redis stops answering (down,
  // paused, or its answers late behind a burst of logins), a key's count here starts from it, not from 0, so a
  // limit reached in Redis holds through the outage instead of allowing its whole quota again.
  const known = new LRUCache<string, { count: number; resetAt: number }>({ max: MEMORY_MAX_KEYS });
  const fromFallback = (key: string, windowMs: number) => {
    const last = known.get(key);
    if (last) fallback.seed(key, last.count, last.resetAt);
    return fallback.hit(key, windowMs);
  };
  let unsettled: string[] = [];
  guard.onRecover(async () => {
    const keys = unsettled;
    unsettled = [];
    try {
      await Promise.all(keys.map((key) => primary.undo(key)));
    } catch (err) {
      unsettled.push(...keys);
      throw err;
    }
    fallback = memoryAttemptCounter();
  });
  return {
    async hit(key, windowMs) {
      if (!guard.down) {
        try {
          const counted = await guard.call(() => primary.hit(key, windowMs));
          known.set(key, { count: counted.count, resetAt: Date.now() + counted.retryAfterMs });
          return counted;
        } catch (err) {
          if (err instanceof RedisTimeoutError && unsettled.length < UNSETTLED_MAX) unsettled.push(key);
        }
      }
      return fromFallback(key, windowMs);
    },
    async undo(key) {
      if (!guard.down) {
        try {
          await guard.call(() => primary.undo(key));
          const last = known.get(key);
          if (last && last.count > 0) last.count -= 1;
          return;
        } catch {
          // Counted here from now on.
        }
      }
      return fallback.undo(key);
    },
    async reset(key) {
      if (!guard.down) {
        try {
          await guard.call(() => primary.reset(key));
          known.delete(key);
          return;
        } catch {
          // Counted here from now on.
        }
      }
      known.delete(key);
      return fallback.reset(key);
    },
  };
}
