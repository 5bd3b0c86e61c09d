// NSE hours: no ticks while the market is closed (weekends and trading holidays), an honest "closed, opens ..."
// status, and orders placed while closed wait for the open as after-market orders.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { marketOrders } from "../src/db/schema.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

// Sunday 22 Nov 2026, 11:30 IST; Tuesday 24 Nov is Guru Nanak Jayanti, a trading holiday.
const SUNDAY = new Date("2026-11-22T06:00:00Z");
const HOLIDAY = new Date("2026-11-24T06:00:00Z");
const WEDNESDAY_OPEN = new Date("2026-11-25T03:45:00Z");

describe.each(BACKENDS)("market hours on $name", (backend) => {
  let ctx: TestContext;
  let infy: number;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { MARKET_HOURS: "nse" } });
    await ctx.app.market.ready();
    infy = ctx.app.market.scrips.find((s) => s.shortCode === "INFY")!.id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("does not tick on a Sunday or a trading holiday", async () => {
    const before = ctx.app.market.lastPrice(infy);
    for (const at of [SUNDAY, HOLIDAY]) {
      const result = await ctx.app.market.tick({ at });
      expect(result).toMatchObject({ open: false, changed: 0, filled: 0 });
    }
    expect(ctx.app.market.lastPrice(infy)).toBe(before);
  });

  it("says the market is closed and when it opens, skipping the holiday", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T11:00:00Z") });
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const res = await ctx.api("GET", "/api/scrips/list?for_ticker=1&segment=ALL&industry=ALL&sort=NAME", {
      token: u.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.market).toMatchObject({
      mode: "nse",
      open: false,
      next_open: WEDNESDAY_OPEN.toISOString(),
    });
  });

  it("keeps an order placed while closed as an after-market order, filled from the open", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: SUNDAY });
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const placed = await ctx.api("POST", `/api/order/new/${infy}`, {
      token: u.token,
      body: { action: "BUY", typ: "MARKET", qty: 2, price: 0, sprice: 0, active_sl: false, reason: "AMO" },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ status: "OPEN", waits_for_open: "2026-11-23T03:45:00.000Z" });
    expect(fieldText(placed.body)).toMatch(
      /after-market order, executed from the open \(tomorrow 09:15 IST\)/,
    );
    expect((await ctx.app.market.tick({ at: SUNDAY })).filled).toBe(0);
    vi.setSystemTime(new Date("2026-11-23T03:46:00Z"));
    const opened = await ctx.app.market.tick({ at: new Date("2026-11-23T03:46:00Z") });
    expect(opened.open).toBe(true);
    const list = await ctx.api("GET", "/api/order/list", { token: u.token });
    const order = list.body.orders.find((o: { id: number }) => o.id === placed.body.order_id);
    expect(order).toMatchObject({ status: "COMPLETE", waits_for_open: null });
  });
});

describe("market hours (MARKET_HOURS=nse)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(BACKENDS[0]!, { env: { MARKET_HOURS: "nse" } });
    await ctx.app.market.ready();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("keeps an order placed while closed waiting, and fills it at the first tick after the open", async () => {
    // Placed on Thursday 26 Nov 2026 at 19:30 IST (closed); Monday 30 Nov is a trading day.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T14:00:00Z") });
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const id = ctx.app.market.byShort.get("INFY")!.id;
    const res = await ctx.api("POST", `/api/order/new/${id}`, {
      token: u.token,
      body: { action: "BUY", typ: "MARKET", qty: 1, price: 0, sprice: 0, active_sl: false, reason: "" },
    });
    expect(res.status).toBe(200);
    // The Saturday after, and the Monday after it at 10:00 IST (04:30 UTC).
    const saturday = new Date("2026-11-28T06:00:00Z");
    const closed = await ctx.app.market.tick({ at: saturday });
    expect(closed.open).toBe(false);
    const list = await ctx.api("GET", "/api/order/list", { token: u.token });
    expect(list.body.orders[0].status).toBe("OPEN");
    const monday = new Date("2026-11-30T04:30:00Z");
    const open = await ctx.app.market.tick({ at: monday });
    expect(open).toMatchObject({ open: true, filled: 1 });
  });

  it("reloads the books at the open: an order the engine missed while closed still fills", async () => {
    // Everything happens on Sunday 6 Jan 2030 (closed) and the open of Monday 7 Jan, on a fixed clock.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-01-06T06:00:00Z") });
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const id = ctx.app.market.byShort.get("TCS")!.id;
    // Opens the learner's account.
    const first = await ctx.api("POST", `/api/order/new/${id}`, {
      token: u.token,
      body: { action: "BUY", typ: "LIMIT", qty: 1, price: 1, sprice: 0, active_sl: false, reason: "" },
    });
    expect(first.status).toBe(200);
    const monday = new Date(Date.UTC(2030, 0, 7, 4, 30));
    const sunday = new Date(monday.getTime() - 86_400_000);
    // An order committed by another instance whose change the engine's sync cannot see: its change number is
    // below the ones already read and its last update is long past (a transaction that committed late).
    const old = new Date(Date.now() - 3_600_000);
    const [missed] = await ctx.db
      .insert(marketOrders)
      .values({
        userId: u.id,
        scripId: id,
        action: "BUY",
        typ: "MARKET",
        qty: 1,
        status: "OPEN",
        placedAt: old,
        updatedAt: old,
        changeSeq: 1,
      })
      .returning();
    expect(await ctx.app.market.tick({ at: sunday })).toMatchObject({ open: false });
    expect(await ctx.app.market.tick({ at: monday })).toMatchObject({ open: true, filled: 1 });
    const [row] = await ctx.db.select().from(marketOrders).where(eq(marketOrders.id, missed!.id));
    expect(row!.status).toBe("COMPLETE");
  });
});
