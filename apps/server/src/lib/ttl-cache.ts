// A small in-process cache of async results by key, each kept for `ttlMs` (callers asking while one is being
// computed share it; a failure is not kept). Bounded: the oldest entry goes when `max` is reached.

/** What memo() answers: the cached function, and clear() to forget everything (tests, or after a write). */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** A cache of results by key for `ttlMs` milliseconds; `now` is for tests. */
export function ttlCache<T>(ttlMs: number, max = 100, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      const value = compute();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
