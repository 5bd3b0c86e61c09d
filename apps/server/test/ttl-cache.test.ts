// The in-process report cache (ANALYTICS_CACHE_SECONDS): kept for the TTL, shared while computing, failures and
// TTL 0 never kept, bounded.
import { describe, expect, it } from "vitest";
import { ttlCache } from "../src/lib/ttl-cache.ts";

describe("ttlCache", () => {
  it("answers the kept result within the TTL and computes again after it", async () => {
    let clock = 0;
    let runs = 0;
    const cache = ttlCache<number>(1000, 10, () => clock);
    const compute = async () => ++runs;
    expect(await cache.get("a", compute)).toBe(1);
    clock = 999;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("b", compute)).toBe(2);
    clock = 1000;
    expect(await cache.get("a", compute)).toBe(3);
  });

  it("shares one computation between callers asking at once", async () => {
    let runs = 0;
    const cache = ttlCache<number>(1000);
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 5));
    expect(await Promise.all([cache.get("a", compute), cache.get("a", compute)])).toEqual([1, 1]);
  });

  it("keeps nothing with a TTL of 0, and never keeps a failure", async () => {
    let runs = 0;
    const fresh = ttlCache<number>(0);
    expect(await fresh.get("a", async () => ++runs)).toBe(1);
    expect(await fresh.get("a", async () => ++runs)).toBe(2);
    const cache = ttlCache<number>(1000);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("drops the oldest entry at its bound, and clear() forgets everything", async () => {
    let runs = 0;
    const cache = ttlCache<number>(1000, 2);
    const compute = async () => ++runs;
    await cache.get("a", compute);
    await cache.get("b", compute);
    await cache.get("c", compute);
    expect(await cache.get("b", compute)).toBe(2);
    expect(await cache.get("a", compute)).toBe(4);
    cache.clear();
    expect(await cache.get("c", compute)).toBe(5);
  });
});
