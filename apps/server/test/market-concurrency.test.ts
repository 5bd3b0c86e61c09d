// Concurrency and restarts: concurrent SELLs never oversell, a restart in the middle loses no order and fills
// nothing twice (the books are rebuilt from the database), the engine never misses an order for long, and the
// feed has one leader that gives up matching when it loses the lock and takes it back later.
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { marketAccounts, marketFills, marketHoldings, marketOrders } from "../src/db/schema.ts";
import { FEED_LOCK_KEY, createLeadership } from "../src/modules/market/leader.ts";
import type { Leadership } from "../src/modules/market/leader.ts";
import { MarketRuntime } from "../src/modules/market/runtime.ts";
import { BACKENDS, TestContext } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";
import { marketSuite } from "./helpers/market.ts";
import { until } from "./helpers/wait.ts";

/** The database with `before(n)` awaited before the n-th query run through it (counted from 1). */
function hookQueries<T extends object>(db: T, before: (n: number) => Promise<void>): T {
  let n = 0;
  const wrap = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    return new Proxy(value, {
      get(target, prop) {
        const v: unknown = Reflect.get(target, prop, target);
        if (typeof v !== "function") return v;
        if (prop === "then")
          return (ok: (x: unknown) => unknown, fail: (e: unknown) => unknown) =>
            before(++n).then(() => (v as (...a: unknown[]) => unknown).call(target, ok, fail), fail);
        return (...args: unknown[]) => wrap((v as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
  };
  return wrap(db) as T;
}

describe.each(BACKENDS)("market concurrency and restart on $name", (backend) => {
  const suite = marketSuite(backend);
  const { order } = suite;

  async function holder(code: string, qty: number, price: number) {
    const u = await suite.learner();
    await suite.trade(u, code, "BUY", qty, price);
    return u;
  }

  it("50 concurrent SELLs against a 10-share holding accept exactly 10 and never oversell", async () => {
    const u = await holder("SBIN", 10, 800);
    const sell = () => order(u, "SBIN", { action: "SELL", typ: "MARKET", qty: 1 });
    const storm = await Promise.all(Array.from({ length: 50 }, sell));
    // On a busy machine an order may wait over the pool's 5 s for a connection: it answers 503 "try again" and
    // changes nothing, so it is sent again once, as a client honouring Retry-After would.
    for (const r of storm.filter((x) => x.status === 503)) expect(r.body.error).toBe("unavailable");
    const results = [...storm.filter((x) => x.status !== 503)];
    for (const _ of storm.filter((x) => x.status === 503)) results.push(await sell());
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe("insufficient_holding");
    }
    await suite.ctx.app.market.tick({ prices: { SBIN: 810 } });
    const [h] = await suite.ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, u.id));
    expect(h).toMatchObject({ qty: 0, cost: 0, realisedPnl: 10 * 1000 });
    const sells = (await suite.ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id))).filter(
      (f) => f.action === "SELL",
    );
    expect(sells).toHaveLength(10);
    const [a] = await suite.ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, u.id));
    expect(a!.cash).toBe(100_000_000 + 10 * 1000);
  });

  it("50 concurrent 1-share SELLs of different sizes mixed with BUYs keep cash and shares non-negative", async () => {
    const u = await holder("ITC", 30, 450);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? order(u, "ITC", { action: "SELL", typ: "LIMIT", qty: 2, price: 440 })
          : order(u, "MRF", { action: "BUY", typ: "LIMIT", qty: 1, price: 130000 }),
      ),
    );
    const sells = results.filter((r, i) => i % 2 === 0 && r.status === 200);
    const buys = results.filter((r, i) => i % 2 === 1 && r.status === 200);
    expect(sells).toHaveLength(15);
    // Cash 10,00,000 - 30 x 450 = 9,86,500 covers 7 MRF at 1,30,000.
    expect(buys).toHaveLength(7);
    await suite.ctx.app.market.tick({ prices: { ITC: 445, MRF: 125000 } });
    const [h] = await suite.ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, u.id));
    expect(h!.qty).toBe(0);
    const [a] = await suite.ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, u.id));
    expect(a!.cash).toBeGreaterThanOrEqual(0);
  });

  it("a restart in the middle loses no order and fills nothing twice", async () => {
    const u = await holder("INFY", 10, 1800);
    const limit = await order(u, "INFY", { action: "SELL", typ: "LIMIT", qty: 4, price: 1900 });
    const stop = await order(u, "INFY", { action: "SELL", typ: "SL-M", qty: 6, sprice: 1700 });
    const buy = await order(u, "TCS", { action: "BUY", typ: "LIMIT", qty: 1, price: 3900 });
    await suite.ctx.app.market.tick({ prices: { INFY: 1905, TCS: 4100 } });
    const filledBefore = await suite.ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id));

    // Restart: close the app (the feed stops, books are dropped) and build a new one on the same database.
    await suite.ctx.app.close();
    const app = await buildApp({
      config: suite.ctx.config,
      db: suite.ctx.handle,
      realtime: suite.ctx.realtime,
    });
    await app.ready();
    const restarted = new TestContext(
      suite.ctx.backend,
      app,
      suite.ctx.handle,
      suite.ctx.config,
      suite.ctx.realtime,
      suite.ctx.dbUrl,
      async () => {},
    );
    // Hand the original context the new app so afterAll closes it.
    Object.assign(suite.ctx, { app });

    await app.market.tick({ prices: { INFY: 1905, TCS: 3899 } });
    await app.market.tick({ prices: { INFY: 1650, TCS: 3850 } });
    await app.market.tick({ prices: { INFY: 1600, TCS: 3800 } });
    const orders = (await restarted.api("GET", "/api/order/list", { token: u.token })).body.orders;
    const byId = (id: number) => orders.find((o: { id: number }) => o.id === id);
    expect(byId(limit.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 1905 });
    expect(byId(stop.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 1650 });
    expect(byId(buy.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 3899 });
    const fills = await suite.ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id));
    expect(fills).toHaveLength(filledBefore.length + 2);
    expect(new Set(fills.map((f) => f.orderId)).size).toBe(fills.length);
    const live = await suite.ctx.db.select().from(marketOrders).where(eq(marketOrders.userId, u.id));
    expect(live.every((o) => o.status === "COMPLETE")).toBe(true);
  });
  /** An order row written straight to the database (as another instance would), with a chosen change number. */
  async function insertOrder(u: TestUser, code: string, changeSeq?: number) {
    const old = new Date(Date.now() - 3_600_000);
    const [row] = await suite.ctx.db
      .insert(marketOrders)
      .values({
        userId: u.id,
        scripId: suite.ids[code]!,
        action: "BUY",
        typ: "MARKET",
        qty: 1,
        status: "OPEN",
        placedAt: old,
        // Last updated long ago: a transaction that committed late, out of the 5-second window of sync.
        updatedAt: old,
        ...(changeSeq !== undefined ? { changeSeq } : {}),
      })
      .returning();
    return row!;
  }

  async function orderStatus(id: number) {
    const [row] = await suite.ctx.db.select().from(marketOrders).where(eq(marketOrders.id, id));
    return row!.status;
  }

  it("loading the books never misses an order committed between its reads", async () => {
    const u = await holder("WIPRO", 1, 300);
    const engine = suite.ctx.app.market.engine as unknown as { db: object };
    const real = engine.db;
    let inserted: number | undefined;
    // An order commits after the engine's first read and before its second.
    engine.db = hookQueries(real, async (n) => {
      if (n === 2) inserted = (await insertOrder(u, "WIPRO")).id;
    });
    try {
      await suite.ctx.app.market.engine.load();
    } finally {
      engine.db = real;
    }
    expect(inserted).toBeDefined();
    await suite.ctx.app.market.tick({ prices: { WIPRO: 301 } });
    expect(await orderStatus(inserted!)).toBe("COMPLETE");
  });

  it("reconciles with a full reload every minute: an order sync could not see fills within a minute", async () => {
    const u = await holder("NTPC", 1, 400);
    await suite.ctx.app.market.tick({ prices: { NTPC: 400 } });
    const missed = await insertOrder(u, "NTPC", 1);
    const now = Date.now();
    await suite.ctx.app.market.tick({ prices: { NTPC: 401 }, at: new Date(now) });
    await suite.ctx.app.market.tick({ prices: { NTPC: 402 }, at: new Date(now + 61_000) });
    expect(await orderStatus(missed.id)).toBe("COMPLETE");
    const [fill] = await suite.ctx.db.select().from(marketFills).where(eq(marketFills.orderId, missed.id));
    expect(fill!.price).toBe(40_200);
  });

  /** A second runtime on the same database, ticking by its own timer (set far out: the test ticks by hand). */
  function runtime(opts: { leadership?: Leadership; logger?: Logger } = {}) {
    return new MarketRuntime({
      handle: suite.ctx.handle,
      realtime: suite.ctx.realtime,
      notifications: suite.ctx.app.services.notifications,
      config: { ...suite.ctx.config.market, tickMs: 3_600_000 },
      calendar: () => suite.ctx.app.calendar.current(),
      leaderRetryMs: 20,
      ...opts,
    });
  }

  it("a leader that no longer holds the lock stops matching, and retries until it leads again", async () => {
    let held = true;
    const leadership: Leadership = {
      acquire: async () => held,
      verify: async () => held,
      release: async () => {},
    };
    const rt = runtime({ leadership });
    try {
      await rt.start();
      expect(rt.isOwner).toBe(true);
      const u = await holder("SBIN", 1, 800);
      const res = await order(u, "SBIN", { action: "BUY", typ: "MARKET", qty: 1 });
      expect(res.status).toBe(200);
      held = false;
      expect(await rt.tick({ prices: { SBIN: 805 } })).toMatchObject({ filled: 0 });
      expect(rt.isOwner).toBe(false);
      expect(await orderStatus(res.body.order_id)).toBe("OPEN");
      held = true;
      await until(() => rt.isOwner, "this runtime to own the market", { ms: 3000, every: 10 });
      expect(await rt.tick({ prices: { SBIN: 806 } })).toMatchObject({ filled: 1 });
      expect(await orderStatus(res.body.order_id)).toBe("COMPLETE");
    } finally {
      await rt.stop();
    }
  });

  it("checks the lock without taking it again, and on PGlite always leads", async () => {
    const a = createLeadership(suite.ctx.handle);
    expect(await a.acquire(() => {})).toBe(true);
    expect(await a.verify()).toBe(true);
    expect(await a.verify()).toBe(true);
    await a.release();
    // Released once, the lock is free: checking it did not take it a second time.
    const b = createLeadership(suite.ctx.handle);
    expect(await b.acquire(() => {})).toBe(true);
    await b.release();
  });

  it.runIf(backend.name === "postgres")(
    "takes the feed back after the lock's connection is killed",
    async () => {
      const warnings: unknown[] = [];
      const logger = {
        info: () => {},
        error: () => {},
        warn: (...args: unknown[]) => warnings.push(args),
      } as unknown as Logger;
      const rt = runtime({ logger });
      const rival = createLeadership(suite.ctx.handle);
      try {
        await rt.start();
        expect(rt.isOwner).toBe(true);
        expect(await rival.acquire(() => {})).toBe(false);
        await suite.ctx.db.execute(sql`
          select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and objid = ${FEED_LOCK_KEY} and granted
            and database = (select oid from pg_database where datname = current_database())`);
        await until(() => warnings.length > 0, "a warning in the log", { ms: 3000, every: 10 });
        await until(() => rt.isOwner, "this runtime to own the market", { ms: 3000, every: 10 });
        expect(await rival.acquire(() => {})).toBe(false);
      } finally {
        await rt.stop();
      }
      expect(await rival.acquire(() => {})).toBe(true);
      await rival.release();
    },
  );
});
