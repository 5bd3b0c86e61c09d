// Concurrency and restarts: concurrent SELLs never oversell, and a restart in the middle loses no order and fills
// nothing twice (the books are rebuilt from the database).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { marketAccounts, marketFills, marketHoldings, marketOrders } from "../src/db/schema.ts";
import { BACKENDS, TestContext, createTestContext } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";

describe.each(BACKENDS)("market concurrency and restart on $name", (backend) => {
  let ctx: TestContext;
  let ids: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
    ids = Object.fromEntries(ctx.app.market.scrips.map((s) => [s.shortCode, s.id]));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const order = (c: TestContext, u: TestUser, code: string, body: Record<string, unknown>) =>
    c.api("POST", `/api/order/new/${ids[code]}`, {
      token: u.token,
      body: { price: 0, sprice: 0, active_sl: false, reason: "", ...body },
    });

  async function holder(code: string, qty: number, price: number) {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await ctx.app.market.tick({ prices: { [code]: price } });
    expect((await order(ctx, u, code, { action: "BUY", typ: "MARKET", qty })).status).toBe(200);
    await ctx.app.market.tick({ prices: { [code]: price } });
    return u;
  }

  it("50 concurrent SELLs against a 10-share holding accept exactly 10 and never oversell", async () => {
    const u = await holder("SBIN", 10, 800);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => order(ctx, u, "SBIN", { action: "SELL", typ: "MARKET", qty: 1 })),
    );
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe("insufficient_holding");
    }
    await ctx.app.market.tick({ prices: { SBIN: 810 } });
    const [h] = await ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, u.id));
    expect(h).toMatchObject({ qty: 0, cost: 0, realisedPnl: 10 * 1000 });
    const sells = (await ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id))).filter(
      (f) => f.action === "SELL",
    );
    expect(sells).toHaveLength(10);
    const [a] = await ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, u.id));
    expect(a!.cash).toBe(100_000_000 + 10 * 1000);
  });

  it("50 concurrent 1-share SELLs of different sizes mixed with BUYs keep cash and shares non-negative", async () => {
    const u = await holder("ITC", 30, 450);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? order(ctx, u, "ITC", { action: "SELL", typ: "LIMIT", qty: 2, price: 440 })
          : order(ctx, u, "MRF", { action: "BUY", typ: "LIMIT", qty: 1, price: 130000 }),
      ),
    );
    const sells = results.filter((r, i) => i % 2 === 0 && r.status === 200);
    const buys = results.filter((r, i) => i % 2 === 1 && r.status === 200);
    expect(sells).toHaveLength(15);
    // Cash 10,00,000 - 30 x 450 = 9,86,500 covers 7 MRF at 1,30,000.
    expect(buys).toHaveLength(7);
    await ctx.app.market.tick({ prices: { ITC: 445, MRF: 125000 } });
    const [h] = await ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, u.id));
    expect(h!.qty).toBe(0);
    const [a] = await ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, u.id));
    expect(a!.cash).toBeGreaterThanOrEqual(0);
  });

  it("a restart in the middle loses no order and fills nothing twice", async () => {
    const u = await holder("INFY", 10, 1800);
    const limit = await order(ctx, u, "INFY", { action: "SELL", typ: "LIMIT", qty: 4, price: 1900 });
    const stop = await order(ctx, u, "INFY", { action: "SELL", typ: "SL-M", qty: 6, sprice: 1700 });
    const buy = await order(ctx, u, "TCS", { action: "BUY", typ: "LIMIT", qty: 1, price: 3900 });
    await ctx.app.market.tick({ prices: { INFY: 1905, TCS: 4100 } });
    const filledBefore = await ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id));

    // Restart: close the app (the feed stops, books are dropped) and build a new one on the same database.
    await ctx.app.close();
    const app = await buildApp({ config: ctx.config, db: ctx.handle, realtime: ctx.realtime });
    await app.ready();
    const restarted = new TestContext(
      ctx.backend,
      app,
      ctx.handle,
      ctx.config,
      ctx.realtime,
      ctx.dbUrl,
      async () => {},
    );
    // Hand the original context the new app so afterAll closes it.
    Object.assign(ctx, { app });

    await app.market.tick({ prices: { INFY: 1905, TCS: 3899 } });
    await app.market.tick({ prices: { INFY: 1650, TCS: 3850 } });
    await app.market.tick({ prices: { INFY: 1600, TCS: 3800 } });
    const orders = (await restarted.api("GET", "/api/order/list", { token: u.token })).body.orders;
    const byId = (id: number) => orders.find((o: { id: number }) => o.id === id);
    expect(byId(limit.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 1905 });
    expect(byId(stop.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 1650 });
    expect(byId(buy.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 3899 });
    const fills = await ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id));
    expect(fills).toHaveLength(filledBefore.length + 2);
    expect(new Set(fills.map((f) => f.orderId)).size).toBe(fills.length);
    const live = await ctx.db.select().from(marketOrders).where(eq(marketOrders.userId, u.id));
    expect(live.every((o) => o.status === "COMPLETE")).toBe(true);
  });
});
