// Feed leader handover: when the leader dies without cleaning up, the instance that takes the feed continues from
// the last stored tick of every scrip instead of restarting from the prices it loaded at its own start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketScrips } from "../src/db/schema.ts";
import type { Leadership } from "../src/modules/market/leader.ts";
import { MarketRuntime } from "../src/modules/market/runtime.ts";
import { MARKET_VOLATILITY, SESSION_SECONDS, TRADING_DAYS } from "../src/modules/market/simulator.ts";
import type { TestContext } from "./helpers/context.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import { until } from "./helpers/wait.ts";

/** A leadership a test hands from one runtime to another (as the advisory lock does when a process dies). */
function lock(holds: () => boolean): Leadership {
  return { acquire: async () => holds(), verify: async () => holds(), release: async () => {} };
}

describe.each(BACKENDS)("market feed handover on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A runtime on the test database whose timer is far out (the test ticks by hand), one simulated second a tick. */
  function runtime(leadership: Leadership) {
    return new MarketRuntime({
      handle: ctx.handle,
      realtime: ctx.realtime,
      notifications: ctx.app.services.notifications,
      config: { ...ctx.config.market, tickMs: 1000, hours: "always" },
      calendar: () => ctx.app.calendar.current(),
      leadership,
      leaderRetryMs: 20,
    });
  }

  const stored = async () =>
    new Map((await ctx.db.select().from(marketScrips)).map((r) => [r.srCode, r.lastPrice]));

  it("continues from the last stored tick of every scrip when a follower takes over a killed leader", async () => {
    let owner: "a" | "b" = "a";
    const a = runtime(lock(() => owner === "a"));
    const b = runtime(lock(() => owner === "b"));
    try {
      await a.start();
      expect(a.isOwner).toBe(true);
      // The follower starts now: its simulator holds today's prices from here on.
      await b.start();
      expect(b.isOwner).toBe(false);
      for (let i = 0; i < 5; i++) await a.tick();
      // The market has moved since the follower started (a scripted tick: every stock 3% up).
      const moved = Object.fromEntries(
        [...a.quotes].map(([id, q]) => [a.byId.get(id)!.srCode, (q.last * 1.03) / 100]),
      );
      await a.tick({ prices: moved });
      await a.tick();
      const last = await stored();

      // The leader dies without releasing anything; the follower takes the feed.
      owner = "b";
      await until(() => b.isOwner, "runtime B to take the market over", { ms: 3000, every: 10 });
      await b.tick();
      const next = await stored();

      // One normal tick step: six standard deviations of a one-second move of the most volatile model, plus the
      // rounding to the price tick.
      const scrips = b.scrips;
      expect(scrips.length).toBeGreaterThan(300);
      const jumps: string[] = [];
      for (const s of scrips) {
        const sigma = Math.max(s.volatility, s.beta * MARKET_VOLATILITY, 0.05) * 1.5;
        const step = 6 * sigma * Math.sqrt(1 / (TRADING_DAYS * SESSION_SECONDS));
        const before = last.get(s.srCode)!;
        const after = next.get(s.srCode)!;
        if (Math.abs(after - before) > before * step + 5) jumps.push(`${s.shortCode} ${before} -> ${after}`);
      }
      expect(jumps).toEqual([]);
    } finally {
      owner = "b";
      await b.stop();
      await a.stop();
    }
  });
});
