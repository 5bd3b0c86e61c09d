// Order engine through the API: every order type and status path, rejections, modify/cancel, trailing stops,
// notifications, and bad input that must change nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ID } from "@fincareer/domain/contract/common";
import { marketAccounts, marketFills, marketHoldings, notifications } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";
import { marketSuite } from "./helpers/market.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("market orders on $name", (backend) => {
  const suite = marketSuite(backend);
  const { learner, tick, order } = suite;
  async function status(u: TestUser, id: number) {
    const res = await suite.ctx.api("GET", "/api/order/list", { token: u.token });
    return res.body.orders.find((o: { id: number }) => o.id === id);
  }
  async function account(u: TestUser) {
    const [row] = await suite.ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, u.id));
    return row!;
  }
  async function holding(u: TestUser, code: string) {
    const rows = await suite.ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, u.id));
    return rows.find((h) => h.scripId === suite.ids[code]);
  }
  /** A learner holding `qty` shares of `code` bought at `price`. */
  async function holder(code: string, qty: number, price: number) {
    const u = await learner();
    await tick({ [code]: price });
    const res = await order(u, code, { action: "BUY", typ: "MARKET", qty });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await tick({ [code]: price });
    expect((await status(u, res.body.order_id)).status).toBe("COMPLETE");
    return u;
  }

  it("fills a MARKET BUY at the next tick's price, not the price when it was placed, and notifies", async () => {
    const u = await learner();
    await tick({ RELIANCE: 1250 });
    const pushed: unknown[] = [];
    const original = suite.ctx.realtime.toUser.bind(suite.ctx.realtime);
    suite.ctx.realtime.toUser = (userId, event, payload) => {
      pushed.push({ userId, event, payload });
      original(userId, event, payload);
    };
    try {
      const res = await order(u, "RELIANCE", {
        action: "BUY",
        typ: "MARKET",
        qty: 10,
        reason: "index heavyweight",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        order_id: expect.any(Number),
        order: { status: "OPEN", typ: "MARKET" },
      });
      expect(fieldText(res.body)).toMatch(/BUY 10 RELIANCE at market/);
      await tick({ RELIANCE: 1260 });
      const done = await status(u, res.body.order_id);
      expect(done).toMatchObject({ status: "COMPLETE", fill_price: 1260, reason: "index heavyweight" });
      expect(pushed).toEqual([
        {
          userId: u.id,
          event: "pupdate",
          payload: {
            msg: expect.stringMatching(/BUY order #\d+ for 10 RELIANCE was filled at ₹\u00a01,260.00/),
            // The notification's id: a socket that missed it catches up by it.
            id: expect.any(Number),
          },
        },
      ]);
    } finally {
      suite.ctx.realtime.toUser = original;
    }
    expect((await account(u)).cash).toBe(100_000_000 - 1_260_000);
    expect(await holding(u, "RELIANCE")).toMatchObject({ qty: 10, cost: 1_260_000 });
    const notes = await suite.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(notes).toHaveLength(1);
    // The fill's notification opens the portfolio's Orders tab (issue 41).
    expect(notes[0]!.link).toBe("/portfolio?tab=orders");
  });

  it("rests a LIMIT BUY as OPEN until the price reaches the limit, then fills at the tick price", async () => {
    const u = await learner();
    await tick({ TCS: 4000 });
    const res = await order(u, "TCS", { action: "BUY", typ: "LIMIT", qty: 2, price: 3950.05 });
    expect(res.body.order.status).toBe("OPEN");
    await tick({ TCS: 3960 });
    expect((await status(u, res.body.order_id)).status).toBe("OPEN");
    await tick({ TCS: 3940.5 });
    expect(await status(u, res.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 3940.5 });
  });

  it("rests a LIMIT SELL until the price rises to the limit; realises the P&L", async () => {
    const u = await holder("INFY", 10, 1800);
    const res = await order(u, "INFY", { action: "SELL", typ: "LIMIT", qty: 4, price: 1900 });
    expect(res.status).toBe(200);
    await tick({ INFY: 1899.95 });
    expect((await status(u, res.body.order_id)).status).toBe("OPEN");
    await tick({ INFY: 1910 });
    expect(await status(u, res.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 1910 });
    expect(await holding(u, "INFY")).toMatchObject({ qty: 6, cost: 6 * 180_000, realisedPnl: 4 * 11_000 });
    expect((await account(u)).realisedPnl).toBe(44_000);
  });

  it("SL BUY waits TRIGGER_PENDING, triggers at the stop, and fills within its limit", async () => {
    const u = await learner();
    await tick({ SBIN: 800 });
    const res = await order(u, "SBIN", { action: "BUY", typ: "SL", qty: 5, sprice: 820, price: 825 });
    expect(res.body.order.status).toBe("TRIGGER_PENDING");
    await tick({ SBIN: 815 });
    expect((await status(u, res.body.order_id)).status).toBe("TRIGGER_PENDING");
    await tick({ SBIN: 822 });
    expect(await status(u, res.body.order_id)).toMatchObject({
      status: "COMPLETE",
      fill_price: 822,
      triggered_at: expect.any(String),
    });
  });

  it("SL triggered beyond its limit becomes OPEN at the limit and fills later", async () => {
    const u = await learner();
    await tick({ SBIN: 800 });
    const res = await order(u, "SBIN", { action: "BUY", typ: "SL", qty: 5, sprice: 820, price: 825 });
    await tick({ SBIN: 830 });
    expect(await status(u, res.body.order_id)).toMatchObject({
      status: "OPEN",
      triggered_at: expect.any(String),
    });
    await tick({ SBIN: 824 });
    expect(await status(u, res.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 824 });
  });

  it("SL-M SELL triggers when the price falls to the stop and sells at that tick", async () => {
    const u = await holder("ITC", 100, 450);
    const res = await order(u, "ITC", { action: "SELL", typ: "SL-M", qty: 100, sprice: 440 });
    expect(res.body.order.status).toBe("TRIGGER_PENDING");
    await tick({ ITC: 445 });
    expect((await status(u, res.body.order_id)).status).toBe("TRIGGER_PENDING");
    await tick({ ITC: 438.55 });
    expect(await status(u, res.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 438.55 });
    expect(await holding(u, "ITC")).toMatchObject({ qty: 0 });
  });

  it("active_sl attaches a protective stop after the BUY fills, and the stop sells on a fall", async () => {
    const u = await learner();
    await tick({ LT: 3500 });
    const res = await order(u, "LT", {
      action: "BUY",
      typ: "LIMIT",
      qty: 3,
      price: 3500,
      active_sl: true,
      sprice: 3300,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await tick({ LT: 3490 });
    const list = (await suite.ctx.api("GET", "/api/order/list", { token: u.token })).body.orders;
    const stop = list.find((o: { kind: string }) => o.kind === "PROTECTIVE");
    expect(stop).toMatchObject({
      action: "SELL",
      typ: "SL-M",
      qty: 3,
      sprice: 3300,
      status: "TRIGGER_PENDING",
      parent_id: res.body.order_id,
    });
    // The holding carries its protective stop, as it carries a trailing stop (issue 41: a badge on the row).
    const held = (await suite.ctx.api("GET", "/api/portfolio/list", { token: u.token })).body.myScrips;
    expect(held.find((h: { shortCode: string }) => h.shortCode === "LT")).toMatchObject({
      stop: { sprice: 3300, qty: 3, count: 1 },
      trail: null,
    });
    await tick({ LT: 3299 });
    expect(await status(u, stop.id)).toMatchObject({ status: "COMPLETE", fill_price: 3299 });
    expect(await holding(u, "LT")).toMatchObject({ qty: 0 });
  });

  it("moves a trailing stop's trigger up with the price, never down, and sells when the price falls to it", async () => {
    const u = await holder("HDFCBANK", 20, 1700);
    const h = await holding(u, "HDFCBANK");
    const res = await suite.ctx.api("POST", `/api/order/newtrail/${suite.ids.HDFCBANK}`, {
      token: u.token,
      body: {
        action: "SELL",
        typ: "SL-M",
        qty: 20,
        price: 0,
        sprice: 0,
        trail: 50,
        active_sl: false,
        reason: "",
        upid: h!.id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({
      kind: "TRAIL",
      sprice: 1650,
      trail: 50,
      upid: h!.id,
      trailid: res.body.order_id,
    });
    const trailid = res.body.order_id;
    await tick({ HDFCBANK: 1720 });
    expect((await status(u, trailid)).sprice).toBe(1670);
    await tick({ HDFCBANK: 1710 });
    expect((await status(u, trailid)).sprice).toBe(1670);
    await tick({ HDFCBANK: 1760.1 });
    expect((await status(u, trailid)).sprice).toBe(1710.1);
    const pf = await suite.ctx.api("GET", "/api/portfolio/list", { token: u.token });
    expect(pf.body.myScrips[0].trail).toEqual({ trailid, sprice: 1710.1, trail: 50, qty: 20 });
    await tick({ HDFCBANK: 1711 });
    expect((await status(u, trailid)).status).toBe("TRIGGER_PENDING");
    await tick({ HDFCBANK: 1705 });
    expect(await status(u, trailid)).toMatchObject({ status: "COMPLETE", fill_price: 1705 });
  });

  it("cancels a trailing stop by id and upid; a second trailing stop on the same holding is refused", async () => {
    const u = await holder("HDFCBANK", 5, 1700);
    const h = await holding(u, "HDFCBANK");
    const body = { qty: 5, sprice: 1600, upid: h!.id };
    const first = await suite.ctx.api("POST", `/api/order/newtrail/${suite.ids.HDFCBANK}`, {
      token: u.token,
      body,
    });
    expect(first.body.order.trail).toBe(100);
    const second = await suite.ctx.api("POST", `/api/order/newtrail/${suite.ids.HDFCBANK}`, {
      token: u.token,
      body,
    });
    expect(second.status).toBe(409);
    const wrong = await suite.ctx.api("POST", `/api/order/canceltrail/${first.body.order_id}`, {
      token: u.token,
      body: { upid: h!.id + 1000 },
    });
    expect(wrong.status).toBe(404);
    const ok = await suite.ctx.api("POST", `/api/order/canceltrail/${first.body.order_id}`, {
      token: u.token,
      body: { upid: h!.id },
    });
    expect(ok.body.order).toMatchObject({ status: "CANCELLED" });
    await tick({ HDFCBANK: 1500 });
    expect((await status(u, first.body.order_id)).status).toBe("CANCELLED");
  });

  it("modifies an open LIMIT order; the new limit decides the fill", async () => {
    const u = await learner();
    await tick({ WIPRO: 300 });
    const res = await order(u, "WIPRO", { action: "BUY", typ: "LIMIT", qty: 10, price: 280 });
    const mod = await suite.ctx.api("POST", `/api/order/modify/${res.body.order_id}`, {
      token: u.token,
      body: {
        action: "BUY",
        typ: "LIMIT",
        qty: 12,
        price: 295,
        sprice: 0,
        active_sl: false,
        reason: "changed my mind",
        upid: null,
        scripcode: suite.ctx.app.market.byId.get(suite.ids.WIPRO!)!.srCode,
      },
    });
    expect(mod.status, JSON.stringify(mod.body)).toBe(200);
    expect(mod.body.order).toMatchObject({ qty: 12, price: 295, reason: "changed my mind", status: "OPEN" });
    await tick({ WIPRO: 294 });
    expect(await status(u, res.body.order_id)).toMatchObject({
      status: "COMPLETE",
      qty: 12,
      fill_price: 294,
    });
  });

  it("a modified order fills only at prices seen after the modification, never at one seen before", async () => {
    const pause = () => new Promise((r) => setTimeout(r, 5));
    const u = await learner();
    await tick({ WIPRO: 300 });
    const limit = await order(u, "WIPRO", { action: "BUY", typ: "LIMIT", qty: 2, price: 280 });
    await pause();
    const seen = new Date();
    await pause();
    const mod = await suite.ctx.api("POST", `/api/order/modify/${limit.body.order_id}`, {
      token: u.token,
      body: { action: "BUY", typ: "LIMIT", qty: 2, price: 295 },
    });
    expect(mod.status, JSON.stringify(mod.body)).toBe(200);
    // 290 was seen before the modification: it reaches the new limit but must not fill it.
    expect(await suite.ctx.app.market.tick({ prices: { WIPRO: 290 }, at: seen })).toMatchObject({
      filled: 0,
    });
    expect((await status(u, limit.body.order_id)).status).toBe("OPEN");
    await tick({ WIPRO: 291 });
    expect(await status(u, limit.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 291 });

    // The same for a trailing stop whose trigger is raised.
    const h = await holder("TITAN", 4, 3200);
    const upid = (await holding(h, "TITAN"))!.id;
    const trail = await suite.ctx.api("POST", `/api/order/newtrail/${suite.ids.TITAN}`, {
      token: h.token,
      body: { qty: 4, sprice: 3100, upid },
    });
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    await pause();
    const seenTrail = new Date();
    await pause();
    const modTrail = await suite.ctx.api("POST", `/api/order/modify/${trail.body.order_id}`, {
      token: h.token,
      body: { action: "SELL", typ: "SL-M", qty: 4, sprice: 3150, upid },
    });
    expect(modTrail.status, JSON.stringify(modTrail.body)).toBe(200);
    expect(await suite.ctx.app.market.tick({ prices: { TITAN: 3140 }, at: seenTrail })).toMatchObject({
      filled: 0,
    });
    expect((await status(h, trail.body.order_id)).status).toBe("TRIGGER_PENDING");
    await tick({ TITAN: 3145 });
    expect(await status(h, trail.body.order_id)).toMatchObject({ status: "COMPLETE", fill_price: 3145 });
  });

  it("cancels with no body, an empty JSON body, null or {} (the reason is optional)", async () => {
    const u = await learner();
    await tick({ MARUTI: 11000 });
    const json = { "content-type": "application/json" };
    const bodies = [{}, { payload: "", headers: json }, { payload: "null", headers: json }, { body: {} }];
    for (const opts of bodies) {
      // Plain numeric strings are still numbers.
      const res = await order(u, "MARUTI", { action: "BUY", typ: "LIMIT", qty: "1", price: "10000.50" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.order).toMatchObject({ qty: 1, price: 10000.5 });
      const del = await suite.ctx.api("DELETE", `/api/order/cancel/${res.body.order_id}`, {
        token: u.token,
        ...opts,
      });
      expect(del.status, `${JSON.stringify(opts)} ${JSON.stringify(del.body)}`).toBe(200);
      expect(del.body.order).toMatchObject({ status: "CANCELLED", status_reason: "cancelled by you" });
    }
    const last = (await suite.ctx.api("GET", "/api/order/list", { token: u.token })).body.orders[0];
    const reason = await suite.ctx.api("POST", `/api/order/reason/${last.id}`, { token: u.token });
    expect(reason.status, JSON.stringify(reason.body)).toBe(200);
    expect(reason.body.order.reason).toBe("");
  });

  it("cancels an open order with a reason; it never fills afterwards", async () => {
    const u = await learner();
    await tick({ MARUTI: 11000 });
    const res = await order(u, "MARUTI", { action: "BUY", typ: "LIMIT", qty: 1, price: 10900 });
    const del = await suite.ctx.api("DELETE", `/api/order/cancel/${res.body.order_id}`, {
      token: u.token,
      body: { reason: "too expensive" },
    });
    expect(del.body.order).toMatchObject({ status: "CANCELLED", status_reason: "too expensive" });
    await tick({ MARUTI: 10000 });
    expect((await status(u, res.body.order_id)).status).toBe("CANCELLED");
    expect(await holding(u, "MARUTI")).toBeUndefined();
  });

  it("edits the journal reason of a finished order", async () => {
    const u = await holder("TITAN", 1, 3200);
    const list = (await suite.ctx.api("GET", "/api/order/list", { token: u.token })).body.orders;
    const res = await suite.ctx.api("POST", `/api/order/reason/${list[0].id}`, {
      token: u.token,
      body: { reason: "Festive demand" },
    });
    expect(res.body.order).toMatchObject({ reason: "Festive demand", status: "COMPLETE" });
  });

  it("REJECTS a MARKET BUY at fill time when the price jumped beyond the cash, with the reason", async () => {
    const u = await learner();
    await tick({ MRF: 120000 });
    const res = await order(u, "MRF", { action: "BUY", typ: "MARKET", qty: 8 });
    expect(res.status).toBe(200);
    await tick({ MRF: 130000 });
    const o = await status(u, res.body.order_id);
    expect(o).toMatchObject({ status: "REJECTED", status_reason: expect.stringMatching(/not enough cash/) });
    expect((await account(u)).cash).toBe(100_000_000);
    const fills = await suite.ctx.db.select().from(marketFills).where(eq(marketFills.userId, u.id));
    expect(fills).toHaveLength(0);
  });

  it("refuses a SELL above the holding and a BUY above the cash with a message, changing nothing", async () => {
    const u = await holder("NTPC", 10, 400);
    await order(u, "NTPC", { action: "SELL", typ: "LIMIT", qty: 6, price: 500 });
    const before = await suite.ctx.snapshot();
    const sell = await order(u, "NTPC", { action: "SELL", typ: "MARKET", qty: 5 });
    expect(sell.status).toBe(400);
    expect(sell.body).toEqual({
      error: "insufficient_holding",
      message: "you hold 10 NTPC shares (6 already in open SELL orders): cannot sell 5",
    });
    const none = await order(u, "TCS", { action: "SELL", typ: "MARKET", qty: 1 });
    expect(none.body).toMatchObject({
      error: "insufficient_holding",
      message: "you hold no TCS shares to sell",
    });
    await tick({ MRF: 120000 });
    const buy = await order(u, "MRF", { action: "BUY", typ: "LIMIT", qty: 10, price: 120000 });
    expect(buy.status).toBe(400);
    expect(buy.body.error).toBe("insufficient_cash");
    expect(fieldText(buy.body)).toBe(
      "not enough cash: this BUY needs about ₹\u00a012,00,000.00 but only ₹\u00a09,96,000.00 is available (cash ₹\u00a09,96,000.00, ₹\u00a00 held by open BUY orders)",
    );
    expect(await suite.ctx.snapshot()).toEqual(before);
  });

  it("answers bad input with 4xx and a message, changing nothing", async () => {
    const u = await holder("RELIANCE", 5, 1250);
    const other = await holder("RELIANCE", 5, 1250);
    const otherOrder = await order(other, "RELIANCE", { action: "SELL", typ: "LIMIT", qty: 1, price: 2000 });
    const done = (await suite.ctx.api("GET", "/api/order/list", { token: u.token })).body.orders[0];
    const before = await suite.ctx.snapshot();
    // The whole answer each refusal gives: contract/market.ts for the body and path, domain market.ts
    // orderProblem and orders/service.ts for the rest; a changed message fails.
    const notFound = `order ${otherOrder.body.order_id} not found`;
    const cases: [string, string, Record<string, unknown> | undefined, number, string][] = [
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "MARKET", qty: 0 },
        400,
        "body.qty: Enter a quantity of 1 share or more",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "MARKET", qty: -3 },
        400,
        "body.qty: Enter a quantity of 1 share or more",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "MARKET", qty: 1.5 },
        400,
        "body.qty: Enter the quantity in whole shares",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "LIMIT", qty: 1, price: 1250.03 },
        400,
        "body.price: Enter the limit price in steps of ₹0.05 (the price tick)",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "LIMIT", qty: 1, price: 0 },
        400,
        "price (the limit) is required for a LIMIT order",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "SELL", typ: "SL", qty: 1, price: 1200 },
        400,
        "sprice (the trigger) is required for a SL order",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "SELL", typ: "SL-M", qty: 1 },
        400,
        "sprice (the trigger) is required for a SL-M order",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "HOLD", typ: "MARKET", qty: 1 },
        400,
        "body.action: Action must be BUY or SELL",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "BUY", typ: "STOP", qty: 1 },
        400,
        "body.typ: Typ must be MARKET, LIMIT, SL or SL-M",
      ],
      [
        "POST",
        `/api/order/new/${suite.ids.RELIANCE}`,
        { action: "SELL", typ: "MARKET", qty: 1, active_sl: true, sprice: 1000 },
        400,
        "active_sl (a protective stop) can only be attached to a BUY",
      ],
      [
        "POST",
        "/api/order/new/999999",
        { action: "BUY", typ: "MARKET", qty: 1 },
        404,
        "scrip 999999 not found",
      ],
      [
        "POST",
        "/api/order/new/abc",
        { action: "BUY", typ: "MARKET", qty: 1 },
        400,
        "params.scrip_id: Enter scrip_id as a number",
      ],
      [
        "POST",
        `/api/order/modify/${done.id}`,
        { action: "BUY", typ: "LIMIT", qty: 1, price: 1000 },
        409,
        `order #${done.id} is COMPLETE: only open orders can be changed`,
      ],
      [
        "POST",
        `/api/order/modify/${otherOrder.body.order_id}`,
        { action: "SELL", typ: "LIMIT", qty: 1, price: 1000 },
        404,
        `order ${otherOrder.body.order_id} not found`,
      ],
      [
        "DELETE",
        `/api/order/cancel/${done.id}`,
        {},
        409,
        `order #${done.id} is COMPLETE: only open orders can be changed`,
      ],
      ["DELETE", `/api/order/cancel/${otherOrder.body.order_id}`, {}, 404, notFound],
      ["POST", `/api/order/reason/${otherOrder.body.order_id}`, { reason: "mine now" }, 404, notFound],
      ["POST", `/api/order/canceltrail/${otherOrder.body.order_id}`, { upid: 1 }, 404, notFound],
      [
        "POST",
        `/api/order/newtrail/${suite.ids.RELIANCE}`,
        { qty: 1, sprice: 1200, upid: 999999 },
        404,
        "holding 999999 not found",
      ],
      // Numbers are JSON numbers or plain numeric strings: nothing else is turned into one.
      ...(
        [
          [{ qty: true }, "body.qty: Enter quantity as a number"],
          [{ qty: "  12" }, "body.qty: Enter quantity as a number"],
          [{ qty: [100] }, "body.qty: Enter quantity as a number"],
          [{ qty: "1e2" }, "body.qty: Enter quantity as a number"],
          [{ qty: "" }, "body.qty: Enter quantity as a number"],
          [{ typ: "LIMIT", price: "  1250" }, "body.price: Enter limit price as a number"],
          [{ typ: "LIMIT", price: [1250] }, "body.price: Enter limit price as a number"],
          [{ typ: "LIMIT", price: true }, "body.price: Enter limit price as a number"],
          [{ typ: "LIMIT", price: "0x10" }, "body.price: Enter limit price as a number"],
          [{ typ: "SL-M", action: "SELL", sprice: { v: 1 } }, "body.sprice: Enter trigger price as a number"],
        ] as [Record<string, unknown>, string][]
      ).map(
        ([body, message]) =>
          [
            "POST",
            `/api/order/new/${suite.ids.RELIANCE}`,
            { action: "BUY", typ: "MARKET", qty: 1, ...body },
            400,
            message,
          ] as [string, string, Record<string, unknown>, number, string],
      ),
      [
        "POST",
        `/api/order/newtrail/${suite.ids.RELIANCE}`,
        { qty: 1, trail: "  5", upid: 1 },
        400,
        "body.trail: Enter trail as a number",
      ],
      // Ids above the 32-bit range are bad input, not a database error.
      [
        "POST",
        "/api/order/new/99999999999",
        { action: "BUY", typ: "MARKET", qty: 1 },
        400,
        `params.scrip_id: Scrip_id must be at most ${MAX_ID}`,
      ],
      [
        "POST",
        "/api/order/new/1e3",
        { action: "BUY", typ: "MARKET", qty: 1 },
        400,
        "params.scrip_id: Enter scrip_id as a number",
      ],
      [
        "POST",
        "/api/order/modify/2147483648",
        { action: "BUY", typ: "LIMIT", qty: 1, price: 1000 },
        400,
        `params.trailid: Trailid must be at most ${MAX_ID}`,
      ],
      ["DELETE", "/api/order/cancel/99999999999", {}, 400, `params.id: Id must be at most ${MAX_ID}`],
      ["DELETE", "/api/order/cancel/99999999999", undefined, 400, `params.id: Id must be at most ${MAX_ID}`],
      [
        "POST",
        "/api/order/reason/99999999999",
        { reason: "x" },
        400,
        `params.id: Id must be at most ${MAX_ID}`,
      ],
      [
        "POST",
        `/api/order/canceltrail/${otherOrder.body.order_id}`,
        { upid: 99999999999 },
        400,
        `body.upid: Upid must be at most ${MAX_ID}`,
      ],
      [
        "POST",
        `/api/order/canceltrail/${otherOrder.body.order_id}`,
        { upid: true },
        400,
        "body.upid: Enter upid as a number",
      ],
      // upid is required, so the trailing-stop cancel needs its body.
      [
        "POST",
        `/api/order/canceltrail/${otherOrder.body.order_id}`,
        undefined,
        400,
        "body: Fill in the form and send it again",
      ],
      [
        "POST",
        `/api/order/newtrail/${suite.ids.RELIANCE}`,
        { qty: 1, sprice: 1200, upid: 99999999999 },
        400,
        `body.upid: Upid must be at most ${MAX_ID}`,
      ],
      [
        "POST",
        `/api/order/modify/${otherOrder.body.order_id}`,
        { action: "SELL", typ: "LIMIT", qty: 1, price: 1000, upid: 4294967296 },
        400,
        `body.upid: Upid must be at most ${MAX_ID}`,
      ],
    ];
    for (const [method, url, body, code, message] of cases) {
      const res = await suite.ctx.api(method, url, { token: u.token, body });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(code);
      expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
    }
    expect(await suite.ctx.snapshot()).toEqual(before);
    expect((await suite.ctx.api("GET", "/api/order/list")).status).toBe(401);
  });
});
