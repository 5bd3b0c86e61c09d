// Stops on the wrong side of the market are refused at placement and at modification, like a broker would:
// a stop that would fire on the very next tick is a mistake, not an order.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { marketOrders } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";
import { marketSuite } from "./helpers/market.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("stop side checks on $name", (backend) => {
  const suite = marketSuite(backend);
  const { learner, tick } = suite;
  const order = (u: TestUser, code: string, body: Record<string, unknown>) =>
    suite.order(u, code, { reason: "journal", ...body });
  const ordersOf = (u: TestUser) =>
    suite.ctx.db.select().from(marketOrders).where(eq(marketOrders.userId, u.id));

  it.each([
    [
      "an SL-M BUY with its trigger below the last price",
      { action: "BUY", typ: "SL-M", qty: 1, sprice: 990 },
      "trigger_wrong_side",
      "trigger price for a stop-loss buy must be above the last traded price (₹\u00a01,000.00)",
    ],
    [
      "an SL BUY with its trigger at the last price",
      { action: "BUY", typ: "SL", qty: 1, sprice: 1000, price: 1005 },
      "trigger_wrong_side",
      "trigger price for a stop-loss buy must be above the last traded price (₹\u00a01,000.00)",
    ],
    [
      "a protective stop above the price of a MARKET BUY",
      { action: "BUY", typ: "MARKET", qty: 1, active_sl: true, sprice: 1010 },
      "protective_above_market",
      "the protective stop-loss must be below the last traded price (₹\u00a01,000.00)",
    ],
  ])("refuses %s and stores nothing", async (_name, body, code, message) => {
    const u = await learner();
    await tick({ INFY: 1000 });
    const res = await order(u, "INFY", body);
    expect(res.status).toBe(400);
    expect(fieldText(res.body)).toBe(message);
    expect(res.body.error).toBe(code);
    expect(await ordersOf(u)).toHaveLength(0);
  });

  it("refuses an SL SELL with its trigger above the last price", async () => {
    const u = await learner();
    await tick({ TCS: 1000 });
    const buy = await order(u, "TCS", { action: "BUY", typ: "MARKET", qty: 2 });
    expect(buy.status).toBe(200);
    await tick({ TCS: 1000 });
    const res = await order(u, "TCS", { action: "SELL", typ: "SL", qty: 2, sprice: 1010, price: 1005 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "trigger_wrong_side",
      message: "trigger price for a stop-loss sell must be below the last traded price (₹\u00a01,000.00)",
    });
    const ok = await order(u, "TCS", { action: "SELL", typ: "SL-M", qty: 2, sprice: 990 });
    expect(ok.status).toBe(200);
    expect(ok.body.order.status).toBe("TRIGGER_PENDING");
  });

  it("accepts a stop on the right side and refuses a modification that moves it across the market", async () => {
    const u = await learner();
    await tick({ WIPRO: 250 });
    const res = await order(u, "WIPRO", { action: "BUY", typ: "SL-M", qty: 4, sprice: 260 });
    expect(res.status).toBe(200);
    const id = res.body.order_id as number;
    const modify = await suite.ctx.api("POST", `/api/order/modify/${id}`, {
      token: u.token,
      body: { action: "BUY", typ: "SL-M", qty: 4, price: 0, sprice: 240, active_sl: false, reason: "x" },
    });
    expect(modify.status).toBe(400);
    expect(modify.body.error).toBe("trigger_wrong_side");
    const [row] = await ordersOf(u);
    expect(row!.sprice).toBe(26000);
  });
});
